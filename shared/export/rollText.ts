// Words shared by both renderers for the parts of a roll.
import type { DieFace } from '../dice';
import type { DocRoll } from './exportDoc';

/** A signed number: "+3", "-2", "0". */
export function signed(v: number): string {
  return v > 0 ? `+${v}` : `${v}`;
}

/** The faces of a roll grouped by die size: "d6: 3, 5, 1". */
export function facesWords(faces: readonly DieFace[]): string {
  const groups = new Map<number, number[]>();
  for (const f of faces) groups.set(f.sides, [...(groups.get(f.sides) ?? []), f.value]);
  return [...groups].map(([sides, values]) => `d${sides}: ${values.join(', ')}`).join('; ');
}

/** "total 57 against 62: loses", with whatever parts the audience may see. */
export function resultWords(r: DocRoll): string {
  const parts: string[] = [];
  if (r.total !== null) parts.push(`total ${r.total}`);
  if (r.against !== null) parts.push(`against ${r.against}`);
  const head = parts.join(' ');
  if (r.outcome === null) return head;
  return head ? `${head}: ${r.outcome}` : r.outcome;
}
