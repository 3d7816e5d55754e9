// Delay and ready (House rules, shared/engine/waiting.ts): a turn put off to later in the round, and
// an attack held through the round until a trigger, each a logged command that undoes and replays.
import { describe, expect, it } from 'vitest';
import { attackPreview, digestOf, reduce, replay, Session, type Command, type CombatState } from '../../../shared/engine';
import { readiedIds } from '../../../shared/engine/waiting';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { EXAMPLES, fourVsFour } from '../../../shared/sim/examples';
import type { SystemId } from '../../../shared/model/catalog';

function ok(s: CombatState, cmd: Command): { state: CombatState; kinds: string[]; summaries: string[] } {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return { state: r.state, kinds: r.events.map((e) => e.kind), summaries: r.events.map((e) => e.summary) };
}

function refused(s: CombatState, cmd: Command): string {
  const r = reduce(s, cmd);
  if (r.ok) throw new Error(`${cmd.type} was taken`);
  return r.reason;
}

const started = (system: SystemId, seed = 'waiting'): Session => {
  const session = new Session(system === 'yaugs' ? EXAMPLES.yaugs() : fourVsFour(system), seed);
  session.apply({ type: 'start-combat' });
  return session;
};

const endTurn = (s: CombatState, next?: string): CombatState => ok(s, { type: 'end-turn', ...(next ? { next } : {}) }).state;

/** Wren's readied shot at Bruiser, with the choices the engine's plan takes by default. */
function wrenShoots(s: CombatState): Command {
  const req = { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [], readied: true };
  return { type: 'attack', ...req, choices: attackPreview(s, req)!.choices };
}

describe('delay in a fixed order (YAUGS)', () => {
  it('the next in order acts, the delayed one goes last, has not acted and keeps its conditions', () => {
    let s = started('yaugs').state;
    const [first, second] = s.order;
    s = ok(s, { type: 'add-condition', id: first!, condition: 'stunned', turns: 1 }).state;
    const d = ok(s, { type: 'delay', id: first! });
    expect(d.kinds).toEqual(['turn-delayed', 'turn-started']);
    expect(d.state.current).toBe(second);
    expect(d.state.order.at(-1)).toBe(first);
    expect(d.state.acted).not.toContain(first);
    // A put-off turn is not a turn taken: a one-turn condition still waits for it.
    expect(d.state.conditions[first!]?.[0]?.turnsLeft).toBe(1);
    expect(d.state.waiting?.delayed).toEqual([first]);
  });

  it('when its place comes at the end of the round, the delayed one acts, "after waiting", then round 2 begins', () => {
    let s = started('yaugs').state;
    const first = s.order[0]!;
    s = ok(s, { type: 'delay', id: first }).state;
    while (s.current !== first) s = endTurn(s);
    expect(s.round).toBe(1);
    expect(s.waiting).toBeUndefined();
    s = endTurn(s);
    expect(s.round).toBe(2);
    // YAUGS keeps the order the round ended with (RULES.md 1.7: the GM's order): last now.
    expect(s.order.at(-1)).toBe(first);
  });

  it('the GM hands the turn to the delayed one after anyone, and it keeps that place', () => {
    let s = started('yaugs').state;
    const [first, second, third] = s.order;
    s = ok(s, { type: 'delay', id: first! }).state;
    const stepped = ok(s, { type: 'end-turn', next: first! });
    expect(stepped.summaries).toContain(`${s.encounter.combatants.find((c) => c.id === first)!.name}'s turn, after waiting`);
    expect(stepped.state.current).toBe(first);
    expect(stepped.state.order.slice(0, 2)).toEqual([second, first]);
    expect(stepped.state.waiting).toBeUndefined();
    // Only a delayed combatant can be handed the turn in a fixed order.
    expect(refused(s, { type: 'end-turn', next: third! })).toMatch(/only to a combatant who delayed/);
  });

  it('is refused once the turn is used, outside one\'s turn, and when nobody else is left to act', () => {
    const session = started('yaugs');
    let s = session.state;
    const [first, second] = s.order;
    expect(refused(s, { type: 'delay', id: second! })).toMatch(/not .*'s turn/);
    expect(refused(s, { type: 'delay', id: first!, next: first! })).toMatch(/cannot hand the turn it puts off to itself/);
    s = ok(s, { type: 'action', id: first!, kind: 'use-item', note: '' }).state;
    expect(refused(s, { type: 'delay', id: first! })).toMatch(/delayed only before anything is done/);
    s = session.state;
    while (s.order.filter((id) => !s.acted.includes(id) && !s.out.includes(id)).length > 1) s = endTurn(s);
    expect(refused(s, { type: 'delay', id: s.current! })).toMatch(/Nobody else is still to act/);
  });
});

describe('delay where the turn is handed on (VERS)', () => {
  it('the delayed one is still to act and can be handed the turn later in the round', () => {
    let s = started('vers').state;
    const first = s.current!;
    s = ok(s, { type: 'delay', id: first }).state;
    expect(s.current).not.toBe(first);
    expect(s.order).not.toContain(first);
    expect(s.acted).not.toContain(first);
    s = endTurn(s, first);
    expect(s.current).toBe(first);
    expect(s.order.at(-1)).toBe(first);
  });

  it('a Disabled character who delays rolls Discipline once, when its turn first begins', () => {
    let s = started('vers').state;
    const first = s.current!;
    const other = s.encounter.combatants.find((c) => c.id !== first && c.side !== 'npc')!.id;
    s = ok(s, { type: 'adjust-harm', id: other, addMark: { condition: 'disabled', lethal: false, note: '' }, reason: 'test' } as Command).state;
    // Faces 1 1 1 pass the Discipline roll.
    const began = ok(s, { type: 'end-turn', next: other, dice: [1, 1, 1] });
    expect(began.summaries.some((t) => t.includes('passes'))).toBe(true);
    s = ok(began.state, { type: 'delay', id: other }).state;
    // Faces 6 6 6 would fail it: handed the turn again, the character is not asked again.
    const resumed = ok(s, { type: 'end-turn', next: other, dice: [6, 6, 6] });
    expect(resumed.state.current).toBe(other);
    expect(resumed.summaries.some((t) => t.includes('Discipline') || t.includes('falls'))).toBe(false);
  });
});

describe('ready', () => {
  it('ends the turn; the readied attack is made out of turn and spends nothing of the turn it interrupts', () => {
    let s = started('yaugs').state;
    // Wren (an archer) readies a shot at Bruiser across the ford.
    while (s.current !== 'wren') s = endTurn(s);
    const r = ok(s, { type: 'ready', id: 'wren', trigger: 'when Bruiser breaks cover' });
    expect(r.kinds.slice(0, 2)).toEqual(['readied', 'turn-started']);
    expect(r.state.acted).toContain('wren');
    expect(r.state.waiting?.readied).toEqual({ wren: 'when Bruiser breaks cover' });
    s = r.state;
    while (s.current !== 'bruiser') s = endTurn(s);
    const use = s.use;
    const shot = ok(s, wrenShoots(s));
    expect(shot.kinds[0]).toBe('readied-attack');
    expect(shot.summaries[0]).toBe('Wren makes the readied attack (when Bruiser breaks cover)');
    expect(shot.kinds).toContain('attack');
    expect(shot.state.current).toBe('bruiser');
    expect(shot.state.use).toBe(use);
    expect(shot.state.waiting).toBeUndefined();
    // Once made, it is gone; and nobody attacks out of turn without one.
    expect(refused(shot.state, wrenShoots(s))).toBe('Wren has no readied attack.');
  });

  it('is offered only while its maker is still in the fight', () => {
    let s = started('yaugs').state;
    const first = s.current!;
    s = ok(s, { type: 'ready', id: first, trigger: '' }).state;
    expect(readiedIds(s)).toEqual([first]);
    s = ok(s, { type: 'set-out', id: first, out: true, reason: 'test' }).state;
    expect(readiedIds(s)).toEqual([]);
  });

  it('lapses, with a log line, when its maker\'s next turn begins', () => {
    let s = started('yaugs').state;
    const first = s.current!;
    s = ok(s, { type: 'ready', id: first, trigger: '' }).state;
    let kinds: string[] = [];
    while (s.current !== first) {
      const r = ok(s, { type: 'end-turn' });
      s = r.state;
      kinds = r.kinds;
    }
    expect(s.round).toBe(2);
    expect(kinds).toContain('ready-lapsed');
    expect(s.waiting).toBeUndefined();
  });

  it('is refused after an attack or action in the turn, and in Waylights after a dash (no Fight left)', () => {
    let s = started('yaugs').state;
    s = ok(s, { type: 'action', id: s.current!, kind: 'reload', note: '' }).state;
    expect(refused(s, { type: 'ready', id: s.current!, trigger: '' })).toMatch(/readied attack is the turn's action/);
    const w = started('waylights').state;
    const actor = w.encounter.combatants.find((c) => c.id === w.current)!;
    const movement = (actor.sheet as { movement: number }).movement;
    // A dash: two Moves in one run, towards the middle of the map (the heroes stand on the left).
    const dir = actor.side === 'pc' ? 1 : -1;
    const path = Array.from({ length: movement + 2 }, (_, i) => ({ q: actor.position.q + dir * (i + 1), r: actor.position.r }));
    const dashed = reduce(w, { type: 'move', id: actor.id, path });
    if (!dashed.ok) throw new Error(dashed.reason);
    expect(refused(dashed.state, { type: 'ready', id: actor.id, trigger: '' })).toMatch(/no action is left to fight/);
  });

  it('in Waylights the readied shot lands while the acting character has spent both its actions', () => {
    let s = started('waylights').state;
    while (s.current !== 'p2') s = endTurn(s);
    s = ok(s, { type: 'ready', id: 'p2', trigger: 'when a foe breaks cover' }).state;
    while (s.encounter.combatants.find((c) => c.id === s.current)?.side !== 'npc') s = endTurn(s);
    const foe = s.current!;
    for (const kind of ['use-item', 'use-skill'] as const) s = ok(s, { type: 'action', id: foe, kind, note: '' }).state;
    const req = { attacker: 'p2', defender: foe, weapon: 'Pneumatic rifle', situational: [], readied: true };
    const planned = attackPreview(s, req);
    expect(planned?.blocked).toBeNull();
    const shot = ok(s, { type: 'attack', ...req, choices: planned!.choices });
    expect(shot.kinds).toEqual(expect.arrayContaining(['readied-attack', 'attack']));
    expect(shot.state.current).toBe(foe);
    expect(shot.state.use).toBe(s.use);
  });

  it('the players read that someone readies, never the GM\'s trigger', () => {
    const session = started('yaugs');
    const first = session.state.current!;
    expect(session.apply({ type: 'ready', id: first, trigger: 'when the lurker shows' }).ok).toBe(true);
    const view = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    const texts = view.log.map((e) => e.text);
    expect(texts.some((t) => t.endsWith('readies an action'))).toBe(true);
    expect(texts.join(' ')).not.toContain('lurker shows');
  });
});

describe('delay and ready in a session', () => {
  it('undo brings back the turn as it was; a recorded session replays die for die', () => {
    const session = started('yaugs', 'replay-waiting');
    const before = digestOf(session.state);
    const first = session.state.current!;
    expect(session.apply({ type: 'delay', id: first }).ok).toBe(true);
    session.undo();
    expect(digestOf(session.state)).toBe(before);
    session.redo();
    while (session.state.current !== 'wren') expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    expect(session.apply({ type: 'ready', id: 'wren', trigger: 'door' }).ok).toBe(true);
    expect(session.apply(wrenShoots(session.state)).ok).toBe(true);
    const again = replay(JSON.parse(JSON.stringify(session.toRecord())), { verify: true });
    expect(again.mismatch).toBeNull();
    expect(digestOf(again.state)).toBe(digestOf(session.state));
  });
});
