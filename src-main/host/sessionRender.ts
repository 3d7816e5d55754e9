// The work of a session export that costs time in proportion to the session: validating it like
// a file (the command cap first), replaying it and rendering the chosen format. Pure of I/O but for
// the token art it is handed a reader for, so the session thread runs it off the host's thread.
import { formatFileErrors, validateBody } from '../../shared/files';
import { formatOf } from '../../shared/files';
import type { SessionRecord } from '../../shared/engine/session';
import { artNames, buildExportDoc, exportJson, exportMarkdown, exportPlayersJson, renderHtml } from '../../shared/export/index';

export type ExportFormat = 'md' | 'html' | 'json';
export type ExportFailure = { ok: false; error: { code: string; message: string } };
/** A rendered export: the file name to offer and its text. */
export type Rendered = { ok: true; fileName: string; text: string };

/**
 * What to render: the session as JSON text (cheaper to hand to a thread than the object), the format,
 * the audience and the date; and the library whose assets hold the token art an HTML page embeds (none: initials).
 */
export type RenderTask = { json: string; format: ExportFormat; players: boolean; date: number; artRoot?: string | null };

/** Reads the pictures an HTML page shows, by asset name, as data URLs (src-main/host/exportArt.ts). */
export type ArtReader = (root: string, names: readonly string[]) => Promise<Record<string, string>>;

/** A file name from the session name: lower case, dashes, no path characters. */
export function exportFileName(name: string, format: ExportFormat, players: boolean, now = new Date()): string {
  const slug = name.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'session';
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const ext = format === 'md' ? 'md' : format === 'html' ? 'html' : players ? 'players.json' : 'session.json';
  return `${slug}-${stamp}${players && format !== 'json' ? '-players' : ''}.${ext}`;
}

/** Validates and renders a session export; every refusal names the field and what was expected. */
export async function renderSessionExport(task: RenderTask, readArt?: ArtReader): Promise<Rendered | ExportFailure> {
  let value: unknown;
  try {
    value = JSON.parse(task.json);
  } catch {
    return { ok: false, error: { code: 'invalid-file', message: 'Not exported: the session is not valid JSON.' } };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: { code: 'invalid-file', message: 'Not exported: the session is not an object.' } };
  const checked = validateBody('the session', 'hexfray/session', formatOf('hexfray/session').currentVersion, value as Record<string, unknown>);
  if (!checked.ok) return { ok: false, error: { code: 'invalid-file', message: `Not exported: ${formatFileErrors(checked.errors.slice(0, 3))}` } };
  const record = checked.value as SessionRecord;
  const date = new Date(task.date);
  let text: string;
  if (task.format === 'md') text = exportMarkdown(record, { players: task.players, date });
  else if (task.format === 'html') {
    // The art of the tokens its maps show, and only those: the players' page never names a hidden one's.
    const doc = buildExportDoc(record, task.players ? 'players' : 'gm');
    const art = task.artRoot && readArt ? await readArt(task.artRoot, artNames(doc)) : undefined;
    text = renderHtml(doc, date, art);
  }
  else if (task.players) text = exportPlayersJson(record);
  else {
    const r = exportJson(record);
    if (!r.ok) return { ok: false, error: { code: 'invalid-file', message: r.message } };
    text = r.text;
  }
  return { ok: true, fileName: exportFileName(record.name, task.format, task.players, date), text };
}
