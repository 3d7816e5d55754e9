// Every rules setting of each system as the GM reads it (RULES.md's Settings and House defaults):
// a name, whether the sources give it (Setting) or Hexfray chose it (House), the default from the
// rules core, one line on what it changes in the words of RULES.md, and how it is entered; each
// system's room (src-renderer/systems/<id>/index.ts) holds its own, read from the room registry.
// The keys are those of SETTINGS_SCHEMAS; a test checks that both lists hold the same names.
import type { SystemId } from '../../shared/model/schema';
import type { FixedHouseRule, SettingInfo } from './systemRoom';
import { roomList, roomOf } from './roomRegistry';

export type { FixedHouseRule, SettingInfo, SettingInput } from './systemRoom';

/** A system's complete settings as the rules core defaults them. */
export function systemDefaults(system: SystemId): Readonly<Record<string, unknown>> {
  return roomOf(system).defaults;
}

/** A system's settings, in the order the Encounter tab lists them. */
export function settingsCatalog(system: SystemId): readonly SettingInfo[] {
  return roomOf(system).settings;
}

/** A value as the GM reads it: on/off, a Dramatic range as "3 / 18". */
export function showSetting(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (value !== null && typeof value === 'object') return Object.values(value as Record<string, unknown>).map(String).join(' / ');
  return String(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a setting holds its system's default. */
export function isDefault(system: SystemId, key: string, value: unknown): boolean {
  return same(value, systemDefaults(system)[key]);
}

/** The system whose settings these are: the one sharing most of their names (a log event records no system). */
export function systemOfSettings(settings: Readonly<Record<string, unknown>>): SystemId | null {
  let best: SystemId | null = null;
  let most = 0;
  for (const room of roomList()) {
    const n = Object.keys(settings).filter((k) => k in room.defaults).length;
    if (n > most) [best, most] = [room.id, n];
  }
  return best;
}

export type SettingDifference = { readonly key: string; readonly label: string; readonly value: string; readonly standard: string };

/** The settings that differ from their system's default, named for the GM; fields the catalog does not know are ignored. */
export function nonDefaultSettings(settings: Readonly<Record<string, unknown>> | undefined, system: SystemId | null = settings ? systemOfSettings(settings) : null): SettingDifference[] {
  if (!settings || !system) return [];
  const defaults = systemDefaults(system);
  return settingsCatalog(system)
    .filter((s) => s.key in settings && !isDefault(system, s.key, settings[s.key]))
    .map((s) => ({ key: s.key, label: s.label, value: showSetting(settings[s.key]), standard: showSetting(defaults[s.key]) }));
}

/** One line naming the non-default settings, for a tooltip; empty when every setting is the default. */
export function differenceWords(diffs: readonly SettingDifference[]): string {
  return diffs.length ? `Not the default rules: ${diffs.map((d) => `${d.label} ${d.value} (default ${d.standard})`).join('; ')}` : '';
}

/** A system's House defaults that the sources do not give and no setting changes. */
export function fixedHouseRules(system: SystemId): readonly FixedHouseRule[] {
  return roomOf(system).houseRules;
}
