import { describe, expect, it } from 'vitest';
import { checkSplit, fighterFromSheet, resolveMutualExchange, resolveRound, SAMPLE_CHARACTERS, type Fighter } from '../../../shared/rules/waylights';

function fighter(id: string, over: Partial<Fighter> = {}): Fighter {
  return {
    id, timing: 1, wounds: 0, threshold: 1, dieBonus: 0, hits: 1,
    weapon: { name: 'Blade', kind: 'melee', damageBonus: 0 },
    ...over,
  };
}

describe('resolveMutualExchange (RULES.md 3.3)', () => {
  it('each die gets the skill bonus and loses the Injury; the shield adds once', () => {
    const a = fighter('a', { dieBonus: 2, wounds: 1 }); // Injury 1
    const d = fighter('d', { dieBonus: 1, shield: 3, timing: 0 });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [4, 5, 6], defence: [] }, defender: { attack: [], defence: [2, 3] } } });
    const hit = r.attacks[0]!;
    expect(hit.attack.total).toBe(4 + 5 + 6 + 3 * (2 - 1));
    expect(hit.defence.total).toBe(2 + 3 + 2 * 1);
    expect(hit.result.margin).toBe(18 - 7 - 3);
    expect(hit.result.damage).toBe(18 - 7 - 1); // the shield does not count for damage
    expect(r.attacks).toHaveLength(1); // the defender put no dice in attack
  });

  it('equal Timing: simultaneous, both attacks use the Injury from before the exchange', () => {
    const a = fighter('a', { timing: 3 });
    const d = fighter('d', { timing: 3 });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [6, 6], defence: [1] }, defender: { attack: [5, 5], defence: [1] } } });
    expect(r.order).toBe('simultaneous');
    expect(r.attacks.map((x) => x.injuryRevision)).toEqual([0, 0]);
    expect(r.attacks[0]!.result.damage).toBe(12 - 1 - 1);
    expect(r.attacks[1]!.result.damage).toBe(10 - 1 - 1);
    expect(r.after['a']!.wounds).toBe(8);
    expect(r.after['d']!.wounds).toBe(10);
  });

  it('attacker faster: its damage raises the defender\'s Injury and each defender attack die drops by the increase', () => {
    const a = fighter('a', { timing: 5 });
    const d = fighter('d', { timing: 2, threshold: 2 });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [3, 3], defence: [1] }, defender: { attack: [5, 5], defence: [1] } } });
    expect(r.order).toBe('attacker-first');
    const first = r.attacks[0]!;
    expect(first.from).toBe('a');
    expect(first.result.damage).toBe(6 - 1 - 1); // 4 wounds on threshold 2: Injury 0 -> 2
    const second = r.attacks[1]!;
    expect(second.injuryRevision).toBe(2);
    expect(second.attack.total).toBe(10 - 2 * 2);
    expect(second.result.damage).toBe(6 - 1 - 1);
  });

  it('defender faster: the same revision hits the attacker\'s dice', () => {
    const a = fighter('a', { timing: 1, threshold: 3 });
    const d = fighter('d', { timing: 4 });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [6, 6, 6], defence: [1] }, defender: { attack: [6, 4], defence: [2] } } });
    expect(r.order).toBe('defender-first');
    expect(r.attacks[0]!.from).toBe('d');
    expect(r.attacks[0]!.result.damage).toBe(10 - 1 - 1); // 8 wounds, threshold 3: Injury 2
    expect(r.attacks[1]!.injuryRevision).toBe(2);
    expect(r.attacks[1]!.attack.total).toBe(18 - 3 * 2);
  });

  it('the revision is the increase in Injury, not in Wounds, and counts existing Wounds', () => {
    const a = fighter('a', { timing: 5 });
    const d = fighter('d', { timing: 2, threshold: 4, wounds: 3 }); // Injury 0, one wound short of 1
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [3], defence: [] }, defender: { attack: [6], defence: [1] } } });
    expect(r.attacks[0]!.result.damage).toBe(1); // 3 - 1 - 1; wounds 4, Injury 1
    expect(r.attacks[1]!.injuryRevision).toBe(1);
    expect(r.attacks[1]!.attack.total).toBe(5);
  });

  it('a character dropped by the faster attack still resolves its own attack', () => {
    const a = fighter('a', { timing: 5 });
    const d = fighter('d', { timing: 1, resolve: 'civilian' });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [6, 6], defence: [] }, defender: { attack: [6, 6, 6, 6], defence: [1] } } });
    expect(r.after['d']!.out).toBe(true);
    expect(r.attacks).toHaveLength(2);
    expect(r.attacks[1]!.from).toBe('d');
  });

  it('tension: each roll gives the winner 3 - margin when it won by 3 or less; ties to the defender', () => {
    const a = fighter('a', { timing: 2 });
    const d = fighter('d', { timing: 2 });
    // a: attack 4 vs d defence 3 -> margin 1: a +2. d: attack 2 vs a defence 2 -> tie: a (defending) +3.
    const dice = { attacker: { attack: [4], defence: [2] }, defender: { attack: [2], defence: [3] } };
    const r = resolveMutualExchange({ attacker: a, defender: d, dice, settings: { nearMissTension: false } });
    expect(r.tension).toEqual({ a: 5, d: 0 });
    // Near-miss tension on (the default, RULES.md 3.5): d's defence lost by 1, so d gains 2 as well.
    expect(resolveMutualExchange({ attacker: a, defender: d, dice }).tension).toEqual({ a: 5, d: 2 });
  });

  it('armour adds its bonus against the incoming kind once and counts for damage', () => {
    const a = fighter('a', { weapon: { name: 'Bow', kind: 'ranged', damageBonus: 0 } });
    const d = fighter('d', { armourDefence: { melee: 5, ranged: 2 } });
    const r = resolveMutualExchange({ attacker: a, defender: d, dice: { attacker: { attack: [6, 6], defence: [] }, defender: { attack: [], defence: [1, 1] } } });
    expect(r.attacks[0]!.defence.total).toBe(4);
    expect(r.attacks[0]!.result.damage).toBe(12 - 4 - 1);
  });

  it('weaponBonusPerAttackDie adds to the weapon bonus for each attack die beyond the first (RULES.md 3.1)', () => {
    const a = fighter('a', { weapon: { name: 'Axe', kind: 'melee', damageBonus: 2 } });
    const d = fighter('d');
    const dice = { attacker: { attack: [6, 6, 6], defence: [] }, defender: { attack: [], defence: [1] } };
    const flat = resolveMutualExchange({ attacker: a, defender: d, dice });
    const perDie = resolveMutualExchange({ attacker: a, defender: d, dice, settings: { weaponBonusPerAttackDie: 1 } });
    expect(flat.attacks[0]!.weaponBonus).toBe(2);
    // Three attack dice are two beyond the first.
    expect(perDie.attacks[0]!.weaponBonus).toBe(2 + 2);
    expect(perDie.attacks[0]!.result.damage - flat.attacks[0]!.result.damage).toBe(2);
    // One attack die has none beyond the first: the bonus stays flat.
    const one = { attacker: { attack: [6], defence: [] }, defender: { attack: [], defence: [1] } };
    const single = resolveMutualExchange({ attacker: a, defender: d, dice: one, settings: { weaponBonusPerAttackDie: 1 } });
    expect(single.attacks[0]!.weaponBonus).toBe(2);
  });

  it('refuses a face outside the die', () => {
    expect(() => resolveMutualExchange({ attacker: fighter('a'), defender: fighter('d'), dice: { attacker: { attack: [7], defence: [] }, defender: { attack: [], defence: [] } } })).toThrow(/d6/);
  });
});

describe('resolveRound', () => {
  it('resolves exchanges in turn order, carries Wounds, and skips an attacker already out', () => {
    const fast = { ...fighter('fast', { timing: 5 }), side: 'npc' as const };
    const slow = { ...fighter('slow', { timing: 1, resolve: 'civilian' as const }), side: 'pc' as const };
    const r = resolveRound([slow, fast], [
      { attackerId: 'slow', defenderId: 'fast', dice: { attacker: { attack: [6], defence: [] }, defender: { attack: [], defence: [1] } } },
      { attackerId: 'fast', defenderId: 'slow', dice: { attacker: { attack: [6, 6], defence: [] }, defender: { attack: [], defence: [1] } } },
    ]);
    expect(r.steps[0]!.exchange.attackerId).toBe('fast');
    expect(r.wounds['slow']).toBe(12 - 1 - 1);
    expect(r.steps[1]).toHaveProperty('skipped');
    expect(r.wounds['fast']).toBe(0);
  });
});

describe('fighterFromSheet', () => {
  it('uses the skill of the weapon in hand for every die', () => {
    const scout = SAMPLE_CHARACTERS.scout;
    const rifle = fighterFromSheet('s', scout, { wounds: 0, weapon: 'Pneumatic rifle' });
    const knife = fighterFromSheet('s', scout, { wounds: 0, weapon: 'Knife' });
    expect(rifle.dieBonus).toBe(3 + 3);
    expect(knife.dieBonus).toBe(1 + 2);
    expect(() => fighterFromSheet('s', scout, { wounds: 0, weapon: 'Cannon' })).toThrow(/no weapon/);
  });
});

describe('checkSplit (RULES.md 3.3 step 1)', () => {
  it('the split uses the whole pool; a defence die may be given up to step aside only from a ranged attack', () => {
    expect(checkSplit(3, { attackDice: 2, defenceDice: 1 }, 'melee')).toBeNull();
    expect(checkSplit(3, { attackDice: 2, defenceDice: 2 }, 'melee')).toMatch(/whole pool of 3/);
    expect(checkSplit(3, { attackDice: 1, defenceDice: 1 }, 'melee')).toMatch(/whole pool of 3/);
    expect(checkSplit(3, { attackDice: 1, defenceDice: 1, stepAside: true }, 'ranged')).toBeNull();
    expect(checkSplit(3, { attackDice: 1, defenceDice: 1, stepAside: true }, 'melee')).toMatch(/only allowed against a ranged attack/);
    expect(checkSplit(3, { attackDice: -1, defenceDice: 4 }, 'melee')).toMatch(/whole numbers/);
  });
});
