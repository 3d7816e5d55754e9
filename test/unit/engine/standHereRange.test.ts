// standHere keys its previews by range band rather than distance (standHereRange.ts): that is
// exact only if two attacks whose facts differ in distance alone, within one band, have the same
// chance to harm. Checked here against attackPreview itself, a ranged attack at every distance
// along a row of each system's sample map.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, type CombatState, type Encounter } from '../../../shared/engine';
import { attackReadsMovement, distanceBand } from '../../../shared/engine/standHereRange';
import { harmChance } from '../../../shared/rules/preview';
import { factsPath } from '../../../shared/rules/tactics/facts';
import { fourVsFour } from '../../../shared/sim/examples';
import { at } from '../../../shared/systems/exampleMap';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';

describe.each(SYSTEM_IDS)('%s: the distance band', (system) => {
  it('groups only distances whose attacks have the same chance to harm', () => {
    const enc = fourVsFour(system);
    const adapter = adapterFor(system);
    const shooter = enc.combatants.find((c) => c.side === 'pc' && adapter.weapons(c).some((w) => w.ranged))!;
    const weapon = adapter.weapons(shooter).find((w) => w.ranged)!.name;
    const target = enc.combatants.find((c) => c.side === 'npc')!;
    const band = distanceBand(system, shooter, weapon)!;
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
        const b = band(p.facts);
        const rest = JSON.stringify(factsPath({ ...p.facts, distanceHexes: 0, meters: 0 }));
        const key = `${b}|${rest}`;
        if (!byGroup.has(key)) byGroup.set(key, new Set());
        byGroup.get(key)!.add(harmChance(p.preview));
        if (!distances.has(key)) distances.set(key, new Set());
        distances.get(key)!.add(p.facts.distanceHexes);
      }
    }
    for (const [key, chances] of byGroup) expect([...chances], key).toHaveLength(1);
    // The rows cross several distances within a band (else nothing was merged, nothing tested).
    expect(Math.max(...[...distances.values()].map((d) => d.size))).toBeGreaterThan(3);
  });
});

describe('the movement spent', () => {
  it('is read by the Waylights attack only', () => {
    expect(SYSTEM_IDS.filter(attackReadsMovement)).toEqual(['waylights']);
  });
});
