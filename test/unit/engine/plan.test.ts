// The engine's plan of an attack: what the preview offers is what the reducer does, including
// when the attacker itself can no longer attack.
import { describe, expect, it } from 'vitest';
import { attackPreview, encounterSchema, reduce, Session, typedFacesRead, type CombatState } from '../../../shared/engine';
import type { AttackCommand } from '../../../shared/model/commands';
import { planAttack, plansMade } from '../../../shared/engine/plan';
import { EXAMPLES } from '../../../shared/sim/examples';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';
import { hexNeighbors, type Hex } from '../../../shared/hex';

/** A fight begun with an enemy of the acting combatant in the hex beside it, and the weapon that reaches it. */
function faceToFace(system: (typeof SYSTEM_IDS)[number]): { s: CombatState; actor: string; enemy: string; weapon: string } {
  const first = started(system);
  const actor = first.encounter.combatants.find((c) => c.id === first.current)!;
  const enemy = first.encounter.combatants.find((c) => (c.side === 'npc') !== (actor.side === 'npc'))!;
  const weapon = adapterFor(system).weapons(actor)[0]!.name;
  for (const hex of hexNeighbors(actor.position)) {
    const enc = JSON.parse(JSON.stringify(EXAMPLES[system]()));
    if (enc.combatants.some((c: { position: Hex }) => c.position.q === hex.q && c.position.r === hex.r)) continue;
    enc.combatants.find((c: { id: string }) => c.id === enemy.id).position = hex;
    const session = new Session(encounterSchema.parse(enc), `plan-${system}`);
    session.apply({ type: 'start-combat', order: first.order });
    const p = attackPreview(session.state, { attacker: actor.id, defender: enemy.id, weapon, situational: [] });
    if (session.state.current !== actor.id || !p || p.blocked !== null) continue;
    // Begun again, so that no plan of it is made yet.
    const fresh = new Session(encounterSchema.parse(enc), `plan-${system}`);
    fresh.apply({ type: 'start-combat', order: first.order });
    return { s: fresh.state, actor: actor.id, enemy: enemy.id, weapon };
  }
  throw new Error(`no hex beside ${actor.name} to put ${enemy.name} in`);
}

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

  it('is the plan the GM\'s attack resolves: hover, panel and the attack with six typed faces make one plan, and the faces it reads are the ones the reducer takes', () => {
    const { s, actor, enemy, weapon } = faceToFace(system);
    const before = plansMade();
    const hover = attackPreview(s, { attacker: actor, defender: enemy, weapon, situational: [] })!;
    const panel = attackPreview(s, { attacker: actor, defender: enemy, weapon, situational: [] })!;
    expect(panel.preview).toBe(hover.preview);
    expect(hover.dice.length).toBeGreaterThan(0);
    // The command the panel sends: rebuilt, and copied to plain data on its way to the session.
    const faces = [1, 1, 1, 1, 1, 1];
    const cmd: AttackCommand = JSON.parse(JSON.stringify({ type: 'attack', attacker: actor, defender: enemy, weapon, situational: [], choices: hover.choices, dice: faces }));
    const read = typedFacesRead(s, cmd);
    const r = reduce(s, { ...cmd, dice: faces.slice(0, read) });
    expect(plansMade() - before).toBe(1);
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    // One face fewer is too few, one more too many.
    expect(read).toBeGreaterThan(0);
    expect(reduce(s, { ...cmd, dice: faces.slice(0, read - 1) }).ok).toBe(false);
    if (read < faces.length) expect(reduce(s, { ...cmd, dice: faces.slice(0, read + 1) }).ok).toBe(false);
  });

  it('is made again for another attack, or for a request changed in place since', () => {
    const s = started(system);
    const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
    const enemy = s.encounter.combatants.find((c) => (c.side === 'npc') !== (actor.side === 'npc'))!;
    const weapon = adapterFor(system).weapons(actor)[0]!.name;
    const req = { attacker: actor.id, defender: enemy.id, weapon, situational: [] as { source: string; value: number }[] };
    const plain = planAttack(s, req)!;
    expect(planAttack(s, { ...req, situational: [] })).toBe(plain);
    req.situational.push({ source: 'High ground', value: 2 });
    const higher = planAttack(s, req)!;
    expect(higher).not.toBe(plain);
    expect(higher.command.situational).toEqual([{ source: 'High ground', value: 2 }]);
    expect(planAttack(s, { ...req, readied: true })).not.toBe(higher);
    const other = s.encounter.combatants.find((c) => c.id !== enemy.id && (c.side === 'npc') !== (actor.side === 'npc'));
    if (other) expect(planAttack(s, { ...req, defender: other.id })!.command.defender).toBe(other.id);
  });
});
