// Aiming an area weapon (RULES.md 5.3): the hex under the pointer or the one a click fixed, the
// targets the GM took out, and the engine's preview of that throw (its hexes, each target's odds,
// how many are harmed). Throw sends it as an `attack` with `at`; nothing else here is a command.
import { hexEquals, type Hex } from '../../shared/hex';
import { areaPreview, type AreaPreview } from '../../shared/engine';
import { weaponArea, type WeaponArea } from '../../shared/engine/areaPlan';
import type { Command, Situational } from '../../shared/model/commands';
import type { CombatState } from '../../shared/model/state';
import type { CombatController } from './combat.svelte';
import type { FightPointer } from './fightPointer.svelte';
import type { FightTurn } from './fightTurn.svelte';
import { parseTableDice, type TypedFaces } from './typedFaces';

/** What the aim reads from the attack form it belongs to. */
export type AimSource = {
  readonly weaponName: string | null;
  readonly situational: readonly Situational[];
  readonly typedDice: string;
};

export class AreaAim {
  /** The hex a click fixed, with whose throw it was (the actor and weapon), or null while the pointer aims. */
  fixed = $state.raw<{ at: Hex; by: string; weapon: string } | null>(null);
  /** The targets the GM unticked: they stay out of this aim only. */
  exclude = $state.raw<string[]>([]);

  constructor(
    private readonly combat: CombatController,
    private readonly turn: FightTurn,
    private readonly pointer: FightPointer,
    private readonly form: AimSource,
  ) {}

  get state(): CombatState {
    return this.combat.state;
  }

  readonly #area = $derived.by((): WeaponArea | null => {
    const a = this.turn.actor;
    const w = this.form.weaponName;
    return a && w && this.state.phase === 'combat' ? weaponArea(a, w) : null;
  });

  /** The area of the actor's weapon in hand, or null: the form aims only with an area weapon. */
  get area(): WeaponArea | null {
    return this.#area;
  }

  /** The fixed aim, while it is still the acting one's with this weapon. */
  get fixedAt(): Hex | null {
    const f = this.fixed;
    return f && f.by === this.turn.actor?.id && f.weapon === this.form.weaponName ? f.at : null;
  }

  /**
   * The aimed hex: the one fixed, else the one under the pointer, except while the GM drags the
   * actor: the pointer is moving the thrower then, and a template following it read as aiming.
   */
  get at(): Hex | null {
    if (!this.#area) return null;
    return this.fixedAt ?? (this.pointer.dragging ? null : this.pointer.hover);
  }

  readonly #preview = $derived.by((): AreaPreview | null => {
    const a = this.turn.actor;
    const w = this.form.weaponName;
    const at = this.at;
    if (!a || !w || !at || !this.#area) return null;
    // The unticked targets belong to the fixed aim; the pointer sweeping about takes everyone.
    const exclude = this.fixedAt ? this.exclude : [];
    return areaPreview(this.state, {
      attacker: a.id, weapon: w, at, situational: this.form.situational,
      ...(exclude.length ? { exclude } : {}), ...(this.turn.outOfTurn ? { readied: true } : {}),
    });
  });

  get preview(): AreaPreview | null {
    return this.#preview;
  }

  readonly #dice = $derived.by(() => parseTableDice(this.form.typedDice, this.#preview?.dice ?? []));

  /** The typed table dice read against the dice of the throw: the attacker's roll, then each target's. */
  get dice(): TypedFaces {
    return this.#dice;
  }

  /** Whether Throw would be sent: an aim fixed, the engine not refusing it, dice that read. */
  get canThrow(): boolean {
    const p = this.#preview;
    return !!this.fixedAt && !!p && p.blocked === null && !this.#dice.error;
  }

  /** A click on the map while an area weapon is in hand fixes the aim there; false when not aiming. */
  fixAt(hex: Hex): boolean {
    const a = this.turn.actor;
    const w = this.form.weaponName;
    if (!this.#area || !a || !w) return false;
    const same = this.fixedAt && hexEquals(this.fixedAt, hex);
    this.fixed = { at: hex, by: a.id, weapon: w };
    if (!same) this.exclude = [];
    return true;
  }

  /** Lets the fixed aim go: the template follows the pointer again. */
  release(): void {
    this.fixed = null;
    this.exclude = [];
  }

  /** Takes a target out of the throw, or puts it back. */
  toggle(id: string): void {
    this.exclude = this.exclude.includes(id) ? this.exclude.filter((x) => x !== id) : [...this.exclude, id];
  }

  /** The area attack as a command, with the typed dice when there are any. */
  command(): Command | null {
    const a = this.turn.actor;
    const w = this.form.weaponName;
    const at = this.fixedAt;
    if (!this.canThrow || !a || !w || !at) return null;
    const dice = this.#dice.dice;
    return {
      type: 'attack', attacker: a.id, weapon: w, at,
      situational: [...this.form.situational],
      ...(this.exclude.length ? { exclude: [...this.exclude] } : {}),
      ...(dice ? { dice } : {}),
      ...(this.turn.outOfTurn ? { readied: true as const } : {}),
    } as Command;
  }
}
