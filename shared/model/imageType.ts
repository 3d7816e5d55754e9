// What an image file really is, read from its bytes (never from its name): its type by the magic
// bytes, and its pixel size from its header, so an image bomb (a small file that decodes to a
// huge picture) is refused before anything decodes it.

/** The image types the library keeps, by the extension they are stored under. */
export type ImageType = 'png' | 'jpg' | 'webp';

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/** The image type by its first bytes, or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

const u16be = (b: Uint8Array, i: number): number => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number): number => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u16le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

/** The pixel width and height an image's header declares, or null when the header is missing or cut short. */
export function imageSize(bytes: Uint8Array): { type: ImageType; width: number; height: number } | null {
  const type = sniffImage(bytes);
  if (type === 'png') {
    // The IHDR chunk comes first: width and height at bytes 16-23.
    if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
    return { type, width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (type === 'jpg') {
    // Walk the segments to the first start-of-frame marker (C0-CF but for C4, C8 and CC).
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type, width: u16be(bytes, i + 7), height: u16be(bytes, i + 5) };
      }
      i += 2 + u16be(bytes, i + 2);
    }
    return null;
  }
  if (type === 'webp') {
    const chunk = ascii(bytes, 12, 16);
    if (chunk === 'VP8 ' && bytes.length >= 30) return { type, width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    if (chunk === 'VP8L' && bytes.length >= 25) {
      const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
      return { type, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X' && bytes.length >= 30) return { type, width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    return null;
  }
  return null;
}
