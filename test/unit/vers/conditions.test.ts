import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCondition, conditionForNdv, type Condition, type ConditionCounts } from '../../../shared/rules/vers';
import { addMark, countMarks, removeMarks, type InjuryMark } from '../../../shared/rules/vers/injuryTrack';
import { hitDamage } from '../../../shared/rules/vers/damage';

const empty: ConditionCounts = { grazed: 0, wounded: 0, impaired: 0, disabled: 0 };

describe('conditionForNdv', () => {
  it.each([
    [-5, null], [-1, null], [-0.5, null],
    [0, 'grazed'], [2, 'grazed'],
    [3, 'wounded'], [5, 'wounded'],
    [6, 'impaired'], [8, 'impaired'],
    [9, 'disabled'], [40, 'disabled'],
  ] as const)('NDV %f gives %s', (ndv, condition) => {
    expect(conditionForNdv(ndv)).toBe(condition);
  });
});

describe('NDV', () => {
  it('is EV - RV by default', () => {
    expect(hitDamage(7, 3, 5)).toEqual({ ndv: 4, condition: 'wounded' });
  });
  it('adds the DoS when ndvAddsDoS is set', () => {
    expect(hitDamage(7, 3, 5, true)).toEqual({ ndv: 9, condition: 'disabled' });
  });
  it('a hit below 0 does no injury', () => {
    expect(hitDamage(2, 5, 0)).toEqual({ ndv: -3, condition: null });
  });
});

describe('addCondition', () => {
  it('Grazed, Grazed plus a third Grazed gives Grazed, Grazed, Wounded (RULES.md 2.7)', () => {
    let t = empty;
    t = addCondition(t, 'grazed');
    t = addCondition(t, 'grazed');
    t = addCondition(t, 'grazed');
    expect(t).toEqual({ grazed: 2, wounded: 1, impaired: 0, disabled: 0 });
  });

  it('a mark goes to its own level when free, even above empty lower levels', () => {
    expect(addCondition(empty, 'impaired')).toEqual({ grazed: 0, wounded: 0, impaired: 1, disabled: 0 });
  });

  it('skips full levels to the next free one', () => {
    expect(addCondition({ grazed: 0, wounded: 2, impaired: 1, disabled: 0 }, 'wounded')).toEqual({ grazed: 0, wounded: 2, impaired: 1, disabled: 1 });
  });

  it('leaves the track unchanged when every slot up to Disabled is full', () => {
    const t = { grazed: 0, wounded: 2, impaired: 1, disabled: 1 };
    expect(addCondition(t, 'wounded')).toEqual(t);
    expect(addCondition(t, 'disabled')).toEqual(t);
    // Free Grazed slots below do not take a heavier mark.
    expect(addCondition(t, 'grazed')).toEqual({ ...t, grazed: 1 });
  });

  it('does not change its argument', () => {
    const t = { grazed: 2, wounded: 0, impaired: 0, disabled: 0 };
    addCondition(t, 'grazed');
    expect(t).toEqual({ grazed: 2, wounded: 0, impaired: 0, disabled: 0 });
  });

  it('adds exactly one mark or none, and never exceeds the slots', () => {
    const cond = fc.constantFrom<Condition>('grazed', 'wounded', 'impaired', 'disabled');
    fc.assert(
      fc.property(fc.array(cond, { maxLength: 12 }), (seq) => {
        let t = empty;
        for (const c of seq) {
          const before = t.grazed + t.wounded + t.impaired + t.disabled;
          t = addCondition(t, c);
          const after = t.grazed + t.wounded + t.impaired + t.disabled;
          expect(after - before).toBeLessThanOrEqual(1);
        }
        expect(t.grazed).toBeLessThanOrEqual(2);
        expect(t.wounded).toBeLessThanOrEqual(2);
        expect(t.impaired).toBeLessThanOrEqual(1);
        expect(t.disabled).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the marks track', () => {
  it('keeps lethal flag and note, and moves a mark up like the counts do', () => {
    let marks: readonly InjuryMark[] = [];
    marks = addMark(marks, 'grazed', false, 'punch').marks;
    marks = addMark(marks, 'grazed', false, 'kick').marks;
    const third = addMark(marks, 'grazed', true, 'knife, left arm');
    expect(third.placedAt).toBe('wounded');
    expect(third.overflow).toBe(false);
    expect(third.marks.at(-1)).toEqual({ condition: 'wounded', lethal: true, note: 'knife, left arm' });
    expect(countMarks(third.marks)).toEqual({ grazed: 2, wounded: 1, impaired: 0, disabled: 0 });
  });

  it('records an overflow and leaves the track as it is', () => {
    const full: InjuryMark[] = [
      { condition: 'wounded', lethal: true, note: '' },
      { condition: 'wounded', lethal: true, note: '' },
      { condition: 'impaired', lethal: true, note: '' },
      { condition: 'disabled', lethal: false, note: '' },
    ];
    const r = addMark(full, 'impaired', true, 'axe');
    expect(r.overflow).toBe(true);
    expect(r.placedAt).toBeNull();
    expect(r.marks).toEqual(full);
    expect(r.message).toMatch(/full/);
  });

  it('agrees with addCondition for any sequence', () => {
    const cond = fc.constantFrom<Condition>('grazed', 'wounded', 'impaired', 'disabled');
    fc.assert(
      fc.property(fc.array(cond, { maxLength: 10 }), (seq) => {
        let marks: readonly InjuryMark[] = [];
        let counts = empty;
        for (const c of seq) {
          marks = addMark(marks, c, true).marks;
          counts = addCondition(counts, c);
        }
        expect(countMarks(marks)).toEqual(counts);
      }),
    );
  });

  it('removes marks highest first', () => {
    const marks: InjuryMark[] = [
      { condition: 'grazed', lethal: false, note: 'a' },
      { condition: 'impaired', lethal: true, note: 'b' },
      { condition: 'wounded', lethal: true, note: 'c' },
    ];
    expect(removeMarks(marks, 2)).toEqual([{ condition: 'grazed', lethal: false, note: 'a' }]);
  });
});
