// One adapter per game system; the engine looks them up by the encounter's system id.
import type { SystemId } from '../model/schema';
import type { SystemAdapter } from './definition';
import { yaugsAdapter } from './yaugs/definition';
import { versAdapter } from './vers/definition';
import { waylightsAdapter } from './waylights/definition';

const ADAPTERS: Record<SystemId, SystemAdapter> = {
  yaugs: yaugsAdapter,
  vers: versAdapter,
  waylights: waylightsAdapter,
};

/** Every system, in the order the app offers them. */
export const SYSTEM_IDS = Object.keys(ADAPTERS) as readonly SystemId[];

/** The rules adapter of a system. */
export function adapterFor(system: SystemId): SystemAdapter {
  return ADAPTERS[system];
}
