import { describe, expect, it } from 'vitest';
import { activeDefence, opponentQuotient } from '../../../shared/rules/yaugs/index';
import { defenceMode } from '../../../shared/rules/yaugs/defence';
import type { DefenceSituation } from '../../../shared/rules/yaugs/defence';
import { fallbackLevel, skillLevel } from '../../../shared/rules/yaugs/level';
import { giveGround, roundOpponentQuotient } from '../../../shared/rules/yaugs/opponentQuotient';
import { attackerCap, roomForAnotherAttacker } from '../../../shared/rules/yaugs/attackerCap';
import { allowsDefence, blockCapacity, resolveParry } from '../../../shared/rules/yaugs/parry';
import { damageDistribution, resolveDamage } from '../../../shared/rules/yaugs/damage';
import { COUNTER_ATTACK, emptyGmTables, offeredOptions } from '../../../shared/rules/yaugs/gmTables';
import { parseDice } from '../../../shared/dice/expression';

describe('activeDefence (RULES.md 1.3)', () => {
  it('worked example: AGL 63, SPA 50, REF 70, PD 15 gives 76', () => {
    expect(activeDefence({ agl: 63, spa: 50, ref: 70, passiveDefence: 15 })).toBe(76);
  });
  it('floors the average before adding PD', () => {
    // (2*50 + 50 + 51) / 4 = 50.25
    expect(activeDefence({ agl: 50, spa: 50, ref: 51, passiveDefence: 0 })).toBe(50);
    expect(activeDefence({ agl: 50, spa: 50, ref: 53, passiveDefence: 0 })).toBe(50);
    expect(activeDefence({ agl: 50, spa: 50, ref: 54, passiveDefence: 0 })).toBe(51);
  });
});

describe('defenceMode (RULES.md 1.3, 1.4)', () => {
  const c = { agl: 63, spa: 50, ref: 70, passiveDefence: 15 };
  const ok: DefenceSituation = { aware: true, canMove: true, oqUsed: 0, oq: 2, areaEffect: false, autoDefenceAllowsDie: false };
  it('active when aware, free to move and OQ left', () => {
    expect(defenceMode(c, ok)).toEqual({ active: true, passiveDefence: 15, value: 76, reasons: [] });
  });
  it.each([
    [{ aware: false }, ['unaware']],
    [{ canMove: false }, ['cannot-move']],
    [{ oqUsed: 2 }, ['oq-used-up']],
    [{ aware: false, canMove: false, oqUsed: 5 }, ['unaware', 'cannot-move', 'oq-used-up']],
  ] as const)('passive with no die when %o', (change, reasons) => {
    const m = defenceMode(c, { ...ok, ...change });
    expect(m).toEqual({ active: false, passiveDefence: 15, value: 15, reasons });
  });
  it('OQ 1 meets exactly one attack actively', () => {
    expect(defenceMode(c, { ...ok, oq: 1, oqUsed: 0 }).active).toBe(true);
    expect(defenceMode(c, { ...ok, oq: 1, oqUsed: 1 }).active).toBe(false);
  });
  it('area effect: PD counts 0 for both active and passive defence', () => {
    expect(defenceMode(c, { ...ok, areaEffect: true }).value).toBe(61);
    expect(defenceMode(c, { ...ok, areaEffect: true, aware: false }).value).toBe(0);
  });
  it('an auto-defence die flag allows the roll from behind and beyond the OQ, not when bound', () => {
    const flag = { ...ok, autoDefenceAllowsDie: true };
    expect(defenceMode(c, { ...flag, aware: false })).toMatchObject({ active: true, reasons: ['auto-defence-die'] });
    expect(defenceMode(c, { ...flag, oqUsed: 9 })).toMatchObject({ active: true, value: 76 });
    expect(defenceMode(c, { ...flag, canMove: false }).active).toBe(false);
  });
});

describe('levels (RULES.md 1.2 house fallback)', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 1],
    [19, 1],
    [20, 2],
    [65, 6],
    [100, 10],
    [180, 18],
  ])('percentile %i falls back to level %i', (p, l) => {
    expect(fallbackLevel(p)).toBe(l);
    expect(skillLevel(p)).toEqual({ level: l, fallback: true });
  });
  it('a sheet level wins and is not flagged', () => {
    expect(skillLevel(65, 9)).toEqual({ level: 9, fallback: false });
  });
});

describe('Opponent Quotient (RULES.md 1.4)', () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [99, 4],
    [100, 5],
  ])('AGL(SK) %i gives OQ %i', (agl, oq) => expect(opponentQuotient(agl)).toBe(oq));

  it('giving ground: defender d100 + AGL(SK) against d100 + highest AGL + 15 per attacker beyond OQ + 1', () => {
    // OQ 1, 4 attackers: 15 x (4 - 2) = 30.
    const r = giveGround({ defenderRoll: 50, aglSkill: 60, attackerRoll: 20, highestAttackerAgl: 50, attackers: 4, oq: 1 });
    expect(r).toEqual({ defenderTotal: 110, attackerTotal: 100, crowdBonus: 30, won: true });
    expect(giveGround({ defenderRoll: 50, aglSkill: 60, attackerRoll: 20, highestAttackerAgl: 50, attackers: 2, oq: 1 }).crowdBonus).toBe(0);
    // A tie does not win.
    expect(giveGround({ defenderRoll: 40, aglSkill: 60, attackerRoll: 20, highestAttackerAgl: 50, attackers: 4, oq: 1 }).won).toBe(false);
  });
  it('raises (RULES.md 1.4): give ground and forgo attacks are independent +1s, both together +2', () => {
    expect(roundOpponentQuotient(2, { gaveGroundAndWon: false, forgoesAttacks: false })).toBe(2);
    expect(roundOpponentQuotient(2, { gaveGroundAndWon: true, forgoesAttacks: false })).toBe(3);
    expect(roundOpponentQuotient(2, { gaveGroundAndWon: false, forgoesAttacks: true })).toBe(3);
    expect(roundOpponentQuotient(2, { gaveGroundAndWon: true, forgoesAttacks: true })).toBe(4);
  });
});

describe('attacker caps (RULES.md 1.4)', () => {
  it('melee 6, ranged 12 / 24 / 48', () => {
    expect([attackerCap('melee'), attackerCap('short'), attackerCap('medium'), attackerCap('long')]).toEqual([6, 12, 24, 48]);
    expect(roomForAnotherAttacker(5, 'melee')).toBe(true);
    expect(roomForAnotherAttacker(6, 'melee')).toBe(false);
    expect(roomForAnotherAttacker(47, 'long')).toBe(true);
  });
});

describe('parry and block (RULES.md 1.5)', () => {
  it('the damage type decides the defences', () => {
    for (const t of ['cutting', 'crushing'] as const) {
      expect(['parry', 'block', 'dodge'].every((o) => allowsDefence(t, o as 'parry'))).toBe(true);
    }
    expect(allowsDefence('puncturing', 'parry')).toBe(false);
    expect(allowsDefence('puncturing', 'block')).toBe(true);
    expect(allowsDefence('area', 'block')).toBe(false);
    expect(allowsDefence('area', 'full-cover')).toBe(true);
    expect(allowsDefence('gas', 'dodge')).toBe(true);
    expect(allowsDefence('gas', 'gas-mask')).toBe(true);
    expect(allowsDefence('gas', 'parry')).toBe(false);
  });
  it('must be strictly greater than the attack total', () => {
    expect(resolveParry({ roll: 40, skill: 50, blockBonus: 10, attackTotal: 100 })).toEqual({ total: 100, success: false });
    expect(resolveParry({ roll: 41, skill: 50, blockBonus: 10, attackTotal: 100 })).toEqual({ total: 101, success: true });
  });
  it('a weapon blocks one attack, a shield its blocks value', () => {
    expect(blockCapacity({})).toBe(1);
    expect(blockCapacity({ blocks: 3 })).toBe(3);
  });
});

describe('house damage (RULES.md 1.6)', () => {
  const expr = (t: string) => {
    const r = parseDice(t);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  it('rolls the expression and subtracts armour absorption', () => {
    expect(resolveDamage(expr('2d6+1'), [3, 5], { armourAbsorption: 4, critical: false })).toMatchObject({ raw: 9, absorbed: 4, damage: 5, house: true });
    expect(resolveDamage(expr('1d4'), [2], { armourAbsorption: 4, critical: false }).damage).toBe(0);
  });
  it('a critical doubles the dice, not the constant', () => {
    const r = resolveDamage(expr('2d6+1'), [3, 5, 6, 2], { armourAbsorption: 0, critical: true });
    expect(r.raw).toBe(17);
    expect(() => resolveDamage(expr('2d6+1'), [3, 5], { armourAbsorption: 0, critical: true })).toThrow(RangeError);
  });
  it('refuses faces off the die', () => {
    expect(() => resolveDamage(expr('1d6'), [7], { armourAbsorption: 0, critical: false })).toThrow(RangeError);
  });
  it('the damage distribution matches rolling every face', () => {
    const e = expr('2d4+1');
    const d = damageDistribution(e, { armourAbsorption: 4, critical: false });
    const counts = new Map<number, number>();
    for (let a = 1; a <= 4; a++) for (let b = 1; b <= 4; b++) {
      const v = resolveDamage(e, [a, b], { armourAbsorption: 4, critical: false }).damage;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    d.p.forEach((p, i) => expect(p).toBeCloseTo((counts.get(d.min + i) ?? 0) / 16, 12));
  });
});

describe('GM tables (RULES.md 1.2)', () => {
  it('start empty', () => {
    expect(emptyGmTables()).toEqual({ opposedResults: [], fumble: [], critical: [] });
  });
  it("a defender's critical always offers Counter-Attack, and nothing else is invented", () => {
    const o = offeredOptions({ fumble: null, critical: 'defender' }, emptyGmTables());
    expect(o.opposedResults).toEqual([COUNTER_ATTACK]);
    expect(o.critical).toEqual([]);
    const a = offeredOptions({ fumble: 'defender', critical: 'attacker' }, emptyGmTables());
    expect(a).toEqual({ fumble: [], critical: [], opposedResults: [] });
  });
  it("offers the GM's own entries", () => {
    const tables = { ...emptyGmTables(), fumble: [{ id: 'drop', label: 'Drops weapon' }] };
    expect(offeredOptions({ fumble: 'attacker', critical: null }, tables).fumble).toEqual(tables.fumble);
    expect(offeredOptions({ fumble: null, critical: null }, tables).fumble).toEqual([]);
  });
});
