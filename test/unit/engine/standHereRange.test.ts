// standHere keys its previews by range band rather than distance (standHereRange.ts): that is
// exact only if two attacks whose facts differ in distance alone, within one band, have the same
// chance to harm. Checked here against attackPreview itself, a ranged attack at every distance
// along rows of each system's sample map, on each foe (in Waylights one whose own gun may answer).
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, type CombatState, type Encounter } from '../../../shared/engine';
import { attackReadsMovement, distanceBand, movementKey } from '../../../shared/engine/standHereRange';
import { harmChance } from '../../../shared/rules/preview';
import { factsPath } from '../../../shared/rules/tactics/facts';
import { fourVsFour } from '../../../shared/sim/examples';
import { at } from '../../../shared/systems/exampleMap';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';

/** Each system's sample fight; in Waylights the foes' ranged weapons cut to 4 hexes, so a foe shot from further cannot shoot back in the exchange. */
function sample(system: (typeof SYSTEM_IDS)[number]): Encounter {
  const enc = fourVsFour(system);
  if (system !== 'waylights') return enc;
  const short = (c: Encounter['combatants'][number]) => {
    const sheet = c.sheet as { weapons: { kind: string; rangeHexes?: number }[] };
    return { ...c, sheet: { ...sheet, weapons: sheet.weapons.map((w) => (w.kind === 'ranged' ? { ...w, rangeHexes: 4 } : w)) } };
  };
  return { ...enc, combatants: enc.combatants.map((c) => (c.side === 'npc' ? short(c) : c)) } as Encounter;
}

describe.each(SYSTEM_IDS)('%s: the distance band', (system) => {
  it('groups only distances whose attacks have the same chance to harm', () => {
    const enc = sample(system);
    const adapter = adapterFor(system);
    const shooter = enc.combatants.find((c) => c.side === 'pc' && adapter.weapons(c).some((w) => w.ranged))!;
    const weapon = adapter.weapons(shooter).find((w) => w.ranged)!.name;
    const chancesSeen = new Set<number>();
    for (const target of enc.combatants.filter((c) => c.side === 'npc')) {
      const band = distanceBand(system, shooter, weapon, target)!;
      expect(band).not.toBeNull();
      // Same band and the same other facts: the same chance.
      const byGroup = new Map<string, Set<number>>();
      const distances = new Map<string, Set<number>>();
      for (let row = 0; row < enc.map.height; row += 3) {
        for (let col = 1; col < enc.map.width; col++) {
          const placed = { ...enc, combatants: enc.combatants.map((c) => (c.id === shooter.id ? { ...c, position: at(0, row) } : c.id === target.id ? { ...c, position: at(col, row) } : c)) } as Encounter;
          const state: CombatState = initialState(placed, 'bands');
          const p = attackPreview(state, { attacker: shooter.id, defender: target.id, weapon, situational: [] });
          if (!p || !p.facts.lineOfSight) continue;
          const key = `${band(p.facts)}|${JSON.stringify(factsPath({ ...p.facts, distanceHexes: 0, meters: 0 }))}`;
          if (!byGroup.has(key)) byGroup.set(key, new Set());
          byGroup.get(key)!.add(harmChance(p.preview));
          chancesSeen.add(harmChance(p.preview));
          if (!distances.has(key)) distances.set(key, new Set());
          distances.get(key)!.add(p.facts.distanceHexes);
        }
      }
      for (const [key, chances] of byGroup) expect([...chances], `${target.id} ${key}`).toHaveLength(1);
      // The rows cross several distances within a band (else nothing was merged, nothing tested).
      expect(Math.max(...[...distances.values()].map((d) => d.size))).toBeGreaterThan(3);
    }
    expect(chancesSeen.size, 'the distance changes the chance somewhere').toBeGreaterThan(1);
  });
});

describe('the movement spent', () => {
  it('is read by the Waylights attack only', () => {
    expect(SYSTEM_IDS.filter(attackReadsMovement)).toEqual(['waylights']);
  });
});

describe('the Waylights movement band', () => {
  it('groups only movements after which each attack has the same chance (or none), a dash among them', () => {
    const enc = sample('waylights');
    const adapter = adapterFor('waylights');
    const shooter = enc.combatants.find((c) => c.side === 'pc' && adapter.weapons(c).some((w) => w.ranged))!;
    const placed = { ...enc, combatants: enc.combatants.map((c) => (c.id === shooter.id ? { ...c, position: at(8, 6) } : c)) } as Encounter;
    const base: CombatState = { ...initialState(placed, 'moves'), phase: 'combat', current: shooter.id };
    const movement = (shooter.sheet as { movement: number }).movement;
    const byKey = new Map<string, Set<string>>();
    for (const knocked of [false, true]) {
      for (let moved = 0; moved <= 2 * movement + 1; moved++) {
        const s: CombatState = { ...base, out: knocked ? enc.combatants.filter((c) => c.side === 'npc').map((c) => c.id) : [], use: { ...base.use, moved, steps: moved === 0 ? [] : [moved] } };
        const key = movementKey('waylights', shooter, s);
        const answers: string[] = [];
        for (const foe of enc.combatants.filter((c) => c.side === 'npc')) {
          for (const w of adapter.weapons(shooter)) {
            const p = attackPreview(s, { attacker: shooter.id, defender: foe.id, weapon: w.name, situational: [] });
            answers.push(!p || p.blocked !== null ? 'none' : String(harmChance(p.preview)));
          }
        }
        const seen = byKey.get(`${knocked}|${key}`) ?? new Set<string>();
        seen.add(answers.join(','));
        byKey.set(`${knocked}|${key}`, seen);
      }
    }
    for (const [key, seen] of byKey) expect([...seen], key).toHaveLength(1);
    // A dash leaves no Fight: the band tells the two apart, and a knocked-out foe's kill with them.
    expect(new Set([...byKey.keys()].filter((k) => k.startsWith('false|'))).size).toBeGreaterThan(1);
    expect(new Set([...byKey.entries()].filter(([k]) => k.startsWith('true|')).map(([, v]) => [...v][0])).size).toBeGreaterThan(1);
  });
});
