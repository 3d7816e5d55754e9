// The engine's plan of an attack: what the preview offers is what the reducer does, including
// when the attacker itself can no longer attack.
import { describe, expect, it } from 'vitest';
import { attackPreview, encounterSchema, reduce, Session, type CombatState } from '../../../shared/engine';
import { EXAMPLES } from '../../../shared/sim/examples';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';

function started(system: (typeof SYSTEM_IDS)[number]): CombatState {
  const session = new Session(encounterSchema.parse(JSON.parse(JSON.stringify(EXAMPLES[system]()))), `plan-${system}`);
  session.apply({ type: 'start-combat' });
  return session.state;
}

describe.each(SYSTEM_IDS)('%s: the attack planned for the preview', (system) => {
  it('is refused in the reducer\'s words when the acting combatant was taken out during its own turn', () => {
    const s = started(system);
    const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
    const enemy = s.encounter.combatants.find((c) => (c.side === 'npc') !== (actor.side === 'npc'))!;
    const weapon = adapterFor(system).weapons(actor)[0]!.name;
    const out = reduce(s, { type: 'set-out', id: actor.id, out: true, reason: 'knocked cold by a falling beam' });
    if (!out.ok) throw new Error(out.reason);
    expect(out.state.current).toBe(actor.id);
    const p = attackPreview(out.state, { attacker: actor.id, defender: enemy.id, weapon, situational: [] })!;
    const r = reduce(out.state, { type: 'attack', attacker: actor.id, defender: enemy.id, weapon, situational: [], choices: p.choices });
    expect(r).toEqual({ ok: false, reason: `${actor.name} is out of the fight.` });
    expect(p.blocked).toBe(`${actor.name} is out of the fight.`);
    expect(p.summary).toBe('');
  });

  it('takes the system\'s defaults when no choices are given, and says which', () => {
    const s = started(system);
    const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
    const enemy = s.encounter.combatants.find((c) => (c.side === 'npc') !== (actor.side === 'npc'))!;
    const weapon = adapterFor(system).weapons(actor)[0]!.name;
    const p = attackPreview(s, { attacker: actor.id, defender: enemy.id, weapon, situational: [] })!;
    expect(p.choices).toEqual(adapterFor(system).plan(s, { attacker: actor.id, defender: enemy.id, weapon, situational: [] }, p.facts).choices);
    expect(attackPreview(s, { attacker: actor.id, defender: enemy.id, weapon, situational: [], choices: p.choices })!.preview).toEqual(p.preview);
  });
});
