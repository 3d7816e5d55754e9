// What the GM is pointing at during a fight, and everything derived from it for the map and the
// side panel: the actor's reach, the dragged path and its cost, the target, the attack preview.
// Nothing here enters the log, the undo history or a file (ARCHITECTURE.md, data flow 4).
import { hexEquals, hexKey, pathCost, pathTo, reachCost, reachable, type Hex } from '../../shared/hex';
import { attackPreview, type AttackPreview } from '../../shared/engine/attackPreview';
import { buildBoard, movementCost } from '../../shared/model/board';
import { factsFor } from '../../shared/model/facts';
import type { AttackChoices, AttackCommand, Situational } from '../../shared/model/commands';
import { rangeRings } from '../../shared/systems/rangeRings';
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { adapterFor } from '../../shared/systems/registry';
import type { CombatController } from './combat.svelte';
import { withFacesRead } from './tableDice';
import { parseTableDice, type TypedFaces } from './typedFaces';

/** Situational modifiers the GM can toggle (RULES.md 2.5 examples; VERS clamps their sum). */
export const SITUATIONAL_PRESETS: readonly Situational[] = [
  { source: 'High ground', value: 2 },
  { source: 'From behind', value: 4 },
  { source: 'Thick mud', value: -4 },
  { source: 'Poor light', value: -2 },
];

/** A hex the GM is asked to pick on the map (give ground, step aside): the hexes offered and what the pick does. */
export type HexPick = {
  /** Words over the map while the pick is open, e.g. "Pick the hex Orc gives ground into". */
  prompt: string;
  hexes: readonly Hex[];
  onpick: (hex: Hex) => void;
  /** Called when the pick closes without a hex: Cancel, or another pick taking its place. */
  oncancel?: () => void;
};

// The typed-dice reader lives beside the other table-dice helpers; the system rooms import it from here.
export { parseTableDice } from './typedFaces';

/** A move the engine refused, said where the GM dropped the token, for a few seconds. */
export type RefusedMove = { hex: Hex; text: string };

/** How long a refused move's reason stays by the pointer. */
export const REFUSED_MOVE_MS = 4000;

// Allies and PCs fight on one side, NPCs on the other.
const camp = (c: AnyCombatant) => (c.side === 'npc' ? 'npc' : 'pcs');

export class CombatUi {
  /** The hex pick open on the map, if any: a click on the map then picks a hex instead of moving or targeting. */
  hexPick = $state.raw<HexPick | null>(null);
  hover = $state.raw<Hex | null>(null);
  /**
   * The combatant the GM picked (a token, a chip in the strip, a roster row): the one selection the
   * Combatant panel shows and the roster's buttons and keys act on; null when none is picked.
   */
  selected = $state<string | null>(null);
  target = $state<string | null>(null);
  /** Who was acting when the target was picked: a target is that actor's only, so it clears when the turn passes. */
  targetFor = $state<string | null>(null);
  /** The last move the engine refused and why, shown at the drop point until it times out. */
  refusedMove = $state.raw<RefusedMove | null>(null);
  /** The engine's words for the last move it refused, kept after the label by the drop point fades: the attack panel does not say them again. */
  lastMoveRefusal = $state<string | null>(null);
  #refusedTimer: ReturnType<typeof setTimeout> | null = null;
  weapon = $state<string | null>(null);
  situational = $state<Situational[]>([]);
  /** Choices the GM changed from the defaults (aware, parry, split...). */
  choices = $state<AttackChoices | null>(null);
  /** Dice typed in from the table, as text; empty means the app rolls. */
  typedDice = $state('');
  /** Table dice typed for a roll that is not an attack (YAUGS give ground, VERS First Aid); empty means the app rolls. */
  sideDice = $state('');
  /** The weapon the GM picked for an attack out of turn (a YAUGS Counter-Attack after a dodge); null: the first allowed. */
  counterWeapon = $state<string | null>(null);
  /** The ally the acting character tends when its system lets it (VERS quick recovery); empty: itself. */
  tend = $state('');
  dragPath = $state.raw<Hex[]>([]);
  dragging = $state(false);
  /** Who the GM hands the turn to when a system lets the acting side choose, or a delayed combatant; empty means the rules decide. */
  handOff = $state('');
  /**
   * The readied combatant the panel attacks for, out of turn (a readied attack, shared/engine/waiting.ts),
   * or null for the acting one. It falls back by itself once that attack is made or lapses.
   */
  readiedBy = $state<string | null>(null);
  /** Whether the GM is noting the trigger of a readied attack (the Ready dialog is open). */
  readying = $state(false);

  constructor(private readonly combat: CombatController) {}

  get state(): CombatState {
    return this.combat.state;
  }

  // Everything below is derived once per change of what it reads, not once per read: a pointer
  // move over a 200-token board used to rebuild the board and the reach twice and the attack
  // preview twice per move. The getters keep the class's read-only surface.
  readonly #outOfTurn = $derived(this.readiedBy !== null && this.state.phase === 'combat' && !!this.state.waiting && this.readiedBy in this.state.waiting.readied);

  /** Whether the panel attacks for a readied combatant, out of turn, rather than for the acting one. */
  get outOfTurn(): boolean {
    return this.#outOfTurn;
  }

  readonly #actor = $derived.by((): AnyCombatant | null => {
    const id = this.#outOfTurn ? this.readiedBy : this.state.current;
    return id ? (this.state.encounter.combatants.find((c) => c.id === id) ?? null) : null;
  });

  get actor(): AnyCombatant | null {
    return this.#actor;
  }

  readonly #weaponName = $derived.by((): string | null => {
    const a = this.actor;
    if (!a) return null;
    const weapons = adapterFor(this.state.encounter.system).weapons(a);
    return weapons.find((w) => w.name === this.weapon)?.name ?? weapons[0]?.name ?? null;
  });

  /** The actor's weapon in use: the one picked, else its first. */
  get weaponName(): string | null {
    return this.#weaponName;
  }

  readonly #budget = $derived.by((): number => {
    const a = this.actor;
    // A readied attack is all a combatant does out of turn: no moving.
    return a && !this.#outOfTurn ? adapterFor(this.state.encounter.system).moveBudget(a, this.state) : 0;
  });

  get budget(): number {
    return this.#budget;
  }

  readonly #board = $derived(buildBoard(this.state.encounter, this.state.out));

  readonly #reach = $derived.by(() => {
    const a = this.actor;
    if (!a || this.state.phase !== 'combat') return null;
    return reachable(a.position, this.budget, movementCost(this.#board, a.id));
  });

  /** Where the actor can move this turn, with the cheapest path to each hex. */
  get reach() {
    return this.#reach;
  }

  readonly #plannedPath = $derived.by((): { path: Hex[]; cost: number } | null => {
    const reach = this.reach;
    const a = this.actor;
    const to = this.dragPath.at(-1);
    if (!reach || !a || !to || !this.dragging) return null;
    const traced = pathCost(this.dragPath, movementCost(this.#board, a.id));
    if (traced.ok && traced.cost <= this.budget && this.dragPath.length > 1) return { path: [...this.dragPath], cost: traced.cost };
    const path = pathTo(reach, to);
    if (!path || path.length < 2) return null;
    return { path, cost: reachCost(reach, to) ?? 0 };
  });

  /**
   * While dragging the actor: the route the GM traced when it is a legal one within the budget,
   * else the cheapest path to the hex under the pointer; with its cost.
   */
  get plannedPath(): { path: Hex[]; cost: number } | null {
    return this.#plannedPath;
  }

  readonly #targetId = $derived.by((): string | null => {
    const a = this.actor;
    // While a hex is being picked on the map, the pointer crossing a token must not swap the
    // target (and with it the panel whose pick is open).
    const hovered = this.hover && !this.hexPick ? this.state.encounter.combatants.find((c) => hexEquals(c.position, this.hover!) && c.id !== a?.id && !this.state.out.includes(c.id)) : undefined;
    const picked = this.target !== a?.id && this.targetFor === (a?.id ?? null) && !this.state.out.includes(this.target ?? '') ? this.target : null;
    return hovered?.id ?? picked;
  });

  /** The combatant under the cursor or the one picked, as the attack's target. */
  get targetId(): string | null {
    return this.#targetId;
  }

  readonly #preview = $derived.by((): AttackPreview | null => {
    const a = this.actor;
    const t = this.targetId;
    const w = this.weaponName;
    if (!a || !t || !w) return null;
    // Changed choices apply only to the target they were made for; otherwise the engine's plan
    // takes the system's defaults, worked out from the same map facts as the odds.
    const own = this.choices && this.target === t && this.choices.system === this.state.encounter.system ? this.choices : undefined;
    return attackPreview(this.state, { attacker: a.id, defender: t, weapon: w, situational: this.situational, choices: own, readied: this.#outOfTurn });
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
    const a = this.actor;
    const w = this.weaponName;
    if (!a || !w) return [];
    return rangeRings(this.state.encounter, a, w).map((r) => ({ centre: a.position, radius: r.radius, label: r.label }));
  });

  get rings() {
    return this.#rings;
  }

  /** Whether Attack would be sent now: an actor, a target, odds to show, nothing blocking, dice that read. */
  get canAttack(): boolean {
    const p = this.preview;
    return !!p && !p.blocked && !!this.weaponName && !!this.effectiveChoices && !this.attackDice.error;
  }

  /** Why the last Attack was refused, shown by the button while the dice and target stay as they were. */
  attackRefusal = $state.raw<{ text: string; typed: string; target: string } | null>(null);
  /** Typed faces the last attack did not read (it missed, so no damage die), said back by the button. */
  unreadDice = $state.raw<{ faces: number[]; read: number[] } | null>(null);

  /** The refusal of the last Attack, while nothing it depended on has changed. */
  get attackRefused(): string | null {
    const r = this.attackRefusal;
    return r && r.typed === this.typedDice && r.target === this.targetId ? r.text : null;
  }

  /** Attacks the target with the weapon, choices, situational modifiers and typed dice shown. */
  async attack(): Promise<boolean> {
    const a = this.actor;
    const t = this.targetId;
    const w = this.weaponName;
    const choices = this.effectiveChoices;
    const dice = this.attackDice;
    if (!this.canAttack || !a || !t || !w || !choices) return false;
    const typed = this.typedDice;
    const asked: AttackCommand = {
      type: 'attack', attacker: a.id, defender: t, weapon: w,
      situational: $state.snapshot(this.situational), choices: $state.snapshot(choices), ...(dice.dice ? { dice: dice.dice } : {}),
      ...(this.#outOfTurn ? { readied: true } : {}),
    };
    const { command, unread } = withFacesRead(this.state, asked);
    const ok = await this.combat.apply(command);
    this.attackRefusal = ok ? null : { text: this.combat.refusal ?? 'The attack was refused.', typed, target: t };
    this.unreadDice = ok && unread.length ? { faces: unread, read: command.dice ?? [] } : null;
    if (ok) {
      this.typedDice = '';
      if (this.readiedBy) {
        // Back to the acting one: the readied attack is made, and so is its target.
        this.readiedBy = null;
        this.clearTarget();
      }
      // The choices were this exchange's (a split, a step aside into a hex now taken): the next
      // attack starts from the defaults again.
      this.choices = null;
    }
    return ok;
  }

  /**
   * The panel attacks for `id`'s readied attack (null: back to the acting one); the target and
   * choices picked for the other are let go.
   */
  attackFor(id: string | null): void {
    if (id === this.readiedBy) return;
    this.readiedBy = id;
    this.clearTarget();
    this.weapon = null;
    this.typedDice = '';
    this.attackRefusal = null;
  }

  /** Delays the acting combatant's turn (to the one picked to go next, when the GM picked one); the engine says when it cannot. */
  async delay(): Promise<boolean> {
    const id = this.state.current;
    if (!id || this.#outOfTurn) return false;
    const next = this.handOff;
    const ok = await this.combat.apply({ type: 'delay', id, ...(next && next !== id ? { next } : {}) });
    if (ok) this.#turnPassed();
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
      this.#turnPassed();
    }
    return ok;
  }

  /** What the panel lets go when the turn passes: the target, typed faces, the last refusal. */
  #turnPassed(): void {
    this.readiedBy = null;
    this.handOff = '';
    this.tend = '';
    this.clearTarget();
    this.typedDice = '';
    this.attackRefusal = null;
    this.unreadDice = null;
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
    // Faces typed for this actor's attack are not the next one's.
    if (ok) this.#turnPassed();
    else {
      this.handOff = '';
      this.tend = '';
      this.choices = null;
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
    this.targetFor = this.actor?.id ?? null;
    this.choices = choices;
  }

  /** Opens a hex pick on the map; a second pick replaces the first. */
  askHex(pick: HexPick): void {
    const before = this.hexPick;
    this.hexPick = pick;
    before?.oncancel?.();
  }

  cancelHexPick(): void {
    const before = this.hexPick;
    this.hexPick = null;
    before?.oncancel?.();
  }

  /**
   * A click on the map while a hex pick is open: an offered hex is picked (and the pick closes);
   * any other hex does nothing. True when the pick took the click.
   */
  clickDuringPick(hex: Hex): boolean {
    const pick = this.hexPick;
    if (!pick) return false;
    if (pick.hexes.some((h) => hexEquals(h, hex))) {
      this.hexPick = null;
      pick.onpick(hex);
    }
    return true;
  }

  /**
   * Picks the acting character's target. A new target brings a weapon that reaches it when the
   * one in hand does not (a bow for the archer across the room, the sword for the one at arm's length).
   */
  pickTarget(id: string | null): void {
    const changed = id !== (this.hasTarget ? this.target : null);
    if (id !== this.target) this.choices = null;
    this.target = id;
    this.targetFor = id ? (this.actor?.id ?? null) : null;
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
    return this.target !== null && this.targetFor === (this.actor?.id ?? null);
  }

  #reaches(target: string, weapon: string): boolean {
    const a = this.actor;
    if (!a) return false;
    const p = attackPreview(this.state, { attacker: a.id, defender: target, weapon, situational: this.situational, readied: this.#outOfTurn });
    return !!p && !p.blocked;
  }

  #switchWeaponFor(target: string): void {
    const a = this.actor;
    const current = this.weaponName;
    if (!a || !current || this.#reaches(target, current)) return;
    const other = adapterFor(this.state.encounter.system).weapons(a).find((w) => w.name !== current && this.#reaches(target, w.name));
    if (other) this.weapon = other.name;
  }

  /** The enemies of the acting character it can see, nearest first: what Tab steps through. */
  get enemiesInSight(): AnyCombatant[] {
    const a = this.actor;
    if (!a || this.state.phase !== 'combat') return [];
    const board = this.#board;
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

  /**
   * The GM dropped the dragged actor on `hex`: moves it along the planned path. A move the engine
   * refuses, or a drop out of reach, says why at the drop point (in the engine's words).
   */
  async dropAt(hex: Hex): Promise<boolean> {
    const a = this.actor;
    const traced = [...this.dragPath];
    const planned = this.endDrag();
    if (!a || hexEquals(a.position, hex)) return false;
    return this.moveAlong(planned ?? this.#wayOutOfReach(a, hex, traced), hex);
  }

  /**
   * The GM clicked the empty `hex`: the actor moves there by the cheapest path. Out of this turn's
   * reach, the engine's refusal is said at the hex, as for a drop.
   */
  async moveTo(hex: Hex): Promise<boolean> {
    const a = this.actor;
    if (!a || this.#outOfTurn || hexEquals(a.position, hex)) return false;
    const path = this.reach ? pathTo(this.reach, hex) : null;
    return this.moveAlong(path && path.length > 1 ? path.slice(1) : this.#wayOutOfReach(a, hex, []), hex);
  }

  // Out of this turn's reach: the cheapest way there regardless of the budget, so the engine can say
  // what it costs; with no way at all, the route as traced, so it names the blocked hex.
  #wayOutOfReach(a: AnyCombatant, hex: Hex, traced: readonly Hex[]): Hex[] {
    const anyReach = reachable(a.position, Math.max(this.budget, 1) * 20, movementCost(this.#board, a.id));
    const way = pathTo(anyReach, hex);
    const path = way && way.length > 1 ? way.slice(1) : traced.slice(1);
    return path.length && hexEquals(path.at(-1)!, hex) ? path : [...path, hex];
  }

  /** Sends a move along `path`; a refusal is shown at `at`. */
  async moveAlong(path: Hex[], at: Hex): Promise<boolean> {
    const a = this.actor;
    if (!a) return false;
    const ok = await this.combat.apply({ type: 'move', id: a.id, path });
    this.lastMoveRefusal = ok ? null : this.combat.refusal;
    this.refuseMove(ok ? null : { hex: at, text: this.combat.refusal ?? 'That move is not allowed.' });
    return ok;
  }

  /** Shows (or, with null, takes away) a refused move's reason by the pointer, for REFUSED_MOVE_MS. */
  refuseMove(r: RefusedMove | null): void {
    if (this.#refusedTimer) clearTimeout(this.#refusedTimer);
    this.#refusedTimer = null;
    this.refusedMove = r;
    if (r) this.#refusedTimer = setTimeout(() => this.refuseMove(null), REFUSED_MOVE_MS);
  }

  /** The typed dice as numbers, or an error for the GM; null when the app is to roll. Any whole faces pass (a Counter-Attack reads the field too). */
  parsedDice(): TypedFaces {
    return parseTableDice(this.typedDice);
  }

  readonly #attackDice = $derived(parseTableDice(this.typedDice, this.#preview?.dice ?? []));

  /** The typed dice read against the dice the previewed attack takes: each face against its die, no more faces than it reads. */
  get attackDice(): TypedFaces {
    return this.#attackDice;
  }

  startDrag(hex: Hex): boolean {
    const a = this.actor;
    if (!a || !hexEquals(a.position, hex)) return false;
    this.dragging = true;
    this.dragPath = [hex];
    return true;
  }

  dragTo(hex: Hex): void {
    if (!this.dragging) return;
    const last = this.dragPath.at(-1);
    if (last && hexKey(last) === hexKey(hex)) return;
    this.dragPath = [...this.dragPath, hex];
  }

  endDrag(): Hex[] | null {
    const planned = this.plannedPath;
    this.dragging = false;
    this.dragPath = [];
    return planned ? planned.path.slice(1) : null;
  }
}
