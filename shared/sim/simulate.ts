// Many fights of one encounter played by the built-in tactic: who wins how often, how long fights
// last, who falls. Each run has its own seed derived from the base seed, so a run can be replayed.
import { playAdvisedTurn } from './advisor';
import { playTurn, teamOf, winner } from './autoplay';
import type { Command } from '../model/commands';
import { initialState } from '../model/initial';
import { reduce, type ReduceOptions } from '../engine/reducer';
import type { Encounter } from '../model/schema';
import type { CombatState } from '../model/state';

export type FightResult = { winner: 'players' | 'foes' | 'draw'; rounds: number; out: string[]; commands: number };

export type SimulationSummary = {
  runs: number;
  wins: { players: number; foes: number; draw: number };
  /** 95% Wilson score interval of each team's win rate. */
  interval: { players: [number, number]; foes: [number, number] };
  rounds: { mean: number; sd: number; min: number; max: number };
  /** Combatant id -> how many runs it was taken out in, most first. */
  takenOut: { id: string; name: string; count: number }[];
};

/** Who plays the players' team: the built-in tactic, or the advisor (the foes always play the built-in one). */
export type Tactic = 'builtin' | 'advisor';

/** Every tactic, as `hexfray simulate --tactic` offers them. */
export const TACTICS: readonly Tactic[] = ['builtin', 'advisor'];

/** The turn player of a tactic: the advisor for the players' team's turns, the built-in tactic otherwise. */
function turnPlayer(tactic: Tactic): typeof playTurn {
  if (tactic === 'builtin') return playTurn;
  return (state, apply) => {
    const c = state.current === null ? undefined : state.encounter.combatants.find((x) => x.id === state.current);
    return c && teamOf(c) === 'players' ? playAdvisedTurn(state, apply) : playTurn(state, apply);
  };
}

// A simulation reads only who is left standing, never the log: its attacks skip their entries.
const UNLOGGED_FIGHT: ReduceOptions = { log: false };

/** The cap on rounds: a fight still going after this many is a draw. */
export const MAX_ROUNDS = 40;

/** Plays one fight to the end, the players' team with `tactic`, the foes with the built-in one. */
export function playFight(encounter: Encounter, seed: string, tactic: Tactic = 'builtin'): FightResult {
  const play = turnPlayer(tactic);
  let state: CombatState = initialState(encounter, seed);
  let commands = 0;
  const apply = (cmd: Command): CombatState | null => {
    const r = reduce(state, cmd, UNLOGGED_FIGHT);
    if (!r.ok) return null;
    commands++;
    state = r.state;
    return state;
  };
  // Each call plays one turn; the guard stops a fight whose tactic can do nothing at all.
  for (let guard = 0; guard < 100_000 && state.phase !== 'ended' && state.round <= MAX_ROUNDS; guard++) {
    const before = state;
    state = play(state, apply);
    if (state === before) break;
  }
  return { winner: winner(state) ?? 'draw', rounds: state.round, out: [...state.out], commands };
}

/** The 95% Wilson score interval of k successes in n trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The seed of run `index` of a simulation from `seed`: each run can be replayed on its own. */
export function runSeed(seed: string, index: number): string {
  return `${seed}#${index}`;
}

/**
 * What a simulation counts, as plain data so a worker thread can send it back: wins, the sum, sum
 * of squares and range of the rounds (whole numbers, so the sums are exact in any order), and how
 * often each combatant fell, in the order each first fell.
 */
export type Tally = {
  runs: number;
  wins: { players: number; foes: number; draw: number };
  rounds: { sum: number; sumSq: number; min: number; max: number };
  out: [id: string, count: number][];
};

export function emptyTally(): Tally {
  return { runs: 0, wins: { players: 0, foes: 0, draw: 0 }, rounds: { sum: 0, sumSq: 0, min: Infinity, max: -Infinity }, out: [] };
}

/**
 * Tallies runs `from` (inclusive) to `to` (exclusive) of a simulation. Runs can be split among
 * threads this way: merging the parts' tallies in run order gives the tally of the whole.
 */
export function playFights(encounter: Encounter, seed: string, from: number, to: number, onEach?: () => void, tactic: Tactic = 'builtin'): Tally {
  const t = emptyTally();
  const out = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const r = playFight(encounter, runSeed(seed, i), tactic);
    t.runs++;
    t.wins[r.winner]++;
    t.rounds.sum += r.rounds;
    t.rounds.sumSq += r.rounds * r.rounds;
    t.rounds.min = Math.min(t.rounds.min, r.rounds);
    t.rounds.max = Math.max(t.rounds.max, r.rounds);
    for (const id of r.out) out.set(id, (out.get(id) ?? 0) + 1);
    onEach?.();
  }
  t.out = [...out];
  return t;
}

/** The tally of two parts, `a`'s runs before `b`'s. */
export function mergeTallies(a: Tally, b: Tally): Tally {
  const out = new Map(a.out);
  for (const [id, n] of b.out) out.set(id, (out.get(id) ?? 0) + n);
  return {
    runs: a.runs + b.runs,
    wins: { players: a.wins.players + b.wins.players, foes: a.wins.foes + b.wins.foes, draw: a.wins.draw + b.wins.draw },
    rounds: { sum: a.rounds.sum + b.rounds.sum, sumSq: a.rounds.sumSq + b.rounds.sumSq, min: Math.min(a.rounds.min, b.rounds.min), max: Math.max(a.rounds.max, b.rounds.max) },
    out: [...out],
  };
}

/** The summary a GM reads from a simulation's tally. */
export function summarize(encounter: Encounter, t: Tally): SimulationSummary {
  const { runs, wins } = t;
  const mean = t.rounds.sum / Math.max(1, runs);
  // Sum of squared deviations from the exact integer sums; the order the runs were added in never matters.
  const squares = Math.max(0, t.rounds.sumSq - (t.rounds.sum * t.rounds.sum) / Math.max(1, runs));
  const names = new Map(encounter.combatants.map((c) => [c.id, c.name]));
  return {
    runs,
    wins: { ...wins },
    interval: { players: wilson(wins.players, runs), foes: wilson(wins.foes, runs) },
    rounds: { mean, sd: Math.sqrt(squares / Math.max(1, runs - 1)), min: runs ? t.rounds.min : 0, max: runs ? t.rounds.max : 0 },
    takenOut: t.out.map(([id, count]) => ({ id, name: names.get(id) ?? id, count })).sort((a, b) => b.count - a.count),
  };
}

/** Plays `runs` fights in this thread and summarises them; `onProgress` is told after each run. */
export function simulate(encounter: Encounter, runs: number, seed: string, onProgress?: (done: number) => void, tactic: Tactic = 'builtin'): SimulationSummary {
  let done = 0;
  return summarize(encounter, playFights(encounter, seed, 0, runs, () => onProgress?.(++done), tactic));
}
