// Whose turn the fight panel works for and how it passes on: the acting combatant, or a readied
// one attacking out of turn (shared/engine/waiting.ts), and Delay, Ready and End turn with the
// hand-off the GM picked. Nothing here enters the log but the commands it sends.
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import type { CombatController } from './combat.svelte';

/** What the rest of the fight's pointing state lets go when the turn changes hands. */
export type TurnHooks = {
  /** The panel now works for another combatant (a readied one, or back to the acting one). */
  actorChanged(): void;
  /** The turn passed (end turn, delay, ready). */
  turnPassed(): void;
  /** End turn was refused: what was picked for the turn's end is let go. */
  endRefused(): void;
};

export class FightTurn {
  /** Who the GM hands the turn to when a system lets the acting side choose, or a delayed combatant; empty means the rules decide. */
  handOff = $state('');
  /**
   * The readied combatant the panel attacks for, out of turn, or null for the acting one. It falls
   * back by itself once that attack is made or lapses.
   */
  readiedBy = $state<string | null>(null);
  /** Whether the GM is noting the trigger of a readied attack (the Ready dialog is open). */
  readying = $state(false);

  constructor(
    private readonly combat: CombatController,
    private readonly hooks: TurnHooks,
  ) {}

  get state(): CombatState {
    return this.combat.state;
  }

  readonly #outOfTurn = $derived(this.readiedBy !== null && this.state.phase === 'combat' && !!this.state.waiting && this.readiedBy in this.state.waiting.readied);

  /** Whether the panel attacks for a readied combatant, out of turn, rather than for the acting one. */
  get outOfTurn(): boolean {
    return this.#outOfTurn;
  }

  readonly #actor = $derived.by((): AnyCombatant | null => {
    const id = this.#outOfTurn ? this.readiedBy : this.state.current;
    return id ? (this.state.encounter.combatants.find((c) => c.id === id) ?? null) : null;
  });

  /** The combatant the panel works for. */
  get actor(): AnyCombatant | null {
    return this.#actor;
  }

  /** The panel attacks for `id`'s readied attack (null: back to the acting one). */
  attackFor(id: string | null): void {
    if (id === this.readiedBy) return;
    this.readiedBy = id;
    this.hooks.actorChanged();
  }

  /** The readied attack was made: the panel is back with the acting one. */
  readiedAttackMade(): void {
    this.readiedBy = null;
  }

  /** Delays the acting combatant's turn (to the one picked to go next, when the GM picked one); the engine says when it cannot. */
  async delay(): Promise<boolean> {
    const id = this.state.current;
    if (!id || this.#outOfTurn) return false;
    const next = this.handOff;
    const ok = await this.combat.apply({ type: 'delay', id, ...(next && next !== id ? { next } : {}) });
    if (ok) this.#passed();
    return ok;
  }

  /** Readies the acting combatant's attack against `trigger`; its turn ends. */
  async ready(trigger: string): Promise<boolean> {
    const id = this.state.current;
    if (!id) return false;
    const next = this.handOff;
    const ok = await this.combat.apply({ type: 'ready', id, trigger: trigger.trim(), ...(next ? { next } : {}) });
    if (ok) {
      this.readying = false;
      this.#passed();
    }
    return ok;
  }

  /** Whether someone is acting, so a turn can end. */
  get canEndTurn(): boolean {
    return this.state.phase === 'combat' && !!this.state.current;
  }

  /** Ends the acting combatant's turn, handing it to the one picked when the GM picked one. */
  async endTurn(): Promise<boolean> {
    if (!this.canEndTurn) return false;
    const next = this.handOff;
    const ok = await this.combat.apply({ type: 'end-turn', ...(next ? { next } : {}) });
    if (ok) this.#passed();
    else {
      this.handOff = '';
      this.hooks.endRefused();
    }
    return ok;
  }

  #passed(): void {
    this.readiedBy = null;
    this.handOff = '';
    this.hooks.turnPassed();
  }
}
