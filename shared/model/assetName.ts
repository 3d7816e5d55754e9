// The names the library gives the images it keeps for map backgrounds: a slug, a content hash and
// an image extension, never a path. Files store only such a name; main reads the image by it.

/** The shape of an asset name: "forest-clearing-0123456789ab.png". */
export const ASSET_NAME = /^[a-z0-9-]{1,60}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** Whether a string is an asset name the library could have given out. */
export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name);
}
