// The record copies the engine makes instead of spreads must build exactly what the spreads build:
// the same members in the same order, for any ids, "__proto__" and integer-like ones included; and
// its list copies what Array.prototype.map builds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapped, withEntry, withMembers } from '../../../shared/model/record';

const key = fc.oneof(fc.constantFrom('__proto__', '0', '12', 'constructor', 'toString', 'p1'), fc.string({ maxLength: 4 }));
// Records as the engine keeps them: built by spreads and computed members, so "__proto__" can be an own member.
const record = fc.array(fc.tuple(key, fc.integer()), { maxLength: 6 }).map((pairs) => pairs.reduce<Record<string, number>>((r, [k, v]) => ({ ...r, [k]: v }), {}));

function same(a: object, b: object): void {
  expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
  expect(Reflect.ownKeys(a)).toEqual(Reflect.ownKeys(b));
  for (const k of Reflect.ownKeys(b)) expect((a as Record<PropertyKey, unknown>)[k]).toBe((b as Record<PropertyKey, unknown>)[k]);
}

describe('record copies', () => {
  it('withEntry builds what { ...rec, [key]: value } builds, and leaves rec alone', () => {
    fc.assert(fc.property(record, key, fc.integer(), (rec, k, v) => {
      const before = { ...rec };
      same(withEntry(rec, k, v), { ...rec, [k]: v });
      same(rec, before);
    }));
  });

  it('withMembers builds what { ...obj, ...changes } builds, and leaves obj alone', () => {
    fc.assert(fc.property(record, record, (obj, changes) => {
      const before = { ...obj };
      same(withMembers(obj, changes), { ...obj, ...changes });
      same(obj, before);
    }));
  });

  it('mapped builds what Array.prototype.map builds, holes read as undefined, and leaves the list alone', () => {
    // A sparse list (holes) stands for a list as zod builds it; map skips holes, mapped reads them.
    fc.assert(fc.property(fc.sparseArray(fc.integer(), { maxLength: 8, noTrailingHole: true }), (list) => {
      const before = [...list];
      const f = (x: number | undefined) => (x === undefined ? 'hole' : x * 2);
      expect(mapped(list, f)).toEqual(Array.from(list, f));
      expect(list).toEqual(before);
    }));
  });
});
