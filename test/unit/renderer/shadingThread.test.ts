// The step-here shading worked out on its own thread: what crosses to it (the map only when it
// changed), that its answers are the shading the GM window would have worked out itself, and that
// the window works it out itself when the thread fails.
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../shared/hex';
import { shadingOf, type Shading } from '../../../src-renderer/state/shading';
import { askFor, ShadingAnswerer } from '../../../src-renderer/state/shadingAsk';
import type { RemoteShading } from '../../../src-renderer/state/shadingRemote';
import { ShadingView, type IdleScheduler } from '../../../src-renderer/state/shadingView.svelte';
import { startedSample } from './startedSample';

const words = (s: Shading) => [...s.cells.values()].map((c) => `${hexKey(c.hex)} ${c.words}`).sort();
/** What crosses to a thread: a structured copy. */
const copied = <T>(x: T): T => structuredClone(x);

describe('the shading thread', () => {
  it('is sent the map once, and answers a move after it with the same shading as the window', () => {
    const session = startedSample('vers', 'thread');
    const answerer = new ShadingAnswerer();
    const first = askFor(1, session.state, 'danger', null, null);
    expect(first.ask.map).toBe(session.state.encounter.map);
    expect(words(answerer.answer(copied(first.ask)).shading!)).toEqual(words(shadingOf(session.state, 'danger', null)));
    const actor = session.state.encounter.combatants.find((c) => c.id === session.state.current)!;
    const to = [...shadingOf(session.state, 'best', null).cells.values()].find((c) => hexKey(c.hex) !== hexKey(actor.position))!.hex;
    const moved = session.apply({ type: 'move', id: actor.id, path: [to] });
    if (!moved.ok) throw new Error(moved.reason);
    // The move kept the map: it is not sent again, and the state crosses without it.
    const second = askFor(2, session.state, 'danger', null, first.map);
    expect(second.ask.map).toBeNull();
    expect(second.ask.state.encounter.map).toBeNull();
    expect(words(answerer.answer(copied(second.ask)).shading!)).toEqual(words(shadingOf(session.state, 'danger', null)));
  });

  it('an ask replaced while it queued comes back empty; a thread never sent a map says so', () => {
    const session = startedSample('yaugs', 'thread');
    const answerer = new ShadingAnswerer();
    const { ask } = askFor(7, session.state, 'best', null, session.state.encounter.map);
    expect(answerer.answer(ask)).toEqual({ id: 7, shading: null, error: 'no map was sent before this ask' });
    const full = askFor(8, session.state, 'best', null, null).ask;
    expect(answerer.skip(full)).toEqual({ id: 8, shading: null });
    // The skipped ask's map was kept for the next.
    expect(answerer.answer({ ...ask, id: 9 }).shading?.cells.size).toBe(shadingOf(session.state, 'best', null).cells.size);
  });

  it('the window shows the thread’s answer for the newest ask only, and works it out itself once the thread fails', async () => {
    const session = startedSample('waylights', 'thread');
    const s = session.state;
    const foe = s.encounter.combatants.find((c) => c.side === 'npc')!;
    let calls = 0;
    let fail = false;
    const remote: RemoteShading = {
      ask: (state, mode, target) => (calls++, fail ? Promise.reject(new Error('thread gone')) : Promise.resolve(shadingOf(state, mode, target))),
      dispose: () => {},
    };
    const jobs: (() => void)[] = [];
    const idle: IdleScheduler = (job) => (jobs.push(job), () => {});
    const view = new ShadingView(idle, () => performance.now(), idle, remote);
    view.ask(s, 'best', foe.id);
    view.ask(s, 'danger', null);
    await Promise.resolve();
    await Promise.resolve();
    expect(jobs).toHaveLength(0);
    expect(view.working).toBe(false);
    expect(words(view.current)).toEqual(words(shadingOf(s, 'danger', null)));
    // The older answer was kept: asked again, it shows at once.
    view.ask(s, 'best', foe.id);
    expect(calls).toBe(2);
    expect(words(view.current)).toEqual(words(shadingOf(s, 'best', foe.id)));
    fail = true;
    view.ask(s, 'best', null);
    await Promise.resolve();
    await Promise.resolve();
    expect(view.working).toBe(true);
    while (jobs.length) jobs.shift()!();
    expect(words(view.current)).toEqual(words(shadingOf(s, 'best', null)));
    // After a failure the thread is not asked again.
    view.ask(s, 'danger', foe.id);
    expect(calls).toBe(3);
  });
});
