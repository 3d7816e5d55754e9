// The VERS actions of the GM window's registry: quick recovery by the acting character.
import type { SystemActions } from '../types';
import { quickRecover, recoveryBlocked } from './quickRecovery';
import { versUi } from './fightUi.svelte';

export const VERS_ACTIONS: SystemActions = {
  system: 'vers',
  actions: [
    {
      id: 'quick-recovery', label: 'Quick recovery by the actor, for itself or an ally (VERS)', keys: ['R'],
      enabled: ({ combat, ui }) => !!ui.turn.actor && recoveryBlocked(combat.state, ui.turn.actor, versUi(ui).firstAidDice) === null,
      run: async ({ combat, ui }) => {
        if (ui.turn.actor && (await quickRecover(combat, ui.turn.actor, versUi(ui).tend, versUi(ui).firstAidDice))) versUi(ui).firstAidDice = '';
      },
    },
  ],
};
