// The step-here shading as the GM map shows it (issue 26), worked out off the pointer's path: a
// first ask of standHere with danger costs tens of milliseconds after a move (odds and sight lines
// the engine has not cached yet), so a $derived read by the map's overlays made the move's own
// frame, and the pointer events queued behind it, wait for it. Here the old shading goes at once
// when the fight, the mode or the target changes (never shown for another actor or position), and
// the new one is worked out in slices of a few milliseconds, from the first idle moment after the
// frame, so a pointer event waits at most one slice; it is drawn when complete. Where the page can
// start one, it is worked out on its own thread instead (shadingRemote.ts), beside the move's
// drawing; the slices stay for a page without it, or a thread that failed.
import type { CombatState } from '../../shared/model/state';
import { NO_SHADING as NONE, shadingSteps, type Shading, type ShadingMode } from './shading';
import type { RemoteShading } from './shadingRemote';
import { listenAhead } from './shadingAhead';

/** Runs `job` when the page is idle (after input and drawing); the returned function cancels it. */
export type IdleScheduler = (job: () => void) => () => void;

/** The browser's idle callback (a timeout where it has none), so input and drawing go first. */
export const browserIdle: IdleScheduler = (job) => {
  if (typeof requestIdleCallback === 'function') {
    // Within a frame even on a busy page: the shading must not wait for a quiet moment that never comes.
    const id = requestIdleCallback(job, { timeout: 16 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 0);
  return () => clearTimeout(id);
};

/**
 * The next task, soon (a message to itself, not a timeout: nested timeouts are clamped to 4 ms):
 * between two slices the browser handles input and draws a frame when one is due. An idle callback
 * posted from an idle callback waits for the next frame's idle time, which made 30 ms of work take
 * eight frames.
 */
export const browserSoon: IdleScheduler = (job) => {
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) job();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
};

/** How long one slice works before giving the page back: a pointer event waits at most this (plus one step). */
export const SLICE_MS = 6;

/** What was asked: the shading shown is for exactly these three. */
type Ask = { state: CombatState; mode: ShadingMode; target: string | null };

/** A state worked out ahead on the thread, before it was asked. */
type Ahead = Ask & { answer: Promise<Shading | null> };

/** The shading on the map and whether a newer one is being worked out. */
export class ShadingView {
  /** The shading of the last ask, once worked out; empty until then. */
  current = $state.raw<Shading>(NONE);
  /** True from an ask until its shading is ready. */
  working = $state(false);
  #ask: Ask | null = null;
  #cancel: (() => void) | null = null;
  // The shadings worked out for the fight state now shown, by mode and target: hovering an enemy
  // (its target) and off again asks the same two over and over.
  #done: { state: CombatState | null; byKey: Record<string, Shading> } = { state: null, byKey: {} };
  readonly #idle: IdleScheduler;
  readonly #soon: IdleScheduler;
  readonly #now: () => number;
  #remote: RemoteShading | null;
  #ahead: Ahead | null = null;
  readonly #unlisten: () => void;

  /**
   * `idle` schedules an ask's first slice (after the frame that shows the move), `soon` the ones
   * after it; `now` is their clock (ms). With `remote`, asks are worked out there, and here only
   * once it has failed.
   */
  constructor(idle: IdleScheduler = browserIdle, now: () => number = () => performance.now(), soon: IdleScheduler = browserSoon, remote: RemoteShading | null = null) {
    this.#idle = idle;
    this.#soon = soon;
    this.#now = now;
    this.#remote = remote;
    this.#unlisten = listenAhead(this);
  }

  /**
   * A state the fight is about to show (shadingAhead.ts): with a thread, it starts working it out
   * in the mode and for the target asked last, so the answer may be back when the state is asked.
   * Nothing is shown until then, and only for that very state, mode and target.
   */
  ahead(state: CombatState): void {
    const a = this.#ask;
    if (!this.#remote || !a || a.mode === 'off' || this.#ahead?.state === state) return;
    const answer = this.#remote.ask(state, a.mode, a.target);
    // A thread that fails here is found failed again when the state is asked.
    answer.catch(() => undefined);
    this.#ahead = { state, mode: a.mode, target: a.target, answer };
  }

  /** Shows the shading of `state` in `mode` for `target`: at once when known, else cleared now and worked out when idle. */
  ask(state: CombatState, mode: ShadingMode, target: string | null): void {
    const a = this.#ask;
    if (a && a.state === state && a.mode === mode && a.target === target) return;
    const ask: Ask = { state, mode, target };
    this.#ask = ask;
    this.#cancel?.();
    this.#cancel = null;
    if (this.#done.state !== state) this.#done = { state, byKey: {} };
    const key = `${mode}|${target ?? ''}`;
    const known = mode === 'off' ? NONE : this.#done.byKey[key];
    if (known) {
      this.current = known;
      this.working = false;
      return;
    }
    this.current = NONE;
    this.working = true;
    const show = (shading: Shading): void => {
      if (this.#done.state === state) this.#done.byKey[key] = shading;
      // A newer ask replaced this one while it was worked out: kept above, not shown.
      if (this.#ask !== ask) return;
      this.#cancel = null;
      this.current = shading;
      this.working = false;
    };
    if (this.#remote) {
      const remote = this.#remote;
      // Worked out ahead: shown as soon as its answer is back (a task after the legend said it is
      // working, as for any ask). An ask ahead that a newer ask replaced on the thread comes back
      // empty: asked again.
      const ahead = this.#ahead;
      this.#ahead = null;
      const early = ahead && ahead.state === state && ahead.mode === mode && ahead.target === target ? ahead : null;
      const answer = early ? early.answer.then((s) => s ?? remote.ask(state, mode, target)) : remote.ask(state, mode, target);
      answer.then(
        (shading) => {
          if (shading) show(shading);
          // Only an ask a newer one replaced comes back empty; should the newest, it is worked out here.
          else if (this.#ask === ask) this.#local(ask, show);
        },
        () => {
          if (this.#remote === remote) this.#remote = null;
          if (this.#ask === ask) this.#local(ask, show);
        },
      );
      return;
    }
    this.#local(ask, show);
  }

  /** Works `ask` out on this thread, in slices from the first idle moment. */
  #local(ask: Ask, show: (s: Shading) => void): void {
    const { state, mode, target } = ask;
    const steps = shadingSteps(state, mode, target);
    const slice = (): void => {
      // A newer ask replaced this one while it waited: its own slices are scheduled.
      if (this.#ask !== ask) return;
      const end = this.#now() + SLICE_MS;
      for (;;) {
        const r = steps.next();
        if (r.done) return show(r.value);
        if (this.#now() >= end) break;
      }
      this.#cancel = this.#soon(slice);
    };
    this.#cancel = this.#idle(slice);
  }

  /** Stops any work (the fight screen closed). */
  dispose(): void {
    this.#unlisten();
    this.#ahead = null;
    this.#cancel?.();
    this.#cancel = null;
    this.#ask = null;
    this.#remote?.dispose();
    this.#remote = null;
  }
}
