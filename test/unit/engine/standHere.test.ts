// standHere (RULES.md engine appendix): every hex the actor can end its move on, with the best
// chance to harm from there exactly as attackPreview gives it after the reducer's move, and each
// enemy's danger there. Bad input says why and changes nothing.
import { describe, expect, it } from 'vitest';
import { attackPreview, encounterSchema, initialState, reduce, standHere, type CombatState, type StandHereEntry } from '../../../shared/engine';
import { at } from '../../../shared/systems/exampleMap';
import { hexKey, pathTo, reachable } from '../../../shared/hex';
import { buildBoard, movementCost } from '../../../shared/model/board';
import { harmChance } from '../../../shared/rules/preview';
import { EXAMPLES, fourVsFour } from '../../../shared/sim/examples';
import { playTurn } from '../../../shared/sim/autoplay';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';
import type { Command } from '../../../shared/model/commands';

type SystemId = (typeof SYSTEM_IDS)[number];

function ok(s: CombatState, cmd: Command): CombatState {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** The sample fight a few turns in (the built-in tactic plays them), so enemies are in reach. */
function fightAfter(system: SystemId, turns: number, enc = EXAMPLES[system]()): CombatState {
  let s = ok(initialState(enc, `stand-${system}`), { type: 'start-combat' });
  for (let i = 0; i < turns; i++) s = playTurn(s, (cmd) => { const r = reduce(s, cmd); return r.ok ? (s = r.state) : null; });
  return s;
}

function entries(r: ReturnType<typeof standHere>): StandHereEntry[] {
  if (!Array.isArray(r)) throw new Error(r.reason);
  return r;
}

/** The best over weapons and enemies as the GM would find it: attackPreview after the move, hex by hex. */
function bestByHand(s: CombatState, actor: string, target?: string): number | null {
  const a = s.encounter.combatants.find((c) => c.id === actor)!;
  const foes = s.encounter.combatants.filter((c) => (c.side === 'npc') !== (a.side === 'npc') && !s.out.includes(c.id) && (target === undefined || c.id === target));
  let best: number | null = null;
  for (const d of foes) {
    for (const w of adapterFor(s.encounter.system).weapons(a)) {
      const p = attackPreview(s, { attacker: actor, defender: d.id, weapon: w.name, situational: [] });
      if (p && p.blocked === null) best = Math.max(best ?? 0, harmChance(p.preview));
    }
  }
  return best;
}

describe.each(SYSTEM_IDS)('%s: standHere', (system) => {
  it.each([0, 3, 6])('equals attackPreview after the reducer\'s move, on every reachable hex (%i turns in)', (turns) => {
    const s = fightAfter(system, turns);
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const got = entries(standHere(s, { actor }));
    const budget = adapterFor(system).moveBudget(a, s);
    const reach = reachable(a.position, budget, movementCost(buildBoard(s.encounter, s.out), actor));
    expect(got.map((e) => hexKey(e.hex)).sort()).toEqual(reach.hexes.map(hexKey).sort());
    expect(got[0]).toMatchObject({ hex: a.position, cost: 0 });
    let anyHarm = false;
    for (const e of got) {
      const path = pathTo(reach, e.hex)!;
      const there = path.length === 1 ? s : ok(s, { type: 'move', id: actor, path: path.slice(1) });
      if (path.length > 1) expect(there.use.moved).toBe(e.cost);
      const byHand = bestByHand(there, actor);
      expect(e.best?.harm ?? null).toBe(byHand);
      if (e.best) {
        // The named attack is the one with that chance.
        const p = attackPreview(there, { attacker: actor, defender: e.best.target, weapon: e.best.weapon, situational: [] })!;
        expect(p.blocked).toBeNull();
        expect(harmChance(p.preview)).toBe(e.best.harm);
        if (e.best.harm > 0) anyHarm = true;
      }
    }
    if (turns === 6) expect(anyHarm, 'six turns in, some hex lets the actor harm someone').toBe(true);
  });

  it('with a target, weighs that enemy alone', () => {
    const s = fightAfter(system, 4);
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const foe = s.encounter.combatants.find((c) => (c.side === 'npc') !== (a.side === 'npc') && !s.out.includes(c.id))!;
    for (const e of entries(standHere(s, { actor, target: foe.id }))) {
      if (e.best) expect(e.best.target).toBe(foe.id);
      if (e.cost === 0) expect(e.best?.harm ?? null).toBe(bestByHand(s, actor, foe.id));
    }
  });

  it('gives every enemy\'s danger, highest where an enemy can reach the actor', () => {
    const s = fightAfter(system, 4, fourVsFour(system));
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const foes = s.encounter.combatants.filter((c) => (c.side === 'npc') !== (a.side === 'npc') && !s.out.includes(c.id)).map((c) => c.id);
    const got = entries(standHere(s, { actor }));
    for (const e of got) {
      expect(e.danger.map((d) => d.from)).toEqual(foes);
      for (const d of e.danger) expect(d.harm).toBeGreaterThanOrEqual(0);
    }
    const worst = Math.max(...got.flatMap((e) => e.danger.map((d) => d.harm)));
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThanOrEqual(1);
    // Without danger the same hexes and the same best.
    const quick = entries(standHere(s, { actor, danger: false }));
    expect(quick.map((e) => [hexKey(e.hex), e.best])).toEqual(got.map((e) => [hexKey(e.hex), e.best]));
    expect(quick.every((e) => e.danger.length === 0)).toBe(true);
  });

  it.each(['open', 'a wall on hex sides', 'cover that blocks sight'])('danger is the best of the enemy\'s attacks from every hex it can reach, hex by hex (%s)', (map) => {
    const enc = fourVsFour(system);
    if (map === 'a wall on hex sides') {
      // Sides that block sight between rows 6 and 8, where the armies meet.
      enc.map.edges = [5, 6, 7, 8, 9, 10].map((col) => ({ a: at(col, 7), b: at(col, 8), kind: 'wall' as const }));
    }
    if (map === 'cover that blocks sight') {
      // Every cover object blocks sight, and a row of equal objects where the armies meet: the
      // danger works lines out from the obstacles alone, which must answer as sight does.
      const crates = [6, 8, 10].map((col, i) => ({ ...at(col, 7), kind: 'cover' as const, id: `crate${i}`, name: 'Crate', value: 4, structure: 10, maxStructure: 10, blocksSight: i === 1 }));
      enc.map.terrain = [
        ...enc.map.terrain.filter((t) => !crates.some((c) => c.q === t.q && c.r === t.r)).map((t) => (t.kind === 'cover' ? { ...t, blocksSight: true } : t)),
        ...crates,
      ];
    }
    const s = fightAfter(system, 5, encounterSchema.parse(enc));
    expect(buildBoard(s.encounter, s.out).blockedSide !== undefined).toBe(map === 'a wall on hex sides');
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const got = entries(standHere(s, { actor }));
    const adapter = adapterFor(system);
    const free = buildBoard(s.encounter, [...s.out, actor]);
    // A spread of the actor's hexes: its own, and every seventh.
    for (const e of got.filter((_, i) => i % 7 === 0)) {
      for (const d of e.danger) {
        const foe = s.encounter.combatants.find((c) => c.id === d.from)!;
        const turn: CombatState = { ...s, current: foe.id, use: { actions: 0, moved: 0, steps: [], attacks: 0, turnTaken: false } };
        const reach = reachable(foe.position, adapter.moveBudget(foe, turn), movementCost(free, foe.id));
        let best = 0;
        for (const from of reach.hexes) {
          if (hexKey(from) === hexKey(e.hex)) continue;
          const combatants = s.encounter.combatants.map((c) => (c.id === foe.id ? { ...c, position: from } : c.id === a.id ? { ...c, position: e.hex } : c));
          const there = { ...turn, encounter: { ...s.encounter, combatants } } as CombatState;
          for (const w of adapter.weapons(foe)) {
            const p = attackPreview(there, { attacker: foe.id, defender: actor, weapon: w.name, situational: [] });
            if (p && p.blocked === null) best = Math.max(best, harmChance(p.preview));
          }
        }
        expect({ at: hexKey(e.hex), from: d.from, harm: d.harm }).toEqual({ at: hexKey(e.hex), from: d.from, harm: best });
      }
    }
  });

  it('refuses bad input with a reason and changes nothing', () => {
    const s = fightAfter(system, 0);
    const before = JSON.stringify(s);
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const other = s.encounter.combatants.find((c) => c.id !== actor)!;
    const friend = s.encounter.combatants.find((c) => c.id !== actor && (c.side === 'npc') === (a.side === 'npc'));
    expect(standHere(s, { actor: 'nobody' })).toEqual({ reason: 'No combatant "nobody".' });
    expect(standHere(s, { actor: other.id })).toEqual({ reason: `It is not ${other.name}'s turn.` });
    expect(standHere(s, { actor, target: 'nobody' })).toEqual({ reason: 'No combatant "nobody".' });
    if (friend) expect(standHere(s, { actor, target: friend.id })).toEqual({ reason: `${friend.name} is not an enemy of ${a.name}.` });
    expect(standHere(s, { actor, target: actor })).toEqual({ reason: `${a.name} is not an enemy of ${a.name}.` });
    expect(standHere(initialState(EXAMPLES[system](), 'prep'), { actor })).toEqual({ reason: 'The fight has not started: nobody is acting.' });
    expect(JSON.stringify(s)).toBe(before);
  });
});
