// What the VERS room keeps of the GM's pointing in one fight: whom the acting character's quick
// recovery tends and the table dice typed for its First Aid roll. View state, never a command.
import type { CombatUi } from '../../state/combatUi.svelte';
import type { RoomUiState } from '../../state/roomUi';

export class VersFightUi implements RoomUiState {
  /** The ally the acting character tends with quick recovery; empty: itself. */
  tend = $state('');
  /** Table dice typed for the First Aid roll (3d6); empty means the app rolls. */
  firstAidDice = $state('');

  /** The one tended was this turn's pick. */
  letGoTurn(): void {
    this.tend = '';
  }
}

/** The fight's VERS room state. */
export const versUi = (ui: CombatUi): VersFightUi => ui.rooms.of(VersFightUi);
