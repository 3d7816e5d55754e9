// The contract every system definition keeps, run over the registry: a new system is checked by
// adding it there. Each case plays a sample fight with the built-in tactic and asks, at every state
// it passes through, what a GM relies on: the preview and the engine agree on what is allowed (with
// the same words), odds are a distribution, a refused command changes nothing, harm words only get
// worse under attack, and every schema round-trips.
import { describe, expect, it } from 'vitest';
import { attackPreview, commandSchema, digestOf, encounterSchema, planAttack, reduce, Session, type Command, type CombatState } from '../../../shared/engine';
import { playTurn } from '../../../shared/sim/autoplay';
import { EXAMPLES, fourVsFour } from '../../../shared/sim/examples';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';

const WORDS = ['unhurt', 'grazed', 'wounded', 'badly hurt', 'down'] as const;

/** A fight played by the tactic for a few rounds: every state and the command that led to it. */
function playedFight(system: (typeof SYSTEM_IDS)[number], seed: string): { session: Session; steps: { before: CombatState; command: Command; after: CombatState }[] } {
  const session = new Session(encounterSchema.parse(JSON.parse(JSON.stringify(EXAMPLES[system]()))), seed);
  session.apply({ type: 'start-combat' });
  const steps: { before: CombatState; command: Command; after: CombatState }[] = [];
  const apply = (command: Command) => {
    const before = session.state;
    if (!session.apply(command).ok) return null;
    steps.push({ before, command, after: session.state });
    return session.state;
  };
  let s = session.state;
  for (let i = 0; i < 40 && s.phase === 'combat' && s.round <= 3; i++) {
    const next = playTurn(s, apply);
    if (next === s) break;
    s = next;
  }
  return { session, steps };
}

/** Valid choices of the fight's system, for a command refused for another reason (the defaults of its first attack). */
function someChoices(state: CombatState) {
  const [a, d] = state.encounter.combatants;
  return planAttack(state, { attacker: a!.id, defender: d!.id, weapon: adapterFor(state.encounter.system).weapons(a!)[0]!.name, situational: [] })!.command.choices;
}

describe.each(SYSTEM_IDS)('the %s definition keeps the system contract', (system) => {
  const { session, steps } = playedFight(system, `contract-${system}`);
  const adapter = adapterFor(system);

  it('plays a real fight (the checks below have states to look at)', () => {
    expect(steps.filter((x) => x.command.type === 'attack').length).toBeGreaterThan(3);
  });

  it('the preview blocks exactly the attacks the engine refuses, in the same words, and its odds sum to 1', () => {
    let compared = 0;
    let refusedSeen = 0;
    for (const { before } of steps.filter((x, i) => i % 3 === 0)) {
      if (before.current === null) continue;
      const a = before.encounter.combatants.find((c) => c.id === before.current)!;
      for (const d of before.encounter.combatants) {
        if (d.id === a.id) continue;
        for (const w of adapter.weapons(a)) {
          const choices = planAttack(before, { attacker: a.id, defender: d.id, weapon: w.name, situational: [] })!.command.choices;
          const p = attackPreview(before, { attacker: a.id, defender: d.id, weapon: w.name, situational: [], choices });
          const r = reduce(before, { type: 'attack', attacker: a.id, defender: d.id, weapon: w.name, situational: [], choices });
          expect(p).not.toBeNull();
          const total = p!.preview.outcomes.reduce((n, o) => n + o.probability, 0);
          expect(total).toBeCloseTo(1, 9);
          for (const o of p!.preview.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
          if (r.ok) expect(p!.blocked, `${a.name} on ${d.name} with ${w.name}`).toBeNull();
          else expect(p!.blocked?.replace(/\.$/, ''), `${a.name} on ${d.name} with ${w.name}`).toBe(r.reason.replace(/\.$/, ''));
          compared++;
          if (!r.ok) refusedSeen++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
    // Some attacks out of reach or sight, so the refusal half of the contract is exercised too.
    expect(refusedSeen).toBeGreaterThan(0);
  });

  it('an attack sent from its plan comes out as the same attack planned afresh (state, log and refusals)', () => {
    let compared = 0;
    for (const { before, command } of steps.filter((x) => x.command.type === 'attack')) {
      if (command.type !== 'attack' || command.at) continue;
      const plan = planAttack(before, { attacker: command.attacker, defender: command.defender, weapon: command.weapon, situational: [] })!;
      // The plan's own command finds the plan just made; a copy of it is planned again by the reducer.
      const reused = reduce(before, plan.command);
      const fresh = reduce(before, structuredClone(plan.command));
      expect(reused.ok).toBe(fresh.ok);
      if (reused.ok && fresh.ok) {
        expect(digestOf(reused.state)).toBe(digestOf(fresh.state));
        expect(reused.events).toEqual(fresh.events);
      } else expect(reused).toEqual(fresh);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('a refused command changes nothing and says why', () => {
    const nonsense: Command[] = [
      { type: 'move', id: 'nobody', path: [{ q: 0, r: 0 }] },
      { type: 'attack', attacker: 'nobody', defender: 'nobody-else', weapon: 'Stick', situational: [], choices: someChoices(session.state) },
      { type: 'start-combat' },
      { type: 'damage-cover', coverId: 'no-such-cover', amount: 1, reason: '' },
      { type: 'end-turn', next: 'nobody' },
    ];
    for (const { before } of steps.filter((_, i) => i % 5 === 0)) {
      const frozen = JSON.stringify(before);
      for (const cmd of nonsense) {
        const r = reduce(before, cmd);
        expect(r.ok, cmd.type).toBe(false);
        if (!r.ok) expect(r.reason.length).toBeGreaterThan(5);
        expect(JSON.stringify(before)).toBe(frozen);
      }
    }
  });

  it('harm words only get worse when an attack lands', () => {
    for (const { before, command, after } of steps) {
      if (command.type !== 'attack' || command.at) continue;
      for (const c of after.encounter.combatants) {
        const was = before.harm[c.id];
        const now = after.harm[c.id];
        if (!was || !now) continue;
        expect(WORDS.indexOf(adapter.harmWords(now, c)), c.name).toBeGreaterThanOrEqual(WORDS.indexOf(adapter.harmWords(was, c)));
      }
    }
  });

  it('the encounter and every command the fight used round-trip through their schemas', () => {
    const enc = EXAMPLES[system]();
    expect(encounterSchema.parse(JSON.parse(JSON.stringify(enc)))).toEqual(JSON.parse(JSON.stringify(enc)));
    for (const { command } of steps) expect(commandSchema.parse(JSON.parse(JSON.stringify(command)))).toEqual(command);
  });

  it('its samples, from its folder entry, are encounters of its own: the sample fight and the four-against-four one', () => {
    expect(EXAMPLES[system]().system).toBe(system);
    const four = fourVsFour(system);
    expect(four.system).toBe(system);
    expect(four.combatants.map((c) => c.side)).toEqual(['pc', 'pc', 'pc', 'pc', 'npc', 'npc', 'npc', 'npc']);
  });

  it('the dice it lists are the dice it reads: typing the faces rolled, in that order, gives the same result', () => {
    let checked = 0;
    // Step i is the session's command i + 1 (start-combat came first).
    const byCommand = session.eventsByCommand;
    for (const [i, { before, command, after }] of steps.entries()) {
      if (command.type !== 'attack' || command.at) continue;
      const p = attackPreview(before, { attacker: command.attacker, defender: command.defender, weapon: command.weapon, situational: command.situational, choices: command.choices });
      const event = byCommand[i + 1]?.find((e) => e.kind === 'attack');
      if (!p || !event) continue;
      const faces = event.rolls.flatMap((r) => r.roll?.faces.map((f) => f.value) ?? []);
      const sure = p.dice.filter((d) => d.when === null).reduce((n, d) => n + (Number(/^(\d*)d/.exec(d.dice)?.[1] || 1)), 0);
      expect(faces.length, 'faces rolled').toBeGreaterThanOrEqual(sure);
      const typed = reduce(before, { ...command, dice: faces });
      expect(typed.ok, typed.ok ? '' : typed.reason).toBe(true);
      if (typed.ok) expect(typed.state.harm).toEqual(after.harm);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the one-line odds summary sums to the whole preview and names what a GM reads', () => {
    let checked = 0;
    for (const { before, command } of steps) {
      if (command.type !== 'attack' || command.at) continue;
      const p = attackPreview(before, { attacker: command.attacker, defender: command.defender, weapon: command.weapon, situational: command.situational, choices: command.choices })!;
      const groups = adapter.oddsSummary(p.preview);
      expect(groups.reduce((n, g) => n + g.probability, 0)).toBeCloseTo(1, 9);
      expect(p.summary).toMatch(/^[a-z ,]+ (<1|>99|\d{1,3})%( · [a-z ,]+ (<1|>99|\d{1,3})%)*$/);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
