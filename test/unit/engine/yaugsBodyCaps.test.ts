// YAUGS attacker caps for bodies of different sizes (RULES.md 1.4, 5.2), through the engine's entry:
// a bigger defender's caps grow with the hexes around its footprint, a bigger melee attacker counts
// as 2 or fills the cap alone, and the GM's caps on the sheet win.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, planAttack, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';

type Hex = { q: number; r: number };
type Size = 1 | 3 | 7 | 19;

/**
 * Aldric (Longsword) next to Bruiser, each of the size given; `already`: the ids that attacked
 * Bruiser this round before, in melee (or at range). Sentry and Wren far off, Aldric's turn.
 */
function fight(o: { aldric?: Size; bruiser?: Size; already?: string[]; atRange?: boolean; caps?: { melee?: number; short?: number } }): CombatState {
  const base = EXAMPLES.yaugs();
  const size = (s: Size | undefined) => (s && s > 1 ? { footprint: { size: s } } : {});
  // Aldric's body ends at (5,6) whatever its size; Bruiser's begins at (6,6).
  const aldricAt: Record<Size, Hex> = { 1: { q: 5, r: 6 }, 3: { q: 4, r: 6 }, 7: { q: 4, r: 6 }, 19: { q: 3, r: 6 } };
  const bruiserAt: Record<Size, Hex> = { 1: { q: 6, r: 6 }, 3: { q: 6, r: 6 }, 7: { q: 7, r: 6 }, 19: { q: 8, r: 6 } };
  const at: Record<string, Hex> = { wren: { q: 0, r: 12 }, sentry: { q: 14, r: 0 }, lurker: { q: 16, r: 0 } };
  const combatants = base.combatants.map((c) => {
    if (c.id === 'aldric') return { ...c, position: aldricAt[o.aldric ?? 1], ...size(o.aldric) };
    if (c.id === 'bruiser') {
      const sheet = o.caps ? { ...c.sheet, overrides: { attackerCaps: o.caps } } : c.sheet;
      return { ...c, sheet, position: bruiserAt[o.bruiser ?? 1], ...size(o.bruiser) };
    }
    return { ...c, position: at[c.id]! };
  });
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain: [] }, combatants }) as Encounter;
  const started = reduce(initialState(enc, 'caps'), { type: 'start-combat', order: ['aldric', 'wren', 'bruiser', 'sentry', 'lurker'] });
  if (!started.ok) throw new Error(started.reason);
  const s = started.state;
  const list = { bruiser: o.already ?? [] };
  // The round so far, as the counters keep it: who already attacked Bruiser.
  return { ...s, counters: { ...s.counters, ...(o.atRange ? { rangedAttackers: list } : { meleeAttackers: list }) } };
}

const others = (n: number) => Array.from({ length: n }, (_, i) => `x${i + 1}`);
const sword = { attacker: 'aldric', defender: 'bruiser', weapon: 'Longsword', situational: [] };
const blocked = (s: CombatState) => attackPreview(s, sword)!.blocked;
const attackRefusal = (s: CombatState) => {
  const r = reduce(s, { ...planAttack(s, sword)!.command, dice: [50, 50, 50, 50, 5] });
  return r.ok ? null : r.reason;
};

describe('YAUGS caps by body size', () => {
  it('a man meets at most 6 in melee; an ogre of 7 hexes 12, of 19 hexes 18', () => {
    expect(blocked(fight({ already: others(6) }))).toBe('Bruiser has already been attacked in melee by 6 other combatants this round: the YAUGS cap in melee is 6 attackers.');
    expect(blocked(fight({ bruiser: 3, already: others(8) }))).toBeNull();
    expect(blocked(fight({ bruiser: 3, already: others(9) }))).toMatch(/the YAUGS cap in melee is 9 attackers\.$/);
    expect(blocked(fight({ bruiser: 7, already: others(6) }))).toBeNull();
    expect(blocked(fight({ bruiser: 7, already: others(12) }))).toMatch(/the YAUGS cap in melee is 12 attackers\.$/);
    expect(blocked(fight({ bruiser: 19, already: others(17) }))).toBeNull();
    expect(attackRefusal(fight({ bruiser: 19, already: others(18) }))).toMatch(/the YAUGS cap in melee is 18 attackers\.$/);
  });

  it('the ranged caps scale by the same factor: 24 at short range for 7 hexes', () => {
    // Wren's Longbow at short range from (2,6) against the 7-hex body; Wren's turn.
    const at = (n: number) => {
      const s = fight({ bruiser: 7, already: others(n), atRange: true });
      const moved = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === 'wren' ? { ...c, position: { q: 1, r: 6 } } : c.id === 'aldric' ? { ...c, position: { q: 0, r: 12 } } : c)) } as Encounter, current: 'wren' };
      return attackPreview(moved, { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [] })!;
    };
    const band = at(0).preview as { range?: { band?: string } };
    expect(band.range?.band).toBe('short');
    expect(at(23).blocked).toBeNull();
    expect(at(24).blocked).toMatch(/the YAUGS cap at short range is 24 attackers\.$/);
  });

  it('a melee attacker one size step larger counts as 2; two steps larger fills the cap alone', () => {
    expect(blocked(fight({ aldric: 3, already: others(4) }))).toBeNull();
    expect(blocked(fight({ aldric: 3, already: others(5) }))).toBe(
      'Bruiser has already been attacked in melee by 5 other combatants this round, counting as 5 of the YAUGS cap in melee of 6 attackers. Aldric, 1 size step larger, counts as 2.',
    );
    expect(blocked(fight({ aldric: 7 }))).toBeNull();
    expect(attackRefusal(fight({ aldric: 7, already: others(1) }))).toBe(
      'Bruiser has already been attacked in melee by 1 other combatant this round, counting as 1 of the YAUGS cap in melee of 6 attackers. Aldric, 2 size steps larger, counts as the whole cap.',
    );
    // Against a body as big as its own, size makes no difference.
    expect(blocked(fight({ aldric: 7, bruiser: 7, already: others(11) }))).toBeNull();
  });

  it('once a giant attacked a man, no one else may in melee that round', () => {
    let s = fight({ aldric: 7 });
    const r = reduce(s, planAttack(s, sword)!.command);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    // Sentry's Spear (reach 2) from (6,8), two hexes off, in Sentry's turn.
    const spear = { attacker: 'sentry', defender: 'bruiser', weapon: 'Spear', situational: [] };
    const placed = { ...s, current: 'sentry', encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === 'sentry' ? { ...c, position: { q: 6, r: 8 } } : c)) } as Encounter };
    expect(attackPreview(placed, spear)!.blocked).toMatch(/counting as 6 of the YAUGS cap in melee of 6 attackers\.$/);
  });

  it("the GM's caps on the defender's sheet win over its size", () => {
    expect(blocked(fight({ bruiser: 7, caps: { melee: 2 }, already: others(2) }))).toMatch(/the YAUGS cap in melee is 2 attackers\.$/);
    expect(blocked(fight({ caps: { melee: 8 }, already: others(7) }))).toBeNull();
  });
});
