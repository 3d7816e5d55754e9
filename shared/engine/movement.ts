// Moving and turning: a path is checked step by step for the whole body (RULES.md 5.2: every hex
// of the new place free, no side crossed that stops a step, 5.4) against the mover's budget for
// the turn, which its system decides.
import { directionWord, hexDistance, hexEquals, hexPlace, turnWords, type Hex } from '../hex';
import { blockedReason, buildBoard, movementCost, type Board } from '../model/board';
import { isBig } from '../model/body';
import { sideInTheWay } from '../model/edges';
import { bodyStep, stepProblem, turnOf, turnProblem, type StepProblem } from '../model/steps';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { grappleOf } from '../model/facts';
import { combatantById, hasCondition, isActive, nameOf, note } from '../model/query';
import { HELD_IN_PLACE } from '../systems/conditionRules';
import type { AnyCombatant } from '../model/schema';
import { usedMore, type CombatState } from '../model/state';
import { adapterFor } from '../systems/registry';
import { updateCombatant, type Step } from './step';

/** Why a combatant cannot leave its hex at all (a grapple, a condition that holds it), or null. */
export function heldReason(state: CombatState, c: AnyCombatant): string | null {
  if (grappleOf(state, c.id)) return `${c.name} is in a grapple and must break free before moving.`;
  const held = HELD_IN_PLACE.find((x) => hasCondition(state, c.id, [x]));
  return held ? `${c.name} is ${held} and cannot move; remove the condition first.` : null;
}

/** The words for what stops a step: "column 4, row 7 is a wall", "the closed door between ... is in the way". */
function problemWords(state: CombatState, board: Board, c: AnyCombatant, p: StepProblem): string {
  const orientation = state.encounter.map.orientation;
  if (p.kind === 'side') return sideInTheWay(state.encounter.map, p);
  const why = blockedReason(board, c.id, p.h, (id) => nameOf(state, id), orientation) ?? `${hexPlace(p.h, orientation)} cannot be entered`;
  return isBig(c) ? `${why} (${c.name}'s body would cover it)` : why;
}

type Walk = { readonly ok: true; readonly cost: number; readonly turns: number } | { readonly ok: false; readonly reason: string };

/**
 * The cheapest way for a body to follow `path` (anchors, the start first) and end turned `target`
 * (RULES.md 5.2): its steps with the turn it has, and for a 3-hex body turns of 60 degrees for 1
 * each wherever along the path they fit. Refused with what stops it first on the plain way (every
 * step with the body as it stands, then the turn at the end).
 */
function walk(state: CombatState, board: Board, c: AnyCombatant, path: readonly Hex[], target: number): Walk {
  const from = turnOf(c);
  const refuse = (p: StepProblem): Walk => ({ ok: false, reason: `${c.name} cannot move there: ${problemWords(state, board, c, p)}.` });
  if (c.footprint?.size !== 3) {
    let cost = 0;
    const step = bodyStep(board, c);
    const hexCost = movementCost(board, c.id);
    for (let i = 1; i < path.length; i++) {
      const k = step ? step(path[i - 1]!, path[i]!) : hexCost(path[i]!);
      if (!(k < Infinity)) return refuse(stepProblem(board, c, path[i - 1]!, path[i]!) ?? { kind: 'hex', h: path[i]! });
      cost += k;
    }
    return { ok: true, cost, turns: 0 };
  }
  // Layer by layer along the path: the least cost to stand at anchor i turned t.
  const steps = [0, 1, 2, 3, 4, 5].map((t) => bodyStep(board, c, t)!);
  let best = [0, 1, 2, 3, 4, 5].map((t) => (t === from ? 0 : Infinity));
  const turnsTaken = best.map(() => 0);
  for (let i = 0; ; i++) {
    // Turns in place, 60 degrees at a time either way, as long as they lower the cost.
    for (let round = 0; round < 6; round++) {
      for (let t = 0; t < 6; t++) {
        if (best[t] === Infinity) continue;
        for (const u of [(t + 1) % 6, (t + 5) % 6]) {
          if (best[t]! + 1 < best[u]! && turnProblem(board, c, path[i]!, t, u) === null) {
            best[u] = best[t]! + 1;
            turnsTaken[u] = turnsTaken[t]! + 1;
          }
        }
      }
    }
    if (i === path.length - 1) break;
    best = best.map((b, t) => b + steps[t]!(path[i]!, path[i + 1]!));
  }
  if (best[target]! < Infinity) return { ok: true, cost: best[target]!, turns: turnsTaken[target]! };
  // The plain way: every step as the body stands, then the turns at the end.
  for (let i = 1; i < path.length; i++) {
    const p = stepProblem(board, c, path[i - 1]!, path[i]!, from);
    if (p) return refuse(p);
  }
  const end = path[path.length - 1]!;
  const way = (((target - from) % 6) + 6) % 6 <= 3 ? 1 : 5;
  for (let t = from; t !== target; t = (t + way) % 6) {
    const p = turnProblem(board, c, end, t, (t + way) % 6);
    if (p) return refuse(p);
  }
  return { ok: false, reason: `${c.name} cannot move along that path.` };
}

/** A move the checks let through: the mover, its whole path (the start first), its end turn and the cost. */
export type CheckedMove = { readonly ok: true; readonly c: AnyCombatant; readonly path: readonly Hex[]; readonly from: number; readonly target: number; readonly cost: number };

/** The `move` command: the whole body along the path, a 3-hex body turned to `turn`; refused with the reason where the path fails. */
export function move(state: CombatState, cmd: Extract<Command, { type: 'move' }>, events: LogEvent[]): Step {
  const checked = moveChecked(state, cmd);
  return checked.ok ? movedAlong(state, cmd, checked, events) : checked;
}

/**
 * The `move` command's checks alone: its refusal, or what it found. Apart from the state it makes
 * (movedAlong) for standHere, which asks them for every hex the actor can reach but needs the
 * state after the move for few of them (building every one was about a twentieth of what a first
 * ask allocated on the stand bench).
 */
export function moveChecked(state: CombatState, cmd: Extract<Command, { type: 'move' }>): CheckedMove | { readonly ok: false; readonly reason: string } {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.phase === 'combat' && state.current !== cmd.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
  if (!isActive(state, cmd.id)) return { ok: false, reason: `${c.name} is out of the fight.` };
  const held = heldReason(state, c);
  if (held) return { ok: false, reason: held };
  const size = c.footprint?.size ?? 1;
  if (cmd.turn !== undefined && size !== 3) return { ok: false, reason: `Only a 3-hex body turns; ${c.name} covers ${size} hex${size === 1 ? '' : 'es'}.` };
  const from = turnOf(c);
  const target = cmd.turn ?? from;
  const board = buildBoard(state.encounter, state.out);
  const path: Hex[] = hexEquals(cmd.path[0]!, c.position) ? cmd.path : [c.position, ...cmd.path];
  if (path.length < 2 && target === from) return { ok: false, reason: cmd.turn === undefined ? 'The path does not leave the starting hex.' : `${c.name}'s body already stands that way.` };
  const orientation = state.encounter.map.orientation;
  for (let i = 1; i < path.length; i++) {
    if (hexDistance(path[i - 1]!, path[i]!) !== 1) return { ok: false, reason: `The path jumps at ${hexPlace(path[i]!, orientation)}: each step must go to a neighbouring hex.` };
  }
  const check = walk(state, board, c, path, target);
  if (!check.ok) return check;
  const budget = state.phase === 'combat' ? adapterFor(state.encounter.system).moveBudget(c, state) : Infinity;
  if (check.cost > budget) {
    return { ok: false, reason: `${c.name} can move ${budget} more this turn; that path costs ${check.cost}.` };
  }
  return { ok: true, c, path, from, target, cost: check.cost };
}

/** The state after a move moveChecked let through, from the state it checked; its event goes to `events`. */
export function movedAlong(state: CombatState, cmd: Extract<Command, { type: 'move' }>, m: CheckedMove, events: LogEvent[]): CombatState {
  const { c, path, from, target } = m;
  const to = path[path.length - 1]!;
  const s = updateCombatant(state, cmd.id, target === from ? { position: to } : { position: to, footprint: { size: 3, turn: target } });
  if (state.phase === 'combat') s.use = usedMore(s.use, { moved: s.use.moved + m.cost, steps: [...s.use.steps, m.cost] });
  const hexes = path.length - 1;
  const moved = hexes > 0 ? `moves ${hexes} hex${hexes === 1 ? '' : 'es'}` : '';
  const turned = target === from ? '' : `turns its body ${turnWords(from, target)}`;
  events.push(note(state, 'moved', `${c.name} ${[moved, turned].filter(Boolean).join(' and ')} (cost ${m.cost})`, { actor: c.id, gmOnly: c.hidden }));
  return s;
}

/** The `face` command. */
export function face(state: CombatState, cmd: Extract<Command, { type: 'face' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  events.push(note(state, 'faced', cmd.facing === null ? `${c.name} stops tracking facing` : `${c.name} turns to face ${directionWord(cmd.facing, state.encounter.map.orientation)}`, { actor: c.id, gmOnly: c.hidden }));
  return updateCombatant(state, cmd.id, { facing: cmd.facing });
}
