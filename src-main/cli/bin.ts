// Entry point of the `hexfray` command.
import { runCli } from './main';

runCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`hexfray: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  },
);
