// The GM window's one list of game systems: generic components ask it for a system's forms,
// controls and badges (src-renderer/systems/<id>/) and never test a system id themselves.
// Adding a system is one room plus one line here.
import type { SystemId } from '../../shared/model/schema';
import type { SystemUi } from './types';
import { yaugsUi } from './yaugs';
import { versUi } from './vers';
import { waylightsUi } from './waylights';

const SYSTEMS: Record<SystemId, SystemUi> = {
  yaugs: yaugsUi,
  vers: versUi,
  waylights: waylightsUi,
};

/** Every system, in the order the GM is offered them. */
export const SYSTEM_LIST: readonly SystemUi[] = Object.values(SYSTEMS);

/** The screen parts of a system. */
export function systemUi(system: SystemId): SystemUi {
  return SYSTEMS[system];
}

export type { SystemUi, SampleSheet, StartOptions } from './types';
