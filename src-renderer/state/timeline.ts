// Where each round and each turn of a replayed fight starts, as step numbers, and the moves of the
// replay controls over them. Step n is the state after the first n commands (0 = before the first),
// so a fight of N commands has the steps 0..N.

/** What identifies a turn in the state after a step: the round, the turn count and who acts. */
export type StepMark = { readonly round: number; readonly turn: number; readonly current: string | null };

/** The steps at which rounds and turns begin, ascending; both always hold step 0. */
export type Timeline = {
  /** The last step (the number of commands). */
  readonly last: number;
  readonly roundStarts: readonly number[];
  readonly turnStarts: readonly number[];
};

/** Indexes the round and turn starts from the mark of every step (marks[n] = after n commands). */
export function buildTimeline(marks: readonly StepMark[]): Timeline {
  const roundStarts = [0];
  const turnStarts = [0];
  for (let n = 1; n < marks.length; n++) {
    const a = marks[n - 1]!, b = marks[n]!;
    if (b.round !== a.round) roundStarts.push(n);
    // A new actor in the same round and turn count still is a new turn (VERS hands turns on).
    if (b.round !== a.round || b.turn !== a.turn || b.current !== a.current) turnStarts.push(n);
  }
  return { last: Math.max(0, marks.length - 1), roundStarts, turnStarts };
}

/** Keeps a step inside 0..last. */
export function clampStep(t: Timeline, step: number): number {
  return Math.max(0, Math.min(t.last, Math.round(step)));
}

/** The start of the unit holding `step` when past it, else the start of the one before (as a player's "previous"). */
function before(starts: readonly number[], step: number): number {
  let found = 0;
  for (const s of starts) {
    if (s >= step) break;
    found = s;
  }
  return found;
}

/** The start of the next unit after `step`, or the last step when there is none. */
function after(starts: readonly number[], step: number, last: number): number {
  for (const s of starts) if (s > step) return s;
  return last;
}

/** The step a replay control leads to from `step`. */
export function jump(t: Timeline, step: number, to: 'first' | 'prev-round' | 'prev-turn' | 'prev-step' | 'next-step' | 'next-turn' | 'next-round' | 'last'): number {
  const s = clampStep(t, step);
  switch (to) {
    case 'first': return 0;
    case 'prev-round': return before(t.roundStarts, s);
    case 'prev-turn': return before(t.turnStarts, s);
    case 'prev-step': return Math.max(0, s - 1);
    case 'next-step': return Math.min(t.last, s + 1);
    case 'next-turn': return after(t.turnStarts, s, t.last);
    case 'next-round': return after(t.roundStarts, s, t.last);
    case 'last': return t.last;
  }
}

/** The step at which the turn holding `step` began. */
export function turnStartOf(t: Timeline, step: number): number {
  let found = 0;
  for (const s of t.turnStarts) {
    if (s > step) break;
    found = s;
  }
  return found;
}
