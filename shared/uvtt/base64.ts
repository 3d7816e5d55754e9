// Base64 to bytes without Node's Buffer or the browser's atob, so the importer runs in every layer.

const VALUE = new Int16Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) VALUE[c.charCodeAt(0)] = i;

/** The bytes of a base64 text (padding optional, no line breaks), or the position of its first bad character. */
export function decodeBase64(text: string): { ok: true; bytes: Uint8Array } | { ok: false; at: number } {
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  if (body.length % 4 === 1) return { ok: false, at: body.length };
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) return { ok: false, at: i };
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[n++] = (acc >> bits) & 0xff;
    }
  }
  return { ok: true, bytes: bytes.subarray(0, n) };
}
