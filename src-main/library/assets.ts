// Images for map backgrounds, kept in the library's assets/ folder. The renderer names them only by
// the asset name this module gives out (a slug, a content hash and an image extension), checked on
// every way back in; windows load them from the hosts' image route by that name (../assetRoute.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isAssetName } from '../../shared/model/assetName';
import { sniffImage } from '../../shared/model/imageType';
import { atomicWrite } from './atomicWrite';
import { leadsInside } from './containment';
import { nodeFsOps } from './fsOps';
import { fsFailure } from './libraryError';

/** The largest background image accepted. */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;

// One definition of the name, shared with the encounter schema, which refuses any other in a file.
export { isAssetName } from '../../shared/model/assetName';
// The type by the first bytes (never trusting the file name), shared with the map importer.
export { sniffImage } from '../../shared/model/imageType';

/** Why an image was not kept or read, in words for the GM. */
export type AssetFailure = { ok: false; error: { code: string; message: string } };
type Failure = AssetFailure;
const fail = (code: string, message: string): Failure => ({ ok: false, error: { code, message } });

/** True when the asset `name` (or the assets folder, for one not there yet) leads out of the library: a link, never followed. */
async function leadsOutside(root: string, name: string): Promise<boolean> {
  return !(await leadsInside(root, join(root, 'assets', name)));
}

/** Stores an image (sent as base64) under a content-addressed name; the same image gives the same name. */
export async function saveAsset(root: string, fileName: string, base64: string): Promise<{ ok: true; name: string } | Failure> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return fail('invalid-file', `${fileName} is empty.`);
  if (bytes.length > MAX_ASSET_BYTES) return fail('too-large', `${fileName} is larger than 20 MB; a map image that size would slow the table down.`);
  const ext = sniffImage(bytes);
  if (!ext) return fail('invalid-file', `${fileName} is not a PNG, JPEG or WebP image.`);
  const slug = fileName.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'map';
  const name = `${slug}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${ext}`;
  try {
    await nodeFsOps.mkdir(join(root, 'assets'));
    if (await leadsOutside(root, name)) return fail('bad-id', `The library's assets folder leads outside the library folder (it is a link); ${fileName} was not kept.`);
    // Temp file and rename: a full disk must not leave a truncated image under a name that promises its content.
    await atomicWrite(nodeFsOps, join(root, 'assets', name), bytes);
  } catch (e) {
    return fsFailure(e, `keep ${fileName} in the library`);
  }
  return { ok: true, name };
}

/**
 * Keeps image bytes under an asset name they were checked against (a bundle's): the name's hash
 * and type must be the bytes' own. `added` is false when the library already held that image.
 */
export async function saveAssetBytes(root: string, name: string, bytes: Uint8Array): Promise<{ ok: true; added: boolean } | Failure> {
  if (!isAssetName(name)) return fail('bad-name', `${name.slice(0, 80)} is not an image name of a library.`);
  if (bytes.length > MAX_ASSET_BYTES) return fail('too-large', `${name} is larger than 20 MB.`);
  const ext = sniffImage(bytes);
  if (!ext || !name.endsWith(`.${ext}`) || !name.includes(`-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.`)) return fail('invalid-file', `${name} does not hold the image its name promises.`);
  const path = join(root, 'assets', name);
  if (await leadsOutside(root, name).catch(() => false)) return fail('bad-id', `The library's assets folder leads outside the library folder (it is a link); ${name} was not kept.`);
  const held = await readFile(path).catch(() => null);
  // Named by content: an image of that name is this image, unless damaged, when it is rewritten.
  if (held && Buffer.compare(held, bytes) === 0) return { ok: true, added: false };
  try {
    await nodeFsOps.mkdir(join(root, 'assets'));
    await atomicWrite(nodeFsOps, path, bytes);
  } catch (e) {
    return fsFailure(e, `keep ${name} in the library`);
  }
  return { ok: true, added: !held };
}

/** An asset's bytes, checked to be an image. */
export async function readAssetBytes(root: string, name: string): Promise<{ ok: true; bytes: Uint8Array } | Failure> {
  if (!isAssetName(name)) return fail('bad-id', 'That is not an image of this library.');
  try {
    if (await leadsOutside(root, name)) return fail('bad-id', `The map image ${name} leads outside the library folder (it is a link); Hexfray reads only images inside it.`);
    const bytes = await readFile(join(root, 'assets', name));
    return sniffImage(bytes) ? { ok: true, bytes } : fail('invalid-file', `${name} is no longer an image.`);
  } catch {
    return fail('not-found', `The map image ${name} is missing from the library's assets folder.`);
  }
}


/** The most images a listing names: a library gathers pictures slowly, and a picker of more helps nobody. */
export const MAX_LISTED_ASSETS = 500;

/** An image the library keeps: its asset name, its size in bytes and when it was written (ms since 1970). */
export type AssetEntry = { name: string; bytes: number; modified: number };

/**
 * The library's images, newest first, at most MAX_LISTED_ASSETS: only files named as this module
 * names them (anything else in the folder is not an image of the library) and inside the library,
 * each picture once: the same bytes kept under two file names (goblin.png, then goblin-2.png) are
 * one picture, listed by its newest name.
 */
export async function listAssets(root: string): Promise<{ ok: true; assets: AssetEntry[] } | Failure> {
  let names: string[];
  try {
    names = (await readdir(join(root, 'assets'))).filter(isAssetName);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, assets: [] };
    return fsFailure(e, "list the library's images");
  }
  const assets: AssetEntry[] = [];
  for (const name of names) {
    if (await leadsOutside(root, name).catch(() => true)) continue;
    const s = await stat(join(root, 'assets', name)).catch(() => null);
    if (s?.isFile()) assets.push({ name, bytes: s.size, modified: Math.round(s.mtimeMs) });
  }
  assets.sort((a, b) => b.modified - a.modified || (a.name < b.name ? -1 : 1));
  const seen = new Set<string>();
  const once = assets.filter((a) => {
    const content = a.name.slice(a.name.lastIndexOf('-'));
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
  return { ok: true, assets: once.slice(0, MAX_LISTED_ASSETS) };
}
