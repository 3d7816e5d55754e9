// A system's sample fight, combat started, for the renderer's view-model tests.
import { Session } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { SystemId } from '../../../shared/model/schema';

export function startedSample(system: SystemId, seed: string): Session {
  const session = new Session(EXAMPLES[system](), seed);
  const r = session.apply({ type: 'start-combat' });
  if (!r.ok) throw new Error(r.reason);
  return session;
}
