// The odds caches of every system key on factsPath: two attacks may share an answer only when every
// map fact is the same, or a GM would be shown another attack's odds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factsPath, type TacticalFacts } from '../../../shared/rules/tactics/facts';

const facts: fc.Arbitrary<TacticalFacts> = fc.record({
  distanceHexes: fc.oneof(fc.nat(40), fc.integer({ min: 4090, max: 4200 })),
  meters: fc.oneof(fc.nat(200), fc.double({ min: 0, max: 200, noNaN: true })),
  category: fc.constantFrom('grappling', 'close', 'ranged'),
  lineOfSight: fc.boolean(),
  cover: fc.nat(10),
  coverObjectId: fc.option(fc.string({ maxLength: 6 })),
  coverName: fc.option(fc.string({ maxLength: 6 })),
  coverSource: fc.constantFrom('line' as const, 'own-hex' as const, 'carried' as const, null),
  defenderInGrapple: fc.boolean(),
  attackerInDefendersGrapple: fc.boolean(),
  attacksReceived: fc.oneof(fc.nat(6), fc.integer({ min: 4094, max: 4100 })),
  fromBehind: fc.option(fc.boolean()),
});

/** Member by member, as the caches compare them (SameValueZero, like Map keys). */
const samePath = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]) || (x === 0 && b[i] === 0));

describe('factsPath', () => {
  it('is equal exactly when the facts are equal', () => {
    fc.assert(
      fc.property(facts, facts, (a, b) => samePath(factsPath(a), factsPath(b)) === (JSON.stringify(a) === JSON.stringify(b))),
      { numRuns: 3000 },
    );
  });

  it('tells apart facts that differ in one member only, including a cover id that mimics the others', () => {
    const base: TacticalFacts = { distanceHexes: 3, meters: 6, category: 'ranged', lineOfSight: true, cover: 2, coverObjectId: 'crate', coverName: 'Crate', coverSource: 'line', defenderInGrapple: false, attackerInDefendersGrapple: false, attacksReceived: 0, fromBehind: null };
    const variants: TacticalFacts[] = [
      { ...base, distanceHexes: 4 }, { ...base, meters: 7 }, { ...base, category: 'close' }, { ...base, lineOfSight: false },
      { ...base, cover: 3 }, { ...base, coverObjectId: null }, { ...base, coverObjectId: 'crate,0' }, { ...base, coverName: 'Barrel' }, { ...base, coverSource: 'own-hex' }, { ...base, defenderInGrapple: true },
      { ...base, attackerInDefendersGrapple: true }, { ...base, attacksReceived: 1 }, { ...base, fromBehind: false }, { ...base, fromBehind: true },
    ];
    for (const v of variants) expect(samePath(factsPath(v), factsPath(base)), JSON.stringify(v)).toBe(false);
    expect(samePath(factsPath({ ...base }), factsPath(base))).toBe(true);
  });
});
