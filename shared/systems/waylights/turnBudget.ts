// The two-action turn (RULES.md 3.2) read off the turn's steps as the reducer records them: each
// move's cost and each action (an attack is a Fight), in order. A turn so far is legal when some
// reading of its runs of movement as Moves, a Split Move (its hexes, then exactly one other action,
// then at most 1 more hex) or the free step passes the rules core's turn machine (planTurn). Order
// matters: a Split Move of 2 hexes, a Fight and 1 more hex is legal with Movement 5; a 4th hex after
// that is not, nor 3 hexes, a Fight and 2 more.
import { ACTIONS_PER_TURN, planTurn, splitMoveHexes, type ProposedAction } from '../../rules/waylights';
import type { TurnStep, TurnUse } from '../../model/state';

/** The ways one run of `hexes` (no action in between) can be spent. */
function readings(hexes: number, movement: number): ProposedAction[][] {
  if (hexes === 0) return [[]];
  const out: ProposedAction[][] = [];
  if (hexes === 1) out.push([{ kind: 'free-step' }], [{ kind: 'split-move-step' }]);
  if (hexes <= movement) out.push([{ kind: 'move', hexes }]);
  // Two Moves in one run are a dash.
  else if (hexes <= 2 * movement) out.push([{ kind: 'move', hexes: movement }, { kind: 'move', hexes: hexes - movement }]);
  if (hexes <= splitMoveHexes(movement)) out.push([{ kind: 'split-move', hexes }]);
  return out;
}

/** The steps as runs of hexes between actions: [run, action, run, action, ..., run]. */
function runsOf(steps: readonly TurnStep[]): { runs: number[]; actions: ProposedAction[] } {
  const runs = [0];
  const actions: ProposedAction[] = [];
  for (const step of steps) {
    if (typeof step === 'number') runs[runs.length - 1]! += step;
    else {
      actions.push(step === 'kill' ? { kind: 'kill-knocked-out' } : { kind: 'fight' });
      runs.push(0);
    }
  }
  return { runs, actions };
}

// Asked for every move budget and every attack with a handful of distinct turns; the answer is a
// pure function of the movement and the steps, so it is worked out once each. Searched on every
// ask, a simulated 4-against-4 Waylights fight took 5 to 6% more CPU (three interleaved series).
const legal = new Map<string, boolean>();

/** Whether a turn of these steps (so far) is legal for a character with `movement`. */
export function turnIsLegal(movement: number, steps: readonly TurnStep[]): boolean {
  const key = `${movement}|${steps.join(',')}`;
  let ok = legal.get(key);
  if (ok === undefined) {
    ok = search(movement, steps);
    if (legal.size >= 4096) legal.clear();
    legal.set(key, ok);
  }
  return ok;
}

function search(movement: number, steps: readonly TurnStep[]): boolean {
  const { runs, actions } = runsOf(steps);
  const options = runs.map((r) => readings(r, movement));
  const pick = (i: number, plan: ProposedAction[]): boolean => {
    if (i === runs.length) return planTurn(movement, plan).ok;
    for (const reading of options[i]!) {
      const next = i < actions.length ? [...plan, ...reading, actions[i]!] : [...plan, ...reading];
      if (pick(i + 1, next)) return true;
    }
    return false;
  };
  return pick(0, []);
}

/** The steps with `hexes` more of movement. */
function withMove(steps: readonly TurnStep[], hexes: number): TurnStep[] {
  return [...steps, hexes];
}

/** Actions the turn has spent apart from movement: attacks (Fight) and other actions. */
export function actionsSpent(use: TurnUse): number {
  return use.actions + use.attacks;
}

/** Hexes still allowed this turn: the most that leave the turn legal. */
export function moveBudget(movement: number, use: TurnUse): number {
  for (let h = 2 * movement + 1; h >= 1; h--) if (turnIsLegal(movement, withMove(use.steps, h))) return h;
  return 0;
}

/** Why `name` cannot take `action` (a Fight, or the kill of a knocked-out character) now, or null when it can. */
export function fightRefusal(name: string, movement: number, use: TurnUse, action: 'act' | 'kill' = 'act'): string | null {
  const spent = actionsSpent(use);
  if (action === 'kill' && (spent > 0 || !turnIsLegal(movement, [...use.steps, 'kill']))) {
    return `Killing a knocked-out character takes both actions of the turn, and ${name} has already used one.`;
  }
  if (spent + 1 > ACTIONS_PER_TURN) {
    const parts = [
      use.attacks ? `${use.attacks} attack${use.attacks === 1 ? '' : 's'}` : '',
      use.actions ? `${use.actions} other action${use.actions === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return `${name} has used both actions of this turn (${parts.join(' and ')}); end the turn.`;
  }
  if (!turnIsLegal(movement, [...use.steps, action])) {
    return `${name} has moved ${use.moved} hex${use.moved === 1 ? '' : 'es'} this turn with Movement ${movement}, which takes ${spent === 0 ? 'both actions' : 'the action left'}; no action is left to fight.`;
  }
  return null;
}
