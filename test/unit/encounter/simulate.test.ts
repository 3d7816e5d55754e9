// The simulation summary: what a GM reads from `hexfray simulate`, checked against the fights it
// played, and the same however its runs are split (threads play contiguous shares).
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { emptyTally, mergeTallies, playFight, playFights, runSeed, simulate, summarize, wilson } from '../../../shared/sim/simulate';

describe('simulate', () => {
  const enc = EXAMPLES.waylights();
  const runs = 24;
  const fights = Array.from({ length: runs }, (_, i) => playFight(enc, runSeed('sum', i)));

  it('counts wins, rounds and falls exactly as the fights went', () => {
    const s = simulate(enc, runs, 'sum');
    const count = (w: string) => fights.filter((f) => f.winner === w).length;
    expect(s.wins).toEqual({ players: count('players'), foes: count('foes'), draw: count('draw') });
    expect(s.interval.players).toEqual(wilson(count('players'), runs));
    const rounds = fights.map((f) => f.rounds);
    const mean = rounds.reduce((a, b) => a + b, 0) / runs;
    expect(s.rounds.mean).toBeCloseTo(mean, 12);
    expect(s.rounds.sd).toBeCloseTo(Math.sqrt(rounds.reduce((a, b) => a + (b - mean) ** 2, 0) / (runs - 1)), 10);
    expect(s.rounds.min).toBe(Math.min(...rounds));
    expect(s.rounds.max).toBe(Math.max(...rounds));
    const first = s.takenOut[0]!;
    expect(first.count).toBe(fights.filter((f) => f.out.includes(first.id)).length);
    expect(first.name).toBe(enc.combatants.find((c) => c.id === first.id)!.name);
    for (let i = 1; i < s.takenOut.length; i++) expect(s.takenOut[i]!.count).toBeLessThanOrEqual(s.takenOut[i - 1]!.count);
  });

  it('gives the same summary whether the runs are played in one share or several', () => {
    const whole = summarize(enc, playFights(enc, 'sum', 0, runs));
    const parts = [playFights(enc, 'sum', 0, 7), playFights(enc, 'sum', 7, 8), playFights(enc, 'sum', 8, runs)];
    expect(summarize(enc, parts.reduce(mergeTallies, emptyTally()))).toEqual(whole);
  });

  it('tells progress after each fight and summarises an empty tally without dividing by zero', () => {
    const seen: number[] = [];
    simulate(enc, 3, 'p', (d) => seen.push(d));
    expect(seen).toEqual([1, 2, 3]);
    const none = summarize(enc, emptyTally());
    expect(none.rounds).toEqual({ mean: 0, sd: 0, min: 0, max: 0 });
    expect(none.takenOut).toEqual([]);
  });
});
