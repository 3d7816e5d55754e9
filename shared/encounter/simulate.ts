// Many fights of one encounter played by the built-in tactic: who wins how often, how long fights
// last, who falls. Each run has its own seed derived from the base seed, so a run can be replayed.
import { playTurn, winner } from './autoplay';
import type { Command } from './commands';
import { initialState } from './initial';
import { reduce } from './reducer';
import type { Encounter } from './schema';
import type { CombatState } from './state';

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

/** The cap on rounds: a fight still going after this many is a draw. */
export const MAX_ROUNDS = 40;

/** Plays one fight to the end with the built-in tactic for every side. */
export function playFight(encounter: Encounter, seed: string): FightResult {
  let state: CombatState = initialState(encounter, seed);
  let commands = 0;
  const apply = (cmd: Command): CombatState | null => {
    const r = reduce(state, cmd);
    if (!r.ok) return null;
    commands++;
    state = r.state;
    return state;
  };
  // Each call plays one turn; the guard stops a fight whose tactic can do nothing at all.
  for (let guard = 0; guard < 100_000 && state.phase !== 'ended' && state.round <= MAX_ROUNDS; guard++) {
    const before = state;
    state = playTurn(state, apply);
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

/** Plays `runs` fights and summarises them; `onProgress` is told after each run. */
export function simulate(encounter: Encounter, runs: number, seed: string, onProgress?: (done: number) => void): SimulationSummary {
  const wins = { players: 0, foes: 0, draw: 0 };
  const rounds: number[] = [];
  const out = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const r = playFight(encounter, `${seed}#${i}`);
    wins[r.winner]++;
    rounds.push(r.rounds);
    for (const id of r.out) out.set(id, (out.get(id) ?? 0) + 1);
    onProgress?.(i + 1);
  }
  const mean = rounds.reduce((a, b) => a + b, 0) / Math.max(1, runs);
  const sd = Math.sqrt(rounds.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, runs - 1));
  const names = new Map(encounter.combatants.map((c) => [c.id, c.name]));
  return {
    runs,
    wins,
    interval: { players: wilson(wins.players, runs), foes: wilson(wins.foes, runs) },
    rounds: { mean, sd, min: Math.min(...rounds), max: Math.max(...rounds) },
    takenOut: [...out.entries()].map(([id, count]) => ({ id, name: names.get(id) ?? id, count })).sort((a, b) => b.count - a.count),
  };
}
