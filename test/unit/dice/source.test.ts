import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/dice/rng';
import { seededDice, typedDice, TypedDiceError } from '../../../shared/dice/source';

describe('seededDice', () => {
  it('rolls with the generator, one int per die', () => {
    const dice = seededDice(createRng('s'));
    const rng = createRng('s');
    expect(dice.kind).toBe('seeded');
    for (const sides of [6, 6, 100, 4, 20]) expect(dice.roll(sides)).toBe(rng.int(sides));
  });
});

describe('typedDice', () => {
  it('hands out the typed faces in order', () => {
    const dice = typedDice([3, 100, 1]);
    expect(dice.kind).toBe('typed');
    expect(dice.remaining()).toBe(3);
    expect(dice.roll(6)).toBe(3);
    expect(dice.roll(100)).toBe(100);
    expect(dice.remaining()).toBe(1);
    expect(dice.roll(20)).toBe(1);
    expect(dice.remaining()).toBe(0);
  });

  it('keeps its own copy of the faces', () => {
    const faces = [2, 5];
    const dice = typedDice(faces);
    faces[0] = 99;
    expect(dice.roll(6)).toBe(2);
  });

  it.each<[number, number, string]>([
    [7, 6, 'typed die 1 is 7, but a d6 shows a whole number from 1 to 6'],
    [0, 6, 'typed die 1 is 0, but a d6 shows a whole number from 1 to 6'],
    [-3, 20, 'typed die 1 is -3, but a d20 shows a whole number from 1 to 20'],
    [2.5, 6, 'typed die 1 is 2.5, but a d6 shows a whole number from 1 to 6'],
    [Number.NaN, 6, 'typed die 1 is NaN, but a d6 shows a whole number from 1 to 6'],
    [0, 100, 'typed die 1 is 0, but a d100 shows a whole number from 1 to 100 (type 100 for "00")'],
    [0, 10, 'typed die 1 is 0, but a d10 shows a whole number from 1 to 10 (type 10 for "0")'],
    [0, 20, 'typed die 1 is 0, but a d20 shows a whole number from 1 to 20'],
    [101, 100, 'typed die 1 is 101, but a d100 shows a whole number from 1 to 100'],
  ])('refuses a typed %s for a d%i', (face, sides, message) => {
    const dice = typedDice([face]);
    expect(() => dice.roll(sides)).toThrow(TypedDiceError);
    expect(() => dice.roll(sides)).toThrow(message);
  });

  it('names the position of the bad face', () => {
    const dice = typedDice([4, 9]);
    dice.roll(6);
    expect(() => dice.roll(8)).toThrow('typed die 2 is 9, but a d8 shows a whole number from 1 to 8');
  });

  it('says so when the typed dice run out', () => {
    const dice = typedDice([4, 5]);
    dice.roll(6);
    dice.roll(6);
    expect(() => dice.roll(6)).toThrow(new TypedDiceError('not enough typed dice: 2 given, die 3 (a d6) is missing'));
    expect(() => typedDice([]).roll(100)).toThrow('not enough typed dice: 0 given, die 1 (a d100) is missing');
  });
});
