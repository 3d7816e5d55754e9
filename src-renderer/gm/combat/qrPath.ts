// The QR code of the players' join address as one SVG path: a unit square per dark module.
/** The path of the dark modules of a QR code of `size` modules a side, one character a module ('1' dark). */
export function qrPath(size: number, bits: string): string {
  let d = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (bits[y * size + x] === '1') d += `M${x} ${y}h1v1h-1z`;
  return d;
}
