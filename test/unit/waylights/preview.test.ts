import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestSplit, previewAttack, resolveExchange, tensionGain, waylightsSheetSchema,
  type PreviewInput, type WaylightsPreview, type WaylightsSheet,
} from '../../../shared/rules/waylights';
import type { TacticalFacts } from '../../../shared/rules/tactics/facts';

const closeFacts: TacticalFacts = {
  distanceHexes: 1, meters: 2, category: 'close', lineOfSight: true, cover: 0, coverObjectId: null, coverName: null, coverSource: null,
  defenderInGrapple: false, attackerInDefendersGrapple: false, attacksReceived: 0, fromBehind: null,
};

type Knobs = {
  skill: number; stat: number; weaponAttack: number; damageBonus: number; ap: number;
  dSkill: number; dStat: number; armourHits: number; armourDef: number; shield: number;
  aInjury: number; dInjury: number; pool: number;
};

function sheets(k: Knobs): { attacker: WaylightsSheet; defender: WaylightsSheet } {
  const common = { threshold: 3, timing: 1, movement: 4, resolve: 'trained' as const, poolSize: k.pool };
  const attacker = waylightsSheetSchema.parse({
    ...common, name: 'A',
    stats: { strength: k.stat, speed: 0, instinct: 0, focus: 0 },
    skills: { melee: { level: k.skill, stat: 'strength' }, ranged: { level: 'untrained' } },
    weapons: [{ name: 'W', kind: 'melee', attackBonus: k.weaponAttack, damageBonus: k.damageBonus, ap: k.ap }],
  });
  const defender = waylightsSheetSchema.parse({
    ...common, name: 'D',
    stats: { strength: k.dStat, speed: 0, instinct: 0, focus: 0 },
    skills: { melee: { level: k.dSkill, stat: 'strength' }, ranged: { level: 'untrained' } },
    armour: { hits: k.armourHits, meleeDefence: k.armourDef },
    shield: { defence: k.shield },
  });
  return { attacker, defender };
}

function input(k: Knobs, a: number, d: number, extra: Partial<PreviewInput> = {}): PreviewInput {
  const { attacker, defender } = sheets(k);
  return {
    attacker: { sheet: attacker, weapon: 'W', injury: k.aInjury },
    defender: { sheet: defender, injury: k.dInjury },
    split: { attackDice: a, defenceDice: d },
    facts: closeFacts,
    ...extra,
  };
}

const knobs: fc.Arbitrary<Knobs> = fc.record({
  skill: fc.integer({ min: 0, max: 4 }), stat: fc.integer({ min: 0, max: 4 }),
  weaponAttack: fc.integer({ min: -1, max: 2 }), damageBonus: fc.integer({ min: -1, max: 4 }), ap: fc.integer({ min: 0, max: 3 }),
  dSkill: fc.integer({ min: 0, max: 4 }), dStat: fc.integer({ min: 0, max: 4 }),
  armourHits: fc.integer({ min: 0, max: 3 }), armourDef: fc.integer({ min: 0, max: 2 }), shield: fc.integer({ min: 0, max: 4 }),
  aInjury: fc.integer({ min: 0, max: 3 }), dInjury: fc.integer({ min: 0, max: 3 }), pool: fc.integer({ min: 2, max: 8 }),
});

/** Every sequence of `n` d6 faces. */
function allRolls(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  return out;
}

function damageProb(p: WaylightsPreview, k: number): number {
  return p.odds.damage.find((x) => x.value === k)?.probability ?? 0;
}
function tensionProb(odds: WaylightsPreview['tension']['attacker'], g: number): number {
  return odds.find((x) => x.value === g)?.probability ?? 0;
}
function total(p: WaylightsPreview): number {
  return p.odds.noHit + p.odds.hitNoDamage + p.odds.damage.reduce((s, x) => s + x.probability, 0);
}

describe('previewAttack: exact odds', () => {
  it('equals the frequencies of resolving every enumerated dice outcome (up to 2 v 2 d6)', () => {
    fc.assert(fc.property(knobs, fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }), fc.boolean(),
      (k, a, d, cover, nearMiss) => {
        const settings = { coverModifierPerPoint: 1, nearMissTension: nearMiss };
        const p = previewAttack(input(k, a, d, { facts: { ...closeFacts, cover }, settings }));
        // Independent recomputation from the rules text: every die gets skill + stat (+ weapon attack
        // bonus for attack dice) and loses Injury; armour and cover add once; the shield only for the hit.
        const hits = 1 + k.armourHits;
        let noHit = 0, hitNoDamage = 0;
        const dmg = new Map<number, number>();
        const tA = [0, 0, 0, 0], tD = [0, 0, 0, 0];
        const rolls = allRolls(a + d);
        for (const r of rolls) {
          const attack = r.slice(0, a).reduce((s, f) => s + f + k.skill + k.stat + k.weaponAttack - k.aInjury, 0);
          const defence = r.slice(a).reduce((s, f) => s + f + k.dSkill + k.dStat - k.dInjury, 0) + k.armourDef + cover;
          const x = resolveExchange({ attack, defence, shield: k.shield, hits, ap: k.ap, weaponBonus: k.damageBonus });
          if (x.margin <= 0) noHit++;
          else if (!x.hit) hitNoDamage++;
          else dmg.set(x.damage, (dmg.get(x.damage) ?? 0) + 1);
          tA[tensionGain(x.margin, 'attacker', settings)]!++;
          tD[tensionGain(-x.margin, 'defender', settings)]!++;
        }
        const n = rolls.length;
        expect(p.odds.noHit).toBeCloseTo(noHit / n, 12);
        expect(p.odds.hitNoDamage).toBeCloseTo(hitNoDamage / n, 12);
        for (const [v, c] of dmg) expect(damageProb(p, v)).toBeCloseTo(c / n, 12);
        expect(p.odds.damage.every((x) => dmg.has(x.value))).toBe(true);
        for (let g = 0; g <= 3; g++) {
          expect(tensionProb(p.tension.attacker, g)).toBeCloseTo(tA[g]! / n, 12);
          expect(tensionProb(p.tension.defender, g)).toBeCloseTo(tD[g]! / n, 12);
        }
      }), { numRuns: 60 });
  });

  it('property: the outcomes and the tension odds each sum to 1, for splits up to 8 dice a side', () => {
    fc.assert(fc.property(knobs, fc.nat(8), fc.nat(8), (k, a0, d0) => {
      const a = Math.min(a0, k.pool), d = Math.min(d0, k.pool);
      const p = previewAttack(input(k, a, d));
      expect(total(p)).toBeCloseTo(1, 12);
      expect(p.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      expect(p.tension.attacker.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      expect(p.tension.defender.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      const expected = p.odds.damage.reduce((s, x) => s + x.value * x.probability, 0);
      expect(p.expectedDamage).toBeCloseTo(expected, 9);
    }));
  });

  it('property: more attack skill never lowers expected damage', () => {
    fc.assert(fc.property(knobs, fc.integer({ min: 1, max: 8 }), fc.nat(8), (k, a0, d0) => {
      const a = Math.min(a0, k.pool), d = Math.min(d0, k.pool);
      const lo = previewAttack(input(k, a, d));
      const hi = previewAttack(input({ ...k, skill: k.skill + 1 }, a, d));
      expect(hi.expectedDamage).toBeGreaterThanOrEqual(lo.expectedDamage - 1e-9);
      expect(hi.odds.noHit).toBeLessThanOrEqual(lo.odds.noHit + 1e-9);
    }));
  });

  it('property: cover never helps the attacker when coverModifierPerPoint > 0', () => {
    fc.assert(fc.property(knobs, fc.integer({ min: 1, max: 8 }), fc.nat(8), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 3 }),
      (k, a0, d0, cover, perPoint) => {
        const a = Math.min(a0, k.pool), d = Math.min(d0, k.pool);
        const settings = { coverModifierPerPoint: perPoint };
        const open = previewAttack(input(k, a, d, { settings }));
        const covered = previewAttack(input(k, a, d, { settings, facts: { ...closeFacts, cover } }));
        expect(covered.expectedDamage).toBeLessThanOrEqual(open.expectedDamage + 1e-9);
        expect(covered.odds.noHit).toBeGreaterThanOrEqual(open.odds.noHit - 1e-9);
      }));
  });

  it('lists cover as a house rule, also at the default of 0 per point, and does not change the odds then', () => {
    const k: Knobs = { skill: 2, stat: 2, weaponAttack: 0, damageBonus: 1, ap: 0, dSkill: 1, dStat: 2, armourHits: 1, armourDef: 0, shield: 0, aInjury: 0, dInjury: 0, pool: 3 };
    const open = previewAttack(input(k, 2, 1));
    const covered = previewAttack(input(k, 2, 1, { facts: { ...closeFacts, cover: 5 } }));
    const mod = covered.modifiers.find((m) => m.category === 'cover');
    expect(mod?.value).toBe(0);
    expect(mod?.source).toMatch(/house rule/);
    expect(covered.notes.some((n) => /House rule/.test(n))).toBe(true);
    expect(covered.odds).toEqual(open.odds);
  });

  it('modifiers are signed by their effect on the margin and sum to total', () => {
    const k: Knobs = { skill: 2, stat: 3, weaponAttack: 1, damageBonus: 2, ap: 1, dSkill: 1, dStat: 2, armourHits: 1, armourDef: 1, shield: 2, aInjury: 1, dInjury: 2, pool: 4 };
    const p = previewAttack(input(k, 3, 1));
    // attack dice: 3 x (5 + 1 - 1) = 15; defence: 1 x (3 - 2) + armour 1 = 2; shield 2.
    expect(p.attackFlat).toBe(15);
    expect(p.defenceFlat).toBe(2);
    expect(p.total).toBe(15 - 2 - 2);
    expect(p.modifiers.reduce((s, m) => s + m.value, 0)).toBe(p.total);
    expect(p.modifiers.map((m) => m.category)).toEqual(expect.arrayContaining(['skill', 'weapon', 'injury', 'defence']));
  });

  it('out of the weapon\'s reach or range: says so and gives no chance to hit', () => {
    const k: Knobs = { skill: 2, stat: 2, weaponAttack: 0, damageBonus: 1, ap: 0, dSkill: 1, dStat: 2, armourHits: 1, armourDef: 0, shield: 0, aInjury: 0, dInjury: 0, pool: 3 };
    const far = previewAttack(input(k, 3, 0, { facts: { ...closeFacts, distanceHexes: 2, category: 'ranged' } }));
    expect(far.inRange).toBe(false);
    expect(far.outcomes).toEqual([{ id: 'out-of-range', label: 'Out of range', probability: 1, harms: false }]);
    expect(far.notes.join(' ')).toMatch(/Out of range/);
    const { attacker, defender } = sheets(k);
    const bow = { name: 'Bow', kind: 'ranged' as const, damageBonus: 1, attackBonus: 0, rangeHexes: 10, ap: 0, reachHexes: 1, effects: [] };
    const at = (hexes: number) => previewAttack({
      attacker: { sheet: attacker, weapon: bow, injury: 0 }, defender: { sheet: defender, injury: 0 },
      split: { attackDice: 3, defenceDice: 0 }, facts: { ...closeFacts, distanceHexes: hexes, category: 'ranged' },
    });
    expect(at(10).inRange).toBe(true);
    expect(at(11).inRange).toBe(false);
  });

  it('gives the chance that the defender is taken out when its Wounds are known', () => {
    const k: Knobs = { skill: 3, stat: 3, weaponAttack: 0, damageBonus: 2, ap: 0, dSkill: 0, dStat: 0, armourHits: 0, armourDef: 0, shield: 0, aInjury: 0, dInjury: 3, pool: 3 };
    const base = input(k, 3, 0);
    // Threshold 3, trained (out at Injury 4): 9 wounds + damage >= 3 takes it out.
    const p = previewAttack({ ...base, defender: { ...base.defender, wounds: 9 } });
    const expected = p.odds.damage.filter((x) => x.value >= 3).reduce((s, x) => s + x.probability, 0);
    expect(p.takenOut).toBeCloseTo(expected, 12);
    expect(previewAttack(base).takenOut).toBeNull();
  });

  it('refuses a split larger than the pool, and stepping aside from a melee attack', () => {
    const k: Knobs = { skill: 1, stat: 1, weaponAttack: 0, damageBonus: 0, ap: 0, dSkill: 1, dStat: 1, armourHits: 0, armourDef: 0, shield: 0, aInjury: 0, dInjury: 0, pool: 3 };
    expect(() => previewAttack(input(k, 4, 0))).toThrow(/Attacker/);
    expect(() => previewAttack(input(k, 1, 4))).toThrow(/Defender/);
    expect(() => previewAttack(input(k, 1, 2, { split: { attackDice: 1, defenceDice: 2, stepAside: true } }))).toThrow(/ranged attack/);
  });
});

describe('bestSplit', () => {
  it('property: the attacker\'s best split has the highest expected damage among all its splits', () => {
    fc.assert(fc.property(knobs, fc.nat(8), (k, d0) => {
      const d = Math.min(d0, k.pool);
      const x = input(k, 0, d);
      const b = bestSplit(x, 'attacker');
      const all = Array.from({ length: k.pool + 1 }, (_, a) => previewAttack({ ...x, split: { attackDice: a, defenceDice: d } }).expectedDamage);
      expect(b.best.expectedDamage).toBeCloseTo(Math.max(...all), 9);
      expect(b.best.attackDice + b.best.defenceDice).toBe(k.pool);
      expect(b.candidates).toHaveLength(k.pool + 1);
    }));
  });

  it('property: the defender\'s best split has the lowest expected damage taken among all its splits', () => {
    fc.assert(fc.property(knobs, fc.nat(8), (k, a0) => {
      const a = Math.min(a0, k.pool);
      const x = input(k, a, 0);
      const b = bestSplit(x, 'defender');
      const all = Array.from({ length: k.pool + 1 }, (_, d) => previewAttack({ ...x, split: { attackDice: a, defenceDice: d } }).expectedDamage);
      expect(b.best.expectedDamage).toBeCloseTo(Math.min(...all), 9);
    }));
  });

  it('worst-case: the attacker\'s score is its minimum over every defender split', () => {
    const k: Knobs = { skill: 2, stat: 2, weaponAttack: 0, damageBonus: 1, ap: 0, dSkill: 2, dStat: 2, armourHits: 1, armourDef: 0, shield: 1, aInjury: 0, dInjury: 0, pool: 3 };
    const x = input(k, 1, 1);
    const b = bestSplit(x, 'attacker', 'worst-case');
    for (const c of b.candidates) {
      const vs = [0, 1, 2, 3].map((d) => previewAttack({ ...x, split: { attackDice: c.attackDice, defenceDice: d } }).expectedDamage);
      expect(c.expectedDamage).toBeCloseTo(Math.min(...vs), 12);
    }
    expect(b.best.expectedDamage).toBeCloseTo(Math.max(...b.candidates.map((c) => c.expectedDamage)), 12);
  });

  it('with heavy Injury an extra attack die can hurt, and bestSplit then holds dice back', () => {
    // Each attack die: 1..6 + 0 - 6 <= 0, so every die added lowers the attack total.
    const k: Knobs = { skill: 0, stat: 0, weaponAttack: 0, damageBonus: 3, ap: 0, dSkill: 0, dStat: 0, armourHits: 0, armourDef: 0, shield: 0, aInjury: 6, dInjury: 6, pool: 3 };
    const b = bestSplit(input(k, 1, 3), 'attacker');
    expect(b.best.attackDice).toBeLessThan(3);
  });
});

describe('a badly hurt defender', () => {
  it('previews fast and exactly even when its Injury is enormous (sparse damage odds)', async () => {
    const { previewAttack } = await import('../../../shared/rules/waylights/preview');
    const { SAMPLE_CHARACTERS } = await import('../../../shared/rules/waylights/samples');
    const a = SAMPLE_CHARACTERS.duellist;
    const d = SAMPLE_CHARACTERS.zealot;
    const facts = { distanceHexes: 1, meters: 2, category: 'close' as const, lineOfSight: true, cover: 0, coverObjectId: null, coverName: null, coverSource: null, defenderInGrapple: false, attackerInDefendersGrapple: false, attacksReceived: 0, fromBehind: null };
    const p = previewAttack({ attacker: { sheet: a, weapon: a.weapons[0]!.name, injury: 0 }, defender: { sheet: d, injury: 5_000_000 }, split: { attackDice: 2, defenceDice: 2 }, facts });
    const total = p.outcomes.reduce((s, o) => s + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    // Every outcome is a hit for millions of damage, and there are only as many as dice totals.
    const damage = p.outcomes.filter((o) => o.id.startsWith('damage-'));
    expect(damage.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(Number(damage[0]!.id.slice('damage-'.length))).toBeGreaterThan(1_000_000);
    expect(p.outcomes.length).toBeLessThan(100);
  });
});
