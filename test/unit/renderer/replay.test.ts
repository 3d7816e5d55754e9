import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTimeline, clampStep, jump, turnStartOf, type StepMark } from '../../../src-renderer/state/timeline';
import { eventsOf, eventsUpTo, openReplay, replayProblem, whereLabel } from '../../../src-renderer/state/replaying';
import { Session, type SessionRecord } from '../../../shared/engine/session';
import { playTurn } from '../../../shared/sim/autoplay';
import { EXAMPLES } from '../../../shared/sim/examples';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { ReplayState } from '../../../src-renderer/state/replay.svelte';
import { action, runAction } from '../../../src-renderer/app/actions';
import { actionForKey } from '../../../src-renderer/app/keyboard';
import { FakeHost } from './fakeHost';

const m = (round: number, turn: number, current: string | null): StepMark => ({ round, turn, current });

// Steps: 0 prep, 1 start (R1 A), 2 move, 3 end-turn (R1 B), 4 attack, 5 end-turn (R2 A), 6 move, 7 end-turn (R2 B).
const MARKS = [m(0, 0, null), m(1, 1, 'a'), m(1, 1, 'a'), m(1, 2, 'b'), m(1, 2, 'b'), m(2, 1, 'a'), m(2, 1, 'a'), m(2, 2, 'b')];

describe('buildTimeline', () => {
  it('marks a turn wherever the round, the turn count or the actor changes, and a round where the round does', () => {
    const t = buildTimeline(MARKS);
    expect(t.last).toBe(7);
    expect(t.turnStarts).toEqual([0, 1, 3, 5, 7]);
    expect(t.roundStarts).toEqual([0, 1, 5]);
  });

  it('sees a VERS hand-off to another actor with the same turn count as a new turn', () => {
    expect(buildTimeline([m(0, 0, null), m(1, 1, 'a'), m(1, 1, 'b')]).turnStarts).toEqual([0, 1, 2]);
  });

  it('sees "between rounds" (no actor) as a turn of its own', () => {
    expect(buildTimeline([m(0, 0, null), m(1, 1, 'a'), m(1, 1, null), m(2, 1, 'a')]).turnStarts).toEqual([0, 1, 2, 3]);
  });

  it('holds only step 0 for a session without commands', () => {
    expect(buildTimeline([m(0, 0, null)])).toEqual({ last: 0, roundStarts: [0], turnStarts: [0] });
  });
});

describe('jump', () => {
  const t = buildTimeline(MARKS);
  const cases: [number, Parameters<typeof jump>[2], number][] = [
    [4, 'first', 0], [4, 'last', 7],
    [4, 'prev-step', 3], [0, 'prev-step', 0], [4, 'next-step', 5], [7, 'next-step', 7],
    // Mid-turn, "previous turn" goes to this turn's start; at a turn's start, to the one before.
    [4, 'prev-turn', 3], [3, 'prev-turn', 1], [1, 'prev-turn', 0], [0, 'prev-turn', 0],
    [2, 'next-turn', 3], [3, 'next-turn', 5], [6, 'next-turn', 7], [7, 'next-turn', 7],
    [6, 'prev-round', 5], [5, 'prev-round', 1], [1, 'prev-round', 0],
    [0, 'next-round', 1], [1, 'next-round', 5], [5, 'next-round', 7],
    // Out of range steps are clamped first.
    [99, 'prev-step', 6], [-3, 'next-step', 1],
  ];
  it.each(cases)('from step %i, %s leads to step %i', (from, to, want) => {
    expect(jump(t, from, to)).toBe(want);
  });

  it('clamps and rounds steps into 0..last', () => {
    expect([clampStep(t, -1), clampStep(t, 2.6), clampStep(t, 70)]).toEqual([0, 3, 7]);
  });

  const timelines = fc
    .array(fc.record({ round: fc.integer({ min: 0, max: 3 }), turn: fc.integer({ min: 0, max: 3 }), current: fc.constantFrom('a', 'b', null) }), { minLength: 1, maxLength: 30 })
    .map((marks) => buildTimeline(marks));

  it('next/previous turn and round always land on a start (or the last step) strictly past the step', () => {
    fc.assert(fc.property(timelines, fc.nat(40), (tl, raw) => {
      const s = clampStep(tl, raw);
      for (const [dir, starts] of [['turn', tl.turnStarts], ['round', tl.roundStarts]] as const) {
        const next = jump(tl, s, `next-${dir}`);
        const prev = jump(tl, s, `prev-${dir}`);
        expect(next === tl.last || starts.includes(next)).toBe(true);
        expect(starts.includes(prev)).toBe(true);
        if (s < tl.last) expect(next).toBeGreaterThan(s);
        if (s > 0) expect(prev).toBeLessThan(s);
        // Nothing is skipped: no start lies strictly between the step and where the jump leads.
        expect(starts.some((x) => x > s && x < next)).toBe(false);
        expect(starts.some((x) => x < s && x > prev)).toBe(false);
      }
      expect(tl.roundStarts.every((r) => tl.turnStarts.includes(r))).toBe(true);
      expect(turnStartOf(tl, s)).toBeLessThanOrEqual(s);
    }));
  });
});

/** A real VERS fight played by the built-in tactic for a few turns, saved as a record. */
function playedRecord(turns: number): SessionRecord {
  const session = new Session(EXAMPLES.vers(), 'replay-test');
  session.apply({ type: 'start-combat' });
  const apply = (cmd: Parameters<Session['apply']>[0]) => (session.apply(cmd).ok ? session.state : null);
  for (let i = 0; i < turns && session.state.phase === 'combat'; i++) playTurn(session.state, apply);
  return session.toRecord();
}

describe('openReplay', () => {
  const record = playedRecord(8);

  it('rebuilds every step of a clean record with nothing to report', () => {
    const r = openReplay(record);
    expect(r.stopped).toBeNull();
    expect(r.differsFrom).toBeNull();
    expect(replayProblem(r)).toBeNull();
    expect(r.timeline.last).toBe(record.commands.length);
    // The last step is the fight as saved: same round, same actor, the whole log.
    const saved = openReplay(record).session.state;
    expect(r.session.stateAt(r.timeline.last).round).toBe(saved.round);
    expect(eventsUpTo(r, r.timeline.last)).toEqual(r.session.events);
    expect(eventsUpTo(r, 0)).toEqual([]);
    expect(eventsOf(r, 0)).toEqual([]);
  });

  it('places every round start where the round number changes and steps turn by turn through every actor', () => {
    const r = openReplay(record);
    for (const s of r.timeline.roundStarts.slice(1)) expect(r.session.stateAt(s).round).toBe(r.session.stateAt(s - 1).round + 1);
    const visited = [0];
    for (let s = 0; s < r.timeline.last;) visited.push((s = jump(r.timeline, s, 'next-turn')));
    // Next turn visits every turn start in order (then the last step, if it is not one).
    expect(visited.filter((s) => r.timeline.turnStarts.includes(s))).toEqual(r.timeline.turnStarts);
    const actors = r.timeline.turnStarts.map((s) => r.session.stateAt(s).current);
    expect(actors.filter((a) => a !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('stops at a refused command, says which, and keeps the steps before it', () => {
    const bad = { command: { type: 'move' as const, id: 'nobody', path: [{ q: 0, r: 0 }] }, digest: '0000000000000000' };
    const tampered: SessionRecord = { ...record, commands: [...record.commands.slice(0, 5), bad, ...record.commands.slice(5)] };
    const r = openReplay(tampered);
    expect(r.stopped).toMatchObject({ command: 6, total: record.commands.length + 1, type: 'move' });
    expect(r.stopped!.reason).toContain('nobody');
    expect(r.session.canRedo).toBe(false);
    expect(r.timeline.last).toBe(5);
    expect(replayProblem(r)).toMatch(/stopped at command 6 of \d+.*Showing the 5 commands before it/);
  });

  it('replays on past a digest that differs and names the first such command', () => {
    const commands = record.commands.map((c, i) => (i === 3 ? { ...c, digest: 'ffffffffffffffff' } : c));
    const r = openReplay({ ...record, commands });
    expect(r.stopped).toBeNull();
    expect(r.differsFrom).toBe(4);
    expect(r.timeline.last).toBe(record.commands.length);
    expect(replayProblem(r)).toContain('From command 4 on');
  });
});

describe('whereLabel', () => {
  it('tells before, during (with the actor\'s name) and between turns', () => {
    const r = openReplay(playedRecord(2));
    const s1 = r.session.stateAt(1);
    const name = s1.encounter.combatants.find((c) => c.id === s1.current)!.name;
    expect(whereLabel(r.session.stateAt(0))).toBe('Before the fight');
    expect(whereLabel(s1)).toBe(`Round 1 · ${name}'s turn`);
    expect(whereLabel({ ...s1, current: null })).toBe('Round 1 · Between turns');
    expect(whereLabel({ ...s1, phase: 'ended' })).toBe('Round 1 · Fight over');
  });
});

describe('the replay viewer\u2019s keys and buttons', () => {
  function replaying() {
    const s = new Session(EXAMPLES.yaugs(), 'replay-keys');
    for (const c of [{ type: 'start-combat' }, { type: 'end-turn' }, { type: 'end-turn' }] as const) expect(s.apply(c).ok).toBe(true);
    const app = new AppState(new FakeHost().host, null);
    app.workspace.replay = new ReplayState(s.toRecord());
    app.workspace.show('replay');
    return app;
  }
  const key = (app: AppState, k: string, shift = false) => {
    const a = actionForKey({ key: k, shiftKey: shift, ctrlKey: false, metaKey: false, altKey: false }, { typing: false, menuOwnsKeys: false });
    return a ? runAction(app, a.id, 'key') : Promise.resolve(false);
  };

  it('step with the arrows, jump with Home and End; a move past either end is greyed', async () => {
    const app = replaying();
    expect(action('replay-prev-step').enabled(app)).toBe(false);
    await key(app, 'ArrowRight');
    expect(app.workspace.replay!.step).toBe(1);
    await key(app, 'End');
    expect(app.workspace.replay!.step).toBe(app.workspace.replay!.last);
    expect(action('replay-next-step').enabled(app)).toBe(false);
    expect(await key(app, 'ArrowRight')).toBe(false);
    await key(app, 'ArrowLeft', true);
    expect(app.workspace.replay!.step).toBeLessThan(app.workspace.replay!.last);
    await key(app, 'Home');
    expect(app.workspace.replay!.step).toBe(0);
  });

  it('the slider shows any step, kept within the steps there are', () => {
    const app = replaying();
    app.workspace.replay!.show(99);
    expect(app.workspace.replay!.step).toBe(app.workspace.replay!.last);
  });

  it('replay keys do nothing outside the replay (the arrows belong to the map there)', async () => {
    const app = replaying();
    app.workspace.show('prep');
    expect(await key(app, 'ArrowRight')).toBe(false);
    expect(app.workspace.replay!.step).toBe(0);
  });
});
