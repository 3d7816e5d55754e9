// What the host hands to a worker thread: the work on big files whose cost grows with the file
// (parsing, serializing, rendering and writing a session export, encoding a map image). Each task is pure of the host's
// state, so the same function answers on the thread or, where no worker bundle exists, inline.
import { join } from 'node:path';
import { serializeFile, type FileError, type FormatName, type ParseFileOptions, type ParseFileResult } from '../../shared/files';
import { saveAsset, type AssetFailure } from '../library/assets';
import { atomicWrite } from '../library/atomicWrite';
import { summaryOf, type SummarizedFile, type SummaryResult } from '../library/entries';
import { parseBytes, parseText } from '../library/fileReader';
import { nodeFsOps } from '../library/fsOps';
import { renderSessionExport, type ExportFailure, type RenderTask, type Rendered } from './sessionRender';

/**
 * A parsed file whose body crosses back as JSON text: the host parses it in a fraction of the
 * time the structured clone of a big body takes to rebuild (an 8.7 MB body: about 100 ms against 800).
 */
export type ParsedAsJson = { ok: true; format: FormatName; json: string; migratedFrom?: number } | { ok: false; errors: FileError[] };

/** A body serialized for writing: its text and its summary (the listing entry needs no more). */
export type Serialized = { ok: true; text: string; file: SummarizedFile } | { ok: false; errors: FileError[] };

/** Every task a worker runs, by kind. Bodies travel as JSON text, for the same reason as ParsedAsJson. */
export type OffThreadTask =
  | { kind: 'parse'; fileName: string; data: Uint8Array | string; options: ParseFileOptions }
  | { kind: 'summarize'; fileName: string; data: Uint8Array | string; options: ParseFileOptions }
  | { kind: 'serialize'; format: FormatName; json: string; fileName: string }
  | { kind: 'export'; render: RenderTask; exportsDir: string | null }
  | { kind: 'saveImage'; root: string; fileName: string; base64: string };

/** What each kind of task answers. */
export type OffThreadResult<K extends OffThreadTask['kind']> = {
  parse: ParsedAsJson;
  summarize: SummaryResult;
  serialize: Serialized;
  export: Rendered | ExportFailure;
  saveImage: { ok: true; name: string } | AssetFailure;
}[K];

function parseData(fileName: string, data: Uint8Array | string, options: ParseFileOptions): ParseFileResult {
  return typeof data === 'string' ? parseText(fileName, data, options) : parseBytes(fileName, data, options);
}

/** Serializes a body (see serializeFile), answering with its text and summary. */
export function serializeForWriting(format: FormatName, value: unknown, fileName: string): Serialized {
  const ser = serializeFile(format, value as Record<string, unknown>, fileName);
  if (!ser.ok) return ser;
  return { ok: true, text: ser.text, file: summaryOf({ ok: true, format, value: ser.value } as Parameters<typeof summaryOf>[0]) };
}

/** Parses a file for its listing entry alone (see ParseFileOptions.summaryOnly). */
export function summarizeFile(fileName: string, data: Uint8Array | string, options: ParseFileOptions): SummaryResult {
  const parsed = parseData(fileName, data, { ...options, summaryOnly: true });
  return parsed.ok ? summaryOf(parsed) : parsed;
}

/** Runs one task where it is called (the worker, or the host when no worker exists). */
export async function runOffThreadTask(task: OffThreadTask): Promise<OffThreadResult<OffThreadTask['kind']>> {
  if (task.kind === 'parse') {
    const parsed = parseData(task.fileName, task.data, task.options);
    if (!parsed.ok) return parsed;
    return { ok: true, format: parsed.format, json: JSON.stringify(parsed.value), ...(parsed.migratedFrom === undefined ? {} : { migratedFrom: parsed.migratedFrom }) };
  }
  if (task.kind === 'summarize') return summarizeFile(task.fileName, task.data, task.options);
  if (task.kind === 'serialize') return serializeForWriting(task.format, JSON.parse(task.json), task.fileName);
  // A 20 MB image costs about 100 ms of base64 and hashing either way it crosses.
  if (task.kind === 'saveImage') return saveAsset(task.root, task.fileName, task.base64);
  const rendered = renderSessionExport(task.render);
  if (!rendered.ok || task.exportsDir === null) return rendered;
  try {
    // The copy is written from here, so the text never passes through the host's thread to reach the disk.
    await nodeFsOps.mkdir(task.exportsDir);
    await atomicWrite(nodeFsOps, join(task.exportsDir, rendered.fileName), rendered.text);
  } catch {
    // A read-only or full library must not stop the GM getting the export: the download still works,
    // and the atomic write left no truncated copy behind.
  }
  return rendered;
}
