// exchangeOdds keeps its answers by the six numbers of its input: the same numbers give the same
// odds however often asked, and each number is part of the key (a change in any one of them alone
// can change the odds, and then the answer changes too).
import { describe, expect, it } from 'vitest';
import { exchangeOdds, type OddsInput } from '../../../shared/rules/yaugs/odds';

const base: OddsInput = { attackerBase: 55, attackerLevel: 3, defenderBase: 48, defenderLevel: 2, defenderRolls: true, parryBase: 40 };

const sum = (o: ReturnType<typeof exchangeOdds>): number =>
  o.attackerWinsCritical + o.attackerWins + o.tie + o.defenderWins + o.defenderWinsCritical;

describe('exchangeOdds', () => {
  it('answers the same numbers alike, asked again in new objects', () => {
    for (const attackerBase of [-20, 0, 37.5, 55, 140]) {
      for (const defenderRolls of [true, false]) {
        const x = { ...base, attackerBase, defenderRolls };
        const first = exchangeOdds(x);
        expect(exchangeOdds({ ...x })).toEqual(first);
        expect(sum(first)).toBeCloseTo(1, 12);
      }
    }
  });

  it.each([
    ['attackerBase', { attackerBase: 70 }],
    ['attackerLevel', { attackerLevel: 9 }],
    ['defenderBase', { defenderBase: 20 }],
    ['defenderLevel', { defenderLevel: 9 }],
    ['defenderRolls', { defenderRolls: false }],
    ['parryBase', { parryBase: null }],
  ] as const)('tells inputs apart by %s', (_name, change) => {
    const before = exchangeOdds(base);
    const after = exchangeOdds({ ...base, ...change });
    expect(after).not.toEqual(before);
    // Asked again, each keeps its own answer.
    expect(exchangeOdds({ ...base })).toEqual(before);
    expect(exchangeOdds({ ...base, ...change })).toEqual(after);
  });
});
