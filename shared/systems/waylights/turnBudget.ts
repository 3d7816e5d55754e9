// The two-action turn (RULES.md 3.2) read off what the reducer counts: hexes moved (use.moved),
// attacks made (use.attacks, each a Fight action) and other actions (use.actions: change weapon,
// use an item or a skill, reload).
//
// The reducer adds a path's cost to use.moved without saying which movement action it was, nor
// whether it came before or after an attack. So the turn's hexes are pooled: the engine allows a
// move when SOME legal plan of the rules core's turnActions covers every hex moved so far plus the
// new path together with the actions already taken. With movement M and n one-action actions taken:
//   n = 0: up to 2M hexes (Move, then a second Move as the second action), at least 1 (free step);
//   n = 1: up to M hexes (one Move), at least 1 (the free step needs neither Move nor Split Move);
//   n = 2: the free 1-hex step only.
// A Split Move (floor(M/2), another action, 1 more hex) never covers more than one Move, so it adds
// no hexes; pooling makes the engine lenient about order (move 3, fight, move 2 with M = 5 passes,
// though the rules would call the last 2 hexes a second Move). An attack is refused when it would
// leave no legal plan for the hexes already moved. use.moveMode is not set by the reducer; if a
// caller sets it, 'step', 'move' and 'split' restrict the plans to the free step, Moves or a Split Move.
import { ACTIONS_PER_TURN, planTurn, splitMoveHexes, type ProposedAction } from '../../rules/waylights';
import type { TurnUse } from '../../model/state';

type Plan = { readonly hexes: number; readonly mode: TurnUse['moveMode']; readonly actions: (others: ProposedAction[]) => ProposedAction[] };

function plans(movement: number): Plan[] {
  const move: ProposedAction = { kind: 'move', hexes: movement };
  const half = splitMoveHexes(movement);
  const split: ProposedAction = { kind: 'split-move', hexes: half };
  const extra: ProposedAction = { kind: 'split-move-step' };
  return [
    { hexes: 0, mode: 'none', actions: (o) => o },
    { hexes: 1, mode: 'step', actions: (o) => [{ kind: 'free-step' }, ...o] },
    { hexes: movement, mode: 'move', actions: (o) => [move, ...o] },
    { hexes: 2 * movement, mode: 'move', actions: (o) => [move, move, ...o] },
    { hexes: half + 1, mode: 'split', actions: (o) => [split, ...o, extra] },
    { hexes: half + movement + 1, mode: 'split', actions: (o) => [split, move, extra, ...o] },
  ];
}

// Asked for every move budget and every attack with a handful of distinct arguments; the answer
// is a pure function of them, so it is worked out once each.
const maxHexes = new Map<string, number>();

/** The most hexes a turn can cover beside `actions` one-action actions, or -1 when no legal plan holds them. */
export function maxTurnHexes(movement: number, actions: number, mode: TurnUse['moveMode'] = 'none'): number {
  const key = `${movement},${actions},${mode}`;
  let best = maxHexes.get(key);
  if (best === undefined) {
    best = planMaxTurnHexes(movement, actions, mode);
    if (maxHexes.size >= 1024) maxHexes.clear();
    maxHexes.set(key, best);
  }
  return best;
}

function planMaxTurnHexes(movement: number, actions: number, mode: TurnUse['moveMode']): number {
  const others: ProposedAction[] = Array.from({ length: actions }, () => ({ kind: 'fight' }));
  let best = -1;
  for (const p of plans(movement)) {
    if (mode !== 'none' && p.mode !== 'none' && p.mode !== mode) continue;
    if (p.hexes > best && planTurn(movement, p.actions(others)).ok) best = p.hexes;
  }
  return best;
}

/** Actions the turn has spent apart from movement: attacks (Fight) and other actions. */
export function actionsSpent(use: TurnUse): number {
  return use.actions + use.attacks;
}

/** Hexes still allowed this turn. */
export function moveBudget(movement: number, use: TurnUse): number {
  return Math.max(0, maxTurnHexes(movement, actionsSpent(use), use.moveMode) - use.moved);
}

/** Why `name` cannot take a Fight action now, or null when it can. */
export function fightRefusal(name: string, movement: number, use: TurnUse): string | null {
  const spent = actionsSpent(use);
  if (spent + 1 > ACTIONS_PER_TURN) {
    const parts = [
      use.attacks ? `${use.attacks} attack${use.attacks === 1 ? '' : 's'}` : '',
      use.actions ? `${use.actions} other action${use.actions === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return `${name} has used both actions of this turn (${parts.join(' and ')}); end the turn.`;
  }
  if (maxTurnHexes(movement, spent + 1, use.moveMode) < use.moved) {
    return `${name} has moved ${use.moved} hex${use.moved === 1 ? '' : 'es'} this turn with Movement ${movement}, which takes ${spent === 0 ? 'both actions' : 'the action left'}; no action is left to fight.`;
  }
  return null;
}
