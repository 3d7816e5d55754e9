// The token art an HTML export embeds: each picture its maps show, read from the library's assets,
// checked to be an image and turned into a data URL; bounded, so a fight of a hundred 20 MB
// portraits cannot make a page of gigabytes. A picture past the bounds, missing or broken leaves
// its tokens their initials.
import { sniffImage } from '../../shared/model/imageType';
import { readAssetBytes } from '../library/assets';

/** At most this many pictures, each at most `bytesEach`, all together at most `bytesTotal`. */
export const EXPORT_ART_LIMITS = { pictures: 48, bytesEach: 2 * 1024 * 1024, bytesTotal: 12 * 1024 * 1024 } as const;

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The data URL of each of `names` (in order, within EXPORT_ART_LIMITS) found in the library at `root`. */
export async function readExportArt(root: string, names: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  let total = 0;
  let count = 0;
  for (const name of names) {
    if (count >= EXPORT_ART_LIMITS.pictures) break;
    const r = await readAssetBytes(root, name);
    if (!r.ok || r.bytes.length > EXPORT_ART_LIMITS.bytesEach || total + r.bytes.length > EXPORT_ART_LIMITS.bytesTotal) continue;
    const type = sniffImage(r.bytes);
    if (!type) continue;
    out[name] = `data:${MIME[type]};base64,${Buffer.from(r.bytes).toString('base64')}`;
    total += r.bytes.length;
    count++;
  }
  return out;
}
