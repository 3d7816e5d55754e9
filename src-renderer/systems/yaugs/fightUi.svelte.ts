// What the YAUGS room keeps of the GM's pointing in one fight: the table dice typed for a give
// ground roll and the weapon picked for a Counter-Attack. View state, never a command.
import type { CombatUi } from '../../state/combatUi.svelte';
import type { RoomUiState } from '../../state/roomUi';

export class YaugsFightUi implements RoomUiState {
  /** Table dice typed for the give ground roll (own d100, then the attackers'); empty means the app rolls. */
  giveGroundDice = $state('');
  /** The weapon the GM picked for a Counter-Attack after a dodge; null: the first allowed. */
  counterWeapon = $state<string | null>(null);

  /** Both outlive the turn: the give ground roll and the Counter-Attack come out of turn. */
  letGoTurn(): void {}
}

/** The fight's YAUGS room state. */
export const yaugsUi = (ui: CombatUi): YaugsFightUi => ui.rooms.of(YaugsFightUi);
