import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Messages } from '../../../src-renderer/state/messages.svelte';
import { Navigation } from '../../../src-renderer/state/navigation.svelte';
import { Workspace } from '../../../src-renderer/state/workspace.svelte';
import type { CombatController } from '../../../src-renderer/state/combat.svelte';

/** Navigation over a workspace with a fight of one command, and the steps it asked of the rest of the app. */
async function fighting(saves = true) {
  const work = new Workspace(null, null, { newFightFog: () => 'off', stopRuler: () => undefined });
  const asked: string[] = [];
  const nav = new Navigation(work, null, new Messages(() => ''), {
    saveFight: async (c: CombatController) => (asked.push(`save ${c.session.name}`), saves),
    checkRecovery: async () => void asked.push('check'),
  });
  work.edit(EXAMPLES.yaugs());
  expect(await work.run('s')).toBeNull();
  return { work, nav, asked };
}

describe('Navigation', () => {
  it('refuses to leave a fight with unsaved work without asking: the step waits, and Stay keeps the fight', async () => {
    const { work, nav } = await fighting();
    const fight = work.combat;
    await nav.home();
    expect(work.screen).toBe('combat');
    expect(nav.leaving?.to).toBe('go to the start screen');
    await nav.answerLeave('cancel');
    expect(nav.leaving).toBeNull();
    expect([work.screen, work.combat]).toEqual(['combat', fight]);
  });

  it('Save and leave goes only once the fight is written; a failed save stays', async () => {
    const failing = await fighting(false);
    await failing.nav.home();
    await failing.nav.answerLeave('save');
    expect(failing.asked).toEqual([`save ${EXAMPLES.yaugs().name}`]);
    expect(failing.work.screen).toBe('combat');
    const ok = await fighting(true);
    await ok.nav.home();
    await ok.nav.answerLeave('save');
    expect([ok.work.screen, ok.work.combat]).toEqual(['start', null]);
  });

  it('Keep in the background leaves the fight open behind the start screen; Abandon lets it go', async () => {
    const kept = await fighting();
    const fight = kept.work.combat;
    await kept.nav.home();
    await kept.nav.answerLeave('background');
    expect([kept.work.screen, kept.work.combat]).toEqual(['start', fight]);
    kept.nav.toFight();
    expect(kept.work.screen).toBe('combat');
    const dropped = await fighting();
    await dropped.nav.home();
    await dropped.nav.answerLeave('abandon');
    expect([dropped.work.screen, dropped.work.combat]).toEqual(['start', null]);
  });

  it('without unsaved commands it goes at once; to the fight only when there is one', async () => {
    const work = new Workspace(null, null, { newFightFog: () => 'off', stopRuler: () => undefined });
    const nav = new Navigation(work, null, new Messages(() => ''), { saveFight: async () => true, checkRecovery: async () => undefined });
    work.edit(EXAMPLES.vers());
    nav.toFight();
    expect(work.screen).toBe('prep');
    await nav.home();
    expect([work.screen, nav.leaving]).toEqual(['start', null]);
    nav.backToPrep();
    expect(work.screen).toBe('prep');
  });
});
