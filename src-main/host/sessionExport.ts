// Exporting from the app: the renderer sends the session it holds; main checks it like a file,
// renders the chosen format and keeps a copy in the library's exports/ folder.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sessionRecordSchema } from '../../shared/model/sessionSchema';
import type { SessionRecord } from '../../shared/engine/session';
import { exportHtml, exportJson, exportMarkdown, exportPlayersJson } from '../../shared/export/index';

export type ExportFormat = 'md' | 'html' | 'json';
type Failure = { ok: false; error: { code: string; message: string } };

/** A file name from the session name: lower case, dashes, no path characters. */
export function exportFileName(name: string, format: ExportFormat, players: boolean, now = new Date()): string {
  const slug = name.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'session';
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const ext = format === 'md' ? 'md' : format === 'html' ? 'html' : players ? 'players.json' : 'session.json';
  return `${slug}-${stamp}${players && format !== 'json' ? '-players' : ''}.${ext}`;
}

/** Renders a session in `format` and writes it into `exportsDir`. */
export async function exportSession(exportsDir: string, value: unknown, format: ExportFormat, players: boolean): Promise<{ ok: true; fileName: string; text: string } | Failure> {
  const parsed = sessionRecordSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: { code: 'invalid-file', message: 'The session to export does not match this version of Hexfray.' } };
  const record = parsed.data as SessionRecord;
  let text: string;
  if (format === 'md') text = exportMarkdown(record, { players, date: new Date() });
  else if (format === 'html') text = exportHtml(record, { players, date: new Date() });
  else if (players) text = exportPlayersJson(record);
  else {
    const r = exportJson(record);
    if (!r.ok) return { ok: false, error: { code: 'invalid-file', message: r.message } };
    text = r.text;
  }
  const fileName = exportFileName(record.name, format, players);
  try {
    await mkdir(exportsDir, { recursive: true });
    await writeFile(join(exportsDir, fileName), text, 'utf8');
  } catch {
    // A read-only library must not stop the GM getting the export: the download below still works.
  }
  return { ok: true, fileName, text };
}
