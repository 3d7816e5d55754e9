// The two-action turn (RULES.md 3.2) as a small state machine: the UI proposes an action, the
// machine says whether it is legal now and, if not, why, in words for the GM.
//
// Readings: the free 1-hex step is only for a character that uses neither Move nor Split Move, so
// once the free step is taken Move and Split Move are refused for the rest of the turn. Split Move
// must be the first action, because the rules put "another action" after it; its extra hex comes
// after that other action. Two Moves in one turn (a dash) are allowed; two Split Moves are not.

/** Actions that cost one action each (reloading and changing a clip are their own actions). */
export type SingleAction = 'fight' | 'change-weapon' | 'use-item' | 'use-skill' | 'reload' | 'change-clip';

/** Something a character proposes to do during its turn. */
export type ProposedAction =
  | { readonly kind: 'move'; readonly hexes: number }
  | { readonly kind: 'split-move'; readonly hexes: number }
  | { readonly kind: 'split-move-step' }
  | { readonly kind: 'free-step' }
  | { readonly kind: 'kill-knocked-out' }
  | { readonly kind: SingleAction };

/** Where a Split Move stands: not used, waiting for the other action, extra hex available, finished. */
export type SplitMovePhase = 'none' | 'awaiting-action' | 'step-available' | 'done';

/** The state of one character's turn. */
export type TurnState = {
  readonly movement: number;
  readonly actionsLeft: number;
  /** The actions taken so far, in order (free steps and the Split Move's extra hex included). */
  readonly taken: readonly ProposedAction['kind'][];
  /** Move or Split Move was used this turn. */
  readonly moved: boolean;
  readonly freeStepUsed: boolean;
  readonly splitMove: SplitMovePhase;
};

/** The answer to a proposal: the next state, or why the action is not allowed now. */
export type TurnActionResult = { ok: true; state: TurnState } | { ok: false; reason: string };

/** Actions per turn (RULES.md 3.2). */
export const ACTIONS_PER_TURN = 2;

/** A fresh turn for a character with this movement value. */
export function startTurn(movement: number): TurnState {
  return { movement, actionsLeft: ACTIONS_PER_TURN, taken: [], moved: false, freeStepUsed: false, splitMove: 'none' };
}

/** Hexes a Split Move may cover before its other action: floor(movement / 2). */
export function splitMoveHexes(movement: number): number {
  return Math.floor(movement / 2);
}

function checkHexes(hexes: number, max: number, what: string): string | null {
  if (!Number.isInteger(hexes) || hexes < 0) return `${what} needs a whole number of hexes, got ${hexes}.`;
  if (hexes > max) return `${what} allows at most ${max} hex${max === 1 ? '' : 'es'}, not ${hexes}.`;
  return null;
}

function spend(s: TurnState, kind: ProposedAction['kind'], cost: number, patch: Partial<TurnState> = {}): TurnState {
  // Any action other than the Split Move itself is the "another action" that unlocks its extra hex.
  const splitMove = s.splitMove === 'awaiting-action' && kind !== 'split-move' ? 'step-available' : s.splitMove;
  return { ...s, splitMove, ...patch, actionsLeft: s.actionsLeft - cost, taken: [...s.taken, kind] };
}

/** Validates a proposed action against the turn so far; returns the next state or the reason it is refused. */
export function turnActions(s: TurnState, a: ProposedAction): TurnActionResult {
  const noActions = 'Both actions of this turn are used.';
  switch (a.kind) {
    case 'free-step':
      if (s.moved) return { ok: false, reason: 'The free step is only for a character that uses neither Move nor Split Move this turn.' };
      if (s.freeStepUsed) return { ok: false, reason: 'The free 1-hex step was already taken this turn.' };
      return { ok: true, state: { ...s, freeStepUsed: true, taken: [...s.taken, a.kind] } };
    case 'split-move-step':
      if (s.splitMove === 'none') return { ok: false, reason: 'The extra hex belongs to a Split Move, and none was used this turn.' };
      if (s.splitMove === 'awaiting-action') return { ok: false, reason: 'The Split Move\'s extra hex comes after its other action; take that action first.' };
      if (s.splitMove === 'done') return { ok: false, reason: 'The Split Move\'s extra hex was already taken.' };
      return { ok: true, state: { ...s, splitMove: 'done', taken: [...s.taken, a.kind] } };
    case 'move': {
      if (s.actionsLeft < 1) return { ok: false, reason: noActions };
      if (s.freeStepUsed) return { ok: false, reason: 'The free step was taken, so Move is not available this turn.' };
      const bad = checkHexes(a.hexes, s.movement, 'Move');
      if (bad) return { ok: false, reason: bad };
      return { ok: true, state: spend(s, a.kind, 1, { moved: true }) };
    }
    case 'split-move': {
      if (s.actionsLeft < 1) return { ok: false, reason: noActions };
      if (s.splitMove !== 'none') return { ok: false, reason: 'Only one Split Move per turn.' };
      if (s.actionsLeft < ACTIONS_PER_TURN) return { ok: false, reason: 'Split Move must be the first action: another action has to follow it.' };
      if (s.freeStepUsed) return { ok: false, reason: 'The free step was taken, so Split Move is not available this turn.' };
      const bad = checkHexes(a.hexes, splitMoveHexes(s.movement), 'Split Move');
      if (bad) return { ok: false, reason: bad };
      return { ok: true, state: spend(s, a.kind, 1, { moved: true, splitMove: 'awaiting-action' }) };
    }
    case 'kill-knocked-out':
      if (s.actionsLeft < ACTIONS_PER_TURN) return { ok: false, reason: 'Killing a knocked-out character takes both actions of the turn.' };
      return { ok: true, state: spend(s, a.kind, ACTIONS_PER_TURN) };
    default:
      if (s.actionsLeft < 1) return { ok: false, reason: noActions };
      return { ok: true, state: spend(s, a.kind, 1) };
  }
}

/** Runs a sequence of proposals; stops at the first refused one and says which. */
export function planTurn(movement: number, actions: readonly ProposedAction[]): TurnActionResult & { index?: number } {
  let s = startTurn(movement);
  for (let i = 0; i < actions.length; i++) {
    const r = turnActions(s, actions[i]!);
    if (!r.ok) return { ...r, index: i };
    s = r.state;
  }
  return { ok: true, state: s };
}
