// The GM's measuring ruler: waypoints clicked on the map plus the hex under the pointer, read as
// hexes, metres and the range band the system gives. Ephemeral view state (ARCHITECTURE.md, data
// flow 4): never a command, never in the log or a file. Shared with the players only when the GM
// says so.
import { hexDistance, hexEquals, hexKey, type Hex } from '../../shared/hex';
import { buildBoard } from '../../shared/model/board';
import { bodyOf } from '../../shared/model/body';
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { roomOf } from './roomRegistry';

/** What the ruler reads now. */
export type RulerReading = {
  readonly hexes: number;
  readonly meters: number;
  /** The system's range band for `who`, or null with no one to measure for. */
  readonly band: string | null;
  /** Whose band it is: the combatant on the first hex, else the one acting. */
  readonly who: string | null;
  /** One line for the GM's map. */
  readonly label: string;
  /** The line the players may read: the band only when a PC measures (an NPC's sheet stays the GM's). */
  readonly playersLabel: string;
};

/** Most waypoints a ruler keeps; the players' screen accepts as many. */
export const RULER_MAX_POINTS = 32;

export class RulerState {
  /** While on, a click on the map adds a waypoint instead of moving or targeting. */
  on = $state(false);
  waypoints = $state.raw<readonly Hex[]>([]);
  /** The hex under the pointer: the ruler's loose end. */
  end = $state.raw<Hex | null>(null);
  /** The GM's choice to show the ruler on the players' screen. */
  shared = $state(false);

  toggle(): void {
    if (this.on) this.stop();
    else this.on = true;
  }

  /** Shows the ruler on the players' screen, or stops showing it. */
  toggleShared(): void {
    this.shared = !this.shared;
  }

  /** Puts the ruler away: off and cleared. */
  stop(): void {
    this.on = false;
    this.clear();
  }

  /** Clears the waypoints; the ruler stays on for a new measurement. */
  clear(): void {
    this.waypoints = [];
    this.end = null;
  }

  /** A click on the map: a new waypoint (a second click on the last one does nothing). */
  add(hex: Hex): void {
    if (!this.on) return;
    const last = this.waypoints.at(-1);
    if (last && hexEquals(last, hex)) return;
    if (this.waypoints.length >= RULER_MAX_POINTS) return;
    this.waypoints = [...this.waypoints, hex];
  }

  /** The pointer moved over the map (null: it left the map). */
  hover(hex: Hex | null): void {
    if (!this.on) return;
    if (hex && this.end && hexEquals(hex, this.end)) return;
    this.end = hex;
  }

  /** The ruler's hexes in order: the waypoints, then the loose end when it differs from the last. */
  get points(): Hex[] {
    const last = this.waypoints.at(-1);
    const end = this.end;
    if (!last) return [];
    return end && !hexEquals(end, last) && this.waypoints.length < RULER_MAX_POINTS ? [...this.waypoints, end] : [...this.waypoints];
  }

  /** Whether there is something to measure (two points at least). */
  get measuring(): boolean {
    return this.on && this.points.length > 1;
  }

  /**
   * The ruler's hexes as it measures them (RULES.md 5.2: bodies edge to edge): the first point moved
   * to the hex of the body standing there nearest the next point, and the last to the hex of the
   * body standing there nearest the one before; the map draws these, so the line is as long as the reading.
   */
  measured(state: CombatState): Hex[] {
    const pts = this.points;
    if (pts.length < 2) return pts;
    const { standing, reached } = this.#ends(state, pts);
    const out = [...pts];
    const last = out.length - 1;
    if (standing && reached && last === 1) {
      const [a, b] = nearestPair(bodyOf(standing), bodyOf(reached));
      out[0] = a;
      out[1] = b;
    } else {
      if (standing) out[0] = nearestPair(bodyOf(standing), [out[1]!])[0];
      if (reached) out[last] = nearestPair([out[last - 1]!], bodyOf(reached))[1];
    }
    return out;
  }

  /** Who stands on the ruler's first hex (any hex of a body), and on its last (another one). */
  #ends(state: CombatState, pts: readonly Hex[]): { standing: AnyCombatant | undefined; reached: AnyCombatant | undefined } {
    // The board's index of who holds each hex, kept while no one moves: the ruler asks at every
    // pointer move, and a search of every combatant's body (500 at the table, 6 searches a move)
    // made each body's hexes again.
    const held = buildBoard(state.encounter, state.out).occupants;
    const bodyAt = (h: Hex, not?: AnyCombatant) => {
      const id = held.get(hexKey(h))?.find((x) => x !== not?.id);
      return id === undefined ? undefined : state.encounter.combatants.find((c) => c.id === id);
    };
    const standing = bodyAt(pts[0]!);
    return { standing, reached: bodyAt(pts.at(-1)!, standing) };
  }

  /**
   * Hexes, metres and the band, for the combatant standing on the first hex (else the acting one)
   * with its selected weapon (the acting one's is `actorWeapon`); null with nothing measured.
   * Distances between bodies are edge to edge (RULES.md 5.2): the legs of `measured`.
   */
  reading(state: CombatState, actorWeapon: string | null): RulerReading | null {
    const pts = this.measured(state);
    if (!this.on || pts.length < 2) return null;
    const { standing } = this.#ends(state, this.points);
    let hexes = 0;
    for (let i = 1; i < pts.length; i++) hexes += hexDistance(pts[i - 1]!, pts[i]!);
    const meters = Math.round(hexes * state.encounter.map.metersPerHex * 100) / 100;
    const acting = state.current ? state.encounter.combatants.find((c) => c.id === state.current) : undefined;
    const who: AnyCombatant | undefined = standing ?? acting;
    const weapon = who && who.id === acting?.id ? actorWeapon : null;
    const band = who ? roomOf(state.encounter.system).rulerBand(who, weapon, { hexes, meters }) : null;
    const base = `${hexes} ${hexes === 1 ? 'hex' : 'hexes'} · ${meters} m`;
    const label = band ? `${base} · ${band}` : base;
    return { hexes, meters, band, who: who?.name ?? null, label, playersLabel: who?.side === 'pc' ? label : base };
  }
}

/** The closest pair of hexes, one of `a` and one of `b` (the first such pair in their order). */
function nearestPair(a: readonly Hex[], b: readonly Hex[]): [Hex, Hex] {
  let best: [Hex, Hex] = [a[0]!, b[0]!];
  let bestD = Infinity;
  for (const x of a) {
    for (const y of b) {
      const d = hexDistance(x, y);
      if (d < bestD) {
        bestD = d;
        best = [x, y];
      }
    }
  }
  return best;
}
