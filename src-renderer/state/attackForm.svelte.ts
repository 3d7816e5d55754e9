// The attack the fight panel is making: its target (picked, or under the pointer), weapon,
// situational modifiers, choices and typed table dice, and the preview of all of them; Attack
// sends it. Nothing here enters the log, the undo history or a file but the attack itself.
import { hexEquals } from '../../shared/hex';
import { attackPreview, type AttackPreview } from '../../shared/engine/attackPreview';
import { workCounters } from '../map/workCounters';
import { factsFor } from '../../shared/model/facts';
import { bodyOf, isBig } from '../../shared/model/body';
import type { AttackChoices, AttackCommand, Situational } from '../../shared/model/commands';
import { rangeRings } from '../../shared/systems/rangeRings';
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { adapterFor } from '../../shared/systems/registry';
import type { CombatController } from './combat.svelte';
import { boardFor } from './fightBoard';
import type { FightPointer } from './fightPointer.svelte';
import type { FightTurn } from './fightTurn.svelte';
import type { HexPicker } from './hexPick.svelte';
import { withFacesRead } from './tableDice';
import { AreaAim } from './areaAim.svelte';
import { parseTableDice, type TypedFaces } from './typedFaces';

/** Situational modifiers the GM can toggle (RULES.md 2.5 examples; VERS clamps their sum). */
export const SITUATIONAL_PRESETS: readonly Situational[] = [
  { source: 'High ground', value: 2 },
  { source: 'From behind', value: 4 },
  { source: 'Thick mud', value: -4 },
  { source: 'Poor light', value: -2 },
];

// Allies and PCs fight on one side, NPCs on the other.
const camp = (c: AnyCombatant) => (c.side === 'npc' ? 'npc' : 'pcs');

export class AttackForm {
  target = $state<string | null>(null);
  /** Who was acting when the target was picked: a target is that actor's only, so it clears when the turn passes. */
  targetFor = $state<string | null>(null);
  weapon = $state<string | null>(null);
  situational = $state<Situational[]>([]);
  /** Choices the GM changed from the defaults (aware, parry, split...). */
  choices = $state<AttackChoices | null>(null);
  /** Dice typed in from the table, as text; empty means the app rolls. */
  typedDice = $state('');
  /** Table dice typed for the grapple roll of a grab or a break free; empty means the app rolls. */
  grappleDice = $state('');
  /** Why the last Attack was refused, shown by the button while the dice and target stay as they were. */
  attackRefusal = $state.raw<{ text: string; typed: string; target: string } | null>(null);
  /** Typed faces the last attack did not read (it missed, so no damage die), said back by the button. */
  unreadDice = $state.raw<{ faces: number[]; read: number[] } | null>(null);

  /** The aim of an area weapon in hand (RULES.md 5.3): the form throws instead of attacking one target. */
  readonly aim: AreaAim;

  constructor(
    private readonly combat: CombatController,
    private readonly turn: FightTurn,
    private readonly pointer: FightPointer,
    private readonly hexPick: HexPicker,
  ) {
    this.aim = new AreaAim(combat, turn, pointer, this);
  }

  get state(): CombatState {
    return this.combat.state;
  }

  // Derived once per change of what they read, not once per read: a pointer move over a 200-token
  // board used to build the attack preview twice per move.
  readonly #weaponName = $derived.by((): string | null => {
    const a = this.turn.actor;
    if (!a) return null;
    const weapons = adapterFor(this.state.encounter.system).weapons(a);
    return weapons.find((w) => w.name === this.weapon)?.name ?? weapons[0]?.name ?? null;
  });

  /** The actor's weapon in use: the one picked, else its first. */
  get weaponName(): string | null {
    return this.#weaponName;
  }

  readonly #targetId = $derived.by((): string | null => {
    // An area weapon aims at a hex, not at one target.
    if (this.aim.area) return null;
    const a = this.turn.actor;
    const hover = this.pointer.hover;
    // While a hex is being picked on the map, the pointer crossing a token must not swap the
    // target (and with it the panel whose pick is open).
    const hovered = hover && !this.hexPick.open ? this.state.encounter.combatants.find((c) => hexEquals(c.position, hover) && c.id !== a?.id && !this.state.out.includes(c.id)) : undefined;
    const picked = this.target !== a?.id && this.targetFor === (a?.id ?? null) && !this.state.out.includes(this.target ?? '') ? this.target : null;
    return hovered?.id ?? picked;
  });

  /** The combatant under the cursor or the one picked, as the attack's target. */
  get targetId(): string | null {
    return this.#targetId;
  }

  readonly #preview = $derived.by((): AttackPreview | null => {
    const a = this.turn.actor;
    const t = this.targetId;
    const w = this.weaponName;
    if (!a || !t || !w) return null;
    // Changed choices apply only to the target they were made for; otherwise the engine's plan
    // takes the system's defaults, worked out from the same map facts as the odds.
    const own = this.choices && this.target === t && this.choices.system === this.state.encounter.system ? this.choices : undefined;
    workCounters.plans++;
    return attackPreview(this.state, { attacker: a.id, defender: t, weapon: w, situational: this.situational, choices: own, readied: this.turn.outOfTurn });
  });

  /** The choices the preview is for: the GM's for this target, or the system's defaults. */
  get effectiveChoices(): AttackChoices | null {
    return this.#preview?.choices ?? null;
  }

  /** The full preview for the current actor, weapon and target. */
  get preview(): AttackPreview | null {
    return this.#preview;
  }

  readonly #rings = $derived.by(() => {
    const a = this.turn.actor;
    const w = this.weaponName;
    if (!a || !w) return [];
    // A big body's rings run round its whole footprint: its bands count from its edge (RULES.md 5.2).
    const body = isBig(a) ? bodyOf(a) : undefined;
    return rangeRings(this.state.encounter, a, w).map((r) => ({ centre: a.position, radius: r.radius, label: r.label, ...(body ? { body } : {}) }));
  });

  /** The weapon's range rings around the actor (around its whole body when big), for the map. */
  get rings() {
    return this.#rings;
  }

  readonly #attackDice = $derived(parseTableDice(this.typedDice, this.#preview?.dice ?? []));

  /** The typed dice read against the dice the previewed attack takes: each face against its die, no more faces than it reads. */
  get attackDice(): TypedFaces {
    return this.#attackDice;
  }

  /** The typed dice as numbers, or an error for the GM; null when the app is to roll. Any whole faces pass (a Counter-Attack reads the field too). */
  parsedDice(): TypedFaces {
    return parseTableDice(this.typedDice);
  }

  /** Whether Attack would be sent now: an actor, a target, odds to show, nothing blocking, dice that read. */
  get canAttack(): boolean {
    if (this.aim.area) return this.aim.canThrow;
    const p = this.preview;
    return !!p && !p.blocked && !!this.weaponName && !!this.effectiveChoices && !this.attackDice.error;
  }

  /** The refusal of the last Attack, while nothing it depended on has changed. */
  get attackRefused(): string | null {
    const r = this.attackRefusal;
    return r && r.typed === this.typedDice && r.target === (this.targetId ?? '') ? r.text : null;
  }

  /** Attacks the target with the weapon, choices, situational modifiers and typed dice shown. */
  async send(): Promise<boolean> {
    if (this.aim.area) return this.#throw();
    const a = this.turn.actor;
    const t = this.targetId;
    const w = this.weaponName;
    const choices = this.effectiveChoices;
    const dice = this.attackDice;
    if (!this.canAttack || !a || !t || !w || !choices) return false;
    const typed = this.typedDice;
    const outOfTurn = this.turn.outOfTurn;
    const asked: AttackCommand = {
      type: 'attack', attacker: a.id, defender: t, weapon: w,
      situational: $state.snapshot(this.situational), choices: $state.snapshot(choices), ...(dice.dice ? { dice: dice.dice } : {}),
      ...(outOfTurn ? { readied: true } : {}),
    };
    const { command, unread } = withFacesRead(this.state, asked);
    const ok = await this.combat.apply(command);
    this.attackRefusal = ok ? null : { text: this.combat.refusal ?? 'The attack was refused.', typed, target: t };
    this.unreadDice = ok && unread.length ? { faces: unread, read: command.dice ?? [] } : null;
    if (ok) {
      this.typedDice = '';
      if (this.turn.readiedBy) {
        // Back to the acting one: the readied attack is made, and so is its target.
        this.turn.readiedAttackMade();
        this.clearTarget();
      }
      // The choices were this exchange's (a split, a step aside into a hex now taken): the next
      // attack starts from the defaults again.
      this.choices = null;
    }
    return ok;
  }

  /** Throws the area weapon at the fixed aim; a refusal stays under the button with the aim kept. */
  async #throw(): Promise<boolean> {
    const command = this.aim.command();
    if (!command) return false;
    const typed = this.typedDice;
    const ok = await this.combat.apply(command);
    this.attackRefusal = ok ? null : { text: this.combat.refusal ?? 'The throw was refused.', typed, target: '' };
    this.unreadDice = null;
    if (ok) {
      this.typedDice = '';
      this.aim.release();
      if (this.turn.readiedBy) this.turn.readiedAttackMade();
    }
    return ok;
  }

  toggleSituational(s: Situational): void {
    const on = this.situational.some((x) => x.source === s.source);
    this.situational = on ? this.situational.filter((x) => x.source !== s.source) : [...this.situational, s];
  }

  /** Changes the choices of the attack on `target` (they apply to that target only). */
  setChoices(target: string, choices: AttackChoices): void {
    this.target = target;
    this.targetFor = this.turn.actor?.id ?? null;
    this.choices = choices;
  }

  /** Lets the changed choices go: the next attack starts from the system's defaults. */
  dropChoices(): void {
    this.choices = null;
  }

  /**
   * Picks the acting character's target. A new target brings a weapon that reaches it when the
   * one in hand does not (a bow for the archer across the room, the sword for the one at arm's length).
   */
  pickTarget(id: string | null): void {
    const changed = id !== (this.hasTarget ? this.target : null);
    if (id !== this.target) this.choices = null;
    this.target = id;
    this.targetFor = id ? (this.turn.actor?.id ?? null) : null;
    if (changed && id) this.#switchWeaponFor(id);
  }

  /** Lets the target go (Esc; the turn passing does it too). */
  clearTarget(): void {
    this.target = null;
    this.targetFor = null;
    this.choices = null;
  }

  /** Whether there is a target to let go. */
  get hasTarget(): boolean {
    return this.target !== null && this.targetFor === (this.turn.actor?.id ?? null);
  }

  /** The panel works for another combatant: the target, weapon, typed faces and refusal picked for the other go. */
  forNewActor(): void {
    this.clearTarget();
    this.aim.release();
    this.weapon = null;
    this.typedDice = '';
    this.attackRefusal = null;
  }

  /** The turn passed: the target, typed faces and what was said of the last attack go. */
  turnPassed(): void {
    this.clearTarget();
    this.aim.release();
    this.typedDice = '';
    this.attackRefusal = null;
    this.unreadDice = null;
  }

  #reaches(target: string, weapon: string): boolean {
    const a = this.turn.actor;
    if (!a) return false;
    const p = attackPreview(this.state, { attacker: a.id, defender: target, weapon, situational: this.situational, readied: this.turn.outOfTurn });
    return !!p && !p.blocked;
  }

  #switchWeaponFor(target: string): void {
    const a = this.turn.actor;
    const current = this.weaponName;
    if (!a || !current || this.#reaches(target, current)) return;
    const other = adapterFor(this.state.encounter.system).weapons(a).find((w) => w.name !== current && this.#reaches(target, w.name));
    if (other) this.weapon = other.name;
  }

  /** The enemies of the acting character it can see, nearest first: what Tab steps through. */
  get enemiesInSight(): AnyCombatant[] {
    const a = this.turn.actor;
    if (!a || this.state.phase !== 'combat') return [];
    const board = boardFor(this.state);
    return this.state.encounter.combatants
      .filter((c) => c.id !== a.id && camp(c) !== camp(a) && !this.state.out.includes(c.id))
      .map((c) => ({ c, facts: factsFor(this.state, board, a.id, c.id, 1).facts }))
      .filter((x) => x.facts.lineOfSight)
      .sort((x, y) => x.facts.distanceHexes - y.facts.distanceHexes || x.c.name.localeCompare(y.c.name))
      .map((x) => x.c);
  }

  /** Targets the next enemy in sight (`step` -1: the one before), from the one targeted now. */
  cycleTarget(step: 1 | -1 = 1): void {
    const list = this.enemiesInSight;
    if (!list.length) return;
    const at = list.findIndex((c) => c.id === this.targetId);
    const next = at < 0 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
    this.pickTarget(list[next]!.id);
  }
}
