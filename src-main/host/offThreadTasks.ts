// What the host hands to a worker thread: the work on big files whose cost grows with the file
// (parsing, serializing, rendering and writing a session export, encoding a map image). Each task is pure of the host's
// state, so the same function answers on the thread or, where no worker bundle exists, inline.
import { join } from 'node:path';
import { serializeFile, type FormatName, type ParseFileOptions, type ParseFileResult, type SerializeResult } from '../../shared/files';
import { readAsset, saveAsset, type AssetFailure } from '../library/assets';
import { atomicWrite } from '../library/atomicWrite';
import { parseBytes, parseText } from '../library/fileReader';
import { nodeFsOps } from '../library/fsOps';
import { renderSessionExport, type ExportFailure, type RenderTask, type Rendered } from './sessionRender';

/** Every task a worker runs, by kind. */
export type OffThreadTask =
  | { kind: 'parse'; fileName: string; data: Uint8Array | string; options: ParseFileOptions }
  | { kind: 'serialize'; format: FormatName; value: unknown; fileName: string }
  | { kind: 'export'; render: RenderTask; exportsDir: string }
  | { kind: 'saveImage'; root: string; fileName: string; base64: string }
  | { kind: 'readImage'; root: string; name: string };

/** What each kind of task answers. */
export type OffThreadResult<K extends OffThreadTask['kind']> = {
  parse: ParseFileResult;
  serialize: SerializeResult;
  export: Rendered | ExportFailure;
  saveImage: { ok: true; name: string } | AssetFailure;
  readImage: { ok: true; dataUrl: string } | AssetFailure;
}[K];

/** Runs one task where it is called (the worker, or the host when no worker exists). */
export async function runOffThreadTask(task: OffThreadTask): Promise<OffThreadResult<OffThreadTask['kind']>> {
  if (task.kind === 'parse') return typeof task.data === 'string' ? parseText(task.fileName, task.data, task.options) : parseBytes(task.fileName, task.data, task.options);
  if (task.kind === 'serialize') return serializeFile(task.format, task.value as Record<string, unknown>, task.fileName);
  // A 20 MB image costs about 100 ms of base64 and hashing either way it crosses.
  if (task.kind === 'saveImage') return saveAsset(task.root, task.fileName, task.base64);
  if (task.kind === 'readImage') return readAsset(task.root, task.name);
  const rendered = renderSessionExport(task.render);
  if (!rendered.ok) return rendered;
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
