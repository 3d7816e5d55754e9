// The advisor tactic: move to the hex standHere rates best, then make the attack it named there.
// standHere weighs each attack by its worth (advisorWorth.ts): the expected share of the
// defender's remaining staying power it takes, rather than the bare chance to harm, which counted
// a YAUGS hit the armour absorbs as much as one that fells the target. Score of a hex: the best
// worth of the actor's attacks from it minus half the summed worth of the enemies' attacks on the
// actor there (DANGER_WEIGHT): a point of its own expected harm against half a point it expects to
// take from each enemy. Where no hex offers an attack, it moves as the built-in tactic does, so
// the armies still close in.
import { standHere, type StandHereEntry } from '../engine/standHere';
import { planAttack } from '../engine/plan';
import { hexEquals, pathTo } from '../hex';
import { buildBoard } from '../model/board';
import { bodyReach } from '../model/steps';
import type { Command } from '../model/commands';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { heldReason } from '../engine/movement';
import { adapterFor } from '../systems/registry';
import { moveTowardEnemy, tryAttacks, winner } from './autoplay';
import { attackWorth } from './advisorWorth';

/** How much a point of the enemies' summed worth against the actor counts against a point of its own attack's worth. */
export const DANGER_WEIGHT = 0.5;

/** A hex's score for the advisor, from standHere entries weighed by attackWorth: the best worth less DANGER_WEIGHT times the summed danger. */
export function adviceScore(e: StandHereEntry): number {
  let danger = 0;
  for (const d of e.danger) danger += d.harm;
  return (e.best?.harm ?? 0) - DANGER_WEIGHT * danger;
}

/** The entry the advisor takes: the best score among hexes with an attack, ties to the cheaper hex; null when none has one. */
export function advisedHex(entries: readonly StandHereEntry[]): StandHereEntry | null {
  let best: StandHereEntry | null = null;
  let bestScore = -Infinity;
  for (const e of entries) {
    if (e.best === null || e.best.harm === 0) continue;
    const score = adviceScore(e);
    if (score > bestScore || (score === bestScore && best !== null && e.cost < best.cost)) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

/** The move to `to` along the cheapest path standHere weighed (its own search), or null to stay. */
function moveTo(state: CombatState, actor: AnyCombatant, to: StandHereEntry): Command | null {
  if (hexEquals(to.hex, actor.position)) return null;
  const budget = heldReason(state, actor) === null ? adapterFor(state.encounter.system).moveBudget(actor, state) : 0;
  const path = pathTo(bodyReach(buildBoard(state.encounter, state.out), actor, budget), to.hex);
  return path && path.length > 1 ? { type: 'move', id: actor.id, path: path.slice(1) } : null;
}

/** The advisor's commands for the current actor's turn, given a function that applies one (null when refused). */
export function playAdvisedTurn(state: CombatState, apply: (cmd: Command) => CombatState | null): CombatState {
  if (state.phase === 'prep') return apply({ type: 'start-combat' }) ?? state;
  const id = state.current;
  if (state.phase !== 'combat' || id === null) return state;
  if (winner(state)) return apply({ type: 'end-combat' }) ?? state;
  let s = state;
  const actor = () => s.encounter.combatants.find((c) => c.id === id)!;
  const advice = standHere(s, { actor: id, worth: attackWorth });
  const pick = Array.isArray(advice) ? advisedHex(advice) : null;
  const step = pick ? moveTo(s, actor(), pick) : moveTowardEnemy(s, actor());
  if (step) s = apply(step) ?? s;
  let attacked = false;
  if (pick?.best) {
    const plan = planAttack(s, { attacker: id, defender: pick.best.target, weapon: pick.best.weapon, situational: [] }, 'mapAllows');
    const next = plan ? apply(plan.command) : null;
    if (next) {
      s = next;
      attacked = true;
    }
  }
  if (!attacked) {
    tryAttacks(s, actor(), (plan) => {
      const next = apply(plan.command);
      if (next) s = next;
      return next !== null;
    });
  }
  if (winner(s)) return apply({ type: 'end-combat' }) ?? s;
  if (s.phase === 'combat' && s.current === id) s = apply({ type: 'end-turn' }) ?? s;
  return s;
}
