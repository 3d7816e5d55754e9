// When standHere may reuse what an ask before it worked out: after the actor's move, the GM's next
// ask has the same enemies, map, sheets and harm, and only the actor stands elsewhere with less
// movement left. Its danger tables (each enemy's whole turn from where it stands, which never read
// where the actor stood nor its turn's use) and its previews (kept by what they read of the two
// positions, and of the movement through the movement key) answer the same for it, so they are
// reused where the two states are proven equal in everything else, field by field.
import { sameData } from '../model/sameData';
import type { CombatState } from '../model/state';

/**
 * Whether `next` is `prev` with at most `actor`'s position and its turn's movement (moved, steps)
 * changed: every other part equal as data (states are plain JSON; a copy sent to another thread
 * compares equal to its original).
 */
export function movedOnly(prev: CombatState, next: CombatState, actor: string): boolean {
  if (prev === next) return true;
  if (!sameExcept(prev, next, STATE_PARTS) || !sameExcept(prev.use, next.use, MOVEMENT)) return false;
  const ea = prev.encounter, eb = next.encounter;
  if (ea === eb) return true;
  if (!sameExcept(ea, eb, COMBATANTS)) return false;
  const ca = ea.combatants, cb = eb.combatants;
  if (ca.length !== cb.length) return false;
  for (let i = 0; i < ca.length; i++) {
    const x = ca[i]!, y = cb[i]!;
    if (x.id !== y.id) return false;
    if (!(x.id === actor ? sameExcept(x, y, POSITION) : sameData(x, y))) return false;
  }
  return true;
}

// The parts compared apart (the encounter, the turn's use), and the parts that may differ.
const STATE_PARTS: ReadonlySet<string> = new Set(['encounter', 'use']);
const COMBATANTS: ReadonlySet<string> = new Set(['combatants']);
const MOVEMENT: ReadonlySet<string> = new Set(['moved', 'steps']);
const POSITION: ReadonlySet<string> = new Set(['position']);

function field(o: object, k: string): unknown {
  return (o as Record<string, unknown>)[k];
}

/** Two objects with the same keys, equal as data but for the members `skip`. */
function sameExcept(a: object, b: object, skip: ReadonlySet<string>): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!skip.has(k) && !sameData(field(a, k), field(b, k))) return false;
  }
  return true;
}
