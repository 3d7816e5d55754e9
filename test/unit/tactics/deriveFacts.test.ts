import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, hexKey, sightAndCover } from '../../../shared/hex';
import type { CoverAt, Hex, IsWall } from '../../../shared/hex';
import { deriveFacts, deriveFactsWithSight } from '../../../shared/rules/tactics';
import type { FactsInput } from '../../../shared/rules/tactics';

const at = (id: string, q: number, r: number) => ({ id, position: { q, r } });
const walls = (...keys: string[]): IsWall => {
  const s = new Set(keys);
  return (h) => s.has(hexKey(h));
};

describe('deriveFacts', () => {
  it('uses the RULES.md defaults: 2 m per hex, reach 1, no walls, no cover, no grapple, 0 attacks, facing off', () => {
    expect(deriveFacts({ attacker: at('a', 0, 0), defender: at('d', 3, 0) })).toEqual({
      distanceHexes: 3,
      meters: 6,
      category: 'ranged',
      lineOfSight: true,
      cover: 0,
      coverObjectId: null,
      defenderInGrapple: false,
      attackerInDefendersGrapple: false,
      attacksReceived: 0,
      fromBehind: null,
    });
  });

  it.each([
    // distance, reach, category, metres at 2 m/hex
    [0, 1, 'grappling', 0],
    [1, 1, 'close', 2],
    [2, 1, 'ranged', 4],
    [2, 2, 'close', 4],
    [3, 2, 'ranged', 6],
  ] as const)('distance %i with reach %i: %s at %i m', (distance, reach, category, meters) => {
    const f = deriveFacts({ attacker: at('a', 0, 0), defender: at('d', 0, distance), reachHexes: reach });
    expect(f.distanceHexes).toBe(distance);
    expect(f.category).toBe(category);
    expect(f.meters).toBe(meters);
  });

  it('range in metres is hex distance x scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.constantFrom(1, 1.5, 2, 5), (q, r, scale) => {
        const f = deriveFacts({ attacker: at('a', 0, 0), defender: at('d', q, r), metersPerHex: scale });
        expect(f.meters).toBe(hexDistance({ q: 0, r: 0 }, { q, r }) * scale);
      }),
    );
  });

  it('a wall between them hides the defender; the setting is passed on', () => {
    const base: FactsInput = { attacker: at('a', 0, 0), defender: at('d', 4, 0) };
    expect(deriveFacts({ ...base, isWall: walls('2,0') }).lineOfSight).toBe(false);
    // Along a cell edge with a wall on one side: seen by default ('both'), hidden under 'either'.
    const edge: FactsInput = { attacker: at('a', 0, 0), defender: at('d', 2, -1), isWall: walls('1,0') };
    expect(deriveFacts(edge).lineOfSight).toBe(true);
    expect(deriveFacts({ ...edge, losRule: 'either' }).lineOfSight).toBe(false);
  });

  it('adjacent and same-hex tokens always see each other and have no cover between them', () => {
    const everywhere: CoverAt = () => ({ id: 'x', value: 9, blocksSight: true });
    for (const d of [at('d', 1, 0), at('d', 0, 0)]) {
      const f = deriveFacts({ attacker: at('a', 0, 0), defender: d, isWall: () => true, coverAt: everywhere });
      expect(f.lineOfSight).toBe(true);
      expect(f.cover).toBe(0);
      expect(f.coverObjectId).toBeNull();
    }
  });

  it('cover is the greatest cover value on the intermediate hexes, with its object', () => {
    const objects: Record<string, { id: string; value: number; blocksSight: boolean }> = {
      '1,0': { id: 'crate', value: 2, blocksSight: false },
      '3,0': { id: 'tree', value: 6, blocksSight: false },
      '4,0': { id: 'under-defender', value: 10, blocksSight: false },
    };
    const f = deriveFacts({ attacker: at('a', 0, 0), defender: at('d', 4, 0), coverAt: (h) => objects[hexKey(h)] ?? null });
    expect(f.cover).toBe(6);
    expect(f.coverObjectId).toBe('tree');
    expect(f.lineOfSight).toBe(true);
  });

  it('matches sightAndCover for any walls and cover', () => {
    const hexArb = fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) });
    fc.assert(
      fc.property(hexArb, hexArb, fc.uniqueArray(hexArb, { maxLength: 20, selector: hexKey }), fc.uniqueArray(hexArb, { maxLength: 20, selector: hexKey }), (a: Hex, d: Hex, ws, cs) => {
        const isWall = walls(...ws.map(hexKey));
        const cover = new Map(cs.map((h, i) => [hexKey(h), { id: `c${i}`, value: (i % 10) + 1, blocksSight: i % 4 === 0 }]));
        const coverAt: CoverAt = (h) => cover.get(hexKey(h)) ?? null;
        const { facts, sight } = deriveFactsWithSight({ attacker: { id: 'a', position: a }, defender: { id: 'd', position: d }, isWall, coverAt });
        const expected = sightAndCover(a, d, { isWall, coverAt });
        expect(sight).toEqual(expected);
        expect(facts.lineOfSight).toBe(expected.visible);
        expect(facts.cover).toBe(expected.cover.value);
        expect(facts.coverObjectId).toBe(expected.cover.objectId);
      }),
    );
  });

  it('grapples: the defender in a grapple, attacked from inside or outside it', () => {
    const grapples = [['d', 'g'], ['x', 'y']];
    const inside = deriveFacts({ attacker: at('g', 1, 0), defender: at('d', 1, 0), grapples });
    expect(inside.defenderInGrapple).toBe(true);
    expect(inside.attackerInDefendersGrapple).toBe(true);
    expect(inside.category).toBe('grappling');
    const outside = deriveFacts({ attacker: at('x', 0, 0), defender: at('d', 3, 0), grapples });
    expect(outside.defenderInGrapple).toBe(true);
    expect(outside.attackerInDefendersGrapple).toBe(false);
    const free = deriveFacts({ attacker: at('d', 0, 0), defender: at('x', 3, 0), grapples: [['d', 'g']] });
    expect(free.defenderInGrapple).toBe(false);
    expect(free.attackerInDefendersGrapple).toBe(false);
  });

  it('a grapple joined through a shared member counts as the defender\'s grapple', () => {
    const f = deriveFacts({ attacker: at('a', 0, 0), defender: at('d', 0, 0), grapples: [['a', 'b'], ['b', 'd']] });
    expect(f.attackerInDefendersGrapple).toBe(true);
  });

  it('passes the attacks already received through', () => {
    expect(deriveFacts({ attacker: at('a', 0, 0), defender: at('d', 1, 0), attacksReceived: 3 }).attacksReceived).toBe(3);
  });

  it('from behind: null with facing off, else whether the attacker is in the rear three directions', () => {
    const defender = { ...at('d', 0, 0), facing: 0 };
    expect(deriveFacts({ attacker: at('a', -1, 0), defender: { ...defender, facing: null } }).fromBehind).toBeNull();
    expect(deriveFacts({ attacker: at('a', -1, 0), defender: at('d', 0, 0) }).fromBehind).toBeNull();
    expect(deriveFacts({ attacker: at('a', -1, 0), defender }).fromBehind).toBe(true); // direction 3
    expect(deriveFacts({ attacker: at('a', 0, -1), defender }).fromBehind).toBe(true); // direction 2
    expect(deriveFacts({ attacker: at('a', -1, 1), defender }).fromBehind).toBe(true); // direction 4
    expect(deriveFacts({ attacker: at('a', 1, -1), defender }).fromBehind).toBe(false); // direction 1
    expect(deriveFacts({ attacker: at('a', 0, 1), defender }).fromBehind).toBe(false); // direction 5
    expect(deriveFacts({ attacker: at('a', 1, -2), defender }).fromBehind).toBe(false); // abreast
    expect(deriveFacts({ attacker: at('a', 0, 0), defender }).fromBehind).toBe(false); // same hex
  });
});
