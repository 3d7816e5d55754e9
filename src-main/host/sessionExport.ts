// Exporting from the app: the renderer sends the session it holds; main checks it like a file,
// renders the chosen format off the host's thread (sessionThread.ts) and keeps a copy in the
// library's exports/ folder, written atomically so a full disk never leaves half an export.
import { join } from 'node:path';
import { MAX_SESSION_COMMANDS } from '../../shared/files';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps, type FsOps } from '../library/fsOps';
import type { ExportFailure, ExportFormat, Rendered } from './sessionRender';
import { SessionThread } from './sessionThread';

export type { ExportFormat } from './sessionRender';
export { exportFileName } from './sessionRender';

const sharedThread = new SessionThread();

/** Tells the exports where the sessionWorker bundle is: the web host's folder (its ESM bundle cannot tell). */
export function useSessionWorkerDir(dir: string): void {
  sharedThread.useWorkerDir(dir);
}

/** Where and how exports are written; tests pass their own thread and failing file operations. */
export type ExportDeps = { thread?: SessionThread; ops?: FsOps };

/** Renders a session in `format` and writes a copy into `exportsDir`; the text is returned for a download either way. */
export async function exportSession(exportsDir: string, value: unknown, format: ExportFormat, players: boolean, deps: ExportDeps = {}): Promise<Rendered | ExportFailure> {
  // Refused here at no cost: a crafted million-command session is not even handed to the thread.
  const commands = (value as { commands?: unknown } | null)?.commands;
  if (Array.isArray(commands) && commands.length > MAX_SESSION_COMMANDS) {
    const n = (x: number) => x.toLocaleString('en-US');
    return { ok: false, error: { code: 'too-large', message: `Not exported: the session: commands: a session of at most ${n(MAX_SESSION_COMMANDS)} commands (this one has ${n(commands.length)}; Hexfray does not replay sessions that long)` } };
  }
  // The request's body was parsed in the tick that called this; turning it back into text for the
  // thread waits for the next one, so the two costs (each tens of ms for a big session) never add up
  // to one long stall of the host.
  await new Promise((resolve) => setImmediate(resolve));
  const rendered = await (deps.thread ?? sharedThread).render({ json: JSON.stringify(value), format, players, date: Date.now() });
  if (!rendered.ok) return rendered;
  const ops = deps.ops ?? nodeFsOps;
  try {
    await ops.mkdir(exportsDir);
    await atomicWrite(ops, join(exportsDir, rendered.fileName), rendered.text);
  } catch {
    // A read-only or full library must not stop the GM getting the export: the download still works,
    // and the atomic write left no truncated copy behind.
  }
  return rendered;
}
