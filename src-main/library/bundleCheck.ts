// Reading a bundle (bundle.ts) without trusting it: unpacking bounded before anything is
// decompressed (entries, sizes, names), every image checked against its hash and its bytes' type,
// the encounter validated as any file. Pure of the host's state, so it runs on the file thread: a
// 22 MB bundle's base64, unzip and hashes held the host's thread as long as a 20 MB image did.
import { createHash } from 'node:crypto';
import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { z } from 'zod';
import { isAssetName } from '../../shared/model/assetName';
import { sniffImage } from '../../shared/model/imageType';
import { formatFileErrors, parseFile, type FileError } from '../../shared/files';
import { MAX_ASSET_BYTES } from './assets';
import { failure } from './libraryError';

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

/** A bundle read for import: its encounter's name and body as JSON text, and its images, every part checked. */
export type ReadBundle = { ok: true; name: string; encounterJson: string; assets: { name: string; bytes: Uint8Array }[] } | { ok: false; error: { code: string; message: string; errors?: readonly FileError[] } };

/** Unpacks and checks a bundle (its bytes, or their base64) and validates its encounter; `fileName` names it in the messages. */
export function readBundle(fileName: string, data: Uint8Array | string): ReadBundle {
  const opened = openBundle(fileName, typeof data === 'string' ? Buffer.from(data, 'base64') : data);
  if (!opened.ok) return opened;
  const b = opened.value;
  const parsed = parseFile(b.encounterName, b.encounterText, { expect: 'hexfray/encounter' });
  if (!parsed.ok) return failure('invalid-file', `${fileName}: ${formatFileErrors(parsed.errors)}`, parsed.errors);
  return { ok: true, name: (parsed.value as { name: string }).name, encounterJson: JSON.stringify(parsed.value), assets: b.assets };
}

/** What a bundle is made of: the encounter's file name and text, and each image it uses. */
export type BundleParts = { encounterFile: string; encounterText: string; images: readonly { name: string; bytes: Uint8Array }[] };

const utf8 = new TextEncoder();

/** Zips a bundle's parts with the manifest of their hashes. */
export function packBundle(parts: BundleParts): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const assets: BundleManifest['assets'] = parts.images.map((i) => ({ name: i.name, sha256: sha256(i.bytes) }));
  for (const i of parts.images) files[`assets/${i.name}`] = i.bytes;
  const manifest: BundleManifest = { format: 'hexfray/bundle', version: 1, encounter: parts.encounterFile, assets };
  files['manifest.json'] = utf8.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  files[`encounters/${parts.encounterFile}`] = utf8.encode(parts.encounterText);
  // Images are compressed already: stored as they are, the zip is built in a few milliseconds.
  return zipSync(files, { level: 0 });
}
