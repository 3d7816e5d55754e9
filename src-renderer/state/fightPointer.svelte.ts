// Where the GM points on the fight's map and what the pointer does: the hex under it, the
// combatant picked, the actor's reach, the dragged path and its cost, and moves by drop or click
// (a refused one says why at the drop point). View state: only the moves it sends are commands.
// A big body moves whole (RULES.md 5.2): its reach and paths are its anchor's, by bodyReach, and it
// is dragged by any of its hexes, the anchor following at the same offset.
import { coveredFrom, footprintHexes, hexDistance, hexEquals, hexKey, hexPlace, pathTo, reachCost, type Hex } from '../../shared/hex';
import { movementCost } from '../../shared/model/board';
import { bodyHexes, bodyOf, isBig } from '../../shared/model/body';
import { bodyReach, bodyStep, turnOf } from '../../shared/model/steps';
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { adapterFor } from '../../shared/systems/registry';
import type { CombatController } from './combat.svelte';
import { boardFor } from './fightBoard';
import type { FightTurn } from './fightTurn.svelte';

/** A move the engine refused, said where the GM dropped the token, for a few seconds. */
export type RefusedMove = { hex: Hex; text: string };

/** How long a refused move's reason stays by the pointer. */
export const REFUSED_MOVE_MS = 4000;

export class FightPointer {
  hover = $state.raw<Hex | null>(null);
  /**
   * The combatant the GM picked (a token, a chip in the strip, a roster row): the one selection the
   * Combatant panel shows and the roster's buttons and keys act on; null when none is picked.
   */
  selected = $state<string | null>(null);
  /** The last move the engine refused and why, shown at the drop point until it times out. */
  refusedMove = $state.raw<RefusedMove | null>(null);
  /** The engine's words for the last move it refused, kept after the label by the drop point fades: the attack panel does not say them again. */
  lastMoveRefusal = $state<string | null>(null);
  #refusedTimer: ReturnType<typeof setTimeout> | null = null;
  /** The anchors the dragged body passed through (for a 1-hex body, the hexes under the pointer). */
  dragPath = $state.raw<Hex[]>([]);
  dragging = $state(false);
  /** Where the dragged body's anchor is from the hex the GM grabbed it by. */
  #grab: Hex = { q: 0, r: 0 };

  constructor(
    private readonly combat: CombatController,
    private readonly turn: FightTurn,
  ) {}

  get state(): CombatState {
    return this.combat.state;
  }

  readonly #budget = $derived.by((): number => {
    const a = this.turn.actor;
    // A readied attack is all a combatant does out of turn: no moving.
    return a && !this.turn.outOfTurn ? adapterFor(this.state.encounter.system).moveBudget(a, this.state) : 0;
  });

  /** How far the actor may still move this turn. */
  get budget(): number {
    return this.#budget;
  }

  // Derived once per change of what it reads, not once per read: a pointer move over a 200-token
  // board must not rebuild the reach.
  readonly #reach = $derived.by(() => {
    const a = this.turn.actor;
    if (!a || this.state.phase !== 'combat') return null;
    return bodyReach(boardFor(this.state), a, this.budget);
  });

  /** Where the actor can move this turn, with the cheapest path to each hex. */
  get reach() {
    return this.#reach;
  }

  // A big body's reach holds anchors; the GM reads the map by the hexes the body can cover.
  readonly #reachHexes = $derived.by((): readonly Hex[] => {
    const reach = this.#reach;
    const a = this.turn.actor;
    if (!reach || !a) return [];
    if (!isBig(a)) return reach.hexes;
    return coveredFrom(footprintHexes({ q: 0, r: 0 }, a.footprint!.size, turnOf(a)), reach.hexes);
  });

  /** Every hex the actor's body can cover this turn, for the map's reach overlay: for a one-hex body, its reach. */
  get reachHexes(): readonly Hex[] {
    return this.#reachHexes;
  }

  readonly #plannedPath = $derived.by((): { path: Hex[]; cost: number } | null => {
    const reach = this.reach;
    const a = this.turn.actor;
    const to = this.dragPath.at(-1);
    if (!reach || !a || !to || !this.dragging) return null;
    const traced = tracedCost(this.dragPath, this.state, a);
    if (traced !== null && traced <= this.budget && this.dragPath.length > 1) return { path: [...this.dragPath], cost: traced };
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

  /**
   * While dragging the actor: the hexes its body would take under the pointer when no legal path
   * of this turn leads there, so the map can mark the spot refused before the drop; else null.
   */
  get refusedDrop(): Hex[] | null {
    const a = this.turn.actor;
    const at = this.dragPath.at(-1);
    if (!this.dragging || !a || !at || this.#plannedPath || hexEquals(at, a.position)) return null;
    return bodyHexes({ position: at, footprint: a.footprint });
  }

  /**
   * The GM dropped the dragged actor on `hex`: moves it along the planned path. A move the engine
   * refuses, or a drop out of reach, says why at the drop point (in the engine's words).
   */
  async dropAt(hex: Hex): Promise<boolean> {
    const a = this.turn.actor;
    const traced = [...this.dragPath];
    const to = this.#anchorAt(hex);
    const planned = this.endDrag();
    if (!a || hexEquals(a.position, to)) return false;
    const way = planned ?? this.#wayOutOfReach(a, to, traced);
    return way ? this.moveAlong(way, hex) : this.#noWay(hex);
  }

  /** The anchor of the dragged body when the hex it was grabbed by is at `hex`. */
  #anchorAt(hex: Hex): Hex {
    return { q: hex.q + this.#grab.q, r: hex.r + this.#grab.r };
  }

  /**
   * The GM clicked the empty `hex`: the actor moves there by the cheapest path. Out of this turn's
   * reach, the engine's refusal is said at the hex, as for a drop.
   */
  async moveTo(hex: Hex): Promise<boolean> {
    const a = this.turn.actor;
    if (!a || this.turn.outOfTurn || hexEquals(a.position, hex)) return false;
    const to = this.#anchorCovering(a, hex);
    if (to !== hex) return to ? this.moveAlong(pathTo(this.reach!, to)!.slice(1), hex) : false;
    const path = this.reach ? pathTo(this.reach, hex) : null;
    if (path && path.length > 1) return this.moveAlong(path.slice(1), hex);
    const way = this.#wayOutOfReach(a, hex, []);
    return way ? this.moveAlong(way, hex) : this.#noWay(hex);
  }

  // No route at all, and none traced to name a blocked hex by: said at the hex, not as a jump the GM never made.
  #noWay(hex: Hex): false {
    const text = `No way there: walls, closed doors or others block every route to ${hexPlace(hex, this.state.encounter.map.orientation)}.`;
    this.lastMoveRefusal = text;
    this.refuseMove({ hex, text });
    return false;
  }

  /**
   * Where a click on `hex` sends the actor's anchor: the hex itself, or for a big body the hex is
   * only inside the reach overlay's fringe (covered, not an anchor it reaches), the cheapest anchor
   * this turn whose body covers it (null when that is where the body already is).
   */
  #anchorCovering(a: AnyCombatant, hex: Hex): Hex | null {
    const reach = this.reach;
    if (!reach || !isBig(a) || reachCost(reach, hex) !== null) return hex;
    const offsets = footprintHexes({ q: 0, r: 0 }, a.footprint!.size, turnOf(a));
    let best: Hex | null = null;
    let bestCost = Infinity;
    reach.hexes.forEach((anchor, i) => {
      const cost = reach.costs[i]!;
      if (cost < bestCost && offsets.some((o) => anchor.q + o.q === hex.q && anchor.r + o.r === hex.r)) {
        best = anchor;
        bestCost = cost;
      }
    });
    if (best === null) return hex;
    return hexEquals(best, a.position) ? null : best;
  }

  // Out of this turn's reach: the cheapest way there regardless of the budget, so the engine can say
  // what it costs; with no way at all, the route as traced, so it names the blocked hex; null when
  // there is no way and nothing was traced (a click).
  #wayOutOfReach(a: AnyCombatant, hex: Hex, traced: readonly Hex[]): Hex[] | null {
    const anyReach = bodyReach(boardFor(this.state), a, Math.max(this.budget, 1) * 20, { target: hex });
    const way = pathTo(anyReach, hex);
    if ((!way || way.length < 2) && traced.length < 2) return null;
    const path = way && way.length > 1 ? way.slice(1) : traced.slice(1);
    return path.length && hexEquals(path.at(-1)!, hex) ? path : [...path, hex];
  }

  /** Sends a move along `path`; a refusal is shown at `at`. */
  async moveAlong(path: Hex[], at: Hex): Promise<boolean> {
    const a = this.turn.actor;
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

  startDrag(hex: Hex): boolean {
    const a = this.turn.actor;
    if (!a || !bodyOf(a).some((h) => hexEquals(h, hex))) return false;
    this.#grab = { q: a.position.q - hex.q, r: a.position.r - hex.r };
    this.dragging = true;
    this.dragPath = [a.position];
    return true;
  }

  dragTo(hex: Hex): void {
    if (!this.dragging) return;
    const to = this.#anchorAt(hex);
    const last = this.dragPath.at(-1);
    if (last && hexKey(last) === hexKey(to)) return;
    this.dragPath = [...this.dragPath, to];
  }

  endDrag(): Hex[] | null {
    const planned = this.plannedPath;
    this.dragging = false;
    this.dragPath = [];
    return planned ? planned.path.slice(1) : null;
  }
}

/** The cost of the whole body of `a` moving along the traced anchors, or null where it may not go. */
function tracedCost(path: readonly Hex[], state: CombatState, a: AnyCombatant): number | null {
  const board = boardFor(state);
  const step = bodyStep(board, a);
  const cost = movementCost(board, a.id);
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    if (hexDistance(path[i - 1]!, path[i]!) !== 1) return null;
    const c = step ? step(path[i - 1]!, path[i]!) : cost(path[i]!);
    if (!(c >= 0) || c === Infinity) return null;
    total += c;
  }
  return total;
}
