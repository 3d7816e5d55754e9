// One adapter per game system; the engine looks them up by the encounter's system id.
import type { SystemId } from '../schema';
import type { SystemAdapter } from './adapter';
import { yaugsAdapter } from './yaugs';
import { versAdapter } from './vers';
import { waylightsAdapter } from './waylights';

const ADAPTERS: Record<SystemId, SystemAdapter> = {
  yaugs: yaugsAdapter,
  vers: versAdapter,
  waylights: waylightsAdapter,
};

/** The rules adapter of a system. */
export function adapterFor(system: SystemId): SystemAdapter {
  return ADAPTERS[system];
}
