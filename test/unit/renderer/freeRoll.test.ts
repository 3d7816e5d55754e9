// The free-roll form: the odds it shows before the roll are the engine's, the roll is the logged
// free-roll command in the system's terms, and typed table dice decide the result.
import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { FreeRollForm, freeRollFor } from '../../../src-renderer/state/freeRoll.svelte';
import { action } from '../../../src-renderer/app/actions';
import type { AppState } from '../../../src-renderer/state/app.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';

async function fight(system: 'yaugs' | 'vers' | 'waylights') {
  const combat = new CombatController('f', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return { combat, form: new FreeRollForm(combat) };
}

const odds = (form: FreeRollForm) => {
  const o = form.odds;
  if (!Array.isArray(o)) throw new Error(o.reason);
  return o;
};

describe('FreeRollForm', () => {
  it('YAUGS: six bands for T 60 as RULES.md 1.1 gives them; typed 62 is a marginal failure, logged for the roller', async () => {
    const { combat, form } = await fight('yaugs');
    form.setField('target', 60);
    form.setLabel('Climb the wall');
    // By hand from RULES.md 1.1 (T 60): critical 01-03, success 04-57, marginal 58-60, marginal
    // failure 61-64 (the example), failure 65-96, critical failure 97-100.
    expect(odds(form).map((o) => [o.id, Math.round(o.probability * 100)])).toEqual([
      ['critical-success', 3], ['success', 54], ['marginal-success', 3], ['marginal-failure', 4], ['failure', 32], ['critical-failure', 4],
    ]);
    expect(form.successChance).toBeCloseTo(0.6, 10);
    const roller = form.who!;
    form.setTyped('62');
    expect(await form.rollNow()).toBe(true);
    expect(combat.session.applied.at(-1)!.command).toEqual({ type: 'free-roll', id: roller, label: 'Climb the wall', roll: { system: 'yaugs', target: 60 }, dice: [62] });
    expect(form.result?.summary).toMatch(/Climb the wall: Marginal failure \(rolled 62\)/);
    expect(form.typed).toBe('');
  });

  it('VERS: a roll by the GM against effTN 12; the odds sum to 1 and the success chance is 3d6 <= 12', async () => {
    const { combat, form } = await fight('vers');
    form.setWho(null);
    form.setField('effTN', 12);
    const rows = odds(form);
    expect(rows.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
    // 3d6 at or under 12: 160 of 216 ways.
    expect(form.successChance).toBeCloseTo(160 / 216, 12);
    form.setTyped('6 6 6');
    expect(await form.rollNow()).toBe(true);
    const cmd = combat.session.applied.at(-1)!.command;
    expect(cmd).toMatchObject({ type: 'free-roll', id: null, label: 'Free roll', roll: { system: 'vers', effTN: 12 }, dice: [6, 6, 6] });
    // A natural 18 is a Dramatic Failure (RULES.md 2.1): 18 - 12 = 6 DoF.
    expect(form.result?.summary).toMatch(/Dramatic failure: Failure, 6 DoF \(rolled 18\)/);
  });

  it('Waylights: the dice, the bonus per die and the number to meet; a wrong count of typed faces is refused before sending', async () => {
    const { combat, form } = await fight('waylights');
    form.setField('dice', 2);
    form.setField('bonusPerDie', 1);
    form.setField('against', 9);
    expect(form.diceWords).toBe('2d6');
    // 2d6 + 2 >= 9: 2d6 >= 7, 21 of 36.
    expect(form.successChance).toBeCloseTo(21 / 36, 12);
    form.setTyped('3');
    expect(form.canRoll).toBe(false);
    const count = combat.session.applied.length;
    expect(await form.rollNow()).toBe(false);
    expect(form.error).toMatch(/type 2 faces, not 1/);
    expect(combat.session.applied.length).toBe(count);
    form.setTyped('3 4');
    expect(await form.rollNow()).toBe(true);
    expect(form.result?.summary).toMatch(/Success by 0 \(total 9 against 9\)/);
  });

  it('a typed face the die cannot show is refused by the engine with its words, and typing again clears them', async () => {
    const { combat, form } = await fight('yaugs');
    const count = combat.session.applied.length;
    form.setTyped('101');
    expect(await form.rollNow()).toBe(false);
    expect(form.error).toMatch(/a d100 shows a whole number from 1 to 100/);
    expect(combat.session.applied.length).toBe(count);
    form.setTyped('100');
    expect(form.error).toBeNull();
  });

  it('the roller follows the acting character until the GM picks one', async () => {
    const { combat, form } = await fight('yaugs');
    const first = combat.state.current;
    expect(form.who).toBe(first);
    await combat.apply({ type: 'end-turn' });
    expect(form.who).toBe(combat.state.current);
    expect(form.who).not.toBe(first);
    form.setWho(null);
    await combat.apply({ type: 'end-turn' });
    expect(form.who).toBeNull();
  });

  it('says why there are no odds while an input is not a whole number', async () => {
    const { form } = await fight('yaugs');
    form.setField('target', Number.NaN);
    expect(form.odds).toEqual({ reason: 'The target must be a whole number.' });
    expect(form.canRoll).toBe(false);
  });
});

describe("the registry's free-roll action (Ctrl+Enter)", () => {
  it('acts only while the Roll panel is on screen and the roll can be made, and rolls what the panel shows', async () => {
    const { combat } = await fight('yaugs');
    const app = { screen: 'combat', combat } as unknown as AppState;
    const form = freeRollFor(combat);
    const roll = action('free-roll');
    expect(roll.enabled(app)).toBe(false);
    form.setOpen(true);
    expect(roll.enabled(app)).toBe(true);
    form.setTyped('1 2');
    expect(roll.enabled(app)).toBe(false);
    form.setTyped('2');
    await roll.run(app);
    expect(combat.events.at(-1)!.kind).toBe('free-roll');
    // The form's default target is 50: a critical success up to 0.05 x 50 = 2.5 (RULES.md 1.1).
    expect(combat.events.at(-1)!.summary).toMatch(/Free roll: Critical success \(rolled 2\)/);
  });
});
