// Copies of the plain records a combat state keeps by id (harm, the round's counters, a system's
// slot) with entries changed, of its plain objects (encounter, map, combatant) and of its lists,
// each built in one V8 shape or layout.
//
// When to use them: on the engine's hot paths, the code every simulated fight runs for each move,
// attack and turn (the files listed in eslint.hotPaths.js, whose lint rule refuses the spread or
// native map there): withEntry for `{ ...rec, [key]: value }`, withMembers for `{ ...obj, ...changes }`
// of an encounter, map or combatant, mapped for `list.map(f)` of a state's list. Elsewhere (the GM's
// one-off commands, the UI, files) write the plain spread or map. The bench that proves each is
// `npm run bench -- engine` (simulate per fight, CPU): swap a helper's body for the plain form and
// compare; the figures are in the commit that decided them.

// Object.assign sets members where a spread defines them; the two differ only for "__proto__" (a
// valid id), whose setter would change the copy's prototype. Records holding it are spread.
const PROTO = '__proto__';

/** `{ ...rec, [key]: value }`. */
export function withEntry<V>(rec: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  if (key === PROTO || Object.hasOwn(rec, PROTO)) return { ...rec, [key]: value };
  const out: Record<string, V> = Object.assign({}, rec);
  out[key] = value;
  return out;
}

/**
 * `{ ...obj, ...changes }` for a plain object: an encounter, its map, a combatant, a map cell, a
 * record by id with several entries changed. A spread that then sets members gives the new object a fresh hidden class in V8
 * until its call site has run many times; the first simulated fights thus met half a dozen shapes
 * of combatant and encounter, which left every site reading them slow for the rest of the run.
 * Object.assign builds each copy on the one shape of its members' order.
 */
export function withMembers<T extends object>(obj: T, changes: Partial<T>): T {
  if (Object.hasOwn(obj, PROTO) || Object.hasOwn(changes, PROTO)) return { ...obj, ...changes };
  return Object.assign({}, obj, changes);
}

/**
 * `list.map(f)` as a fresh array of one layout whatever runs it. V8's Array.prototype.map returns
 * a packed array from its built-in and a holey one once inlined into optimized code (and zod
 * returns holey arrays), so the combatant lists of a fight came in two layouts, switching as the
 * callers warmed up: every site reading them then deoptimized and was compiled again, about two
 * dozen recompiles in the first few hundred simulated fights. Built here by push, always packed
 * (a hole, which the engine's lists never have, reads as undefined).
 */
export function mapped<L extends readonly unknown[], U>(list: L, f: (x: L[number]) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]));
  return out;
}
