// One file that carries an encounter to another library: the encounter as the library holds it and
// every image it uses (map and token art), in a zip (fflate) with a manifest of each image's SHA-256. Reading one is
// checked and bounded (bundleCheck.ts) and runs on the file thread, with the images it keeps, so
// the host's thread only lists the library and writes the encounter.
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isAssetName } from '../../shared/model/assetName';
import { fileThread } from '../host/offThread';
import { readAssetBytes } from './assets';
import type { BundleParts, ReadBundle } from './bundleCheck';
import { failure } from './libraryError';
import type { Library } from './library';

export { BUNDLE_LIMITS, openBundle, type BundleManifest, type OpenedBundle } from './bundleCheck';

/** A refusal from the library or its assets: a code and a message for the GM. */
type Failure = { ok: false; error: { code: string; message: string } };

/** The images an encounter body names, each once: its map's background and its combatants' token art. */
function assetsOf(body: Record<string, unknown>): string[] {
  const image = (body['map'] as { background?: { image?: unknown } | null } | undefined)?.background?.image;
  const combatants = Array.isArray(body['combatants']) ? (body['combatants'] as { portrait?: unknown }[]) : [];
  const names = [image, ...combatants.map((c) => c?.portrait)].filter((n): n is string => typeof n === 'string' && isAssetName(n));
  return [...new Set(names)];
}

/** What a bundle of encounter `id` holds, read from the library: its file's name and text, and its images. */
async function partsOf(library: Library, id: string): Promise<{ ok: true; parts: BundleParts } | Failure> {
  if (!id.startsWith('encounters/')) return failure('bad-id', 'Only an encounter can be bundled.');
  const text = await library.exportText(id);
  if (!text.ok) return text;
  const opened = await library.open(id);
  if (!opened.ok) return opened;
  const images: { name: string; bytes: Uint8Array }[] = [];
  for (const name of assetsOf(opened.value as Record<string, unknown>)) {
    const bytes = await readAssetBytes(library.root, name);
    if (!bytes.ok) return bytes;
    images.push({ name, bytes: bytes.bytes });
  }
  return { ok: true, parts: { encounterFile: text.fileName, encounterText: text.text, images } };
}

/** The bundle's file name for an encounter file's. */
const bundleName = (encounterFile: string) => encounterFile.replace(/\.encounter\.json$/, '.hexfray-bundle');

/** Packs encounter `id` with its images into one file; its suggested name and bytes (hashed and zipped on the file thread). */
export async function makeBundle(library: Library, id: string): Promise<{ ok: true; fileName: string; bytes: Uint8Array } | Failure> {
  const r = await partsOf(library, id);
  if (!r.ok) return r;
  const packed = await fileThread.run({ kind: 'packBundle', parts: r.parts, base64: false });
  if (!packed.ok) return packed;
  return { ok: true, fileName: bundleName(r.parts.encounterFile), bytes: packed.bytes };
}

/** As makeBundle, the bytes as base64 for a window's download, encoded on the file thread too. */
export async function makeBundleBase64(library: Library, id: string): Promise<{ ok: true; fileName: string; base64: string } | Failure> {
  const r = await partsOf(library, id);
  if (!r.ok) return r;
  const packed = await fileThread.run({ kind: 'packBundle', parts: r.parts, base64: true });
  if (!packed.ok) return packed;
  return { ok: true, fileName: bundleName(r.parts.encounterFile), base64: packed.base64 };
}

/**
 * As makeBundleBase64, for the web host: the whole reply the window gets, `{ ok: true, value }`, as
 * the UTF-8 bytes to send, made on the file thread, so the host's thread never receives, wraps or
 * encodes the 27 MB of base64 (that held it 70-110 ms). `checked` says the reply's envelope fits
 * the channel's result, as dispatch would check it (the base64 is made there, a string by nature).
 */
export async function makeBundleReply(library: Library, id: string, checked: (envelope: { ok: true; fileName: string; base64: string }) => boolean): Promise<{ ok: true; reply: Uint8Array } | { ok: false; invalid: true } | Failure> {
  const r = await partsOf(library, id);
  if (!r.ok) return r;
  const fileName = bundleName(r.parts.encounterFile);
  if (!checked({ ok: true, fileName, base64: '' })) return { ok: false, invalid: true };
  return fileThread.run({ kind: 'bundleReply', parts: r.parts, fileName });
}

/** What to do when the bundle's encounter has the name of one already in the library. */
export type TakenChoice = 'rename' | 'skip' | 'replace';

/** The outcome of an import: the encounter's id (none when skipped) and the images added; or the name that is taken, to ask about. */
export type BundleImported =
  | { ok: true; id: string | null; name: string; assetsAdded: number }
  | { ok: false; error: { code: 'name-taken'; message: string; name: string } };

/**
 * Imports a bundle (its bytes, or their base64 as the window sends them) into the library: the
 * images first (the same image is never kept twice), then the encounter, validated as any file. A
 * name already taken asks (`taken` absent) or does as told. On any refusal, the images this import
 * added are removed again. Reading, checking and keeping the images run on the file thread.
 */
export async function importBundle(library: Library, fileName: string, data: Uint8Array | string, taken?: TakenChoice): Promise<BundleImported | Failure> {
  return importReadBundle(library, await fileThread.run({ kind: 'readBundle', fileName, data }), taken);
}

/** Imports a bundle already read and checked (readBundle), as importBundle does from there on. */
export async function importReadBundle(library: Library, b: ReadBundle, taken?: TakenChoice): Promise<BundleImported | Failure> {
  if (!b.ok) return b;
  const name = b.name;
  const list = await library.list('encounters');
  if (!list.ok) return list;
  const same = list.entries.find((e) => e.ok && e.name === name);
  if (same && !taken) return { ok: false, error: { code: 'name-taken', name, message: `The library already has an encounter called "${name}".` } };
  if (same && taken === 'skip') return { ok: true, id: null, name, assetsAdded: 0 };

  const kept = await fileThread.run({ kind: 'keepImages', root: library.root, images: b.assets });
  if (!kept.ok) return kept;
  const undo = async () => {
    for (const n of kept.added) await unlink(join(library.root, 'assets', n)).catch(() => undefined);
  };
  const finalName = same && taken === 'rename' ? freeName(name, list.entries.flatMap((e) => (e.ok ? [e.name] : []))) : name;
  // Validated and migrated as any encounter file; replacing writes over the one of that name.
  const ser = await fileThread.run({ kind: 'serialize', format: 'hexfray/encounter', json: b.encounterJson, fileName: '(new file)', name: finalName });
  const imported = await library.saveSerialized('encounters', ser, same && taken === 'replace' ? { id: same.id } : { name: finalName });
  if (!imported.ok) {
    await undo();
    return imported;
  }
  return { ok: true, id: imported.id, name: finalName, assetsAdded: kept.added.length };
}

/** "Name (2)", "Name (3)"... the first not in `names`. */
function freeName(name: string, names: readonly string[]): string {
  for (let n = 2; ; n++) if (!names.includes(`${name} (${n})`)) return `${name} (${n})`;
}
