// Library images served by address instead of as data URLs through a channel: a 20 MB image read
// into a 27 MB data URL held the host's thread 40-80 ms, while a file read and sent as it is costs
// the thread next to nothing. Both hosts answer `/asset/<name>` from here: the name is checked to
// be an image name of the library (a slug, a 12-digit content hash, an image extension; never a
// path), the file is refused if it leads outside the library, and its type comes from its bytes.
// The players' screen gets only the background of the view the GM published.
import { readAssetBytes } from './library/assets';
import { sniffImage } from '../shared/model/imageType';

const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The URL path prefix both hosts serve library images under. */
export const ASSET_PATH = '/asset/';

/** An image to send, or why not (an HTTP status and a line for whoever asked). */
export type AssetAnswer = { ok: true; type: string; bytes: Uint8Array } | { ok: false; status: 400 | 403 | 404; message: string };

/** Answers the image a request path names, for one window. */
export type AssetServer = (path: string) => Promise<AssetAnswer>;

/** The image name of an asset path, or null when it is no path of ours or not percent-encoded well. */
function nameOf(path: string): string | null {
  if (!path.startsWith(ASSET_PATH)) return null;
  try {
    return decodeURIComponent(path.slice(ASSET_PATH.length));
  } catch {
    return null;
  }
}

/**
 * Serves the library at `root`'s images by path. `allowed` narrows which names may be served (the
 * players' screen: only the published background); by default any image of the library.
 */
export function assetServer(root: () => string, allowed: (name: string) => boolean = () => true): AssetServer {
  return async (path) => {
    const name = nameOf(path);
    if (name === null) return { ok: false, status: 400, message: 'Bad request: not an image address' };
    if (!allowed(name)) return { ok: false, status: 403, message: 'Forbidden: this screen may not show that image' };
    const r = await readAssetBytes(root(), name);
    // A name that is not an image name, or a link out of the library, is a bad request; anything else is not there.
    if (!r.ok) return { ok: false, status: r.error.code === 'bad-id' ? 400 : 404, message: r.error.message };
    const ext = sniffImage(r.bytes);
    if (!ext) return { ok: false, status: 404, message: `${name} is no longer an image.` };
    return { ok: true, type: TYPES[ext], bytes: r.bytes };
  };
}
