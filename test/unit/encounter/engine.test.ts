import { describe, expect, it } from 'vitest';
import { hexDistance, hexNeighbors, hexPlace } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import { initialState } from '../../../shared/model/initial';
import { planAttack } from '../../../shared/engine/plan';
import { reduce } from '../../../shared/engine/reducer';
import { Session, replay } from '../../../shared/engine/session';
import { digestOf } from '../../../shared/engine/digest';
import { playTurn } from '../../../shared/sim/autoplay';
import { adapterFor } from '../../../shared/systems/registry';
import type { Command } from '../../../shared/model/commands';
import { commandSchema } from '../../../shared/systems/registry';
import type { CombatState } from '../../../shared/model/state';
import type { Encounter } from '../../../shared/model/schema';

const SYSTEMS = ['yaugs', 'vers', 'waylights'] as const;

function started(enc: Encounter, seed = 'seed'): CombatState {
  const r = reduce(initialState(enc, seed), { type: 'start-combat' });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** Plays `turns` turns with the built-in tactic, recording every command. */
function playSession(enc: Encounter, seed: string, turns: number): Session {
  const session = new Session(enc, seed);
  const apply = (cmd: Command) => (session.apply(cmd).ok ? session.state : null);
  let s = session.state;
  for (let i = 0; i < turns && s.phase !== 'ended'; i++) s = playTurn(s, apply);
  return session;
}

describe.each(SYSTEMS)('%s engine', (system) => {
  const enc = EXAMPLES[system]();

  it('starts combat in round 1 with someone to act', () => {
    const s = started(enc);
    expect(s.phase).toBe('combat');
    expect(s.round).toBe(1);
    expect(s.current).not.toBeNull();
    expect(Object.keys(s.harm).sort()).toEqual(enc.combatants.map((c) => c.id).sort());
  });

  it('the same seed and commands give identical digests; another seed gives other dice', () => {
    const a = playSession(enc, 'alpha', 24);
    const b = playSession(enc, 'alpha', 24);
    expect(a.applied.map((e) => e.digest)).toEqual(b.applied.map((e) => e.digest));
    const c = replay({ ...a.toRecord(), seed: 'beta' });
    const rollsA = a.events.flatMap((e) => e.rolls.map((r) => r.roll?.faces.map((f) => f.value).join(',')));
    const rollsC = c.session.events.flatMap((e) => e.rolls.map((r) => r.roll?.faces.map((f) => f.value).join(',')));
    expect(rollsA.length).toBeGreaterThan(0);
    expect(rollsC).not.toEqual(rollsA);
  });

  it('replay --verify accepts its own record and finds a tampered digest', () => {
    const a = playSession(enc, 'gamma', 16);
    const record = a.toRecord();
    expect(replay(record, { verify: true }).mismatch).toBeNull();
    const i = Math.floor(record.commands.length / 2);
    const tampered = { ...record, commands: record.commands.map((e, k) => (k === i ? { ...e, digest: '0'.repeat(16) } : e)) };
    expect(replay(tampered, { verify: true }).mismatch?.index).toBe(i);
  });

  it('undo then redo returns the identical state', () => {
    const a = playSession(enc, 'delta', 12);
    const after = digestOf(a.state);
    const n = a.applied.length;
    for (let k = 0; k < n; k++) a.undo();
    expect(digestOf(a.state)).toBe(digestOf(initialState(enc, 'delta')));
    for (let k = 0; k < n; k++) a.redo();
    expect(digestOf(a.state)).toBe(after);
  });

  it('a refused command leaves the state untouched and says why', () => {
    const s = started(enc);
    const before = JSON.stringify(s);
    const other = enc.combatants.find((c) => c.id !== s.current)!;
    const cases: Command[] = [
      { type: 'move', id: other.id, path: [hexNeighbors(other.position)[0]!] },
      { type: 'move', id: s.current!, path: [{ q: 900, r: 900 }] },
      { type: 'attack', attacker: other.id, defender: s.current!, weapon: 'x', situational: [], choices: planAttack(s, { attacker: s.current!, defender: other.id, weapon: adapterFor(system).weapons(combatantOf(s, s.current!))[0]!.name, situational: [] })!.command.choices },
      { type: 'start-combat' },
      { type: 'damage-cover', coverId: 'nope', amount: 1, reason: '' },
      { type: 'break-free', id: other.id },
    ];
    for (const cmd of cases) {
      const r = reduce(s, cmd);
      expect(r.ok, cmd.type).toBe(false);
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(10);
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('a move into a wall or an occupied hex is refused with the reason', () => {
    const s = started(enc);
    const me = combatantOf(s, s.current!);
    const someoneElse = s.encounter.combatants.find((c) => c.id !== me.id)!;
    const r = reduce(s, { type: 'move', id: me.id, path: [someoneElse.position] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/held by|jumps/);
  });

  it('refusals name hexes by the map\u2019s column and row, as the map\u2019s readout does, never axial', () => {
    const s = started(enc);
    const o = s.encounter.map.orientation;
    const me = combatantOf(s, s.current!);
    const someoneElse = s.encounter.combatants.find((c) => c.id !== me.id)!;
    // A step onto someone standing next door (moved beside me first), and a jump across the map.
    const beside = hexNeighbors(me.position).find((h) => !s.encounter.combatants.some((c) => c.position.q === h.q && c.position.r === h.r) && !s.encounter.map.terrain.some((t) => t.q === h.q && t.r === h.r))!;
    const crowded: CombatState = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === someoneElse.id ? { ...c, position: beside } : c)) } as Encounter };
    const held = reduce(crowded, { type: 'move', id: me.id, path: [beside] });
    expect(held).toEqual({ ok: false, reason: `${me.name} cannot move there: ${hexPlace(beside, o)} is held by ${someoneElse.name}.` });
    const far = { q: me.position.q + 5, r: me.position.r };
    const jump = reduce(s, { type: 'move', id: me.id, path: [far] });
    expect(jump).toEqual({ ok: false, reason: `The path jumps at ${hexPlace(far, o)}: each step must go to a neighbouring hex.` });
    // A newcomer off the map, and one on a hex already taken.
    const off = { q: 900, r: 900 };
    const joinOff = reduce(s, { type: 'add-combatant', combatant: { ...someoneElse, id: 'newcomer', name: 'Newcomer', position: off } });
    expect(joinOff).toEqual({ ok: false, reason: `C${hexPlace(off, o).slice(1)} is off the map.` });
    const joinTaken = reduce(s, { type: 'add-combatant', combatant: { ...someoneElse, id: 'newcomer', name: 'Newcomer', position: me.position } });
    expect(joinTaken).toEqual({ ok: false, reason: `Newcomer cannot stand on ${hexPlace(me.position, o)}: it is a wall, solid cover or taken.` });
    for (const r of [held, jump, joinOff, joinTaken]) if (!r.ok) expect(r.reason).not.toMatch(/hex -?\d+ ?, ?-?\d+/i);
  });

  it('every combatant acts once per round, then the round advances', () => {
    let s = started(enc);
    const seen: string[] = [];
    const active = s.encounter.combatants.filter((c) => !s.out.includes(c.id)).length;
    for (let i = 0; i < active; i++) {
      seen.push(s.current!);
      const r = reduce(s, { type: 'end-turn' });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(new Set(seen).size).toBe(active);
    expect(s.round).toBe(2);
  });
});

function combatantOf(s: CombatState, id: string) {
  return s.encounter.combatants.find((c) => c.id === id)!;
}

describe('turn order per system', () => {
  it('Waylights acts by Timing, highest first', () => {
    const enc = EXAMPLES.waylights();
    const s = started(enc);
    const timings = s.order.map((id) => {
      const c = combatantOf(s, id);
      return 'timing' in c.sheet ? c.sheet.timing : 0;
    });
    expect([...timings].sort((a, b) => b - a)).toEqual(timings);
  });

  it('YAUGS follows the order the GM gives', () => {
    const enc = EXAMPLES.yaugs();
    const order = [...enc.combatants.map((c) => c.id)].reverse();
    const r = reduce(initialState(enc, 's'), { type: 'start-combat', order });
    expect(r.ok && r.state.current).toBe(order[0]);
  });

  it('VERS hands the turn to the one the acting side picks, never to someone who has acted', () => {
    const enc = EXAMPLES.vers();
    let s = started(enc);
    const first = s.current!;
    const pick = enc.combatants.find((c) => c.id !== first)!.id;
    let r = reduce(s, { type: 'end-turn', next: pick });
    expect(r.ok && r.state.current).toBe(pick);
    if (!r.ok) return;
    s = r.state;
    r = reduce(s, { type: 'end-turn', next: first });
    expect(r.ok).toBe(false);
  });

  it('every system counts the attacks a defender received over the round, cleared when a new one begins (RULES.md 2.6, 4)', () => {
    for (const system of ['vers', 'yaugs', 'waylights'] as const) {
      let s = started(EXAMPLES[system]());
      s = { ...s, counters: { ...s.counters, attacksThisRound: { someone: 2 } } };
      const r = reduce(s, { type: 'end-turn' });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.state.counters.attacksThisRound).toEqual({ someone: 2 });
      const next = reduce(r.state, { type: 'next-round' });
      expect(next.ok && next.state.counters.attacksThisRound).toEqual({});
    }
  });
});

describe('movement', () => {
  it('refuses a path longer than the budget and accepts a legal one', () => {
    const enc = EXAMPLES.yaugs();
    const s = started(enc);
    const me = combatantOf(s, s.current!);
    const budget = adapterFor('yaugs').moveBudget(me, s);
    // Walk straight in one direction one hex past the budget, on open ground.
    const dir = hexNeighbors({ q: 0, r: 0 }).find((d) => {
      let h = me.position;
      for (let i = 0; i <= budget; i++) {
        h = { q: h.q + d.q, r: h.r + d.r };
        if (s.encounter.map.terrain.some((t) => t.q === h.q && t.r === h.r) || s.encounter.combatants.some((c) => c.position.q === h.q && c.position.r === h.r)) return false;
      }
      return true;
    })!;
    const path = Array.from({ length: budget + 1 }, (_, i) => ({ q: me.position.q + dir.q * (i + 1), r: me.position.r + dir.r * (i + 1) }));
    const tooFar = reduce(s, { type: 'move', id: me.id, path });
    expect(tooFar.ok).toBe(false);
    const ok = reduce(s, { type: 'move', id: me.id, path: path.slice(0, budget) });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(hexDistance(combatantOf(ok.state, me.id).position, me.position)).toBe(budget);
  });
});

describe('VERS Disabled characters roll Discipline as their turn begins', () => {
  function withDisabled(lethal: boolean) {
    const enc = EXAMPLES.vers();
    const s0 = started(enc);
    const first = s0.current!;
    const victim = enc.combatants.find((c) => c.id !== first)!;
    const harm = { system: 'vers' as const, marks: [{ condition: 'disabled' as const, lethal, note: 'test' }] };
    return { s: { ...s0, harm: { ...s0.harm, [victim.id]: harm } }, victim, first };
  }

  it('a failed roll drops the character (dead from a lethal mark) and passes the turn on', () => {
    const { s, victim } = withDisabled(true);
    const r = reduce(s, { type: 'end-turn', next: victim.id, dice: [6, 6, 6] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.out).toContain(victim.id);
    expect(r.state.harm[victim.id]).toMatchObject({ fallen: 'dead' });
    expect(r.state.current).not.toBe(victim.id);
    expect(r.events.some((e) => e.summary.includes('Discipline roll fails'))).toBe(true);
  });

  it('a passed roll lets the character act', () => {
    const { s, victim } = withDisabled(false);
    const r = reduce(s, { type: 'end-turn', next: victim.id, dice: [1, 1, 2] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.current).toBe(victim.id);
    expect(r.state.out).not.toContain(victim.id);
  });
});

describe('a GM ruling on who is out stands', () => {
  it('a combatant set out by hand stays out when someone else is hurt', () => {
    const enc = EXAMPLES.waylights();
    let s = started(enc);
    const bystander = enc.combatants.find((c) => c.id !== s.current)!;
    const r1 = reduce(s, { type: 'set-out', id: bystander.id, out: true, reason: 'fled' });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    s = r1.state;
    const other = enc.combatants.find((c) => c.id !== bystander.id)!;
    const r2 = reduce(s, { type: 'adjust-harm', id: other.id, wounds: 1, reason: 'trap' });
    expect(r2.ok).toBe(true);
    if (r2.ok) expect(r2.state.out).toContain(bystander.id);
  });
});

describe('changing a rules setting mid-fight (issue: settings per encounter)', () => {
  it('applies from the next command, is logged with what changed, and keeps the others', () => {
    const s = started(EXAMPLES.waylights());
    const parsed = commandSchema.parse({ type: 'change-settings', settings: { nearMissTension: false }, reason: 'table ruling' });
    const r = reduce(s, parsed);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.encounter.settings).toEqual({ ...s.encounter.settings, nearMissTension: false });
    expect(r.events[0]!.summary).toBe('Settings changed from the next command on: nearMissTension on -> off (table ruling)');
  });

  it('refuses a setting the system does not have, or a value out of range, and changes nothing', () => {
    const s = started(EXAMPLES.vers());
    const frozen = JSON.stringify(s);
    expect(reduce(s, { type: 'change-settings', settings: { nearMissTension: false } })).toEqual({ ok: false, reason: 'vers has no setting called "nearMissTension".' });
    const bad = reduce(s, { type: 'change-settings', settings: { tnBase: 99 } });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(frozen);
  });
});
