import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { injury, isOut, resolveExchange, tensionGain, turnOrder } from '../../../shared/rules/waylights';

describe('injury', () => {
  it.each([
    [0, 4, 0], [3, 4, 0], [4, 4, 1], [7, 4, 1], [8, 4, 2], [5, 1, 5], [11, 3, 3],
  ])('wounds %i / threshold %i = %i', (w, t, expected) => {
    expect(injury(w, t)).toBe(expected);
  });
  it('refuses a Threshold of 0', () => {
    expect(() => injury(3, 0)).toThrow(RangeError);
  });
});

describe('isOut (RULES.md 3.4)', () => {
  it.each([
    ['civilian', 3], ['trained', 4], ['fanatic', 5], ['fearless', 6],
  ] as const)('%s stops at Injury %i, not one below', (level, at) => {
    expect(isOut(at - 1, level)).toBe(false);
    expect(isOut(at, level)).toBe(true);
    expect(isOut(at + 1, level)).toBe(true);
  });
});

describe('resolveExchange (RULES.md 3.3)', () => {
  it('RULES example: 14 against 10 + shield 3 hits; 14 - 10 = 4, less Hits 1, plus weapon 2 = 5', () => {
    expect(resolveExchange({ attack: 14, defence: 10, shield: 3, hits: 1, weaponBonus: 2 })).toEqual({ hit: true, damage: 5, margin: 1 });
  });
  it('margin exactly 0 (attack equals defence + shield): nothing happens', () => {
    expect(resolveExchange({ attack: 13, defence: 10, shield: 3, hits: 0, weaponBonus: 5 })).toEqual({ hit: false, damage: 0, margin: 0 });
  });
  it('a negative margin: nothing happens', () => {
    expect(resolveExchange({ attack: 9, defence: 10, hits: 0, weaponBonus: 5 })).toEqual({ hit: false, damage: 0, margin: -1 });
  });
  it('net exactly 0: the attack beats the defence but fails against Hits', () => {
    expect(resolveExchange({ attack: 12, defence: 10, hits: 2, weaponBonus: 3 })).toEqual({ hit: false, damage: 0, margin: 2 });
  });
  it('net 1 is the smallest net that deals damage', () => {
    expect(resolveExchange({ attack: 12, defence: 10, hits: 1, weaponBonus: 3 })).toEqual({ hit: true, damage: 4, margin: 2 });
  });
  it('AP equal to Hits cancels them', () => {
    expect(resolveExchange({ attack: 12, defence: 10, hits: 2, ap: 2, weaponBonus: 0 }).damage).toBe(2);
  });
  it('AP larger than Hits does not add damage (max(0, Hits - AP))', () => {
    expect(resolveExchange({ attack: 12, defence: 10, hits: 1, ap: 4, weaponBonus: 0 })).toEqual({ hit: true, damage: 2, margin: 2 });
  });
  it('the shield counts for the hit but not for damage', () => {
    const withShield = resolveExchange({ attack: 20, defence: 10, shield: 5, hits: 1, weaponBonus: 0 });
    const without = resolveExchange({ attack: 20, defence: 10, hits: 1, weaponBonus: 0 });
    expect(withShield.damage).toBe(without.damage);
    expect(withShield.margin).toBe(without.margin - 5);
  });
  it('a negative weapon bonus never makes damage negative, and no damage means no hit', () => {
    expect(resolveExchange({ attack: 12, defence: 10, hits: 1, weaponBonus: -3 })).toEqual({ hit: false, damage: 0, margin: 2 });
  });
  it('property: hit iff damage > 0; damage never negative; damage grows with the attack', () => {
    fc.assert(fc.property(
      fc.integer({ min: -10, max: 40 }), fc.integer({ min: -10, max: 40 }), fc.nat(6), fc.nat(6), fc.nat(6), fc.integer({ min: -3, max: 6 }),
      (attack, defence, shield, hits, ap, weaponBonus) => {
        const r = resolveExchange({ attack, defence, shield, hits, ap, weaponBonus });
        const r1 = resolveExchange({ attack: attack + 1, defence, shield, hits, ap, weaponBonus });
        expect(r.hit).toBe(r.damage > 0);
        expect(r.damage).toBeGreaterThanOrEqual(0);
        expect(r.margin).toBe(attack - defence - shield);
        expect(r1.damage).toBeGreaterThanOrEqual(r.damage);
        if (r.margin <= 0) expect(r.damage).toBe(0);
      },
    ));
  });
});

describe('tensionGain (RULES.md 3.5)', () => {
  // margin is this side's own: attack - defence for the attacker, defence - attack for the defender.
  it.each([
    // role, margin, nearMissTension off, on
    ['attacker', 1, 2, 2], // RULES: an attack that beats defence by 1 gains 2
    ['attacker', 2, 1, 1],
    ['attacker', 3, 0, 0],
    ['attacker', 4, 0, 0],
    ['attacker', 0, 0, 0], // a tie is the defender's win; losing by 0 is not a near miss
    ['attacker', -1, 0, 2],
    ['attacker', -2, 0, 1],
    ['attacker', -3, 0, 0],
    ['attacker', -4, 0, 0],
    ['defender', 0, 3, 3], // RULES: a defence that equals the attack gains 3
    ['defender', 1, 2, 2],
    ['defender', 3, 0, 0],
    ['defender', 5, 0, 0],
    ['defender', -1, 0, 2],
    ['defender', -2, 0, 1],
    ['defender', -3, 0, 0],
    ['defender', -4, 0, 0],
  ] as const)('%s with margin %i gains %i (near-miss on: %i)', (role, margin, off, on) => {
    // RULES.md 3.5: near-miss tension is on by default.
    expect(tensionGain(margin, role)).toBe(on);
    expect(tensionGain(margin, role, { nearMissTension: false })).toBe(off);
    expect(tensionGain(margin, role, { nearMissTension: true })).toBe(on);
  });
  it('property: exactly one side of a roll won it, and only the winner gains with the setting off', () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 20 }), (m) => {
      const a = tensionGain(m, 'attacker', { nearMissTension: false });
      const d = tensionGain(-m, 'defender', { nearMissTension: false });
      expect(a === 0 || d === 0).toBe(true);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(3);
    }));
  });
});

describe('turnOrder (RULES.md 3.2)', () => {
  it('highest Timing first', () => {
    expect(turnOrder([
      { id: 'a', timing: 1, side: 'pc' }, { id: 'b', timing: 5, side: 'npc' }, { id: 'c', timing: 3, side: 'pc' },
    ])).toEqual(['b', 'c', 'a']);
  });
  it('Timing beats surprise and side', () => {
    expect(turnOrder([
      { id: 'slow-pc', timing: 2, side: 'pc', surprise: true }, { id: 'fast-npc', timing: 3, side: 'npc' },
    ])).toEqual(['fast-npc', 'slow-pc']);
  });
  it('equal Timing: the side that meant to surprise goes first, even an NPC before a PC', () => {
    expect(turnOrder([
      { id: 'pc', timing: 3, side: 'pc' }, { id: 'ambusher', timing: 3, side: 'npc', surprise: true },
    ])).toEqual(['ambusher', 'pc']);
  });
  it('equal Timing and surprise: PCs first', () => {
    expect(turnOrder([
      { id: 'npc', timing: 3, side: 'npc' }, { id: 'pc', timing: 3, side: 'pc' },
    ])).toEqual(['pc', 'npc']);
    expect(turnOrder([
      { id: 'npc', timing: 3, side: 'npc', surprise: true }, { id: 'pc', timing: 3, side: 'pc', surprise: true },
    ])).toEqual(['pc', 'npc']);
  });
  it('full ties keep the input order', () => {
    expect(turnOrder([
      { id: 'x', timing: 2, side: 'npc' }, { id: 'y', timing: 2, side: 'npc' }, { id: 'z', timing: 2, side: 'npc' },
    ])).toEqual(['x', 'y', 'z']);
    expect(turnOrder([
      { id: 'z', timing: 2, side: 'pc', surprise: false }, { id: 'x', timing: 2, side: 'pc' },
    ])).toEqual(['z', 'x']);
  });
  it('property: a permutation ordered by non-increasing Timing', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ timing: fc.integer({ min: 0, max: 4 }), side: fc.constantFrom('pc' as const, 'npc' as const), surprise: fc.boolean() }), { maxLength: 12 }),
      (rows) => {
        const cs = rows.map((r, i) => ({ ...r, id: `c${i}` }));
        const order = turnOrder(cs);
        expect([...order].sort()).toEqual(cs.map((c) => c.id).sort());
        const t = order.map((id) => cs.find((c) => c.id === id)!.timing);
        for (let i = 1; i < t.length; i++) expect(t[i]!).toBeLessThanOrEqual(t[i - 1]!);
      },
    ));
  });
});
