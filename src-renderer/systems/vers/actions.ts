// The VERS actions of the GM window's registry: quick recovery by the acting character.
import type { SystemAction } from '../../state/systemRoom';
import { quickRecover, recoveryBlocked } from './quickRecovery';

declare module '../../state/systemRoom' {
  interface RoomActionIds {
    'quick-recovery': true;
  }
}

export const VERS_ACTIONS: readonly SystemAction[] = [
  {
    id: 'quick-recovery', label: 'Quick recovery by the actor, for itself or an ally (VERS)', keys: ['R'],
    enabled: ({ combat, ui }) => !!ui.actor && recoveryBlocked(combat.state, ui.actor, ui.sideDice) === null,
    run: async ({ combat, ui }) => {
      if (ui.actor && (await quickRecover(combat, ui.actor, ui.tend, ui.sideDice))) ui.sideDice = '';
    },
  },
];
