// The rules settings as the GM edits them: in prep they change the encounter (undoable), in a
// running fight each change is the logged change-settings command, and a value the system refuses is
// never sent. The log's mark names exactly the settings that are not their system's default.
import { describe, expect, it } from 'vitest';
import { PrepEditor } from '../../../src-renderer/state/prep.svelte';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { encounterSettings, fightSettings, prepSettings } from '../../../src-renderer/state/rulesSettings.svelte';
import { differenceWords, fixedHouseRules, nonDefaultSettings, settingsCatalog, systemDefaults } from '../../../src-renderer/state/settingsCatalog';
import { SETTINGS_SCHEMAS } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';

const systems = ['yaugs', 'vers', 'waylights'] as const;
const of = (prep: PrepEditor) => prep.encounter.settings as Record<string, unknown>;

async function fight(system: (typeof systems)[number]) {
  const combat = new CombatController('f', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('the settings catalog', () => {
  it.each(systems)('%s: lists every setting of the schema once, each with a default and words on what it changes', (system) => {
    const keys = settingsCatalog(system).map((s) => s.key);
    expect([...keys].sort()).toEqual(Object.keys(SETTINGS_SCHEMAS[system].shape).sort());
    for (const s of settingsCatalog(system)) {
      expect(systemDefaults(system)[s.key]).toBeDefined();
      expect(s.changes.length).toBeGreaterThan(20);
    }
  });

  it.each(systems)('%s: also names the House defaults no setting changes, each with its RULES.md section', (system) => {
    expect(fixedHouseRules(system).length).toBeGreaterThan(0);
    for (const h of fixedHouseRules(system)) expect(h.section).toMatch(/^\d(\.\d)?$/);
  });

  it('says where VERS coverEquality is chosen that only counterfactual gives the same odds whoever holds the dice (RULES.md 2.4)', () => {
    const s = settingsCatalog('vers').find((x) => x.key === 'coverEquality')!;
    expect(s.note).toMatch(/only counterfactual gives the same odds whoever holds the dice/);
  });
});

describe('RulesSettings in prep', () => {
  it('shows every default as default; a change edits the encounter, is marked, and undoes', async () => {
    const prep = new PrepEditor(EXAMPLES.vers());
    const s = prepSettings(prep);
    expect(s.where).toBe('prep');
    expect(s.rows.every((r) => r.isDefault)).toBe(true);
    expect(await s.set('coverEquality', 'counterfactual')).toBe(true);
    expect(of(prep).coverEquality).toBe('counterfactual');
    const row = s.rows.find((r) => r.info.key === 'coverEquality')!;
    expect(row.isDefault).toBe(false);
    expect(row.shownDefault).toBe('literal');
    expect(s.changedCount).toBe(1);
    prep.undo();
    expect(of(prep).coverEquality).toBe('literal');
    expect(s.changedCount).toBe(0);
  });

  it('changes one part of the Dramatic range and keeps the other; Default puts it back', async () => {
    const prep = new PrepEditor(EXAMPLES.vers());
    const s = prepSettings(prep);
    await s.setPart('dramatic', 'success', 4);
    expect(of(prep).dramatic).toEqual({ success: 4, failure: 18 });
    await s.reset('dramatic');
    expect(of(prep).dramatic).toEqual({ success: 3, failure: 18 });
  });

  it('refuses a value the system does not allow, says why, and leaves the encounter as it was', async () => {
    const prep = new PrepEditor(EXAMPLES.vers());
    const s = prepSettings(prep);
    const before = prep.encounter;
    expect(await s.set('tnBase', 99)).toBe(false);
    expect(s.error).toBe('TN base must be from -20 to 40.');
    expect(await s.set('tnBase', Number.NaN)).toBe(false);
    expect(s.error).toMatch(/TN base must be a number/);
    expect(prep.encounter).toBe(before);
    expect(prep.dirty).toBe(false);
  });
});

describe('RulesSettings in a fight', () => {
  it('sends the logged change-settings command with the reason; the log names what changed', async () => {
    const combat = await fight('waylights');
    const s = fightSettings(combat);
    s.setReason('table ruling');
    expect(await s.set('nearMissTension', false)).toBe(true);
    const last = combat.session.applied.at(-1)!.command;
    expect(last).toEqual({ type: 'change-settings', settings: { nearMissTension: false }, reason: 'table ruling' });
    const logged = combat.events.at(-1)!;
    expect(logged.kind).toBe('settings-changed');
    expect(logged.summary).toContain('nearMissTension on -> off');
    expect(logged.summary).toContain('table ruling');
    expect(s.reason).toBe('');
    expect(s.rows.find((r) => r.info.key === 'nearMissTension')!.isDefault).toBe(false);
    // Undo takes the change back like any command.
    await combat.undo();
    expect(s.rows.every((r) => r.isDefault)).toBe(true);
  });

  it('the Encounter tab edits the running fight while one runs, the encounter otherwise', async () => {
    const prep = new PrepEditor(EXAMPLES.yaugs());
    const combat = await fight('yaugs');
    expect(encounterSettings(prep, combat).where).toBe('fight');
    expect(encounterSettings(prep, null).where).toBe('prep');
    await combat.apply({ type: 'end-combat' });
    expect(encounterSettings(prep, combat).where).toBe('prep');
  });
});

describe('the non-default mark', () => {
  it('names only the settings that differ, with the default, whatever else an event records', () => {
    const yaugs = { marginalFailureWidth: 'literal', coverModifierPerPoint: 0, notes: ['x'] };
    expect(nonDefaultSettings(yaugs).map((d) => d.key)).toEqual(['marginalFailureWidth']);
    expect(differenceWords(nonDefaultSettings(yaugs))).toBe('Not the default rules: Marginal failure band literal (default example)');
    expect(nonDefaultSettings({ ...systemDefaults('vers'), dramatic: { success: 3, failure: 18 } })).toEqual([]);
    expect(nonDefaultSettings({ ...systemDefaults('vers'), dramatic: { success: 4, failure: 18 } }).map((d) => d.value)).toEqual(['4 / 18']);
    expect(nonDefaultSettings(undefined)).toEqual([]);
  });
});
