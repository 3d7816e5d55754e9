import { runCli } from '../../../src-main/cli/main';

/** Runs the CLI in-process and collects what it printed. */
export async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
