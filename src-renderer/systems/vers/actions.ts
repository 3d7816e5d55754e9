// The VERS actions of the GM window's registry: quick recovery by the acting character.
import type { SystemAction } from '../../state/systemRoom';
import { quickRecover, recoveryBlocked } from './quickRecovery';
import { versUi } from './fightUi.svelte';

declare module '../../state/systemRoom' {
  interface RoomActionIds {
    'quick-recovery': true;
  }
}

export const VERS_ACTIONS: readonly SystemAction[] = [
  {
    id: 'quick-recovery', label: 'Quick recovery by the actor, for itself or an ally (VERS)', keys: ['R'],
    enabled: ({ combat, ui }) => !!ui.turn.actor && recoveryBlocked(combat.state, ui.turn.actor, versUi(ui).firstAidDice) === null,
    run: async ({ combat, ui }) => {
      if (ui.turn.actor && (await quickRecover(combat, ui.turn.actor, versUi(ui).tend, versUi(ui).firstAidDice))) versUi(ui).firstAidDice = '';
    },
  },
];
