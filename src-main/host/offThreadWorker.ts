// The off-thread worker: runs each task it is sent (offThreadTasks.ts) and answers with its id.
// Started by offThread.ts; a failure of one task is answered, never left to kill the thread.
import { parentPort } from 'node:worker_threads';
import { runOffThreadTask, type OffThreadTask } from './offThreadTasks';

const port = parentPort!;

/** The buffer of bytes made here to be written or sent (a serialized file, a bundle, a reply), handed over rather than copied. */
function handedOver(result: unknown): ArrayBuffer[] {
  const r = result as { text?: unknown; bytes?: unknown; reply?: unknown } | null;
  return [r?.text, r?.bytes, r?.reply].flatMap((b) => (b instanceof Uint8Array && b.buffer instanceof ArrayBuffer && b.byteLength === b.buffer.byteLength ? [b.buffer] : []));
}

port.on('message', (m: { id: number; task: OffThreadTask }) => {
  runOffThreadTask(m.task).then(
    (result) => port.postMessage({ id: m.id, result }, handedOver(result)),
    (e: unknown) => {
      const why = e instanceof Error ? e.message : String(e);
      const t = m.task;
      const result = t.kind === 'saveRequest' || t.kind === 'imageRequest' || t.kind === 'bundleRequest' ? { ok: false, refused: `Not done: ${why}` } : t.kind === 'parse' || t.kind === 'summarize' || t.kind === 'serialize' ? { ok: false, errors: [{ file: t.fileName, path: '', expected: `a file Hexfray can handle (${why})` }] } : { ok: false, error: { code: 'io', message: `${t.kind === 'export' ? 'Not exported' : t.kind === 'readBundle' || t.kind === 'keepImages' ? 'The bundle was not imported' : t.kind === 'packBundle' || t.kind === 'bundleReply' ? 'The bundle was not made' : 'The map image was not handled'}: ${why}` } };
      port.postMessage({ id: m.id, result });
    },
  );
});
