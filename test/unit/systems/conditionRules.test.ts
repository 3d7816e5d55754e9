import { describe, expect, it } from 'vitest';
import { hexNeighbors } from '../../../shared/hex';
import { reduce } from '../../../shared/engine/reducer';
import { attackPreview } from '../../../shared/engine/attackPreview';
import { Session } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';
import { buildBoard, movementCost } from '../../../shared/model/board';
import type { CombatState } from '../../../shared/model/state';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';
import { conditionEffect, NO_RULES_EFFECT } from '../../../shared/systems/conditionRules';

function started(system: (typeof SYSTEM_IDS)[number]): CombatState {
  const s = new Session(EXAMPLES[system](), 'conditions');
  const r = s.apply({ type: 'start-combat' });
  if (!r.ok) throw new Error(r.reason);
  return s.state;
}

function withCondition(state: CombatState, id: string, condition: string) {
  const r = reduce(state, { type: 'add-condition', id, condition });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('condition presets (issue 21 point 13)', () => {
  it('every system offers a preset list, and a condition outside it is labelled as the GM\'s to apply', () => {
    for (const system of SYSTEM_IDS) {
      const presets = adapterFor(system).conditions;
      expect(presets.length, system).toBeGreaterThan(0);
      for (const p of presets) expect(conditionEffect(presets, p.name), `${system} ${p.name}`).toContain('On its own turn:');
      expect(conditionEffect(presets, 'dazed')).toBe(NO_RULES_EFFECT);
    }
  });

  it('a preset that says the app refuses its moves does hold the combatant in place, and none other does (each system)', () => {
    for (const system of SYSTEM_IDS) {
      const s = started(system);
      const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
      const cost = movementCost(buildBoard(s.encounter, s.out), actor.id);
      const to = hexNeighbors(actor.position).find((h) => Number.isFinite(cost(h)))!;
      for (const p of adapterFor(system).conditions) {
        const held = withCondition(s, actor.id, p.name).state;
        const moved = reduce(held, { type: 'move', id: actor.id, path: [to] });
        expect(moved.ok, `${system} ${p.name}`).toBe(!p.ownTurn.includes('the app refuses its moves'));
      }
    }
  });

  it('a stunned YAUGS defender defends passively, and the log says so and what stunned does on its own turn', () => {
    const s = started('yaugs');
    const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
    const enemy = s.encounter.combatants.find((c) => c.side !== actor.side && (c.side === 'npc') !== (actor.side === 'npc'))!;
    const r = withCondition(s, enemy.id, 'stunned');
    const effect = r.events.find((e) => e.kind === 'condition')!.effects[0]!;
    expect(effect).toMatch(/^stunned: When attacked it cannot move, so it meets the attack with Passive Defence, no d100 \(RULES\.md 1\.3\)\. On its own turn: /);
    const weapon = adapterFor('yaugs').weapons(actor)[0]!.name;
    const p = attackPreview(r.state, { attacker: actor.id, defender: enemy.id, weapon, situational: [] })!;
    expect(p.choices).toMatchObject({ system: 'yaugs', defenderCanMove: false });
    expect(withCondition(s, enemy.id, 'dazed').events.find((e) => e.kind === 'condition')!.effects).toEqual([`dazed: ${NO_RULES_EFFECT}`]);
  });
});
