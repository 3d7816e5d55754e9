import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDice, MAX_DICE, MAX_MODIFIER, MAX_SIDES, parseDice } from '../../../shared/dice/expression';
import type { DiceTerm } from '../../../shared/dice/expression';
import { expressionArb } from './arbitraries';

const t = (count: number, sides: number): DiceTerm => ({ count, sides });

describe('parseDice: accepted', () => {
  it.each<[string, DiceTerm[], number, string]>([
    ['d100', [t(1, 100)], 0, 'd100'],
    ['3d6', [t(3, 6)], 0, '3d6'],
    ['4d6+2', [t(4, 6)], 2, '4d6+2'],
    ['2d10-1', [t(2, 10)], -1, '2d10-1'],
    ['d6', [t(1, 6)], 0, 'd6'],
    ['1d20 + 3', [t(1, 20)], 3, 'd20+3'],
    ['  3D6  ', [t(3, 6)], 0, '3d6'],
    ['3d6\t-\t2', [t(3, 6)], -2, '3d6-2'],
    ['2d6+1d4+1', [t(2, 6), t(1, 4)], 1, '2d6+d4+1'],
    ['2d6 + 1d4 + 1', [t(2, 6), t(1, 4)], 1, '2d6+d4+1'],
    ['1+2d6', [t(2, 6)], 1, '2d6+1'],
    ['d6+1+2-4', [t(1, 6)], -1, 'd6-1'],
    ['2d6+1-1', [t(2, 6)], 0, '2d6'],
    ['d6-0', [t(1, 6)], 0, 'd6'],
    ['+d6', [t(1, 6)], 0, 'd6'],
    ['d%', [t(1, 100)], 0, 'd100'],
    ['2D%+5', [t(2, 100)], 5, '2d100+5'],
    ['007d06', [t(7, 6)], 0, '7d6'],
    ['d1', [t(1, 1)], 0, 'd1'],
    // Band edges of the limits.
    [`${MAX_DICE}d6`, [t(MAX_DICE, 6)], 0, '1000d6'],
    [`d${MAX_SIDES}`, [t(1, MAX_SIDES)], 0, 'd1000'],
    ['500d6+500d4', [t(500, 6), t(500, 4)], 0, '500d6+500d4'],
    [`d6+${MAX_MODIFIER}`, [t(1, 6)], MAX_MODIFIER, 'd6+10000'],
    [`d6-${MAX_MODIFIER}`, [t(1, 6)], -MAX_MODIFIER, 'd6-10000'],
    ['d6+9999+1', [t(1, 6)], 10_000, 'd6+10000'],
  ])('%j', (text, terms, modifier, canonical) => {
    const r = parseDice(text);
    expect(r).toEqual({ ok: true, value: { terms, modifier } });
    if (r.ok) expect(formatDice(r.value)).toBe(canonical);
  });
});

describe('parseDice: refused', () => {
  it.each<[string, string, number]>([
    ['', 'no dice given: write an expression like "3d6+2"', 1],
    ['   ', 'no dice given: write an expression like "3d6+2"', 1],
    ['3d', '"3d": expected the number of sides after "d" at position 3', 3],
    ['d', '"d": expected the number of sides after "d" at position 2', 2],
    ['dd6', '"dd6": expected the number of sides after "d" at position 2', 2],
    ['d-6', '"d-6": expected the number of sides after "d" at position 2', 2],
    ['3d6+2d', '"3d6+2d": expected the number of sides after "d" at position 7', 7],
    ['0d6', '"0d6": the number of dice must be at least 1 at position 1', 1],
    ['2d6+0d4', '"2d6+0d4": the number of dice must be at least 1 at position 5', 5],
    ['d0', '"d0": a die needs at least 1 side at position 2', 2],
    ['3d0', '"3d0": a die needs at least 1 side at position 3', 3],
    ['-1d6', '"-1d6": dice cannot be subtracted, only added at position 1', 1],
    ['2d6-1d4', '"2d6-1d4": dice cannot be subtracted, only added at position 4', 4],
    ['1001d6', '"1001d6": at most 1000 dice can be rolled at once at position 1', 1],
    ['600d6+401d6', '"600d6+401d6": at most 1000 dice can be rolled at once at position 7', 7],
    ['99999999999999999999d6', '"99999999999999999999d6": at most 1000 dice can be rolled at once at position 1', 1],
    ['d1001', '"d1001": a die can have at most 1000 sides at position 2', 2],
    ['d6+10001', '"d6+10001": the added number must stay between -10000 and +10000 at position 4', 4],
    ['d6-10001', '"d6-10001": the added number must stay between -10000 and +10000 at position 4', 4],
    ['d6+5000+5001', '"d6+5000+5001": the added number must stay between -10000 and +10000 at position 9', 9],
    ['3d6x', '"3d6x": expected "+" or "-", found "x" at position 4', 4],
    ['2d6 3', '"2d6 3": expected "+" or "-", found "3" at position 5', 5],
    ['3 d6', '"3 d6": expected "+" or "-", found "d" at position 3', 3],
    ['3d6d6', '"3d6d6": expected "+" or "-", found "d" at position 4', 4],
    ['3.5d6', '"3.5d6": only whole numbers are allowed, found "." at position 2', 2],
    ['d6+1,5', '"d6+1,5": only whole numbers are allowed, found "," at position 5', 5],
    ['NaN', '"NaN": expected a die like "d6" or a number, found "N" at position 1', 1],
    ['x', '"x": expected a die like "d6" or a number, found "x" at position 1', 1],
    ['3d6+', '"3d6+": expected a die like "d6" or a number after "+" at position 5', 5],
    ['3d6 - ', '"3d6 - ": expected a die like "d6" or a number after "-" at position 7', 7],
    ['3d6++2', '"3d6++2": expected a die like "d6" or a number after "+", found "+" at position 5', 5],
    ['-', '"-": expected a die like "d6" or a number after "-" at position 2', 2],
    ['5', '"5": a dice expression needs at least one die, like "d6" at position 1', 1],
    ['2+3', '"2+3": a dice expression needs at least one die, like "d6" at position 1', 1],
  ])('%j', (text, message, position) => {
    expect(parseDice(text)).toEqual({ ok: false, error: { message, position } });
  });

  it('never throws, and points inside the text or just past its end', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789dD%+- .x'.split('')) }), (text) => {
        const r = parseDice(text);
        if (!r.ok) {
          expect(r.error.position).toBeGreaterThanOrEqual(1);
          expect(r.error.position).toBeLessThanOrEqual(text.length + 1);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('formatDice', () => {
  it('round-trips through parseDice', () => {
    fc.assert(
      fc.property(expressionArb(), (e) => {
        const text = formatDice(e);
        const r = parseDice(text);
        expect(r).toEqual({ ok: true, value: e });
        if (r.ok) expect(formatDice(r.value)).toBe(text);
      }),
    );
  });

  it('reads the same expression however the GM spaces and capitalises it', () => {
    const spacing = fc.constantFrom('', ' ', '  ', '\t');
    fc.assert(
      fc.property(
        expressionArb(),
        fc.array(fc.tuple(spacing, spacing, fc.boolean(), fc.boolean()), { minLength: 5, maxLength: 5 }),
        (e, styles) => {
          const parts = e.terms.map((term, k) => {
            const [before, after, upper, explicitOne] = styles[k]!;
            const count = term.count === 1 && !explicitOne ? '' : String(term.count);
            return `${k === 0 ? '' : `${before}+${after}`}${count}${upper ? 'D' : 'd'}${term.sides}`;
          });
          const [before, after] = styles[4]!;
          const mod = e.modifier === 0 ? '' : `${before}${e.modifier > 0 ? '+' : '-'}${after}${Math.abs(e.modifier)}`;
          expect(parseDice(`${before}${parts.join('')}${mod}${after}`)).toEqual({ ok: true, value: e });
        },
      ),
    );
  });
});
