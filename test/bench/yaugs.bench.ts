// YAUGS attack preview cost: a hover preview must stay well under a frame, so the target is 1 ms
// for the heaviest case, an active defender (d100 against d100) with a shield block to price.
import { budget, fmtOps, measure } from './measure';
import { previewAttack } from '../../shared/rules/yaugs/preview';
import { exchangeOdds } from '../../shared/rules/yaugs/odds';
import { SHIELD_GUARD, SWORDSMAN } from '../../shared/rules/yaugs/samples';
import type { TacticalFacts } from '../../shared/rules/tactics/facts';

const facts: TacticalFacts = {
  distanceHexes: 1,
  meters: 2,
  category: 'close',
  lineOfSight: true,
  cover: 2,
  coverObjectId: 'crate', coverName: 'Crate', coverSource: 'line',
  defenderInGrapple: false,
  attackerInDefendersGrapple: false,
  attacksReceived: 0,
  fromBehind: false,
};
const input = { attacker: SWORDSMAN, weapon: SWORDSMAN.weapons[0]!, defender: SHIELD_GUARD, facts, settings: { coverModifierPerPoint: 2 } };
const check = previewAttack(input);
if (!check.defender.mode.active || !check.parry.available) throw new Error('bench case must have an active defender with a parry');

console.log('YAUGS');
const preview = measure('previewAttack (active, with block)', () => previewAttack(input));
console.log(`  ${preview.name}: ${fmtOps(preview.opsPerSec)}, median ${(preview.medianNsPerOp / 1000).toFixed(2)} µs`);
budget('median per preview', preview.medianNsPerOp / 1e6, 'ms', 1);
const odds = measure('exchangeOdds alone', () =>
  exchangeOdds({ attackerBase: 65, attackerLevel: 7, defenderBase: 76, defenderLevel: 5, defenderRolls: true, parryBase: 75 }),
);
console.log(`  ${odds.name}: ${fmtOps(odds.opsPerSec)}, median ${(odds.medianNsPerOp / 1000).toFixed(2)} µs`);
