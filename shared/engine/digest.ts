// A digest of the canonical state, recorded after every command so a replay can prove it rebuilt
// the same fight and find the first command where it did not.
//
// The definition (the reference implementation in test/unit/encounter/determinism.test.ts follows
// it line by line): every JSON value hashes to a pair of 32-bit words, one per lane.
//   - A value starts both lanes from their seeds xor a type tag, then absorbs words:
//     null (and undefined, as JSON writes it in a list): nothing; false and true: nothing (the tag
//     tells them apart); a whole number that fits 32 bits: itself; any other number: its JSON text's
//     code units (non-finite numbers are null, as in JSON); text: its length, then its code units.
//   - A list absorbs its length, then each member's pair; an object absorbs its count of defined
//     members, then for each in sorted key order the key's pair and the value's pair. Key order in
//     memory therefore never changes the digest, and members set to undefined do not count.
//   - Each value ends with a finaliser per lane; the digest is the root's pair as 16 hex digits.
// Words are absorbed with MurmurHash3's 32-bit block mix, four bytes at a time. The first version
// hashed a text of the children's hex digests character by character, and that was most of the
// cost of replaying a long session (the RNG's 256-entry permutation changes on every roll).

const SEED_A = 0x9747b28c;
const SEED_B = 0x5bd1e995;

/** Type tags, so that equal words of different kinds never collide by construction. */
export const TAG = { null: 1, false: 2, true: 3, int: 4, number: 5, text: 6, list: 7, object: 8 } as const;

/** Absorbs one word into lane A (MurmurHash3 x86_32 block step). */
export function mixA(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Absorbs one word into lane B: the same shape with other constants, so the lanes are independent. */
export function mixB(h: number, k: number): number {
  k = Math.imul(k, 0x85ebca6b);
  k = (k << 13) | (k >>> 19);
  k = Math.imul(k, 0xc2b2ae35);
  h ^= k;
  h = (h << 17) | (h >>> 15);
  return (Math.imul(h, 5) + 0x561ccd1b) | 0;
}

/** MurmurHash3's finaliser, so every input bit reaches every output bit. */
export function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Whether a number is absorbed as one word rather than as its JSON text. */
export function isWordInt(v: number): boolean {
  return Number.isInteger(v) && v >= -0x8000_0000 && v < 0x8000_0000;
}

/** The 16 hex digits of a pair. */
export function pairHex(a: number, b: number): string {
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

// ---- the fast implementation ---------------------------------------------------------------------
// Combat states are immutable and share every unchanged part with the state before, so pairs are
// kept per object (by identity) and a step hashes only the path that changed: without that table a
// replay with its digests took 2.5 to 3.7 times the CPU (engine bench, every system). Texts are
// hashed unit by unit: a table of short texts by value (ids, keys, names) made the digests of a
// 10,000-command session no faster, within 6% either way. The node functions return their pair
// through `outA`/`outB` so that leaves allocate nothing.

type Pair = readonly [number, number];

const subtreePairs = new WeakMap<object, Pair>();

let outA = 0;
let outB = 0;

/** Absorbs the code units of `s` into lanes started at `a` and `b`, and finishes the pair. */
function unitsPair(a: number, b: number, s: string): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = mixA(a, c);
    b = mixB(b, c);
  }
  outA = finish(a);
  outB = finish(b);
}

function textPair(s: string): void {
  unitsPair(mixA(SEED_A ^ TAG.text, s.length), mixB(SEED_B ^ TAG.text, s.length), s);
}

function numberPair(v: number): void {
  if (isWordInt(v)) {
    outA = finish(mixA(SEED_A ^ TAG.int, v | 0));
    outB = finish(mixB(SEED_B ^ TAG.int, v | 0));
    return;
  }
  if (!Number.isFinite(v)) return tagPair(TAG.null);
  unitsPair(SEED_A ^ TAG.number, SEED_B ^ TAG.number, JSON.stringify(v));
}

function tagPair(tag: number): void {
  outA = finish(SEED_A ^ tag);
  outB = finish(SEED_B ^ tag);
}

function listPair(list: readonly unknown[]): void {
  const n = list.length;
  let a = mixA(SEED_A ^ TAG.list, n);
  let b = mixB(SEED_B ^ TAG.list, n);
  for (let i = 0; i < n; i++) {
    nodePair(list[i]);
    a = mixA(mixA(a, outA), outB);
    b = mixB(mixB(b, outB), outA);
  }
  outA = finish(a);
  outB = finish(b);
}

function objectPair(obj: Record<string, unknown>): void {
  const keys = Object.keys(obj).sort();
  let defined = 0;
  for (const k of keys) if (obj[k] !== undefined) defined++;
  let a = mixA(SEED_A ^ TAG.object, defined);
  let b = mixB(SEED_B ^ TAG.object, defined);
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    textPair(k);
    a = mixA(mixA(a, outA), outB);
    b = mixB(mixB(b, outB), outA);
    nodePair(v);
    a = mixA(mixA(a, outA), outB);
    b = mixB(mixB(b, outB), outA);
  }
  outA = finish(a);
  outB = finish(b);
}

function nodePair(value: unknown): void {
  switch (typeof value) {
    case 'number':
      return numberPair(value);
    case 'string':
      return textPair(value);
    case 'boolean':
      return tagPair(value ? TAG.true : TAG.false);
    case 'object': {
      if (value === null) return tagPair(TAG.null);
      const hit = subtreePairs.get(value);
      if (hit !== undefined) {
        outA = hit[0];
        outB = hit[1];
        return;
      }
      if (Array.isArray(value)) listPair(value);
      else objectPair(value as Record<string, unknown>);
      subtreePairs.set(value, [outA, outB]);
      return;
    }
    default:
      // undefined (a list member, as JSON writes it) and anything JSON cannot hold count as null.
      return tagPair(TAG.null);
  }
}

/**
 * The digest of a JSON-like value: equal for equal content, whatever the key order. Values must
 * not be mutated after they were digested (the engine's states never are).
 */
export function digestOf(value: unknown): string {
  nodePair(value);
  return pairHex(outA, outB);
}
