// The encounter's rules settings (RULES.md Settings and House defaults) as the GM edits them. In
// prep a change edits the encounter through the prep editor (undoable, autosaved); in a running
// fight it is the logged `change-settings` command, which applies from the next command on. A value
// the system refuses is never sent: the reason shows beside the settings instead.
import type { SystemId } from '../../shared/model/schema';
import { SETTINGS_SCHEMAS } from '../../shared/systems/registry';
import type { Command } from '../../shared/model/commands';
import { isDefault, settingsCatalog, showSetting, systemDefaults, type SettingInfo } from './settingsCatalog';
import type { CombatController } from './combat.svelte';
import type { PrepEditor } from './prep.svelte';

export type SettingRow = {
  readonly info: SettingInfo;
  readonly value: unknown;
  readonly standard: unknown;
  readonly isDefault: boolean;
  /** The value and the default as the GM reads them. */
  readonly shown: string;
  readonly shownDefault: string;
};

type Source = {
  readonly where: 'prep' | 'fight';
  system(): SystemId;
  settings(): Readonly<Record<string, unknown>>;
  /** Writes the named settings; the reason it could not, or null. */
  write(patch: Record<string, unknown>, reason: string | null): Promise<string | null> | string | null;
};

export class RulesSettings {
  /** Why the last change was not made, shown until the next one. */
  error = $state<string | null>(null);
  /** The GM's reason for a change in a fight, logged with it. */
  reason = $state('');

  constructor(private readonly source: Source) {}

  /** 'prep' edits the encounter; 'fight' sends logged commands to the running fight. */
  get where(): 'prep' | 'fight' {
    return this.source.where;
  }

  get system(): SystemId {
    return this.source.system();
  }

  get rows(): SettingRow[] {
    const system = this.system;
    const settings = this.source.settings();
    const defaults = systemDefaults(system);
    return settingsCatalog(system).map((info) => {
      const value = settings[info.key];
      const standard = defaults[info.key];
      return { info, value, standard, isDefault: isDefault(system, info.key, value), shown: showSetting(value), shownDefault: showSetting(standard) };
    });
  }

  /** How many settings are not the default. */
  get changedCount(): number {
    return this.rows.filter((r) => !r.isDefault).length;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** Changes one setting; true when it changed. Refused (with the reason shown) when the system does not allow the value. */
  async set(key: string, value: unknown): Promise<boolean> {
    const info = settingsCatalog(this.system).find((s) => s.key === key);
    if (!info) {
      this.error = `${this.system} has no setting "${key}".`;
      return false;
    }
    const settings = this.source.settings();
    if (JSON.stringify(settings[key]) === JSON.stringify(value)) {
      this.error = null;
      return false;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      this.error = `${info.label} must be a number.`;
      return false;
    }
    if (info.input.type === 'number' && typeof value === 'number' && (value < info.input.min || value > info.input.max)) {
      this.error = `${info.label} must be from ${info.input.min} to ${info.input.max}.`;
      return false;
    }
    const parsed = SETTINGS_SCHEMAS[this.system].safeParse({ ...settings, [key]: value });
    if (!parsed.success) {
      // The schema's own words name the field where it can ("TN base must be at most 40").
      const words = parsed.error.issues.map((i) => i.message).join('; ');
      this.error = words.startsWith(info.label) ? `${words}.` : `${info.label}: ${words}.`;
      return false;
    }
    const reason = this.reason.trim() || null;
    const problem = await this.source.write({ [key]: value }, reason);
    this.error = problem;
    if (!problem) this.reason = '';
    return !problem;
  }

  /** One part of a setting made of parts (VERS's Dramatic range). */
  setPart(key: string, part: string, value: number): Promise<boolean> {
    const current = this.source.settings()[key] as Record<string, unknown>;
    return this.set(key, { ...current, [part]: value });
  }

  /** Back to the system's default. */
  reset(key: string): Promise<boolean> {
    return this.set(key, systemDefaults(this.system)[key]);
  }
}

/** The settings of the encounter in prep: edits go through the prep editor, so they undo and autosave. */
export function prepSettings(prep: PrepEditor): RulesSettings {
  return new RulesSettings({
    where: 'prep',
    system: () => prep.encounter.system,
    settings: () => prep.encounter.settings as Record<string, unknown>,
    write: (patch) => {
      prep.setSettings(patch);
      return null;
    },
  });
}

/** The running fight's settings: each change is the logged change-settings command. */
export function fightSettings(combat: CombatController): RulesSettings {
  return new RulesSettings({
    where: 'fight',
    system: () => combat.state.encounter.system,
    settings: () => combat.state.encounter.settings as Record<string, unknown>,
    write: async (patch, reason) => {
      const command = { type: 'change-settings', settings: patch, ...(reason ? { reason } : {}) } as Command;
      return (await combat.apply(command)) ? null : combat.refusal ?? 'The settings were not changed.';
    },
  });
}

// Made in a root of its own: the first to ask is a derived (the panel's), and state made inside a
// derived is not tracked by it.
function once<K extends object>(map: WeakMap<K, RulesSettings>, key: K, make: () => RulesSettings): RulesSettings {
  const known = map.get(key);
  if (known) return known;
  let made: RulesSettings | undefined;
  $effect.root(() => {
    made = make();
  })();
  // Where effects never run (a server build, as the unit tests compile), made directly.
  made ??= make();
  map.set(key, made);
  return made;
}

const forPrep = new WeakMap<PrepEditor, RulesSettings>();
const forFight = new WeakMap<CombatController, RulesSettings>();

/**
 * The settings the Encounter tab edits: those of the fight when one is running (Prep during a fight
 * edits the live fight, logged, rather than a copy the fight never reads), else the encounter's.
 */
export function encounterSettings(prep: PrepEditor, combat: CombatController | null): RulesSettings {
  if (combat && combat.state.phase === 'combat') return settingsOfFight(combat);
  return once(forPrep, prep, () => prepSettings(prep));
}

/** The running fight's settings, one editor per fight. */
export function settingsOfFight(combat: CombatController): RulesSettings {
  return once(forFight, combat, () => fightSettings(combat));
}
