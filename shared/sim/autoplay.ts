// A simple built-in tactic that plays any side: close in, attack the nearest enemy, and when
// shooting prefer a spot with cover. It drives `hexfray simulate` and the engine benchmarks; it is
// deliberately plain, a baseline for comparing encounters, not an opponent.
import { hexDistance, hexKey, pathTo, type Hex } from '../hex';
import type { Command } from '../model/commands';
import { buildBoard } from '../model/board';
import { bodyDistance, isBig } from '../model/body';
import { sightBetween, sightBetweenBodies } from '../model/facts';
import { bodyReach } from '../model/steps';
import { planAttack, type AttackPlan } from '../engine/plan';
import { isActive } from '../model/query';
import { mapped } from '../model/record';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import type { WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { burstChoice } from './areaTactic';

/** Which team a side fights for: PCs and their allies against the NPCs. */
export function teamOf(c: AnyCombatant): 'players' | 'foes' {
  return c.side === 'npc' ? 'foes' : 'players';
}

/** The team still standing when the other has nobody left in the fight, else null. */
export function winner(state: CombatState): 'players' | 'foes' | null {
  // A plain count: the tactic asks after every turn, and lists and sets for it were garbage.
  let players = false;
  let foes = false;
  for (const c of state.encounter.combatants) {
    if (!isActive(state, c.id)) continue;
    if (teamOf(c) === 'players') players = true;
    else foes = true;
  }
  return players === foes ? null : players ? 'players' : 'foes';
}

/**
 * Tries the attacks worth trying, nearest enemy first, melee before ranged, each planned with the
 * system's default choices, until `attempt` takes one (the reducer has the last word). Planned one
 * at a time: the first is usually taken, so the rest are never planned.
 */
export function tryAttacks(state: CombatState, actor: AnyCombatant, attempt: (plan: AttackPlan) => boolean): boolean {
  const weapons = weaponOrder(state, actor);
  for (const { target, distance } of byDistance(actor, activeEnemies(state, actor))) {
    for (const { w, planned } of weapons) {
      // The map refuses a melee weapon beyond its reach, so planAttack would answer null: not asked
      // (it plans the first weapon of the name, as here). Asked, these were three plans in five:
      // a YAUGS 4-against-4 fight made 448 plans, now 187 (VERS 278, now 106).
      if (!planned.ranged && distance > planned.reachHexes) continue;
      const plan = planAttack(state, { attacker: actor.id, defender: target.id, weapon: w.name, situational: [] }, 'mapAllows');
      if (plan && attempt(plan)) return true;
    }
  }
  return false;
}

type Tried = { readonly w: WeaponInfo; readonly planned: WeaponInfo };
const orders = new WeakMap<object, readonly Tried[]>();

/**
 * The weapons in the order the tactic tries them: melee first, then ranged, each in sheet order,
 * each with the first weapon of its name (the one planAttack plans). Kept per sheet, which the
 * engine never changes in place.
 */
function weaponOrder(state: CombatState, actor: AnyCombatant): readonly Tried[] {
  let order = orders.get(actor.sheet);
  if (order === undefined) {
    const all = adapterFor(state.encounter.system).weapons(actor);
    order = [...all.filter((w) => !w.ranged), ...all.filter((w) => w.ranged)].map((w) => ({ w, planned: all.find((x) => x.name === w.name)! }));
    orders.set(actor.sheet, order);
  }
  return order;
}

/** The enemies with their distance from `actor`, nearest first, ties in encounter order. */
function byDistance(actor: AnyCombatant, enemies: readonly AnyCombatant[]): { target: AnyCombatant; distance: number }[] {
  const out = mapped(enemies, (target) => ({ target, distance: bodyDistance(actor, target) }));
  // An insertion sort, stable as Array.prototype.sort is: for the handful of enemies here, the
  // built-in sort's set-up cost more than the sorting. With the built-in sorts, the distances worked
  // out in each comparison and the weapons sorted too, a fight took 1-4% more CPU.
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    let j = i - 1;
    for (; j >= 0 && out[j]!.distance > x.distance; j--) out[j + 1] = out[j]!;
    out[j + 1] = x;
  }
  return out;
}

/** The enemies of `actor` still in the fight, in encounter order. */
function activeEnemies(state: CombatState, actor: AnyCombatant): AnyCombatant[] {
  const team = teamOf(actor);
  return state.encounter.combatants.filter((c) => teamOf(c) !== team && isActive(state, c.id));
}

/** The distance from `actor`'s body anchored at `at` to `c`'s body, edge to edge (RULES.md 5.2). */
function gap(at: Hex, actor: AnyCombatant, c: AnyCombatant): number {
  return isBig(actor) || isBig(c) ? bodyDistance({ position: at, footprint: actor.footprint }, c) : hexDistance(at, c.position);
}

/** The distance from `actor`'s body anchored at `at` to the nearest enemy's body. */
function nearestDistance(enemies: readonly AnyCombatant[], at: Hex, actor: AnyCombatant): number {
  let best = Infinity;
  for (const c of enemies) best = Math.min(best, gap(at, actor, c));
  return best;
}

/** The built-in tactic's move: toward the nearest enemy, a shooter to a covered hex in sight; null to stay. */
export function moveTowardEnemy(state: CombatState, actor: AnyCombatant): Command | null {
  const adapter = adapterFor(state.encounter.system);
  const budget = adapter.moveBudget(actor, state);
  if (budget <= 0) return null;
  const board = buildBoard(state.encounter, state.out);
  // The whole body's reach (RULES.md 5.2, 5.4): every anchor it can step its body to.
  const reach = bodyReach(board, actor, budget);
  const shooter = adapter.weapons(actor).some((w) => w.ranged);
  // Nobody moves while the tactic weighs the hexes, so the enemies are listed once.
  const enemies = activeEnemies(state, actor);
  let best: Hex | null = null;
  let bestScore = Infinity;
  // On a map with walls on sides, a hex next to an enemy across a wall is no place to strike from.
  const sided = board.blockedSide !== undefined;
  const meleeScore = (h: Hex, d: number): number => {
    if (!sided || d > 1) return d;
    const enemy = enemies.find((c) => gap(h, actor, c) === d);
    return enemy && !sightBetweenBodies(board, { position: h, footprint: actor.footprint }, enemy).visible ? d + 10 : d;
  };
  const here = meleeScore(actor.position, nearestDistance(enemies, actor.position, actor));
  for (const h of reach.hexes) {
    const d = nearestDistance(enemies, h, actor);
    let score = meleeScore(h, d);
    if (shooter) {
      // A shooter wants cover between itself and the nearest enemy, and no need to close to melee.
      const enemy = enemies.find((c) => gap(h, actor, c) === d);
      const cover = enemy ? (isBig(actor) || isBig(enemy) ? sightBetweenBodies(board, enemy, { position: h, footprint: actor.footprint }) : sightBetween(board, enemy.position, h)) : null;
      score = (cover?.visible ? 0 : 50) + d / 10 - (cover?.cover.value ?? 0);
    }
    if (score < bestScore) {
      bestScore = score;
      best = h;
    }
  }
  if (!best || hexKey(best) === hexKey(actor.position)) return null;
  if (!shooter && bestScore >= here) return null;
  const path = pathTo(reach, best);
  return path && path.length > 1 ? { type: 'move', id: actor.id, path: path.slice(1) } : null;
}

/**
 * The commands the built-in tactic plays for the current actor's turn, given a function that
 * applies a command and returns the state after it (or null when refused).
 */
export function playTurn(state: CombatState, apply: (cmd: Command) => CombatState | null): CombatState {
  if (state.phase === 'prep') return apply({ type: 'start-combat' }) ?? state;
  const id = state.current;
  if (state.phase !== 'combat' || id === null) return state;
  if (winner(state)) return apply({ type: 'end-combat' }) ?? state;
  let s = state;
  const actor = () => s.encounter.combatants.find((c) => c.id === id)!;
  const tryAttack = (): boolean =>
    tryAttacks(s, actor(), (plan) => {
      // The plan's own command: the reducer finds the plan made for it and does not make it again.
      const next = apply(plan.command);
      if (next) s = next;
      return next !== null;
    });
  // A burst when two or more enemies and no ally would be inside it, else a single attack.
  const tryBurst = (): boolean => {
    const cmd = burstChoice(s, actor(), teamOf);
    const next = cmd ? apply(cmd) : null;
    if (next) s = next;
    return next !== null;
  };
  if (!tryBurst() && !tryAttack()) {
    const step = moveTowardEnemy(s, actor());
    if (step) s = apply(step) ?? s;
    if (!tryBurst()) tryAttack();
  }
  if (winner(s)) return apply({ type: 'end-combat' }) ?? s;
  if (s.phase === 'combat' && s.current === id) s = apply({ type: 'end-turn' }) ?? s;
  return s;
}
