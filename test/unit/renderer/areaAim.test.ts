import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { MORE_EXAMPLES } from '../../../shared/sim/examples';

// The Quarry Grenadier with Ilse and Oskar side by side within a throw of Mags's fire pots (burst 1, 8 hexes).
async function grenadiersTurn() {
  const enc = MORE_EXAMPLES.find((e) => e.slug === 'the-quarry-grenadier')!.encounter();
  for (const [id, q, r] of [['ilse', 6, 6], ['oskar', 6, 7]] as const) enc.combatants.find((c) => c.id === id)!.position = { q, r };
  const combat = new CombatController('f', enc, 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  for (let i = 0; i < 8 && combat.state.current !== 'mags'; i++) expect(await combat.apply({ type: 'end-turn' })).toBe(true);
  expect(combat.state.current).toBe('mags');
  return { combat, ui: new CombatUi(combat) };
}

describe('AreaAim', () => {
  it('follows the pointer, throws only once fixed, and takes an unticked target out of the count harmed', async () => {
    const { combat, ui } = await grenadiersTurn();
    const aim = ui.attack.aim;
    expect(aim.area).toEqual({ shape: 'burst', size: 1 });
    ui.pointer.hover = { q: 7, r: 6 };
    expect(aim.preview!.targets.map((t) => t.id)).toEqual(['ilse', 'oskar']);
    expect(aim.preview!.hexes).toHaveLength(7);
    expect(aim.preview!.harmed).toHaveLength(3);
    expect(ui.attack.canAttack).toBe(false);
    expect(aim.fixAt({ q: 7, r: 6 })).toBe(true);
    ui.pointer.hover = { q: 12, r: 12 };
    expect(aim.at).toEqual({ q: 7, r: 6 });
    aim.toggle('oskar');
    expect(aim.preview!.targets.map((t) => t.id)).toEqual(['ilse']);
    expect(aim.preview!.harmed).toHaveLength(2);
    expect(ui.attack.canAttack).toBe(true);
    const before = combat.events.length;
    expect(await ui.attack.send()).toBe(true);
    const added = combat.events.slice(before);
    expect(JSON.stringify(added)).toContain('ilse');
    expect(JSON.stringify(added)).not.toContain('oskar');
    expect(aim.fixedAt).toBeNull();
  });

  it('says why an aim beyond the throw is refused and does not throw', async () => {
    const { ui } = await grenadiersTurn();
    ui.attack.aim.fixAt({ q: 0, r: 6 });
    expect(ui.attack.aim.preview!.blocked).toMatch(/beyond the range of Fire pot/);
    expect(ui.attack.canAttack).toBe(false);
    expect(await ui.attack.send()).toBe(false);
  });

  it('is off for a weapon that strikes one target', async () => {
    const { ui } = await grenadiersTurn();
    ui.attack.weapon = 'Knife';
    expect(ui.attack.aim.area).toBeNull();
    expect(ui.attack.aim.fixAt({ q: 7, r: 6 })).toBe(false);
  });

  it('leaves the pointer to the move while the GM drags the thrower: no template follows the drag', async () => {
    const { ui } = await grenadiersTurn();
    const aim = ui.attack.aim;
    ui.pointer.hover = { q: 7, r: 6 };
    expect(aim.preview).not.toBeNull();
    expect(ui.pointer.startDrag(ui.turn.actor!.position)).toBe(true);
    expect(aim.at).toBeNull();
    expect(aim.preview).toBeNull();
    ui.pointer.endDrag();
    expect(aim.at).toEqual({ q: 7, r: 6 });
  });
});
