// Waylights attack preview cost: one preview at 3 and 8 dice a side, and bestSplit at 8.
import { budget, fmtOps, measure } from './measure';
import { bestSplit, previewAttack, SAMPLE_CHARACTERS, type PreviewInput } from '../../shared/rules/waylights';
import type { TacticalFacts } from '../../shared/rules/tactics/facts';

const facts: TacticalFacts = {
  distanceHexes: 1, meters: 2, category: 'close', lineOfSight: true, cover: 2, coverObjectId: 'crate', coverName: 'Crate', coverSource: 'line',
  defenderInGrapple: false, attackerInDefendersGrapple: false, attacksReceived: 0, fromBehind: null,
};

function input(pool: number): PreviewInput {
  const attacker = { ...SAMPLE_CHARACTERS.duellist, poolSize: pool };
  const defender = { ...SAMPLE_CHARACTERS.zealot, poolSize: pool };
  return {
    attacker: { sheet: attacker, weapon: 'Sabre', injury: 1 },
    defender: { sheet: defender, weapon: 'Maul', injury: 0, wounds: 4 },
    split: { attackDice: pool, defenceDice: pool },
    facts,
    settings: { coverModifierPerPoint: 1 },
  };
}

console.log('Waylights preview');
const p3 = input(3);
const p8 = input(8);
const results = [
  measure('previewAttack 3 v 3', () => previewAttack(p3)),
  measure('previewAttack 8 v 8', () => previewAttack(p8)),
  measure('bestSplit attacker 8 (given)', () => bestSplit(p8, 'attacker')),
  measure('bestSplit defender 8 (worst-case, 9 x 9 splits)', () => bestSplit(p8, 'defender', 'worst-case')),
];
for (const r of results) console.log(`  ${r.name}: ${(r.medianNsPerOp / 1e3).toFixed(1)} us/op, ${fmtOps(r.opsPerSec)}`);
const ms = (i: number) => results[i]!.medianNsPerOp / 1e6;
budget('previewAttack 3 v 3', ms(0), 'ms', 1);
budget('previewAttack 8 v 8', ms(1), 'ms', 1);
budget('bestSplit 8 (given)', ms(2), 'ms', 1);
budget('bestSplit 8 (worst-case)', ms(3), 'ms', 5);
console.log(`  ratio 8v8 / 3v3: ${(ms(1) / ms(0)).toFixed(2)}x`);
