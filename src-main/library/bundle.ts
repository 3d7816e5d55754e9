// One file that carries an encounter to another library: the encounter as the library holds it and
// every image it uses, in a zip (fflate) with a manifest of each image's SHA-256. Unpacking is
// bounded before anything is decompressed (entries, sizes, names), checks every image against its
// hash and its bytes' type, and leaves nothing behind when it refuses.
import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { z } from 'zod';
import { isAssetName } from '../../shared/model/assetName';
import { sniffImage } from '../../shared/model/imageType';
import { MAX_ASSET_BYTES, readAssetBytes, saveAssetBytes } from './assets';
import { failure } from './libraryError';
import { formatFileErrors, parseFile } from '../../shared/files';
import type { Library } from './library';

/** What one bundle may hold: a few images and one encounter, far under these. */
export const BUNDLE_LIMITS = { entries: 64, unpackedBytes: 128 * 1024 * 1024, encounterBytes: 20 * 1024 * 1024 } as const;

const manifestSchema = z.strictObject({
  format: z.literal('hexfray/bundle'),
  version: z.literal(1),
  encounter: z.string().min(1).max(200),
  assets: z.array(z.strictObject({ name: z.string().refine(isAssetName), sha256: z.string().regex(/^[0-9a-f]{64}$/) })).max(BUNDLE_LIMITS.entries),
});
export type BundleManifest = z.infer<typeof manifestSchema>;

/** A refusal from the library or its assets: a code and a message for the GM. */
type Failure = { ok: false; error: { code: string; message: string } };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const utf8 = new TextEncoder();

/** The images an encounter body names (its map's background). */
function assetsOf(body: Record<string, unknown>): string[] {
  const image = (body['map'] as { background?: { image?: unknown } | null } | undefined)?.background?.image;
  return typeof image === 'string' && isAssetName(image) ? [image] : [];
}

/** Packs encounter `id` with its images into one file; its suggested name and bytes. */
export async function makeBundle(library: Library, id: string): Promise<{ ok: true; fileName: string; bytes: Uint8Array } | Failure> {
  if (!id.startsWith('encounters/')) return failure('bad-id', 'Only an encounter can be bundled.');
  const text = await library.exportText(id);
  if (!text.ok) return text;
  const opened = await library.open(id);
  if (!opened.ok) return opened;
  const files: Record<string, Uint8Array> = {};
  const assets: BundleManifest['assets'] = [];
  for (const name of assetsOf(opened.value as Record<string, unknown>)) {
    const bytes = await readAssetBytes(library.root, name);
    if (!bytes.ok) return bytes;
    files[`assets/${name}`] = bytes.bytes;
    assets.push({ name, sha256: sha256(bytes.bytes) });
  }
  const manifest: BundleManifest = { format: 'hexfray/bundle', version: 1, encounter: text.fileName, assets };
  files['manifest.json'] = utf8.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  files[`encounters/${text.fileName}`] = utf8.encode(text.text);
  // Images are compressed already: stored as they are, the zip is built in a few milliseconds.
  const bytes = zipSync(files, { level: 0 });
  return { ok: true, fileName: text.fileName.replace(/\.encounter\.json$/, '.hexfray-bundle'), bytes };
}

/** A bundle unpacked and checked: the encounter's file name and text, and each image's bytes. */
export type OpenedBundle = { manifest: BundleManifest; encounterName: string; encounterText: string; assets: { name: string; bytes: Uint8Array }[] };

/** Unpacks a bundle within BUNDLE_LIMITS and checks every part; `fileName` names it in the messages. */
export function openBundle(fileName: string, bytes: Uint8Array): { ok: true; value: OpenedBundle } | Failure {
  const bad = (why: string) => failure('invalid-file', `${fileName}: ${why}`);
  let total = 0;
  let count = 0;
  let refused: string | null = null;
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      // Decided from the zip's directory, before a byte is inflated: a zip bomb is never unpacked.
      filter: (f) => {
        count++;
        total += f.originalSize;
        const allowed = f.name === 'manifest.json' || /^encounters\/[^/\\]+\.encounter\.json$/.test(f.name) || (f.name.startsWith('assets/') && isAssetName(f.name.slice(7)));
        if (!allowed) refused ??= `holds "${f.name.slice(0, 80)}", which is not part of a Hexfray bundle (only manifest.json, encounters/NAME.encounter.json and assets/IMAGE)`;
        else if (f.originalSize > (f.name.startsWith('assets/') ? MAX_ASSET_BYTES : BUNDLE_LIMITS.encounterBytes)) refused ??= `${f.name} unpacks to ${f.originalSize} bytes, more than a bundle may hold`;
        else if (count > BUNDLE_LIMITS.entries) refused ??= `holds more than ${BUNDLE_LIMITS.entries} files`;
        else if (total > BUNDLE_LIMITS.unpackedBytes) refused ??= `unpacks to more than ${BUNDLE_LIMITS.unpackedBytes / 1024 / 1024} MB`;
        return refused === null;
      },
    });
  } catch (e) {
    return bad(`not a Hexfray bundle (a zip file was expected: ${e instanceof Error ? e.message : String(e)})`);
  }
  if (refused) return bad(refused);
  const manifestBytes = files['manifest.json'];
  if (!manifestBytes) return bad('no manifest.json inside');
  let manifest: BundleManifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(manifestBytes)));
    if (!parsed.success) return bad(`manifest.json: ${parsed.error.issues[0]!.path.join('.') || 'the manifest'}: not what a Hexfray bundle's manifest holds`);
    manifest = parsed.data;
  } catch {
    return bad('manifest.json is not valid JSON');
  }
  const encounter = files[`encounters/${manifest.encounter}`];
  if (!encounter) return bad(`manifest.json names encounters/${manifest.encounter}, which is not inside`);
  const assets: OpenedBundle['assets'] = [];
  for (const a of manifest.assets) {
    const data = files[`assets/${a.name}`];
    if (!data) return bad(`manifest.json names the image ${a.name}, which is not inside`);
    const hash = sha256(data);
    if (hash !== a.sha256) return bad(`the image ${a.name} does not match its hash in manifest.json (damaged or changed)`);
    if (!a.name.includes(`-${hash.slice(0, 12)}.`)) return bad(`the image ${a.name} is not named by its content (its hash begins ${hash.slice(0, 12)})`);
    const type = sniffImage(data);
    if (!type || !a.name.endsWith(`.${type}`)) return bad(`the image ${a.name} is not the ${a.name.slice(a.name.lastIndexOf('.') + 1)} image its name says`);
    assets.push({ name: a.name, bytes: data });
  }
  const extra = Object.keys(files).filter((n) => n.startsWith('assets/') && !manifest.assets.some((a) => `assets/${a.name}` === n));
  if (extra.length) return bad(`${extra[0]} is inside but not in manifest.json`);
  let encounterText: string;
  try {
    encounterText = new TextDecoder('utf-8', { fatal: true }).decode(encounter);
  } catch {
    return bad(`encounters/${manifest.encounter} is not UTF-8 text`);
  }
  return { ok: true, value: { manifest, encounterName: manifest.encounter, encounterText, assets } };
}

/** What to do when the bundle's encounter has the name of one already in the library. */
export type TakenChoice = 'rename' | 'skip' | 'replace';

/** The outcome of an import: the encounter's id (none when skipped) and the images added; or the name that is taken, to ask about. */
export type BundleImported =
  | { ok: true; id: string | null; name: string; assetsAdded: number }
  | { ok: false; error: { code: 'name-taken'; message: string; name: string } };

/**
 * Imports a bundle into the library: the images first (the same image is never kept twice), then
 * the encounter, validated as any file. A name already taken asks (`taken` absent) or does as
 * told. On any refusal, the images this import added are removed again.
 */
export async function importBundle(library: Library, fileName: string, bytes: Uint8Array, taken?: TakenChoice): Promise<BundleImported | Failure> {
  const opened = openBundle(fileName, bytes);
  if (!opened.ok) return opened;
  const b = opened.value;
  const first = parseFile(b.encounterName, b.encounterText, { expect: 'hexfray/encounter' });
  if (!first.ok) return failure('invalid-file', `${fileName}: ${formatFileErrors(first.errors)}`, first.errors);
  const name = (first.value as { name: string }).name;
  const list = await library.list('encounters');
  if (!list.ok) return list;
  const same = list.entries.find((e) => e.ok && e.name === name);
  if (same && !taken) return { ok: false, error: { code: 'name-taken', name, message: `The library already has an encounter called "${name}".` } };
  if (same && taken === 'skip') return { ok: true, id: null, name, assetsAdded: 0 };

  const added: string[] = [];
  const undo = async () => {
    for (const n of added) await unlink(join(library.root, 'assets', n)).catch(() => undefined);
  };
  for (const a of b.assets) {
    const r = await saveAssetBytes(library.root, a.name, a.bytes);
    if (!r.ok) {
      await undo();
      return r;
    }
    if (r.added) added.push(a.name);
  }
  const finalName = same && taken === 'rename' ? freeName(name, list.entries.flatMap((e) => (e.ok ? [e.name] : []))) : name;
  // Validated and migrated as any encounter file; replacing writes over the one of that name.
  const value = { ...(first.value as Record<string, unknown>), name: finalName };
  const imported = await library.save('encounters', value, same && taken === 'replace' ? { id: same.id } : { name: finalName });
  if (!imported.ok) {
    await undo();
    return imported;
  }
  return { ok: true, id: imported.id, name: finalName, assetsAdded: added.length };
}

/** "Name (2)", "Name (3)"... the first not in `names`. */
function freeName(name: string, names: readonly string[]): string {
  for (let n = 2; ; n++) if (!names.includes(`${name} (${n})`)) return `${name} (${n})`;
}
