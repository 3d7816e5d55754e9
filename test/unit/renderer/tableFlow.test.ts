import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import type { Encounter } from '../../../shared/model/schema';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { FakeHost } from './fakeHost';
import { checkVersDraft, versBlank, versWeaponRow } from '../../../src-renderer/systems/vers/versDraft';
import { checkWaylightsDraft, waylightsBlank, waylightsDraftFromSheet, waylightsWeaponRow } from '../../../src-renderer/systems/waylights/waylightsDraft';
import { checkYaugsDraft, yaugsBlank, yaugsDraftFromSheet, yaugsSetMode, yaugsWeaponRow } from '../../../src-renderer/systems/yaugs/yaugsDraft';

/** The YAUGS ford, Aldric (first to act) carrying a longbow besides his sword. */
function ford(): Encounter {
  const enc = EXAMPLES.yaugs();
  const bow = YAUGS_SAMPLES.archer.weapons[0]!;
  const combatants = enc.combatants.map((c) => (c.id === 'aldric' ? { ...c, sheet: { ...c.sheet, weapons: [...(c.sheet as typeof YAUGS_SAMPLES.swordsman).weapons, bow] } } : c));
  return { ...enc, combatants } as Encounter;
}

async function fight(enc: Encounter = EXAMPLES.yaugs()) {
  const combat = new CombatController('fight-1', enc, 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return { combat, ui: new CombatUi(combat) };
}

describe('the target and the weapon at the table', () => {
  it('a target is the acting character\u2019s: it clears when the turn passes, and on clearTarget (Esc)', async () => {
    const { combat, ui } = await fight();
    ui.attack.pickTarget('bruiser');
    expect(ui.attack.targetId).toBe('bruiser');
    expect(ui.attack.hasTarget).toBe(true);
    ui.attack.clearTarget();
    expect(ui.attack.targetId).toBeNull();
    expect(ui.attack.hasTarget).toBe(false);
    ui.attack.pickTarget('bruiser');
    expect(await ui.turn.endTurn()).toBe(true);
    expect(combat.state.current).toBe('wren');
    expect(ui.attack.targetId).toBeNull();
    // A turn passed any other way (undo back to Aldric) does not bring an old target to the next actor either.
    ui.attack.pickTarget('sentry');
    await combat.undo();
    expect(combat.state.current).toBe('aldric');
    expect(ui.attack.targetId).toBeNull();
  });

  it('steps through the enemies in sight, nearest first, forward and back, never an ally', async () => {
    const { ui } = await fight();
    const ids = ui.attack.enemiesInSight.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).not.toContain('wren');
    ui.attack.cycleTarget(1);
    expect(ui.attack.targetId).toBe(ids[0]);
    ui.attack.cycleTarget(1);
    expect(ui.attack.targetId).toBe(ids[1]);
    ui.attack.cycleTarget(-1);
    expect(ui.attack.targetId).toBe(ids[0]);
    ui.attack.cycleTarget(-1);
    expect(ui.attack.targetId).toBe(ids.at(-1));
  });

  it('a new target brings a weapon that reaches it; one that reaches keeps the weapon in hand', async () => {
    const { ui } = await fight(ford());
    expect(ui.attack.weaponName).toBe('Longsword');
    ui.attack.pickTarget('bruiser');
    expect(ui.attack.weaponName).toBe('Longbow');
    expect(ui.attack.preview!.blocked).toBeNull();
    ui.attack.clearTarget();
    ui.attack.weapon = 'Longsword';
    // No weapon reaches: the one in hand stays and the preview says why.
    const { ui: plain } = await fight();
    plain.attack.pickTarget('bruiser');
    expect(plain.attack.weaponName).toBe('Longsword');
    expect(plain.attack.preview!.blocked).toMatch(/beyond the reach/);
  });

  it('a move the engine refuses says why at the drop point, and the words go after a while', async () => {
    const { combat, ui } = await fight();
    const actor = ui.turn.actor!;
    const far = { q: actor.position.q + 12, r: actor.position.r };
    expect(ui.pointer.startDrag(actor.position)).toBe(true);
    ui.pointer.dragTo(far);
    expect(await ui.pointer.dropAt(far)).toBe(false);
    expect(ui.pointer.refusedMove?.hex).toEqual(far);
    expect(ui.pointer.refusedMove?.text).toBe(combat.refusal);
    expect(ui.pointer.refusedMove?.text).toMatch(/can move \d+ more this turn/);
    ui.pointer.refuseMove(null);
    expect(ui.pointer.refusedMove).toBeNull();
  });
});

describe('leaving a running fight', () => {
  it('asks first; keeps it in the background, saves it, or abandons it as the GM says', async () => {
    const app = new AppState(new FakeHost().host, new HexfrayDb(`table-flow-${Date.now()}`));
    app.workspace.edit(EXAMPLES.yaugs());
    expect(await app.workspace.run()).toBeNull();
    const fightOne = app.combat!;
    await app.nav.home();
    expect(app.screen).toBe('combat');
    expect(app.nav.leaving?.to).toBe('go to the start screen');
    await app.nav.answerLeave('cancel');
    expect(app.screen).toBe('combat');
    await app.nav.home();
    await app.nav.answerLeave('background');
    expect(app.screen).toBe('start');
    expect(app.combat).toBe(fightOne);
    // Opening another encounter while it runs in the background asks again; kept, the start screen offers it back.
    await app.files.openEncounter(EXAMPLES.vers());
    expect(app.prep!.encounter.system).toBe('yaugs');
    await app.nav.answerLeave('background');
    expect(app.prep!.encounter.system).toBe('vers');
    expect(app.combat).toBeNull();
    expect(app.recovery.pendingFight?.session.id).toBe(fightOne.id);
    // Saved: the session is written, then the step goes on.
    expect(await app.workspace.run()).toBeNull();
    await app.files.openEncounter(EXAMPLES.waylights());
    await app.nav.answerLeave('save');
    expect(app.prep!.encounter.system).toBe('waylights');
    expect(app.combat).toBeNull();
    await app.library.refresh(['sessions']);
    expect(app.library.entries.sessions.length).toBe(1);
    // A fight saved with nothing new since is in the library: going to the start screen does not ask.
    expect(await app.workspace.run()).toBeNull();
    await app.saving.save();
    await app.nav.home();
    expect(app.nav.leaving).toBeNull();
    expect(app.screen).toBe('start');
    // Abandoned: gone, and not offered again.
    expect(await app.workspace.run()).toBeNull();
    const abandoned = app.combat!.id;
    await app.nav.home();
    await app.nav.answerLeave('abandon');
    expect(app.screen).toBe('start');
    expect(app.combat).toBeNull();
    await app.recovery.checkRecovery();
    expect(app.recovery.pendingFight?.session.id).not.toBe(abandoned);
  });
});

describe('VERS quick-create with several weapons and a shield', () => {
  it('makes a sheet with every weapon row and the shield; a sample keeps its later weapons editable', () => {
    const d = versBlank();
    d.moreWeapons.push(versWeaponRow(d));
    d.moreWeapons.push({ name: 'Dagger', skill: 'closeCombat', ev: 3, reach: 0, ranged: false, area: { shape: 'none', size: null } });
    d.shield = true;
    const c = checkVersDraft(d);
    expect(c.sheet?.weapons.map((w) => [w.name, !!w.ranged])).toEqual([['Sword', false], ['Bow', true], ['Dagger', false]]);
    expect(c.sheet?.shield?.name).toBe('Shield');
    d.moreWeapons.splice(0, 1);
    expect(checkVersDraft(d).sheet?.weapons.map((w) => w.name)).toEqual(['Sword', 'Dagger']);
    // Two of one name are refused with the sheet's message.
    d.moreWeapons[0]!.name = 'Sword';
    expect(checkVersDraft(d).sheet).toBeNull();
  });
});

describe('YAUGS quick-create kind', () => {
  it('Ranged makes a cutting weapon puncture; back to Melee puts cutting back, unless the GM picked another type', () => {
    const d = yaugsBlank();
    yaugsSetMode(d, 'ranged');
    expect(d.damageType).toBe('puncturing');
    yaugsSetMode(d, 'melee');
    expect(d.damageType).toBe('cutting');
    expect(d.short).toBe(yaugsBlank().short);
    yaugsSetMode(d, 'ranged');
    d.damageType = 'crushing';
    yaugsSetMode(d, 'melee');
    expect(d.damageType).toBe('crushing');
  });
});

describe('YAUGS quick-create with a shield and a second weapon', () => {
  it('makes a sheet with the rows as weapons (the shield blocking), each with its skill once', () => {
    const d = yaugsBlank();
    d.moreWeapons.push(yaugsWeaponRow(d));
    d.moreWeapons.push(yaugsWeaponRow(d));
    const c = checkYaugsDraft(d);
    expect(c.sheet?.weapons.map((w) => [w.name, w.blocks ?? null])).toEqual([['Sword', null], ['Shield', 2], ['Dagger', null]]);
    expect(c.sheet?.skills.map((k) => k.name)).toEqual(['Sword', 'Shield', 'Dagger']);
    // A sample's shield comes back as an editable row, and the sheet round-trips.
    const guard = yaugsDraftFromSheet(c.sheet!);
    expect(guard.moreWeapons.map((w) => [w.name, w.shield])).toEqual([['Shield', true], ['Dagger', false]]);
    expect(checkYaugsDraft(guard).sheet?.weapons).toEqual(c.sheet?.weapons);
    d.moreWeapons.splice(0, 1);
    expect(checkYaugsDraft(d).sheet?.weapons.map((w) => w.name)).toEqual(['Sword', 'Dagger']);
  });

  it('gives a second weapon an area, keeps it through an edit of the sheet, and takes it away', () => {
    const d = yaugsBlank();
    d.moreWeapons.push(yaugsWeaponRow(d));
    d.moreWeapons.push(yaugsWeaponRow(d));
    d.moreWeapons[1]!.area = { shape: 'cone', size: 3 };
    const sheet = checkYaugsDraft(d).sheet!;
    expect(sheet.weapons.map((w) => w.area ?? null)).toEqual([null, null, { shape: 'cone', size: 3 }]);
    const again = yaugsDraftFromSheet(sheet);
    expect(again.moreWeapons[1]!.area).toEqual({ shape: 'cone', size: 3 });
    expect(checkYaugsDraft(again).sheet?.weapons).toEqual(sheet.weapons);
    again.moreWeapons[1]!.area = { shape: 'none', size: null };
    expect(checkYaugsDraft(again).sheet?.weapons[2]).not.toHaveProperty('area');
  });
});

describe('Waylights quick-create with several weapons', () => {
  it('makes a sheet with every weapon row, a ranged one with its range only; a sample round-trips', () => {
    const d = waylightsBlank();
    d.moreWeapons.push(waylightsWeaponRow(d));
    d.shieldDefence = 1;
    const c = checkWaylightsDraft(d);
    expect(c.sheet?.weapons.map((w) => [w.name, w.kind, w.rangeHexes ?? null])).toEqual([['Sword', 'melee', null], ['Bow', 'ranged', 12]]);
    expect(c.sheet?.shield?.defence).toBe(1);
    const again = waylightsDraftFromSheet(c.sheet!);
    expect(checkWaylightsDraft(again).sheet?.weapons).toEqual(c.sheet?.weapons);
    d.moreWeapons.splice(0, 1);
    expect(checkWaylightsDraft(d).sheet?.weapons.map((w) => w.name)).toEqual(['Sword']);
  });
});
