// The shading worked out ahead (shadingAhead.ts): a state a command made is sent to the thread while
// the journal writes, and its answer is shown when that very state is asked, never for another.
import { describe, expect, it } from 'vitest';
import { hexKey, hexNeighbor } from '../../../shared/hex';
import { reduce, type CombatState } from '../../../shared/engine';
import { shadingOf, type Shading, type ShadingMode } from '../../../src-renderer/state/shading';
import { stateAhead } from '../../../src-renderer/state/shadingAhead';
import type { RemoteShading } from '../../../src-renderer/state/shadingRemote';
import { ShadingView, type IdleScheduler } from '../../../src-renderer/state/shadingView.svelte';
import { startedSample } from './startedSample';

/** The promise turns of an answer that is back already. */
const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};
const words = (s: Shading) => [...s.cells.values()].map((c) => `${hexKey(c.hex)} ${c.words}`).sort();

function moved(s: CombatState): CombatState {
  const a = s.encounter.combatants.find((c) => c.id === s.current)!;
  for (let d = 0; d < 6; d++) {
    const r = reduce(s, { type: 'move', id: a.id, path: [hexNeighbor(a.position, d)] });
    if (r.ok) return r.state;
  }
  throw new Error('no free hex next to the actor');
}

describe('the shading worked out ahead', () => {
  it('is shown as soon as the state it was worked out for is asked, and only then', async () => {
    const s0 = startedSample('vers', 'ahead').state;
    const asked: { state: CombatState; mode: ShadingMode; target: string | null }[] = [];
    let skip = false;
    const remote: RemoteShading = {
      ask: (state, mode, target) => (asked.push({ state, mode, target }), Promise.resolve(skip ? null : shadingOf(state, mode, target))),
      dispose: () => {},
    };
    const idle: IdleScheduler = () => () => {};
    const view = new ShadingView(idle, () => performance.now(), idle, remote);
    view.ask(s0, 'danger', null);
    await Promise.resolve();
    expect(view.working).toBe(false);
    const s1 = moved(s0);
    stateAhead(s1);
    expect(asked.map((a) => [a.state === s1, a.mode, a.target])).toEqual([[false, 'danger', null], [true, 'danger', null]]);
    // Still the old state's shading on screen until the fight shows the new one.
    expect(words(view.current)).toEqual(words(shadingOf(s0, 'danger', null)));
    await Promise.resolve();
    await Promise.resolve();
    view.ask(s1, 'danger', null);
    expect(asked).toHaveLength(2);
    // A few promise turns, no thread's work: the legend says it is working for no frame at all.
    await settle();
    expect(view.working).toBe(false);
    expect(words(view.current)).toEqual(words(shadingOf(s1, 'danger', null)));
    // Ahead of a state then asked in another mode: the thread is asked again for it.
    const s2 = moved(s1);
    stateAhead(s2);
    view.ask(s2, 'best', null);
    expect(asked).toHaveLength(4);
    await settle();
    expect(words(view.current)).toEqual(words(shadingOf(s2, 'best', null)));
    // An ask ahead the thread skipped (a newer one replaced it) is asked again, not shown empty.
    const s3 = moved(s2);
    skip = true;
    stateAhead(s3);
    skip = false;
    view.ask(s3, 'best', null);
    await settle();
    expect(asked).toHaveLength(6);
    expect(view.working).toBe(false);
    expect(words(view.current)).toEqual(words(shadingOf(s3, 'best', null)));
    view.dispose();
    stateAhead(moved(s3));
    expect(asked).toHaveLength(6);
  });
});
