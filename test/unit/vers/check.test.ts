import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollCheck } from '../../../shared/rules/vers';

describe('rollCheck: the 3d6 roll-under core roll', () => {
  it('succeeds with DoS 0 when the roll equals effTN', () => {
    expect(rollCheck(10, [3, 3, 4])).toEqual({ success: true, degrees: 0, dramatic: null });
  });

  it('fails with DoF 1 one above effTN', () => {
    expect(rollCheck(10, [3, 4, 4])).toEqual({ success: false, degrees: 1, dramatic: null });
  });

  it('a natural 3 with effTN 2 is a Dramatic Success with DoS 0', () => {
    expect(rollCheck(2, [1, 1, 1])).toEqual({ success: true, degrees: 0, dramatic: 'success' });
  });

  it('a natural 3 with a high effTN keeps its full DoS', () => {
    expect(rollCheck(12, [1, 1, 1])).toEqual({ success: true, degrees: 9, dramatic: 'success' });
  });

  it('a natural 18 with effTN 20 is a Dramatic Failure with DoF 1', () => {
    expect(rollCheck(20, [6, 6, 6])).toEqual({ success: false, degrees: 1, dramatic: 'failure' });
  });

  it('a natural 18 with a low effTN keeps its full DoF', () => {
    expect(rollCheck(8, [6, 6, 6])).toEqual({ success: false, degrees: 10, dramatic: 'failure' });
  });

  it.each([
    // [effTN, dice, success, degrees, dramatic]
    [3, [1, 1, 2], false, 1, null],   // 4 is the first non-dramatic roll
    [17, [6, 6, 5], true, 0, null],    // 17 is the last non-dramatic roll
    [16, [6, 6, 5], false, 1, null],
    [-5, [1, 1, 1], true, 0, 'success'],
    [30, [6, 6, 6], false, 1, 'failure'],
  ] as const)('effTN %i, dice %j', (effTN, dice, success, degrees, dramatic) => {
    expect(rollCheck(effTN, [...dice], {})).toEqual({ success, degrees, dramatic });
  });

  it('reads the Dramatic thresholds from the settings', () => {
    expect(rollCheck(2, [1, 1, 2], { dramatic: { success: 4, failure: 18 } }).dramatic).toBe('success');
    expect(rollCheck(20, [6, 6, 5], { dramatic: { success: 3, failure: 17 } })).toEqual({ success: false, degrees: 1, dramatic: 'failure' });
  });

  it('refuses faces a d6 cannot show', () => {
    expect(() => rollCheck(10, [0, 3, 3])).toThrow(RangeError);
    expect(() => rollCheck(10, [7, 3, 3])).toThrow(RangeError);
    expect(() => rollCheck(10, [2.5, 3, 3])).toThrow(RangeError);
  });

  it('matches the definition for every face and effTN', () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 30 }), die, die, die, (effTN, a, b, c) => {
        const roll = a + b + c;
        const r = rollCheck(effTN, [a, b, c]);
        const success = roll <= 3 || (roll < 18 && roll <= effTN);
        expect(r.success).toBe(success);
        if (success) expect(r.degrees).toBe(Math.max(0, effTN - roll));
        else expect(r.degrees).toBe(Math.max(1, roll - effTN));
        expect(r.degrees).toBeGreaterThanOrEqual(success ? 0 : 1);
        expect(r.dramatic).toBe(roll <= 3 ? 'success' : roll >= 18 ? 'failure' : null);
      }),
    );
  });
});
