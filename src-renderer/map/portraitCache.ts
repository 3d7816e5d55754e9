// Token art decoded once per library image into a small square bitmap: a frame only draws what is
// cached (never decodes), and a 20 MB portrait costs its decode once, not once per token.
const SIDE = 256;
/** The turn strip's chip art: a small picture (CSS 1.7rem at up to 3x), never the library's original. */
const THUMB_SIDE = 96;

type Slot = ImageBitmap | 'loading' | 'failed';

export class PortraitCache {
  private readonly images = new Map<string, Slot>();
  // Blob addresses of the chips' small pictures, made once from the decoded square.
  private readonly thumbs = new Map<string, string>();

  /** `read` turns an image name into an address to load it from (null: not there); `loaded` hears each image that becomes ready. */
  constructor(
    private readonly read: (name: string) => Promise<string | null>,
    private readonly loaded: () => void,
  ) {}

  /** The decoded art called `name`, or null while it loads or when it cannot; the first ask starts the load. */
  get(name: string): ImageBitmap | null {
    const slot = this.images.get(name);
    if (slot === undefined) {
      this.images.set(name, 'loading');
      void this.load(name);
      return null;
    }
    return typeof slot === 'string' ? null : slot;
  }

  /** The address of a small square of the art called `name` (for an <img>), or null while it loads or when it cannot. */
  thumb(name: string): string | null {
    return this.get(name) ? (this.thumbs.get(name) ?? null) : null;
  }

  private async load(name: string): Promise<void> {
    try {
      const url = await this.read(name);
      if (!url) throw new Error('not there');
      const img = new Image();
      img.src = url;
      await img.decode();
      // The centred square of the picture, as a face is usually framed.
      const side = Math.min(img.naturalWidth, img.naturalHeight);
      const bitmap = await createImageBitmap(img, (img.naturalWidth - side) / 2, (img.naturalHeight - side) / 2, side, side, { resizeWidth: SIDE, resizeHeight: SIDE, resizeQuality: 'high' });
      this.thumbs.set(name, await thumbnail(bitmap));
      this.images.set(name, bitmap);
      this.loaded();
    } catch {
      // A missing or broken image leaves the token its colour and initials.
      this.images.set(name, 'failed');
    }
  }
}

/** A blob address of `bitmap` drawn small: a chip's <img> then decodes a few kilobytes, not the portrait. */
async function thumbnail(bitmap: ImageBitmap): Promise<string> {
  const canvas = new OffscreenCanvas(THUMB_SIDE, THUMB_SIDE);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, THUMB_SIDE, THUMB_SIDE);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}
