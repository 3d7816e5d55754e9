// Generators shared by the dice property tests.
import fc from 'fast-check';
import { MAX_MODIFIER, MAX_SIDES } from '../../../shared/dice/expression';
import type { DiceExpression } from '../../../shared/dice/expression';

/** Any expression the parser must accept: 1-4 terms of up to `maxCount` dice each, any modifier in range. */
export function expressionArb(maxCount = 250, maxSides = MAX_SIDES): fc.Arbitrary<DiceExpression> {
  return fc.record({
    terms: fc.array(
      fc.record({ count: fc.integer({ min: 1, max: maxCount }), sides: fc.integer({ min: 1, max: maxSides }) }),
      { minLength: 1, maxLength: 4 },
    ),
    modifier: fc.integer({ min: -MAX_MODIFIER, max: MAX_MODIFIER }),
  });
}
