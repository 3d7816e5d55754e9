// The advisor tactic against the built-in one: the players' side played by each in turn, the foes
// always by the built-in tactic, over the same seeds, on each system's 4-against-4 fight. Printed:
// the players' win rate with each tactic and the difference. The advisor scores a hex by the worth
// of its best attack from there (the expected share of the defender's remaining staying power it
// takes: YAUGS hit points after armour, Waylights wounds to the resolve's Injury, VERS the chance
// to harm) less half the summed worth of the enemies' attacks on it there (shared/sim/advisor.ts,
// advisorWorth.ts). HEXFRAY_STAND_FIGHTS sets the number
// of fights (default 1,000 per system; an advisor fight costs a few hundred ms of CPU; 0 skips them).
import { fourVsFour } from '../../shared/sim/examples';
import { playFights, wilson } from '../../shared/sim/simulate';
import { SYSTEM_IDS } from '../../shared/systems/registry';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Prints the two tactics' win rates per system. */
export async function tacticFigures(): Promise<void> {
  const fights = Number(process.env.HEXFRAY_STAND_FIGHTS ?? 1000);
  // HEXFRAY_STAND_FIGHTS=0: the timings alone.
  if (fights === 0) return;
  console.log(`advisor tactic against the built-in one (players' side), ${fights} fights per system`);
  console.log('  (advisor: best expected share of the target taken, less half the summed share the enemies take of the actor)');
  for (const system of SYSTEM_IDS) {
    const enc = fourVsFour(system);
    const t0 = performance.now();
    const base = playFights(enc, 'stand-tactics', 0, fights, undefined, 'builtin');
    const t1 = performance.now();
    const advised = playFights(enc, 'stand-tactics', 0, fights, undefined, 'advisor');
    const t2 = performance.now();
    const a = base.wins.players / fights;
    const b = advised.wins.players / fights;
    const [aLo, aHi] = wilson(base.wins.players, fights);
    const [bLo, bHi] = wilson(advised.wins.players, fights);
    console.log(`  ${system}: players win ${pct(a)} (${pct(aLo)}-${pct(aHi)}) built-in, ${pct(b)} (${pct(bLo)}-${pct(bHi)}) advisor: ${b >= a ? '+' : ''}${(100 * (b - a)).toFixed(1)} points`);
    console.log(`    (draws ${base.wins.draw} / ${advised.wins.draw}; ${((t1 - t0) / fights).toFixed(1)} ms a built-in fight, ${((t2 - t1) / fights).toFixed(1)} ms an advised one)`);
  }
}
