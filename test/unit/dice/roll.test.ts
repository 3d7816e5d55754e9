import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDice, parseDice } from '../../../shared/dice/expression';
import type { DiceExpression } from '../../../shared/dice/expression';
import { rollDice, rollDie } from '../../../shared/dice/roll';
import { createRng } from '../../../shared/dice/rng';
import { seededDice, typedDice, TypedDiceError } from '../../../shared/dice/source';
import { expressionArb } from './arbitraries';

function parsed(text: string): DiceExpression {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('rollDice', () => {
  it('records typed faces, in term order, with the total', () => {
    const roll = rollDice(parsed('2d6 + 1d4 + 1'), typedDice([3, 5, 4]));
    expect(roll).toEqual({
      expression: '2d6+d4+1',
      faces: [
        { sides: 6, value: 3 },
        { sides: 6, value: 5 },
        { sides: 4, value: 4 },
      ],
      modifier: 1,
      total: 13,
      typed: true,
    });
  });

  it('applies a negative modifier', () => {
    expect(rollDice(parsed('2d10-1'), typedDice([1, 1])).total).toBe(1);
  });

  it('refuses a typed face the die cannot show', () => {
    expect(() => rollDice(parsed('3d6'), typedDice([2, 7, 1]))).toThrow(TypedDiceError);
  });

  it('gives the same roll for the same seed', () => {
    const e = parsed('4d6+2');
    expect(rollDice(e, seededDice(createRng('s')))).toEqual(rollDice(e, seededDice(createRng('s'))));
  });

  it('sums its faces and modifier, keeps each face on its die, and is plain JSON', () => {
    fc.assert(
      fc.property(expressionArb(20), fc.string(), (e, seed) => {
        const roll = rollDice(e, seededDice(createRng(seed)));
        const sides = e.terms.flatMap((term) => new Array<number>(term.count).fill(term.sides));
        expect(roll.faces.map((f) => f.sides)).toEqual(sides);
        for (const f of roll.faces) expect(Number.isInteger(f.value) && f.value >= 1 && f.value <= f.sides).toBe(true);
        expect(roll.total).toBe(roll.faces.reduce((s, f) => s + f.value, 0) + e.modifier);
        expect(roll.modifier).toBe(e.modifier);
        expect(roll.expression).toBe(formatDice(e));
        expect(roll.typed).toBe(false);
        expect(JSON.parse(JSON.stringify(roll))).toEqual(roll);
      }),
    );
  });

  it('gives the same record when the GM types in the faces the generator rolled', () => {
    fc.assert(
      fc.property(expressionArb(20), fc.string(), (e, seed) => {
        const seeded = rollDice(e, seededDice(createRng(seed)));
        const typed = rollDice(e, typedDice(seeded.faces.map((f) => f.value)));
        expect(typed).toEqual({ ...seeded, typed: true });
      }),
    );
  });
});

describe('rollDie', () => {
  it.each([1, 50, 100])('records a typed d100 showing %i', (face) => {
    expect(rollDie(100, typedDice([face]))).toEqual({
      expression: 'd100',
      faces: [{ sides: 100, value: face }],
      modifier: 0,
      total: face,
      typed: true,
    });
  });

  it('rolls one face with the generator', () => {
    const roll = rollDie(20, seededDice(createRng('d20')));
    expect(roll.total).toBe(createRng('d20').int(20));
    expect(roll.faces).toHaveLength(1);
    expect(roll.typed).toBe(false);
  });
});
