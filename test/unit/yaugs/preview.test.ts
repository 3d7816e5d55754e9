import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveActive } from '../../../shared/rules/yaugs/index';
import { resolveParry } from '../../../shared/rules/yaugs/parry';
import type { YaugsPreview, YaugsPreviewInput } from '../../../shared/rules/yaugs/preview';
import { previewAttack } from '../../../shared/rules/yaugs/preview';
import { ARCHER, BRAWLER, SHIELD_GUARD, SWORDSMAN } from '../../../shared/rules/yaugs/samples';
import type { YaugsSheet } from '../../../shared/rules/yaugs/sheet';
import { deriveSheet } from '../../../shared/rules/yaugs/sheet';
import type { TacticalFacts } from '../../../shared/rules/tactics/facts';
import { sumModifiers } from '../../../shared/rules/modifier';
import { signed } from '../../../shared/export/rollText';

const adjacent: TacticalFacts = {
  distanceHexes: 1,
  meters: 2,
  category: 'close',
  lineOfSight: true,
  cover: 0,
  coverObjectId: null, coverName: null, coverSource: null,
  defenderInGrapple: false,
  attackerInDefendersGrapple: false,
  attacksReceived: 0,
  fromBehind: null,
};

const sword = SWORDSMAN.weapons[0]!;

const parryMemo = new Map<string, number>();
/** How many of the 100 parry faces beat the attack total, by resolving each one. */
function parriedFaces(base: number, attackTotal: number): number {
  const key = `${base}:${attackTotal}`;
  let ok = parryMemo.get(key);
  if (ok === undefined) {
    ok = 0;
    for (let q = 1; q <= 100; q++) if (resolveParry({ roll: q, skill: base, blockBonus: 0, attackTotal }).success) ok++;
    parryMemo.set(key, ok);
  }
  return ok;
}

/** Frequencies from resolving every dice outcome one by one with resolveActive and resolveParry. */
function enumerate(p: YaugsPreview) {
  const c = { aCrit: 0, aWin: 0, tie: 0, dWin: 0, dCrit: 0, aFum: 0, dFum: 0, parried: 0 };
  const dRolls = p.defender.mode.active ? Array.from({ length: 100 }, (_, i) => i + 1) : [undefined];
  for (let a = 1; a <= 100; a++) {
    for (const d of dRolls) {
      const r = resolveActive(
        { skill: p.attacker.total, roll: a, level: p.attacker.level.level },
        { defence: p.defender.total, level: p.defender.level.value, ...(d === undefined ? {} : { roll: d }) },
      );
      if (r.winner === 'none') c.tie++;
      else if (r.winner === 'attacker') {
        if (r.critical === 'attacker') c.aCrit++;
        else c.aWin++;
        if (p.parry.available) c.parried += parriedFaces(p.parry.base, r.attackerTotal) / 100;
      } else if (r.critical === 'defender') c.dCrit++;
      else c.dWin++;
      if (r.fumble === 'attacker') c.aFum++;
      if (r.fumble === 'defender') c.dFum++;
    }
  }
  const n = 100 * dRolls.length;
  return {
    attackerWinsCritical: c.aCrit / n,
    attackerWins: c.aWin / n,
    tie: c.tie / n,
    defenderWins: c.dWin / n,
    defenderWinsCritical: c.dCrit / n,
    attackerFumble: c.aFum / n,
    defenderFumble: c.dFum / n,
    attackerWinsThenParried: c.parried / n,
  };
}

const sheetArb = (base: YaugsSheet): fc.Arbitrary<YaugsSheet> =>
  fc
    .record({
      agl: fc.integer({ min: 1, max: 100 }),
      spa: fc.integer({ min: 1, max: 100 }),
      ref: fc.integer({ min: 1, max: 100 }),
      pd: fc.integer({ min: 0, max: 40 }),
      aglSkill: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      skillPct: fc.integer({ min: 0, max: 200 }),
      level: fc.option(fc.integer({ min: 1, max: 18 }), { nil: undefined }),
      defenceLevel: fc.option(fc.integer({ min: 1, max: 18 }), { nil: undefined }),
    })
    .map((r) => ({
      ...base,
      attributes: { agl: r.agl, spa: r.spa, ref: r.ref },
      ...(r.aglSkill === undefined ? { agilitySkill: undefined } : { agilitySkill: r.aglSkill }),
      passiveDefence: r.pd,
      skills: base.skills.map((s) => ({ name: s.name, percentile: r.skillPct, ...(r.level === undefined ? {} : { level: r.level }) })),
      overrides: r.defenceLevel === undefined ? {} : { defenceLevel: r.defenceLevel },
    }));

const inputArb: fc.Arbitrary<YaugsPreviewInput> = fc
  .record({
    attacker: sheetArb(SWORDSMAN),
    defender: fc.constantFrom(SWORDSMAN, SHIELD_GUARD, BRAWLER, ARCHER).chain((b) => sheetArb(b)),
    cover: fc.integer({ min: 0, max: 10 }),
    attacksReceived: fc.integer({ min: 0, max: 4 }),
    aware: fc.boolean(),
    canMove: fc.boolean(),
    situational: fc.integer({ min: -60, max: 60 }),
    perPoint: fc.integer({ min: 0, max: 10 }),
  })
  .map((r) => ({
    attacker: r.attacker,
    weapon: sword,
    defender: r.defender,
    facts: { ...adjacent, cover: r.cover, attacksReceived: r.attacksReceived },
    situational: [{ source: 'test', category: 'situational' as const, value: r.situational }],
    settings: { coverModifierPerPoint: r.perPoint },
    defenderState: { aware: r.aware, canMove: r.canMove },
  }));

const win = (p: YaugsPreview) => p.odds.attackerWins + p.odds.attackerWinsCritical;

describe('previewAttack odds', () => {
  it('equal the frequencies of resolving every enumerated outcome', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = previewAttack(input);
        const e = enumerate(p);
        for (const [k, v] of Object.entries(e)) expect(p.odds[k as keyof typeof e], k).toBeCloseTo(v, 12);
        const hit = e.attackerWins + e.attackerWinsCritical;
        if (p.parry.available) {
          if (hit === 0) expect(p.parry.chanceGivenHit).toBeNull();
          else expect(p.parry.chanceGivenHit).toBeCloseTo(e.attackerWinsThenParried / hit, 12);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('match the enumeration for a defender with a shield block (the bench case)', () => {
    const p = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: adjacent });
    expect(p.parry.available).toBe(true);
    const e = enumerate(p);
    for (const [k, v] of Object.entries(e)) expect(p.odds[k as keyof typeof e], k).toBeCloseTo(v, 12);
    expect(e.attackerWinsThenParried).toBeGreaterThan(0);
  });

  it('outcomes sum to 1 and are exactly the exclusive results, with "parried" whenever a parry or block will be tried', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = previewAttack(input);
        const parried = p.parry.available ? ['parried'] : [];
        // RULES.md appendix: the hit ids are the attack winning and not being parried or blocked.
        expect(p.outcomes.map((o) => o.id)).toEqual(['attacker-wins-critical', 'attacker-wins', ...parried, 'tie', 'defender-wins', 'defender-wins-critical']);
        expect(p.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
        for (const o of p.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('more skill never lowers the chance to win', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 80 }), (input, extra) => {
        const before = previewAttack(input);
        const after = previewAttack({ ...input, situational: [...(input.situational ?? []), { source: 'more skill', category: 'skill', value: extra }] });
        expect(win(after)).toBeGreaterThanOrEqual(win(before) - 1e-12);
      }),
      { numRuns: 200 },
    );
  });

  it('cover never helps the attacker when it costs something per point', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (input, cover, perPoint) => {
        const settings = { coverModifierPerPoint: perPoint };
        const open = previewAttack({ ...input, settings, facts: { ...input.facts, cover: 0 } });
        const covered = previewAttack({ ...input, settings, facts: { ...input.facts, cover } });
        expect(win(covered)).toBeLessThanOrEqual(win(open) + 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});

describe('previewAttack breakdown', () => {
  it('swordsman against the guard: modifiers, totals, active defence and shield block', () => {
    const p = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: adjacent });
    // Guard: floor((100 + 55 + 55) / 4) + 20 = 72; Sword 65; shield 60 + 15.
    expect(p.attacker.total).toBe(65);
    expect(p.defender.total).toBe(72);
    expect(p.total).toBe(65 - 72);
    expect(sumModifiers(p.modifiers)).toBe(p.total);
    expect(p.modifiers.find((m) => m.category === 'range')).toEqual({ source: 'Range: melee', category: 'range', value: 0 });
    expect(p.defender.mode.active).toBe(true);
    expect(p.defender.level).toEqual({ value: 5, source: 'override' });
    expect(p.parry).toMatchObject({ available: true, object: 'Round shield', kind: 'block', base: 75 });
    expect(p.settings).toEqual({ marginalFailureWidth: 'example', coverModifierPerPoint: 0 });
    expect(p.system).toBe('yaugs');
  });

  it('a passive defender rolls no die: it never fumbles or criticals, and the reasons are given', () => {
    const p = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: adjacent, defenderState: { canMove: false } });
    expect(p.defender.mode.active).toBe(false);
    expect(p.defender.whyPassive).toEqual(['cannot move']);
    expect(p.defender.total).toBe(20);
    expect(p.odds.defenderFumble).toBe(0);
    expect(p.odds.defenderWinsCritical).toBe(0);
    expect(p.parry.available).toBe(false);
  });

  it('OQ used up by earlier attacks this round turns the defence passive', () => {
    // Guard OQ = floor(40 / 20) = 2.
    const second = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: { ...adjacent, attacksReceived: 1 } });
    expect(second.defender.mode.active).toBe(true);
    // RULES.md 1.5: the block stays within this attack's own OQ slot.
    expect(second.parry).toMatchObject({ available: true, object: 'Round shield' });
    const third = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: { ...adjacent, attacksReceived: 2 } });
    expect(third.defender.whyPassive).toEqual(['Opponent Quotient used up this round']);
    expect(third.parry).toEqual({ available: false, reason: 'a parry or block needs the attack met with Active Defence, and Guard with shield meets it passively (Opponent Quotient used up this round)' });
  });

  it('an attack from behind makes the defender unaware by default, with a GM prompt', () => {
    const p = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: { ...adjacent, fromBehind: true } });
    expect(p.defender.whyPassive).toEqual(['not aware of the attack']);
    expect(p.notes.some((n) => n.startsWith('GM prompt'))).toBe(true);
    const ticked = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: { ...adjacent, fromBehind: true }, defenderState: { aware: true } });
    expect(ticked.defender.mode.active).toBe(true);
  });

  it('puncturing blows cannot be parried by a weapon, only blocked', () => {
    const dagger = ARCHER.weapons[1]!;
    const vsSword = previewAttack({ attacker: ARCHER, weapon: dagger, defender: SWORDSMAN, facts: adjacent });
    expect(vsSword.parry.available).toBe(false);
    expect(vsSword.defenceOptions).toEqual(['block', 'dodge']);
    const vsGuard = previewAttack({ attacker: ARCHER, weapon: dagger, defender: SHIELD_GUARD, facts: adjacent });
    expect(vsGuard.parry).toMatchObject({ available: true, kind: 'block' });
  });

  it('a shield that spent its blocks or attacked this round cannot block', () => {
    const used = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: adjacent, defenderState: { blocksUsed: { 'Round shield': 2 } } });
    expect(used.parry).toMatchObject({ available: true, object: 'Spear', kind: 'parry' });
    const both = previewAttack({
      attacker: SWORDSMAN,
      weapon: sword,
      defender: SHIELD_GUARD,
      facts: adjacent,
      defenderState: { blocksUsed: { 'Round shield': 1 }, attackedWith: ['Spear'] },
    });
    expect(both.parry).toMatchObject({ available: true, object: 'Round shield' });
  });

  it('the range band comes from the weapon bands', () => {
    const bow = ARCHER.weapons[0]!;
    const at = (meters: number) => previewAttack({ attacker: ARCHER, weapon: bow, defender: SWORDSMAN, facts: { ...adjacent, meters, category: meters <= 2 ? 'close' : 'ranged' } }).range;
    expect(at(2)).toMatchObject({ band: 'melee', asClub: true });
    expect(at(30).band).toBe('short');
    expect(at(31).band).toBe('medium');
    expect(at(180).band).toBe('long');
    expect(at(181).band).toBe('out-of-range');
  });

  it('cover is a house defence modifier of coverModifierPerPoint per point, shown as such', () => {
    const p = previewAttack({ attacker: SWORDSMAN, weapon: sword, defender: SHIELD_GUARD, facts: { ...adjacent, cover: 4 }, settings: { coverModifierPerPoint: 5 } });
    expect(p.defender.modifiers).toContainEqual({ source: 'Cover 4 x 5 per point (house)', category: 'cover', value: 20 });
    expect(p.defender.total).toBe(92);
    expect(p.notes.some((n) => n.startsWith('House: cover'))).toBe(true);
    expect(p.settings.coverModifierPerPoint).toBe(5);
  });

  it('cover that costs nothing per point is listed as 0 against the attacker, as a 0 range band is', () => {
    // The default setting: the cart is shown, but adds nothing. The attacker's list held -0 for it.
    const bow = ARCHER.weapons[0]!;
    const p = previewAttack({ attacker: ARCHER, weapon: bow, defender: SWORDSMAN, facts: { ...adjacent, distanceHexes: 5, meters: 10, category: 'ranged', cover: 3, coverObjectId: 'cart', coverName: 'Cart', coverSource: 'line' } });
    const cover = p.modifiers.find((m) => m.category === 'cover')!;
    const range = p.modifiers.find((m) => m.category === 'range')!;
    expect(cover.source).toBe('Defender: Cover 3 x 0 per point (house)');
    expect(cover.value).toBe(0);
    expect(range.value).toBe(0);
    expect(`${signed(cover.value)} ${signed(range.value)}`).toBe('0 0');
  });

  it('no modifier in either list is a negative zero', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = previewAttack(input);
        for (const m of [...p.modifiers, ...p.defender.modifiers, ...p.attacker.modifiers]) expect(Object.is(m.value, -0), m.source).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('area effects drop the passive part of the defence', () => {
    const bomb = { ...sword, name: 'Firepot', damageType: 'area' as const };
    const p = previewAttack({ attacker: SWORDSMAN, weapon: bomb, defender: SHIELD_GUARD, facts: adjacent });
    expect(p.defender.total).toBe(deriveSheet(SHIELD_GUARD).activeDefence.value - 20);
    expect(p.parry.available).toBe(false);
  });

  it('flags the house level fallback', () => {
    const p = previewAttack({ attacker: BRAWLER, weapon: BRAWLER.weapons[0]!, defender: SWORDSMAN, facts: adjacent });
    expect(p.attacker.level).toEqual({ level: 6, fallback: true });
    expect(p.notes.some((n) => n.includes('Brawling level'))).toBe(true);
  });
});
