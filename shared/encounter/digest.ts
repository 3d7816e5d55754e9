// A digest of the canonical state: JSON with sorted keys, hashed. Recorded after every command so a
// replay can prove it rebuilt the same fight, and find the first command where it did not.

/** JSON with object keys in sorted order, so equal states give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** Two independent 32-bit FNV-1a style lanes over UTF-16 code units: a 64-bit hex digest. */
export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

// Subtree digests by object identity. Combat states are immutable and share every unchanged part
// with the state before, so a step re-hashes only the path that changed: replaying 10,000 commands
// stays fast even though each one records a digest of the whole state.
const subtreeDigests = new WeakMap<object, string>();

function nodeDigest(value: unknown): string {
  if (value === null || typeof value !== 'object') return hashText(JSON.stringify(value) ?? 'null');
  const cached = subtreeDigests.get(value);
  if (cached !== undefined) return cached;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map(nodeDigest).join(',')}]`;
  } else {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
    text = `{${keys.map((k) => `${JSON.stringify(k)}:${nodeDigest(obj[k])}`).join(',')}}`;
  }
  const d = hashText(text);
  subtreeDigests.set(value, d);
  return d;
}

/**
 * The digest of a JSON-like value: equal for equal content, whatever the key order. Values must
 * not be mutated after they were digested (the engine's states never are).
 */
export function digestOf(value: unknown): string {
  return nodeDigest(value);
}
