// What the GM is pointing at during a fight, one part per job: the pointer on the map, the hex
// pick, whose turn the panel works for, the attack being made, and the system rooms' own state.
// Nothing here enters the log, the undo history or a file (ARCHITECTURE.md, data flow 4).
import type { CombatController } from './combat.svelte';
import { AttackForm } from './attackForm.svelte';
import { FightPointer } from './fightPointer.svelte';
import { FightTurn } from './fightTurn.svelte';
import { HexPicker } from './hexPick.svelte';
import { RoomUiSlots } from './roomUi';

// The typed-dice reader lives beside the other table-dice helpers; the system rooms import it from here.
export { parseTableDice } from './typedFaces';
export { SITUATIONAL_PRESETS } from './attackForm.svelte';
export type { HexPick } from './hexPick.svelte';

export class CombatUi {
  readonly hexPick = new HexPicker();
  readonly turn: FightTurn;
  readonly pointer: FightPointer;
  readonly attack: AttackForm;
  /** The system room's own state for this fight; generic code only tells it the turn passed. */
  readonly rooms = new RoomUiSlots();

  constructor(combat: CombatController) {
    this.turn = new FightTurn(combat, {
      actorChanged: () => this.attack.forNewActor(),
      turnPassed: () => {
        this.rooms.letGoTurn();
        this.attack.turnPassed();
      },
      endRefused: () => {
        this.rooms.letGoTurn();
        this.attack.dropChoices();
      },
    });
    this.pointer = new FightPointer(combat, this.turn);
    this.attack = new AttackForm(combat, this.turn, this.pointer, this.hexPick);
  }
}
