import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { previewAttack, type VersPreviewInput } from '../../../shared/rules/vers/preview';
import { rollCheck, rangeBand } from '../../../shared/rules/vers';
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';
import type { VersSheet } from '../../../shared/rules/vers/sheet';
import type { TacticalFacts } from '../../../shared/rules/tactics/facts';
import type { PreviewCommon } from '../../../shared/rules/preview';
import { sumModifiers } from '../../../shared/rules/modifier';
import { versSettings, type VersSettings } from '../../../shared/rules/vers/settings';

const { mara, tobin, wolf, bandit } = SAMPLE_SHEETS;

function facts(over: Partial<TacticalFacts> = {}): TacticalFacts {
  return {
    distanceHexes: 1, meters: 2, category: 'close', lineOfSight: true, cover: 0, coverObjectId: null, coverName: null, coverSource: null,
    defenderInGrapple: false, attackerInDefendersGrapple: false, attacksReceived: 0, fromBehind: null,
    ...over,
  };
}

/** Every face of 3d6, for counting outcomes the slow way. */
const ALL_DICE: [number, number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL_DICE.push([a, b, c]);

/** The chance a check at effTN succeeds, counted over all 216 faces. */
function successChance(effTN: number, settings: Partial<VersSettings> = {}): number {
  return ALL_DICE.filter((d) => rollCheck(effTN, d, settings).success).length / 216;
}

function mod(p: ReturnType<typeof previewAttack>, category: string) {
  return p.modifiers.filter((m) => m.category === category);
}

describe('previewAttack: breakdown and who rolls', () => {
  it('is drawable by the system-neutral UI', () => {
    const p: PreviewCommon = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: wolf, side: 'npc' }, facts: facts() });
    expect(p.system).toBe('vers');
  });

  it('a PC attacks an NPC: the PC rolls attribute + skill + reach against static Dodge', () => {
    const p = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: wolf, side: 'npc' }, facts: facts() });
    // Mara: Agility 2, Close Combat 3, Reach 0 + sword 1; wolf: quadruped Size 0 so Reach -1, Dodge 2 + 2.
    const expected = 10 + 2 + 3 + (1 - -1) - 4;
    expect(p.roll).toMatchObject({ roller: 'attacker', rolledBy: 'player', check: 'attack', against: { value: 4 } });
    expect(p.effTN).toBe(expected);
    expect(p.total).toBe(expected);
    expect(sumModifiers(p.modifiers)).toBe(expected);
    expect(mod(p, 'reach')[0]?.value).toBe(2);
    expect(p.odds.hit).toBeCloseTo(successChance(expected), 12);
    expect(p.settings).toEqual(versSettings());
  });

  it('shows range, cover and several-attacker state even when they are 0', () => {
    const p = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: wolf, side: 'npc' }, facts: facts() });
    for (const c of ['range', 'cover', 'several-attackers']) expect(mod(p, c)).toHaveLength(1);
  });

  it('an NPC attacks a PC: the PC rolls Dodge against the static attack, with the attack modifiers reversed', () => {
    const p = previewAttack({ attacker: { sheet: wolf, side: 'npc', weapon: 'Bite' }, defender: { sheet: mara, side: 'pc', weapon: 'Longsword' }, facts: facts() });
    // Mara's Dodge 1 + 2; wolf static attack Agility 2 + Close Combat 2; the wolf has no reach advantage (-1 vs 1).
    const expected = 10 + 3 - 4;
    expect(p.roll).toMatchObject({ roller: 'defender', check: 'dodge', against: { value: 4 } });
    expect(p.effTN).toBe(expected);
    expect(p.odds.hit).toBeCloseTo(1 - successChance(expected), 12);
  });

  it('reach favours only the side that has more of it', () => {
    const p = previewAttack({ attacker: { sheet: wolf, side: 'pc', weapon: 'Bite' }, defender: { sheet: mara, side: 'npc', weapon: 'Longsword' }, facts: facts() });
    expect(mod(p, 'reach')[0]?.value).toBe(0);
  });

  it('an NPC attack on an unaware PC hits with no roll', () => {
    const p = previewAttack({ attacker: { sheet: bandit, side: 'npc', weapon: 'Club' }, defender: { sheet: mara, side: 'pc', aware: false }, facts: facts() });
    expect(p.roll).toBeNull();
    expect(p.outcomes).toHaveLength(1);
    expect(p.outcomes[0]).toMatchObject({ result: 'hit', probability: 1, ndv: 4 - 3, condition: 'grazed' });
  });

  it("a PC's attack on an unaware defender is rolled against 0", () => {
    const p = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: wolf, side: 'npc', aware: false }, facts: facts() });
    expect(p.roll?.against.value).toBe(0);
    expect(p.effTN).toBe(10 + 2 + 3 + 2);
  });

  it('same side: the setting decides who holds the dice, not the numbers', () => {
    const input: VersPreviewInput = { attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: tobin, side: 'pc' }, facts: facts() };
    const a = previewAttack(input);
    const g = previewAttack({ ...input, settings: { sameSideRoller: 'gm' } });
    expect(a.roll?.rolledBy).toBe('player');
    expect(g.roll?.rolledBy).toBe('gm');
    expect(g.effTN).toBe(a.effTN);
    expect(g.settings.sameSideRoller).toBe('gm');
  });

  it('ranged: the band modifier comes from rangeBand on the metres', () => {
    const p = previewAttack({ attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'ranged', distanceHexes: 20, meters: 40 }) });
    const band = rangeBand(3, 40);
    expect(p.range.band).toBe(band.band);
    expect(mod(p, 'range')[0]?.value).toBe(band.modifier);
    // The Bandit's static Dodge 1 is lowered to 0 by his Wounded mark (RULES.md 2.7).
    expect(p.effTN).toBe(10 + 3 + 4 + (band.modifier ?? 0) - 0);
  });

  it.each([
    ['out of range (Agility 3: beyond 256 m)', { sheet: tobin, weapon: 'Longbow' }, facts({ category: 'ranged', distanceHexes: 150, meters: 300 })],
    ['melee weapon at range', { sheet: mara, weapon: 'Longsword' }, facts({ category: 'ranged', distanceHexes: 3, meters: 6 })],
    ['no line of sight', { sheet: tobin, weapon: 'Longbow' }, facts({ category: 'ranged', distanceHexes: 3, meters: 6, lineOfSight: false })],
    ['unknown weapon', { sheet: tobin, weapon: 'Halberd' }, facts()],
  ] as const)('no attack when %s', (_why, att, f) => {
    const p = previewAttack({ attacker: { ...att, side: 'pc' }, defender: { sheet: bandit, side: 'npc' }, facts: f });
    expect(p.attackPossible).toBe(false);
    expect(p.outcomes.reduce((s, o) => s + o.probability, 0)).toBe(1);
    expect(p.odds.hit).toBe(0);
  });

  it('close range: a ranged weapon -2; grappling range: a weapon -4 and the grappling skill', () => {
    const close = previewAttack({ attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' }, facts: facts() });
    expect(mod(close, 'range')[0]?.value).toBe(-2);
    const grap = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'grappling', distanceHexes: 0, meters: 0, defenderInGrapple: true, attackerInDefendersGrapple: true }) });
    expect(mod(grap, 'range')[0]?.value).toBe(-4);
    expect(mod(grap, 'skill')[0]).toMatchObject({ value: 1 }); // Mara's grappling rank
    expect(mod(grap, 'grapple')).toHaveLength(0);            // attacking from inside the grapple
    const fists = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Fists' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'grappling', distanceHexes: 0, meters: 0 }) });
    expect(mod(fists, 'range')[0]?.value).toBe(0);
  });

  it('several attackers: the k-th attack adds k - 1 to the attacker (first free) or k', () => {
    const input: VersPreviewInput = { attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ attacksReceived: 2 }) };
    expect(mod(previewAttack(input), 'several-attackers')[0]?.value).toBe(2);
    expect(mod(previewAttack({ ...input, settings: { multiAttackFirstFree: false } }), 'several-attackers')[0]?.value).toBe(3);
  });

  it('situational: the sum is clamped and both sums are shown; from behind adds +4', () => {
    const p = previewAttack({
      attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: bandit, side: 'npc' },
      facts: facts({ fromBehind: true }), situational: [{ source: 'High ground', value: 2 }],
    });
    expect(p.situational).toMatchObject({ raw: 6, clamped: 4 });
    expect(mod(p, 'situational')[0]?.value).toBe(4);
    expect(mod(p, 'situational')[0]?.source).toMatch(/\+6.*\+4/);
  });

  it("injury penalties are the roller's", () => {
    // The bandit carries one Wounded mark.
    const asPc = previewAttack({ attacker: { sheet: bandit, side: 'pc', weapon: 'Club' }, defender: { sheet: mara, side: 'npc' }, facts: facts() });
    expect(sumModifiers(mod(asPc, 'injury'))).toBe(-1);
    const asNpc = previewAttack({ attacker: { sheet: bandit, side: 'npc', weapon: 'Club' }, defender: { sheet: mara, side: 'pc' }, facts: facts() });
    expect(mod(asNpc, 'injury')).toHaveLength(0);
  });

  it('the condition of each hit follows EV - RV, plus DoS when the setting says so', () => {
    const input: VersPreviewInput = { attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: bandit, side: 'npc' }, facts: facts() };
    for (const o of previewAttack(input).outcomes.filter((x) => x.result === 'hit')) expect(o.ndv).toBe(6 - 2);
    for (const o of previewAttack({ ...input, settings: { ndvAddsDoS: true } }).outcomes.filter((x) => x.result === 'hit')) {
      expect(o.ndv).toBe(6 - 2 + o.check!.degrees);
    }
  });

  it('a miss by fewer degrees than the cover strikes the cover (attacker rolling)', () => {
    const p = previewAttack({ attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'ranged', distanceHexes: 3, meters: 6, cover: 4, coverObjectId: 'tree' }) });
    for (const o of p.outcomes.filter((x) => !x.check!.success)) {
      expect(o.result).toBe(o.check!.degrees < 4 ? 'cover' : 'miss');
    }
    const cf = previewAttack({ attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'ranged', distanceHexes: 3, meters: 6, cover: 4 }), settings: { coverEquality: 'counterfactual' } });
    expect(cf.outcomes.find((o) => o.check!.degrees === 4 && !o.check!.success)?.result).toBe('cover');
  });

  it('a ranged attack on a grapple from outside: -4, no Dodge, and 2+ DoF hits the wrong member', () => {
    const p = previewAttack({ attacker: { sheet: tobin, side: 'pc', weapon: 'Longbow' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ category: 'ranged', distanceHexes: 3, meters: 6, defenderInGrapple: true }) });
    expect(mod(p, 'grapple')[0]?.value).toBe(-4);
    expect(p.roll?.against.value).toBe(0);
    for (const o of p.outcomes.filter((x) => !x.check!.success)) expect(o.result).toBe(o.check!.degrees >= 2 ? 'wrong-target' : 'miss');
    expect(p.odds.wrongTarget).toBeGreaterThan(0);
  });

  it('a close attack on a grapple from outside: -2, and only a Dramatic Failure hits the wrong member', () => {
    const p = previewAttack({ attacker: { sheet: mara, side: 'pc', weapon: 'Longsword' }, defender: { sheet: bandit, side: 'npc' }, facts: facts({ defenderInGrapple: true }) });
    expect(mod(p, 'grapple')[0]?.value).toBe(-2);
    for (const o of p.outcomes.filter((x) => !x.check!.success)) expect(o.result).toBe(o.check!.dramatic === 'failure' ? 'wrong-target' : 'miss');
    expect(p.odds.wrongTarget).toBeCloseTo(1 / 216, 12);
  });

  it('defender rolling: a Dodge that succeeds by less than the cover lets the cover take the hit', () => {
    const p = previewAttack({ attacker: { sheet: bandit, side: 'npc', weapon: 'Crossbow' }, defender: { sheet: tobin, side: 'pc' }, facts: facts({ category: 'ranged', distanceHexes: 5, meters: 10, cover: 3 }) });
    expect(p.roll?.check).toBe('dodge');
    expect(mod(p, 'cover')[0]?.value).toBe(3); // +3 to the Dodge roll
    for (const o of p.outcomes.filter((x) => x.check!.success)) expect(o.result).toBe(o.check!.degrees < 3 ? 'cover' : 'miss');
    for (const o of p.outcomes.filter((x) => !x.check!.success)) expect(o.result).toBe('hit');
  });

  it('an NPC attacking a grappled PC from outside: the PC rolls with no Dodge', () => {
    const p = previewAttack({ attacker: { sheet: bandit, side: 'npc', weapon: 'Club' }, defender: { sheet: tobin, side: 'pc' }, facts: facts({ defenderInGrapple: true }) });
    expect(p.roll?.check).toBe('dodge');
    const dodgeMod = p.modifiers.find((m) => m.category === 'defence' && m.source.startsWith('No Dodge'));
    expect(dodgeMod?.value).toBe(0);
    // Dodge 0 + reversed close-grapple penalty +2 - static attack (Agility 1 + Close Combat 1, less 1
    // for the Bandit's Wounded mark: RULES.md 2.7), TN base 10.
    expect(p.effTN).toBe(10 + 0 + 2 - 1);
  });
});

// Random scenarios for the properties.
const settingsArb = fc.record(
  {
    tnBase: fc.integer({ min: 6, max: 14 }),
    dramatic: fc.record({ success: fc.integer({ min: 3, max: 5 }), failure: fc.integer({ min: 16, max: 18 }) }),
    multiAttackFirstFree: fc.boolean(),
    coverEquality: fc.constantFrom('literal' as const, 'counterfactual' as const),
    ndvAddsDoS: fc.boolean(),
    sameSideRoller: fc.constantFrom('attacker' as const, 'gm' as const),
  },
  { requiredKeys: [] },
);

const scenarioArb = fc.record({
  attackerSide: fc.constantFrom('pc' as const, 'npc' as const),
  defenderSide: fc.constantFrom('pc' as const, 'npc' as const),
  aware: fc.boolean(),
  category: fc.constantFrom('grappling' as const, 'close' as const, 'ranged' as const),
  meters: fc.integer({ min: 3, max: 120 }),
  cover: fc.integer({ min: 0, max: 10 }),
  attacksReceived: fc.integer({ min: 0, max: 4 }),
  defenderInGrapple: fc.boolean(),
  attackerInside: fc.boolean(),
  fromBehind: fc.option(fc.boolean(), { nil: null }),
  situational: fc.array(fc.integer({ min: -4, max: 4 }), { maxLength: 4 }),
  rank: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  settings: settingsArb,
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function withRank(sheet: VersSheet, rank: number | null): VersSheet {
  const skills = { ...sheet.skills };
  for (const s of ['closeCombat', 'rangedCombat', 'grappling']) {
    if (rank === null) delete skills[s];
    else skills[s] = rank;
  }
  return { ...sheet, skills };
}

function inputOf(s: Scenario, over: { rank?: number | null; cover?: number } = {}): VersPreviewInput {
  const ranged = s.category === 'ranged';
  const rank = over.rank === undefined ? s.rank : over.rank;
  return {
    attacker: { sheet: withRank(tobin, rank), side: s.attackerSide, weapon: ranged ? 'Longbow' : 'Dagger' },
    defender: { sheet: bandit, side: s.defenderSide, weapon: 'Club', aware: s.aware },
    facts: facts({
      category: s.category,
      distanceHexes: s.category === 'grappling' ? 0 : ranged ? Math.ceil(s.meters / 2) : 1,
      meters: s.category === 'grappling' ? 0 : ranged ? s.meters : 2,
      cover: over.cover ?? s.cover,
      defenderInGrapple: s.defenderInGrapple,
      attackerInDefendersGrapple: s.defenderInGrapple && s.attackerInside,
      attacksReceived: s.attacksReceived,
      fromBehind: s.fromBehind,
    }),
    situational: s.situational.map((value, i) => ({ source: `situation ${i}`, value })),
    settings: s.settings,
  };
}

describe('previewAttack: properties', () => {
  it('the odds sum to 1 and the breakdown sums to effTN', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const p = previewAttack(inputOf(s));
        expect(p.outcomes.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
        const o = p.odds;
        expect(o.hit + o.miss + o.cover + o.wrongTarget).toBeCloseTo(1, 12);
        expect(sumModifiers(p.modifiers)).toBe(p.total);
        if (p.effTN !== null) expect(p.total).toBe(p.effTN);
      }),
    );
  });

  it('the odds equal the frequencies of resolving all 216 faces with rollCheck', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const input = inputOf(s);
        const p = previewAttack(input);
        if (p.effTN === null || p.roll === null) return;
        const tally = new Map<string, number>();
        let hits = 0;
        for (const d of ALL_DICE) {
          const r = rollCheck(p.effTN, d, input.settings);
          const key = `${r.success}/${r.degrees}/${r.dramatic}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          // The attack hits when the attacker's roll succeeds or the defender's Dodge fails.
          if (p.roll.roller === 'attacker' ? r.success : !r.success) hits++;
        }
        const fromPreview = new Map<string, number>();
        for (const o of p.outcomes) {
          const key = `${o.check!.success}/${o.check!.degrees}/${o.check!.dramatic}`;
          fromPreview.set(key, (fromPreview.get(key) ?? 0) + o.probability);
        }
        expect(new Set(p.outcomes.map((o) => o.id)).size).toBe(p.outcomes.length);
        expect([...fromPreview.keys()].sort()).toEqual([...tally.keys()].sort());
        for (const [key, n] of tally) expect(fromPreview.get(key)).toBeCloseTo(n / 216, 12);
        expect(p.odds.hit).toBeCloseTo(hits / 216, 12);
        expect(p.outcomes.filter((o) => o.result === 'hit').every((o) => o.ndv !== null)).toBe(true);
      }),
    );
  });

  it('more skill never lowers the chance to hit', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 4 }), (s, r) => {
        const lower = previewAttack(inputOf(s, { rank: r === 0 ? null : r - 1 })).odds.hit;
        const higher = previewAttack(inputOf(s, { rank: r })).odds.hit;
        expect(higher).toBeGreaterThanOrEqual(lower - 1e-12);
      }),
    );
  });

  it('cover never helps the attacker', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 9 }), (s, c) => {
        const less = previewAttack(inputOf(s, { cover: c })).odds.hit;
        const more = previewAttack(inputOf(s, { cover: c + 1 })).odds.hit;
        expect(more).toBeLessThanOrEqual(less + 1e-12);
      }),
    );
  });
});
