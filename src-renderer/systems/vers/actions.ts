// The VERS actions of the GM window's registry: quick recovery by the acting character.
import type { SystemActions } from '../types';
import { quickRecover, recoveryBlocked } from './quickRecovery';

export const VERS_ACTIONS: SystemActions = {
  system: 'vers',
  actions: [
    {
      id: 'quick-recovery', label: 'Quick recovery by the actor, for itself or an ally (VERS)', keys: ['R'],
      enabled: ({ combat, ui }) => !!ui.actor && recoveryBlocked(combat.state, ui.actor, ui.sideDice) === null,
      run: async ({ combat, ui }) => {
        if (ui.actor && (await quickRecover(combat, ui.actor, ui.tend, ui.sideDice))) ui.sideDice = '';
      },
    },
  ],
};
