// Waylights: two Moves are a dash, and a dash takes both actions of the turn (RULES.md 3.2), so no
// attack is left. The preview, the step-here advisor and the reducer must all say so: before, the
// preview showed full odds and an Attack button the reducer then refused, and the advisor counted
// the dash hexes as places to attack from.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, reduce, standHere, type CombatState } from '../../../shared/engine';
import { fourVsFour } from '../../../shared/sim/examples';
import { adapterFor } from '../../../shared/systems/registry';
import type { Command } from '../../../shared/model/commands';

const enc = fourVsFour('waylights');
const adapter = adapterFor('waylights');
const shooter = enc.combatants.find((c) => c.side === 'pc' && adapter.weapons(c).some((w) => w.ranged))!;
const gun = adapter.weapons(shooter).find((w) => w.ranged)!;
const movement = (shooter.sheet as { movement: number }).movement;
const base: CombatState = { ...initialState(enc, 'dash'), phase: 'combat', current: shooter.id };
/** The fight with the shooter acting, having moved `moved` hexes in one run. */
const movedBy = (moved: number): CombatState => ({ ...base, use: { ...base.use, moved, steps: moved === 0 ? [] : [moved] } });
// A foe the gun can shoot from where the shooter stands.
const foe = enc.combatants.find((c) => c.side === 'npc' && attackPreview(base, { attacker: shooter.id, defender: c.id, weapon: gun.name, situational: [] })?.blocked === null)!;

describe('Waylights: an attack after a dash', () => {
  it('is blocked in the preview with the words the reducer refuses it with', () => {
    expect(foe, 'a foe in the gun\'s range and sight').toBeDefined();
    const req = { attacker: shooter.id, defender: foe.id, weapon: gun.name, situational: [] };
    // One Move leaves the second action to fight.
    expect(attackPreview(movedBy(movement), req)!.blocked).toBeNull();
    const dashed = movedBy(movement + 1);
    const p = attackPreview(dashed, req)!;
    expect(p.blocked).toMatch(new RegExp(`${shooter.name} has moved ${movement + 1} hexes .*no action is left to fight`));
    expect(p.summary).toBe('');
    const r = reduce(dashed, { type: 'attack', attacker: shooter.id, defender: foe.id, weapon: gun.name, situational: [], choices: p.choices } as Command);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(p.blocked);
  });

  it('is not offered by the step-here advisor on the hexes only a dash reaches', () => {
    const entries = standHere(base, { actor: shooter.id, target: foe.id });
    if (!Array.isArray(entries)) throw new Error(`standHere refused: ${JSON.stringify(entries)}`);
    const dash = entries.filter((e) => e.cost > movement);
    const move = entries.filter((e) => e.cost <= movement);
    expect(dash.length, 'hexes only a dash reaches').toBeGreaterThan(0);
    for (const e of dash) expect(e.best, `cost ${e.cost}`).toBeNull();
    expect(move.filter((e) => e.best !== null).length, 'hexes within one Move to shoot from').toBeGreaterThan(0);
  });
});
