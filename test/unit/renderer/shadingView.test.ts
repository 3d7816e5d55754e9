// The GM map's step-here shading is worked out off the pointer's path: an ask clears the old
// shading at once and fills the new one only when the idle job runs; a newer ask wins.
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../shared/hex';
import { shadingOf } from '../../../src-renderer/state/shading';
import { ShadingView, type IdleScheduler } from '../../../src-renderer/state/shadingView.svelte';
import { startedSample } from './startedSample';

/** An idle queue the test runs by hand. */
function manualIdle(): { idle: IdleScheduler; run: () => number } {
  let jobs: { job: () => void; live: boolean }[] = [];
  return {
    idle: (job) => {
      const j = { job, live: true };
      jobs.push(j);
      return () => void (j.live = false);
    },
    // Every slice until none is left (a slice that stops short schedules the next): how many ran.
    run: () => {
      let ran = 0;
      while (jobs.length) {
        const now = jobs.filter((j) => j.live);
        jobs = [];
        for (const j of now) j.job();
        ran += now.length;
      }
      return ran;
    },
  };
}

describe('the shading off the pointer\u2019s path', () => {
  it('shows nothing until the idle job has worked it out, then standHere\u2019s shading', () => {
    const session = startedSample('yaugs', 'view');
    const q = manualIdle();
    const view = new ShadingView(q.idle, () => performance.now(), q.idle);
    view.ask(session.state, 'best', null);
    expect(view.working).toBe(true);
    expect(view.current.cells.size).toBe(0);
    expect(q.run()).toBeGreaterThan(0);
    expect(view.working).toBe(false);
    const want = shadingOf(session.state, 'best', null);
    expect([...view.current.cells.keys()].sort()).toEqual([...want.cells.keys()].sort());
  });

  it('after a move the old shading goes at once, and only the newest ask is drawn', () => {
    const session = startedSample('vers', 'view');
    const q = manualIdle();
    const view = new ShadingView(q.idle, () => performance.now(), q.idle);
    const before = session.state;
    view.ask(before, 'danger', null);
    q.run();
    expect(view.current.cells.size).toBeGreaterThan(0);
    const actor = before.encounter.combatants.find((c) => c.id === before.current)!;
    const to = [...view.current.cells.values()].find((c) => hexKey(c.hex) !== hexKey(actor.position))!.hex;
    const moved = session.apply({ type: 'move', id: actor.id, path: [to] });
    if (!moved.ok) {
      // A one-step move the reducer refuses would prove nothing here.
      throw new Error(moved.reason);
    }
    view.ask(session.state, 'danger', null);
    // Never the shading of the position left behind.
    expect(view.current.cells.size).toBe(0);
    view.ask(session.state, 'best', null);
    q.run();
    expect([...view.current.cells.keys()].sort()).toEqual([...shadingOf(session.state, 'best', null).cells.keys()].sort());
  });

  it('works in slices that give the page back, and a newer ask stops the older one’s', () => {
    const session = startedSample('vers', 'slices');
    const q = manualIdle();
    // A clock 5 ms on at every reading: each slice weighs one hex, then gives the page back.
    let t = 0;
    const view = new ShadingView(q.idle, () => (t += 5), q.idle);
    const s = session.state;
    view.ask(s, 'danger', null);
    // More slices than hexes: the enemies' searches are steps too (counted after the view's own
    // ask: an ask before it on the same state would leave standHere its tables to reuse).
    const slices = q.run();
    const hexes = shadingOf(s, 'danger', null).cells.size;
    expect(slices).toBeGreaterThan(hexes);
    expect(view.current.cells.size).toBe(hexes);
    const foe = s.encounter.combatants.find((c) => c.side === 'npc')!;
    view.ask(s, 'danger', foe.id);
    view.ask(s, 'best', null);
    q.run();
    expect([...view.current.cells.values()].map((c) => c.words)).toEqual([...shadingOf(s, 'best', null).cells.values()].map((c) => c.words));
  });

  it('asks seen before on the same fight state come back at once (a token hovered and left)', () => {
    const session = startedSample('waylights', 'view');
    const q = manualIdle();
    const view = new ShadingView(q.idle, () => performance.now(), q.idle);
    const s = session.state;
    const foe = s.encounter.combatants.find((c) => c.side === 'npc')!;
    view.ask(s, 'best', null);
    q.run();
    const all = view.current;
    view.ask(s, 'best', foe.id);
    q.run();
    view.ask(s, 'best', null);
    expect(view.working).toBe(false);
    expect(view.current).toBe(all);
    view.ask(s, 'off', null);
    expect(view.current.cells.size).toBe(0);
    expect(q.run()).toBe(0);
  });

  it('a target that is no enemy: the reason, and no shading', () => {
    const session = startedSample('yaugs', 'view');
    const s = session.state;
    const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
    const ally = s.encounter.combatants.find((c) => c.id !== actor.id && c.side === actor.side)!;
    const q = manualIdle();
    const view = new ShadingView(q.idle, () => performance.now(), q.idle);
    for (const mode of ['best', 'danger'] as const) {
      view.ask(s, mode, ally.id);
      q.run();
      expect(view.current.cells.size).toBe(0);
      expect(view.current.reason).toBe(`${ally.name} is not an enemy of ${actor.name}.`);
    }
  });
});
