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

// Leaf digests by value: the RNG permutation alone is 256 small numbers that change on every roll,
// and hashing each afresh was most of the cost of a digest. Short leaves only, and a bounded table.
const leafDigests = new Map<string | number | boolean, string>();
const LEAF_TABLE_MAX = 8192;
const LEAF_TEXT_MAX = 64;

// Object keys quoted once: the same few dozen keys recur in every state.
const quotedKeys = new Map<string, string>();

function leafDigest(value: unknown): string {
  const cacheable = typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= LEAF_TEXT_MAX);
  if (!cacheable) return hashText(JSON.stringify(value) ?? 'null');
  const key = value as string | number | boolean;
  let d = leafDigests.get(key);
  if (d === undefined) {
    d = hashText(JSON.stringify(value) ?? 'null');
    if (leafDigests.size >= LEAF_TABLE_MAX) leafDigests.clear();
    leafDigests.set(key, d);
  }
  return d;
}

function quotedKey(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quotedKeys.size < LEAF_TABLE_MAX) quotedKeys.set(k, q);
  }
  return q;
}

// The text of a node is "[d,d,...]" or "{"key":d,...}" over its children's 16-character digests.
// It is hashed as it is streamed, exactly as hashText would hash the joined string, without
// building that string: its length (which hashText mixes in first) is known in advance.
const DIGEST_CHARS = 16;
const COMMA = 44;
const COLON = 58;

/** hashText of open + (keys[i] + ':')? + parts[i] joined by ',' + close, given that text's length. */
function hashJoined(open: number, close: number, keys: readonly string[] | null, parts: readonly string[], length: number): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ length;
  h1 = Math.imul(h1 ^ open, 0x01000193);
  h2 = Math.imul(h2 ^ open, 0x5bd1e995);
  h2 ^= h2 >>> 15;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      h1 = Math.imul(h1 ^ COMMA, 0x01000193);
      h2 = Math.imul(h2 ^ COMMA, 0x5bd1e995);
      h2 ^= h2 >>> 15;
    }
    if (keys !== null) {
      const k = keys[i]!;
      for (let j = 0; j < k.length; j++) {
        const c = k.charCodeAt(j);
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
        h2 ^= h2 >>> 15;
      }
      h1 = Math.imul(h1 ^ COLON, 0x01000193);
      h2 = Math.imul(h2 ^ COLON, 0x5bd1e995);
      h2 ^= h2 >>> 15;
    }
    const p = parts[i]!;
    for (let j = 0; j < p.length; j++) {
      const c = p.charCodeAt(j);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
      h2 ^= h2 >>> 15;
    }
  }
  h1 = Math.imul(h1 ^ close, 0x01000193);
  h2 = Math.imul(h2 ^ close, 0x5bd1e995);
  h2 ^= h2 >>> 15;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

function arrayDigest(arr: readonly unknown[]): string {
  const n = arr.length;
  const parts = new Array<string>(n);
  for (let i = 0; i < n; i++) parts[i] = nodeDigest(arr[i]);
  return hashJoined(91, 93, null, parts, n === 0 ? 2 : 2 + n * (DIGEST_CHARS + 1) - 1);
}

function objectDigest(obj: Record<string, unknown>): string {
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  const n = keys.length;
  const quoted = new Array<string>(n);
  const parts = new Array<string>(n);
  let length = n === 0 ? 2 : 2 + n * (DIGEST_CHARS + 2) - 1;
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    quoted[i] = quotedKey(k);
    length += quoted[i]!.length;
    parts[i] = nodeDigest(obj[k]);
  }
  return hashJoined(123, 125, quoted, parts, length);
}

function nodeDigest(value: unknown): string {
  if (value === null || typeof value !== 'object') return leafDigest(value);
  const cached = subtreeDigests.get(value);
  if (cached !== undefined) return cached;
  const d = Array.isArray(value) ? arrayDigest(value) : objectDigest(value as Record<string, unknown>);
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
