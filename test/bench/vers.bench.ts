// VERS attack preview cost: the hover preview runs on every pointer move, so it must stay far under a frame.
import { budget, fmtOps, measure } from './measure';
import { previewAttack, type VersPreviewInput } from '../../shared/rules/vers/preview';
import { SAMPLE_SHEETS } from '../../shared/rules/vers/samples';

const { mara, tobin, wolf, bandit } = SAMPLE_SHEETS;
const base = {
  lineOfSight: true, coverObjectId: null, coverName: null, coverSource: null, attackerInDefendersGrapple: false, fromBehind: null,
} as const;

const cases: { name: string; input: VersPreviewInput }[] = [
  {
    name: 'PC melee on NPC (close, reach)',
    input: {
      attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: wolf, side: 'npc' },
      facts: { ...base, distanceHexes: 1, meters: 2, category: 'close', cover: 0, defenderInGrapple: false, attacksReceived: 1 },
    },
  },
  {
    name: 'PC ranged on grappled NPC behind cover',
    input: {
      attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' },
      facts: { ...base, distanceHexes: 12, meters: 24, category: 'ranged', cover: 6, defenderInGrapple: true, attacksReceived: 2 },
      situational: [{ source: 'High ground', value: 2 }, { source: 'Rain', value: -1 }],
      settings: { ndvAddsDoS: true },
    },
  },
  {
    name: 'NPC attack, PC rolls Dodge',
    input: {
      attacker: { sheet: bandit, side: 'npc', weapon: 'Club' }, defender: { sheet: mara, side: 'pc', weapon: 'Longsword' },
      facts: { ...base, distanceHexes: 1, meters: 2, category: 'close', cover: 0, defenderInGrapple: false, attacksReceived: 0 },
    },
  },
];

console.log('VERS attack preview');
let allOk = true;
for (const c of cases) {
  const m = measure(c.name, () => previewAttack(c.input));
  console.log(`  ${c.name}: ${fmtOps(m.opsPerSec)}`);
  allOk = budget(`median per preview (${c.name})`, m.medianNsPerOp / 1e6, 'ms', 1) && allOk;
}
console.log(allOk ? 'All within budget.' : 'Some previews are over budget.');
