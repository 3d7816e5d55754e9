// The GM window's side of the shading thread (shadingWorker.ts): posts asks, hands back answers.
import type { BattleMap } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import type { Shading, ShadingMode } from './shading';
import { askFor, type ShadingAnswer } from './shadingAsk';

/**
 * Works a shading out elsewhere: resolves with it, with null when a newer ask replaced it before it
 * was begun, and rejects when the thread failed (the caller then works it out itself).
 */
export type RemoteShading = { ask(state: CombatState, mode: ShadingMode, target: string | null): Promise<Shading | null>; dispose(): void };

type Pending = { resolve: (s: Shading | null) => void; reject: (e: Error) => void };

/** The shading thread, or null where the page cannot start one. */
export function shadingThread(): RemoteShading | null {
  if (typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./shadingWorker.ts', import.meta.url), { type: 'module', name: 'step-here shading' });
  } catch {
    return null;
  }
  let next = 0;
  let sentMap: BattleMap | null = null;
  let broken: Error | null = null;
  const pending = new Map<number, Pending>();
  const failAll = (e: Error) => {
    broken = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.onmessage = (e: MessageEvent<ShadingAnswer>) => {
    const p = pending.get(e.data.id);
    pending.delete(e.data.id);
    if (e.data.error) p?.reject(new Error(e.data.error));
    else p?.resolve(e.data.shading);
  };
  worker.onerror = (e) => failAll(new Error(`the shading thread failed: ${e.message}`));
  return {
    ask(state, mode, target) {
      if (broken) return Promise.reject(broken);
      const { ask, map } = askFor(++next, state, mode, target, sentMap);
      try {
        worker.postMessage(ask);
      } catch (e) {
        // A state that cannot be copied: the caller works this one out itself; the map was not sent.
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
      sentMap = map;
      return new Promise((resolve, reject) => pending.set(ask.id, { resolve, reject }));
    },
    dispose() {
      worker.terminate();
      failAll(new Error('the shading thread was stopped'));
    },
  };
}
