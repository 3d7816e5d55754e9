// The session thread's worker: renders each export it is sent and answers with its id. Started by
// sessionThread.ts; a failure of one task is answered, never left to kill the thread.
import { parentPort } from 'node:worker_threads';
import { renderSessionExport, type RenderTask } from './sessionRender';

const port = parentPort!;
port.on('message', (m: { id: number; task: RenderTask }) => {
  try {
    port.postMessage({ id: m.id, result: renderSessionExport(m.task) });
  } catch (e) {
    port.postMessage({ id: m.id, result: { ok: false, error: { code: 'io', message: `Not exported: ${e instanceof Error ? e.message : String(e)}` } } });
  }
});
