// What a system's room keeps of the GM's pointing in one fight (YAUGS: the Counter-Attack weapon;
// VERS: whom First Aid tends), held here without this file knowing what it is: the room makes its
// own state the first time it asks, and the fight tells it when the turn changes hands.

/** A room's fight UI state, as the generic fight code sees it. */
export interface RoomUiState {
  /** The turn passed, or End turn was refused: what the room picked for this turn goes. */
  letGoTurn(): void;
}

export class RoomUiSlots {
  readonly #held = new Map<abstract new () => RoomUiState, RoomUiState>();

  /** The fight's one instance of the room state `Kind`, made on the first ask. */
  of<T extends RoomUiState>(Kind: new () => T): T {
    let held = this.#held.get(Kind);
    if (!held) {
      held = new Kind();
      this.#held.set(Kind, held);
    }
    return held as T;
  }

  /** Tells every room state made so far that the turn changed hands. */
  letGoTurn(): void {
    for (const held of this.#held.values()) held.letGoTurn();
  }
}
