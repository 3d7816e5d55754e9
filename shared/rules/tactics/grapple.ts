// RULES.md section 4: a grapple is a relation between combatants. The engine may record it as pairs
// or as groups; a combatant who grapples two others ties them into one grapple, so the grapple of a
// combatant is everyone connected to it through any recorded pair or group.

/** Recorded grapples: groups (or pairs) of combatant ids, as arrays or sets. */
export type Grapples = readonly (readonly string[] | ReadonlySet<string>)[];

/** Every combatant in the same grapple as `id` (itself included), or null when it is in none. */
export function grappleGroup(grapples: Grapples, id: string): Set<string> | null {
  const groups = grapples.map((g) => [...g]);
  const members = new Set<string>([id]);
  const used = new Array<boolean>(groups.length).fill(false);
  let grew = true;
  let found = false;
  while (grew) {
    grew = false;
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i]!;
      // A "group" of one is no grapple.
      if (used[i] || g.length < 2 || !g.some((m) => members.has(m))) continue;
      used[i] = true;
      found = true;
      grew = true;
      for (const m of g) members.add(m);
    }
  }
  return found ? members : null;
}
