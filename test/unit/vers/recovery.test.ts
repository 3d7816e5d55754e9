import { describe, expect, it } from 'vitest';
import { quickRecovery, recover, recoveryPenalty, type ConditionCounts } from '../../../shared/rules/vers';
import { firstAidBonus, marksRecovered, recoveryModifiers } from '../../../shared/rules/vers/recovery';
import { actionLimits, disabledOutcome, injuryModifiers } from '../../../shared/rules/vers/injuryEffects';
import { sumModifiers } from '../../../shared/rules/modifier';

const track = (grazed: number, wounded: number, impaired: number, disabled: number): ConditionCounts => ({ grazed, wounded, impaired, disabled });

describe('recoveryPenalty', () => {
  it.each([
    [track(0, 0, 0, 0), 0],
    [track(2, 0, 0, 0), -1],
    [track(2, 1, 0, 0), -2],
    [track(0, 0, 1, 0), -4],
    [track(1, 2, 1, 1), -6],
  ])('%j gives %i', (t, p) => {
    expect(recoveryPenalty(t)).toBe(p);
  });
});

describe('recover', () => {
  it('7 DoS on Grazed 2, Wounded 1, Impaired 1 removes three marks and leaves one Grazed (RULES.md 2.7)', () => {
    expect(recover(track(2, 1, 1, 0), 7)).toEqual(track(1, 0, 0, 0));
  });

  it.each([
    [0, 1], [2, 1], [3, 2], [5, 2], [6, 3], [8, 3], [9, 4],
  ])('%i DoS removes %i marks', (dos, n) => {
    expect(marksRecovered(dos)).toBe(n);
    const before = track(2, 2, 1, 1);
    const after = recover(before, dos);
    const total = (t: ConditionCounts) => t.grazed + t.wounded + t.impaired + t.disabled;
    expect(total(before) - total(after)).toBe(n);
  });

  it('removes the highest condition first', () => {
    expect(recover(track(2, 2, 1, 1), 0)).toEqual(track(2, 2, 1, 0));
    expect(recover(track(2, 2, 0, 0), 3)).toEqual(track(2, 0, 0, 0));
  });

  it('stops at an empty track', () => {
    expect(recover(track(1, 0, 0, 0), 12)).toEqual(track(0, 0, 0, 0));
  });

  it('refuses a failed roll', () => {
    expect(() => recover(track(1, 0, 0, 0), -1)).toThrow(RangeError);
  });
});

describe('quickRecovery and first aid', () => {
  it('Quick Recovery removes every Grazed and nothing else', () => {
    expect(quickRecovery(track(2, 1, 1, 0))).toEqual(track(0, 1, 1, 0));
  });

  it.each([[0, 0], [1, 0], [2, 1], [5, 2], [6, 3]])('First Aid with %i DoS adds %i', (dos, bonus) => {
    expect(firstAidBonus(dos)).toBe(bonus);
  });

  it('the recovery roll carries the condition penalty and the First Aid bonus', () => {
    expect(sumModifiers(recoveryModifiers(track(1, 1, 0, 0), 5))).toBe(-2 + 2);
    expect(recoveryModifiers(track(0, 0, 0, 0))).toEqual([]);
  });
});

describe('injury effects', () => {
  it('each Wounded is -1 to everything; Impaired -2 only to related rolls', () => {
    expect(sumModifiers(injuryModifiers(track(2, 2, 1, 0), true))).toBe(-4);
    expect(sumModifiers(injuryModifiers(track(2, 2, 1, 0), false))).toBe(-2);
    expect(injuryModifiers(track(2, 0, 0, 0), true)).toEqual([]);
  });

  it('Disabled: a Discipline roll first, then one simple action at half movement', () => {
    expect(actionLimits(track(0, 0, 0, 1), 7)).toEqual({ disciplineRollToAct: true, actions: 'one-simple-action', movement: 3 });
    expect(actionLimits(track(2, 2, 1, 0), 7)).toEqual({ disciplineRollToAct: false, actions: 'normal', movement: 7 });
  });

  it('a failed Discipline roll means unconscious or dead as the damage type says', () => {
    const fail = { success: false, degrees: 2, dramatic: null };
    expect(disabledOutcome(fail, true)).toBe('dead');
    expect(disabledOutcome(fail, false)).toBe('unconscious');
    expect(disabledOutcome({ success: true, degrees: 0, dramatic: null }, true)).toBe('acts');
  });
});
