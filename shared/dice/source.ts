// Where die faces come from: the seeded generator, or physical dice the GM typed in. The engine
// takes either, so a table that rolls real dice gets the same rules and the same log.
import type { Rng } from './rng';

export type DiceSource = {
  /** The next face of a die with `sides` faces, 1..sides. */
  roll(sides: number): number;
  readonly kind: 'seeded' | 'typed';
};

/** A typed-dice source that also tells how many typed faces are still unused. */
export type TypedDice = DiceSource & { readonly kind: 'typed'; remaining(): number };

/** Thrown when the faces the GM typed in do not fit the dice the rules need. */
export class TypedDiceError extends Error {
  override readonly name = 'TypedDiceError';
}

/** Dice rolled by the seeded generator. */
export function seededDice(rng: Rng): DiceSource {
  return { kind: 'seeded', roll: (sides) => rng.int(sides) };
}

/** Dice the GM rolled at the table, handed out in the order typed; throws TypedDiceError on a bad or missing face. */
export function typedDice(faces: readonly number[]): TypedDice {
  const list = [...faces];
  let used = 0;
  return {
    kind: 'typed',
    remaining: () => list.length - used,
    roll(sides) {
      const n = used + 1;
      const face = list[used];
      if (face === undefined) {
        throw new TypedDiceError(`not enough typed dice: ${list.length} given, die ${n} (a d${sides}) is missing`);
      }
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        // Percentile and d10 faces read "00" and "0" for their top value (RULES.md: a rolled "00" is 100).
        const hint = face === 0 && (sides === 10 || sides === 100) ? ` (type ${sides} for "${sides === 100 ? '00' : '0'}")` : '';
        throw new TypedDiceError(`typed die ${n} is ${face}, but a d${sides} shows a whole number from 1 to ${sides}${hint}`);
      }
      used = n;
      return face;
    },
  };
}
