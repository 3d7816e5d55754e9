import { describe, expect, it } from 'vitest';
import { parseVersSheet, VersSheetSchema, type VersSheetInput } from '../../../shared/rules/vers/sheet';
import { bodyReach, discipline, dodge, movement, reachWith, staticAttack } from '../../../shared/rules/vers/derived';
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';

const attrs = { logic: 0, strength: 0, presence: 0, intuition: 2, agility: 3, charisma: 0, resolve: 1, stamina: 0, composure: 2, size: 1 };
const base: VersSheetInput = { name: 'Test', attributes: attrs, skills: { athletics: 3, closeCombat: 2 }, weapons: [{ name: 'Spear', skill: 'closeCombat', ev: 5, reach: 1 }] };

describe('the VERS sheet schema', () => {
  it('fills defaults', () => {
    const s = VersSheetSchema.parse({ name: 'Bare', attributes: attrs });
    expect(s.body).toBe('biped');
    expect(s.skills).toEqual({});
    expect(s.weapons).toEqual([]);
    expect(s.rv).toBe(0);
    expect(s.injuries).toEqual([]);
  });

  it.each([
    [{ ...base, attributes: { ...attrs, agility: 11 } }, /attributes\.agility: Agility must be at most 10/],
    [{ ...base, attributes: { ...attrs, agility: -6 } }, /Agility must be at least -5/],
    [{ ...base, attributes: { ...attrs, size: 1.5 } }, /Size must be a whole number/],
    [{ ...base, skills: { closeCombat: 6 } }, /skills\.closeCombat: A skill rank must be at most 5/],
    [{ ...base, name: '  ' }, /The character needs a name/],
    [{ ...base, body: 'hexapod' }, /biped or quadruped/],
    [{ ...base, weapons: [{ name: 'Sword', skill: 'closeCombat' }] }, /weapons\.0\.ev: Effect Value \(EV\) must be a number/],
    [{ ...base, weapons: [{ name: 'A', skill: 's', ev: 1 }, { name: 'A', skill: 's', ev: 2 }] }, /Two weapons are called "A"/],
    [{ ...base, injuries: [{ condition: 'impaired', lethal: true }, { condition: 'impaired', lethal: true }] }, /at most 1 impaired/],
  ])('rejects a bad sheet with a message a GM understands (%#)', (input, message) => {
    const r = parseVersSheet(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(message);
  });
});

describe('derived values', () => {
  const sheet = VersSheetSchema.parse(base);

  it('Dodge = Intuition + Agility; Discipline = Resolve + Composure', () => {
    expect(dodge(sheet).value).toBe(5);
    expect(discipline(sheet).value).toBe(3);
  });

  it('Movement = 5 + Size + Agility + floor(Athletics / 2)', () => {
    expect(movement(sheet).value).toBe(5 + 1 + 3 + 1);
    // An untrained Athletics counts -2, so floor(-2 / 2) = -1.
    expect(movement(VersSheetSchema.parse({ ...base, skills: {} })).value).toBe(5 + 1 + 3 - 1);
  });

  it('Reach: Size for a biped, Size - 1 for a quadruped, plus the weapon', () => {
    expect(bodyReach(sheet).value).toBe(1);
    expect(bodyReach(VersSheetSchema.parse({ ...base, body: 'quadruped' })).value).toBe(0);
    expect(reachWith(sheet, sheet.weapons[0]!)).toBe(2);
  });

  it('overrides replace the computed values and say so', () => {
    const s = VersSheetSchema.parse({ ...base, overrides: { dodge: 9, movement: 4, reach: 3, discipline: 0 } });
    expect(dodge(s)).toEqual({ value: 9, computed: 5, formula: 'Intuition + Agility', overridden: true });
    expect(movement(s).value).toBe(4);
    expect(discipline(s).value).toBe(0);
    expect(reachWith(s, s.weapons[0]!)).toBe(4);
  });

  it("an NPC's static attack is attribute + skill, or the weapon's own value", () => {
    expect(staticAttack(sheet, sheet.weapons[0]!).value).toBe(3 + 2);
    const untrained = VersSheetSchema.parse({ ...base, weapons: [{ name: 'Bow', skill: 'rangedCombat', ev: 4, ranged: true }] });
    expect(staticAttack(untrained, untrained.weapons[0]!).value).toBe(3 - 2);
    const set = VersSheetSchema.parse({ ...base, weapons: [{ name: 'Claw', skill: 'closeCombat', ev: 4, staticAttack: 8 }] });
    expect(staticAttack(set, set.weapons[0]!).value).toBe(8);
  });

  it('the samples are valid sheets', () => {
    for (const s of Object.values(SAMPLE_SHEETS)) expect(VersSheetSchema.safeParse(s).success).toBe(true);
    expect(SAMPLE_SHEETS.wolf.body).toBe('quadruped');
  });
});
