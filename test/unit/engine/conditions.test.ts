// Conditions with durations (issue "a whole fight at a real table"): they count down in the
// combatant's own turns with a reminder as each begins and a log line when they expire, and the ones
// the rules care about feed the engine instead of being ticked again on every attack.
import { describe, expect, it } from 'vitest';
import { attackPreview, planAttack, reduce, Session, type CombatState, type Command, type LogEvent } from '../../../shared/engine';
import { hexNeighbors } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import { adapterFor } from '../../../shared/systems/registry';

function run(s: CombatState, ...cmds: Command[]): { state: CombatState; events: LogEvent[] } {
  const events: LogEvent[] = [];
  for (const cmd of cmds) {
    const r = reduce(s, cmd);
    if (!r.ok) throw new Error(`refused ${cmd.type}: ${r.reason}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const yaugs = (): CombatState => {
  const session = new Session(EXAMPLES.yaugs(), 'conditions');
  session.apply({ type: 'start-combat' });
  return session.state;
};

describe('a condition with a duration', () => {
  it('is reminded as each of its turns begins, counts down as they end, and expires with a log line', () => {
    let s = yaugs();
    const who = s.current!;
    s = run(s, { type: 'add-condition', id: who, condition: 'Prone', turns: 2 }).state;
    expect(s.conditions[who]).toEqual([{ condition: 'prone', turnsLeft: 2, note: '' }]);
    // Round by round until its second turn has ended.
    const events: LogEvent[] = [];
    for (let i = 0; i < 40 && (s.conditions[who]?.length ?? 0) > 0; i++) {
      const r = run(s, { type: 'end-turn' });
      s = r.state;
      events.push(...r.events);
    }
    const name = s.encounter.combatants.find((c) => c.id === who)!.name;
    expect(events.filter((e) => e.kind === 'condition-reminder').map((e) => e.summary)).toEqual([`${name} is still prone (1 turn left)`]);
    expect(events.filter((e) => e.kind === 'condition-ended').map((e) => e.summary)).toEqual([`${name} is no longer prone (its time is up)`]);
    expect(s.conditions[who]).toBeUndefined();
  });

  it('without a duration it holds until removed; removing one it does not have is refused', () => {
    let s = yaugs();
    const who = s.current!;
    s = run(s, { type: 'add-condition', id: who, condition: 'stunned' }, { type: 'end-turn' }).state;
    expect(s.conditions[who]).toEqual([{ condition: 'stunned', turnsLeft: null, note: '' }]);
    s = run(s, { type: 'remove-condition', id: who, condition: 'stunned' }).state;
    expect(reduce(s, { type: 'remove-condition', id: who, condition: 'stunned' })).toMatchObject({ ok: false });
  });
});

describe('conditions the rules care about', () => {
  it('a bound YAUGS defender cannot move, so it meets an attack with Passive Defence whatever the tick says', () => {
    // The first enemy of whoever acts first, placed beside it so a melee blow reaches.
    let s = yaugs();
    const attacker = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === attacker)!;
    const enemy = s.encounter.combatants.find((c) => (c.side === 'npc') !== (a.side === 'npc'))!;
    const taken = new Set([...s.encounter.combatants.map((c) => `${c.position.q},${c.position.r}`), ...s.encounter.map.terrain.map((t) => `${t.q},${t.r}`)]);
    const beside = hexNeighbors(a.position).find((h) => !taken.has(`${h.q},${h.r}`))!;
    s = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === enemy.id ? { ...c, position: beside } : c)) } as typeof s.encounter };
    const d = s.encounter.combatants.find((c) => c.id === enemy.id)!;
    const weapon = adapterFor('yaugs').weapons(a).find((w) => !w.ranged)!;
    const choices = { system: 'yaugs' as const, defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null };
    const free = attackPreview(s, { attacker, defender: d.id, weapon: weapon.name, situational: [], choices })!;
    s = run(s, { type: 'add-condition', id: d.id, condition: 'bound' }).state;
    const bound = attackPreview(s, { attacker, defender: d.id, weapon: weapon.name, situational: [], choices })!;
    const mode = (p: typeof free) => (p.preview as unknown as { defender: { mode: { active: boolean }; whyPassive: string[] } }).defender;
    expect(free.blocked).toBeNull();
    expect(mode(free).mode.active).toBe(true);
    expect(mode(bound).mode.active).toBe(false);
    expect(mode(bound).whyPassive).toContain('cannot move');
    expect(planAttack(s, { attacker: attacker, defender: d.id, weapon: weapon.name, situational: [] })!.command.choices).toMatchObject({ defenderCanMove: false });
  });

  it('a bound combatant cannot move; a blinded VERS defender is taken as not seeing the attack', () => {
    let s = yaugs();
    const who = s.current!;
    const c = s.encounter.combatants.find((x) => x.id === who)!;
    s = run(s, { type: 'add-condition', id: who, condition: 'bound' }).state;
    const r = reduce(s, { type: 'move', id: who, path: [{ q: c.position.q + 1, r: c.position.r }] });
    expect(r).toEqual({ ok: false, reason: `${c.name} is bound and cannot move; remove the condition first.` });
    const vers = new Session(EXAMPLES.vers(), 'v');
    vers.apply({ type: 'start-combat' });
    let v = vers.state;
    const a = v.current!;
    const target = v.encounter.combatants.find((x) => x.id !== a)!;
    v = run(v, { type: 'add-condition', id: target.id, condition: 'blinded' }).state;
    expect(planAttack(v, { attacker: a, defender: target.id, weapon: adapterFor('vers').weapons(v.encounter.combatants.find((x) => x.id === a)!)[0]!.name, situational: [] })!.command.choices).toEqual({ system: 'vers', defenderAware: false });
  });
});

describe('conditions on the players\' screen', () => {
  it('a visible combatant\'s conditions reach the players (names and turns left, never the GM\'s note); a hidden one\'s do not', async () => {
    const { playerView } = await import('../../../shared/projection/playerView');
    let s = yaugs();
    const seen = s.encounter.combatants.find((c) => !c.hidden)!;
    const hidden = s.encounter.combatants.find((c) => c.hidden)!;
    s = run(s, { type: 'add-condition', id: seen.id, condition: 'prone', turns: 1, note: 'tripped by the GM' }, { type: 'add-condition', id: hidden.id, condition: 'stunned' }).state;
    const view = playerView(s, [], { revealed: [], lit: null });
    expect(view.tokens.find((t) => t.id === seen.id)!.conditions).toEqual(['prone (1 turn left)']);
    expect(view.tokens.some((t) => t.id === hidden.id)).toBe(false);
    expect(JSON.stringify(view)).not.toContain('tripped by the GM');
  });
});

describe('conditions in the players\' log', () => {
  it('a condition renewed with the same duration is told again by its name, from the command', async () => {
    const { playerView, stepsOf } = await import('../../../shared/projection/playerView');
    const session = new Session(EXAMPLES.yaugs(), 'renew');
    session.apply({ type: 'start-combat' });
    const id = session.state.current!;
    const name = session.state.encounter.combatants.find((c) => c.id === id)!.name;
    for (let i = 0; i < 2; i++) expect(session.apply({ type: 'add-condition', id, condition: 'Prone', turns: 2, note: 'GM only' }).ok).toBe(true);
    const texts = playerView(session.state, stepsOf(session), { revealed: [], lit: null }).log.filter((e) => e.kind === 'condition').map((e) => e.text);
    expect(texts).toEqual([`${name} is prone (2 turns left)`, `${name} is prone (2 turns left)`]);
  });
});
