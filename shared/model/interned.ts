// One object for equal plain data, for the odds caches keyed by object identity (the systems' sheets
// and settings): a state copied to another thread, loaded again or built by another fight holds new
// objects with the same data, and each new object missed every answer the caches held for its twin.
// On the stand bench's first asks of new states (sheets new, odds the same), VERS worked most of its
// previews out again.
import { sameData } from './sameData';

// The object that stands for each object seen, and the first object seen by its JSON text.
const standIns = new WeakMap<object, object>();
const byText = new Map<string, object>();
// A few encounters' sheets and settings; past this the texts are dropped (objects already seen keep
// their stand-ins, new ones begin again), so the texts held stay small.
const TEXTS_MAX = 1024;

/**
 * The first object seen whose data equals `o`'s (sameData), or `o` itself: a key for caches of pure
 * functions of the object's data. Only for data never changed in place, as the encounter's is.
 */
export function interned<T>(o: T): T {
  if (typeof o !== 'object' || o === null) return o;
  const known = standIns.get(o);
  if (known !== undefined) return known as T;
  const text = JSON.stringify(o);
  let first = byText.get(text);
  if (first === undefined) {
    if (byText.size >= TEXTS_MAX) byText.clear();
    byText.set(text, (first = o));
  }
  // The same text can hide a difference (an undefined member, a Map): then the object stands for itself.
  const standIn = first === o || sameData(first, o) ? first : o;
  standIns.set(o, standIn);
  return standIn as T;
}
