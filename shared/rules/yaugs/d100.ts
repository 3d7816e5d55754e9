// Guards for dice faces handed in by callers: a face outside the die is a programming error.

/** Throws a RangeError unless `roll` is a whole number from 1 to 100. */
export function assertD100(roll: number, what: string): void {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
    throw new RangeError(`${what} must be a d100 face (a whole number from 1 to 100), got ${roll}`);
  }
}
