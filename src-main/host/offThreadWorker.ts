// The off-thread worker: runs each task it is sent (offThreadTasks.ts) and answers with its id.
// Started by offThread.ts; a failure of one task is answered, never left to kill the thread.
import { parentPort } from 'node:worker_threads';
import { runOffThreadTask, type OffThreadTask } from './offThreadTasks';

const port = parentPort!;
port.on('message', (m: { id: number; task: OffThreadTask }) => {
  runOffThreadTask(m.task).then(
    (result) => port.postMessage({ id: m.id, result }),
    (e: unknown) => {
      const why = e instanceof Error ? e.message : String(e);
      const t = m.task;
      const result = t.kind === 'parse' || t.kind === 'summarize' || t.kind === 'serialize' ? { ok: false, errors: [{ file: t.fileName, path: '', expected: `a file Hexfray can handle (${why})` }] } : { ok: false, error: { code: 'io', message: `${t.kind === 'export' ? 'Not exported' : 'The map image was not handled'}: ${why}` } };
      port.postMessage({ id: m.id, result });
    },
  );
});
