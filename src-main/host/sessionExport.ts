// Exporting from the app: the renderer sends the session it holds; main checks it like a file,
// and the export thread renders the chosen format and keeps a copy in the library's exports/
// folder, written atomically so a full disk never leaves half an export (offThreadTasks.ts).
import { MAX_SESSION_COMMANDS } from '../../shared/files';
import { exportThread, type OffThread } from './offThread';
import type { ExportFailure, ExportFormat, Rendered } from './sessionRender';

export type { ExportFormat } from './sessionRender';
export { exportFileName } from './sessionRender';

/**
 * Renders a session in `format` and writes a copy into `exportsDir` (none when null: it leads outside
 * the library); the text is returned for a download either way. An HTML page embeds the token art
 * found in the library at `artRoot`.
 */
export async function exportSession(exportsDir: string | null, value: unknown, format: ExportFormat, players: boolean, thread: OffThread = exportThread, artRoot: string | null = null): Promise<Rendered | ExportFailure> {
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
  return thread.run({ kind: 'export', render: { json: JSON.stringify(value), format, players, date: Date.now(), artRoot }, exportsDir });
}
