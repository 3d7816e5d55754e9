// What the host hands to a worker thread: the work on big files whose cost grows with the file
// (parsing, serializing, rendering and writing a session export, encoding a map image). Each task is pure of the host's
// state, so the same function answers on the thread or, where no worker bundle exists, inline.
import { unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { serializeFile, type FileError, type FormatName, type ParseFileOptions, type ParseFileResult } from '../../shared/files';
import { KIND_FORMAT, type LibraryKind } from '../../shared/ipc/fileKinds';
import { checkArgs } from '../../shared/ipc/dispatch';
import type { Args } from '../../shared/ipc/contract';
import { contentSignature } from '../library/contentSignature';
import { saveAsset, saveAssetBytes, type AssetFailure } from '../library/assets';
import { packBundle, readBundle, type BundleParts, type ReadBundle } from '../library/bundleCheck';
import { formatOf } from '../../shared/files';
import { atomicWrite } from '../library/atomicWrite';
import { summaryOf, type SummarizedFile, type SummaryResult } from '../library/entries';
import type { SaveOptions } from '../library/store';
import { parseBytes, parseText } from '../library/fileReader';
import { nodeFsOps } from '../library/fsOps';
import { renderSessionExport, type ExportFailure, type RenderTask, type Rendered } from './sessionRender';
import { readExportArt } from './exportArt';

/**
 * A parsed file whose body crosses back as JSON text, with its summary and the signature of the
 * bytes it was parsed from: the web host sends the text on as it is, never parsing it (an 8.7 MB
 * body's structured clone took 800 ms to rebuild, its parse on the host 100).
 */
export type ParsedAsJson = { ok: true; format: FormatName; json: string; summary: SummarizedFile['summary']; signature: string; migratedFrom?: number } | { ok: false; errors: FileError[] };

/**
 * A body serialized for writing: its text (as UTF-8 bytes when made off the host's thread, with
 * their signature, so the host neither encodes nor hashes them) and its summary (the listing entry needs no more).
 */
export type Serialized = { ok: true; text: string | Uint8Array; signature?: string; file: SummarizedFile } | { ok: false; errors: FileError[] };

/** A save request read off the host's thread: its kind and options, and its body serialized; or why it was refused. */
export type SaveRequest = ({ kind: LibraryKind; options: SaveOptions } & Serialized) | { ok: false; refused: string };

/** Every task a worker runs, by kind. Bodies travel as JSON text, for the same reason as ParsedAsJson. */
export type OffThreadTask =
  | { kind: 'parse'; fileName: string; data: Uint8Array | string; options: ParseFileOptions }
  | { kind: 'summarize'; fileName: string; data: Uint8Array | string; options: ParseFileOptions }
  | { kind: 'serialize'; format: FormatName; json: string; fileName: string; name?: string }
  | { kind: 'readBundle'; fileName: string; data: Uint8Array | string }
  | { kind: 'packBundle'; parts: BundleParts; base64: boolean }
  | { kind: 'bundleReply'; parts: BundleParts; fileName: string }
  | { kind: 'keepImages'; root: string; images: readonly { name: string; bytes: Uint8Array }[] }
  | { kind: 'saveRequest'; body: string }
  | { kind: 'imageRequest'; root: string; body: string }
  | { kind: 'bundleRequest'; body: string }
  | { kind: 'export'; render: RenderTask; exportsDir: string | null }
  | { kind: 'saveImage'; root: string; fileName: string; base64: string };

/** What each kind of task answers. */
export type OffThreadResult<K extends OffThreadTask['kind']> = {
  parse: ParsedAsJson;
  summarize: SummaryResult;
  serialize: Serialized;
  saveRequest: SaveRequest;
  imageRequest: { ok: true; name: string } | AssetFailure | { ok: false; refused: string };
  bundleRequest: { ok: true; bundle: ReadBundle; taken?: 'rename' | 'skip' | 'replace' } | { ok: false; refused: string };
  readBundle: ReadBundle;
  keepImages: { ok: true; added: string[] } | AssetFailure;
  packBundle: { ok: true; bytes: Uint8Array; base64: string } | AssetFailure;
  bundleReply: { ok: true; reply: Uint8Array } | AssetFailure;
  export: Rendered | ExportFailure;
  saveImage: { ok: true; name: string } | AssetFailure;
}[K];

function parseData(fileName: string, data: Uint8Array | string, options: ParseFileOptions): ParseFileResult {
  return typeof data === 'string' ? parseText(fileName, data, options) : parseBytes(fileName, data, options);
}

const utf8 = new TextEncoder();

/**
 * The web host's whole reply to a call that succeeded, `{ ok: true, value }`, as the UTF-8 bytes it
 * sends: made here and handed over, so the host's thread neither copies, escapes nor encodes a
 * big value (a bundle's 27 MB of base64 held it 70-110 ms).
 */
export function replyBytes(value: unknown): Uint8Array {
  return utf8.encode(JSON.stringify({ ok: true, value }));
}

/** The refusal of a request whose body is not JSON, as the web host words it. */
export const NOT_JSON = 'the request body is not valid JSON';

/** As serializeForWriting, with the text as the bytes to write and their signature. */
function serializeToBytes(format: FormatName, value: unknown, fileName: string): Serialized {
  const ser = serializeForWriting(format, value, fileName);
  if (!ser.ok || typeof ser.text !== 'string') return ser;
  const bytes = utf8.encode(ser.text);
  return { ...ser, text: bytes, signature: contentSignature(bytes) };
}

/**
 * Reads a library.save request from its body text, as the host's dispatch would (the same
 * contract, the same refusal), then serializes its body: the host's thread never parses it.
 */
export function readSaveRequest(body: string): SaveRequest {
  let args: unknown;
  try {
    args = JSON.parse(body);
  } catch {
    return { ok: false, refused: NOT_JSON };
  }
  const checked = checkArgs('library.save', args);
  if (!checked.ok) return { ok: false, refused: checked.error };
  const [kind, value, options] = checked.data;
  const fileName = options.id === undefined ? '(new file)' : options.id.slice(options.id.indexOf('/') + 1);
  return { kind, options, ...serializeToBytes(KIND_FORMAT[kind], value, fileName) };
}

/** A request's arguments read from its text as dispatch reads them, or the refusal dispatch (or the web host, for no JSON) gives. */
function argsOf<C extends 'asset.import' | 'library.importBundle'>(channel: C, body: string): { ok: true; data: Args<C> } | { ok: false; refused: string } {
  let args: unknown;
  try {
    args = JSON.parse(body);
  } catch {
    return { ok: false, refused: NOT_JSON };
  }
  const checked = checkArgs(channel, args);
  return checked.ok ? checked : { ok: false, refused: checked.error };
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

/** Keeps checked images (a bundle's) in the library's assets; on a refusal, removes again those it added. */
async function keepImages(root: string, images: readonly { name: string; bytes: Uint8Array }[]): Promise<{ ok: true; added: string[] } | AssetFailure> {
  const added: string[] = [];
  for (const image of images) {
    const r = await saveAssetBytes(root, image.name, image.bytes);
    if (!r.ok) {
      for (const n of added) await unlink(join(root, 'assets', n)).catch(() => undefined);
      return r;
    }
    if (r.added) added.push(image.name);
  }
  return { ok: true, added };
}

/** Runs one task where it is called (the worker, or the host when no worker exists). */
export async function runOffThreadTask(task: OffThreadTask): Promise<OffThreadResult<OffThreadTask['kind']>> {
  if (task.kind === 'parse') {
    const parsed = parseData(task.fileName, task.data, task.options);
    if (!parsed.ok) return parsed;
    return { ...summaryOf(parsed), json: JSON.stringify(parsed.value), signature: contentSignature(task.data) };
  }
  if (task.kind === 'summarize') return summarizeFile(task.fileName, task.data, task.options);
  if (task.kind === 'serialize') {
    const value: unknown = JSON.parse(task.json);
    return serializeToBytes(task.format, task.name === undefined ? value : formatOf(task.format).withName(value, task.name), task.fileName);
  }
  if (task.kind === 'readBundle') return readBundle(task.fileName, task.data);
  if (task.kind === 'keepImages') return keepImages(task.root, task.images);
  if (task.kind === 'packBundle') {
    const bytes = packBundle(task.parts);
    return task.base64 ? { ok: true, bytes: new Uint8Array(0), base64: Buffer.from(bytes).toString('base64') } : { ok: true, bytes, base64: '' };
  }
  if (task.kind === 'bundleReply') return { ok: true, reply: replyBytes({ ok: true, fileName: task.fileName, base64: Buffer.from(packBundle(task.parts)).toString('base64') }) };
  if (task.kind === 'saveRequest') return readSaveRequest(task.body);
  if (task.kind === 'imageRequest') {
    const a = argsOf('asset.import', task.body);
    return a.ok ? saveAsset(task.root, basename(a.data[0]), a.data[1]) : a;
  }
  if (task.kind === 'bundleRequest') {
    const a = argsOf('library.importBundle', task.body);
    if (!a.ok) return a;
    const [fileName, base64, taken] = a.data;
    return { ok: true, bundle: readBundle(basename(fileName), base64), ...(taken === undefined ? {} : { taken }) };
  }
  // A 20 MB image costs about 100 ms of base64 and hashing either way it crosses.
  if (task.kind === 'saveImage') return saveAsset(task.root, task.fileName, task.base64);
  const rendered = await renderSessionExport(task.render, readExportArt);
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
