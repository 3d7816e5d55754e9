// Every rules setting of each system as the GM reads it (RULES.md's Settings and House defaults):
// a name, whether the sources give it (Setting) or Hexfray chose it (House), the default from the
// rules core, one line on what it changes in the words of RULES.md, and how it is entered; each
// system's room (src-renderer/systems/<id>/room.ts) holds its own. The keys are those of
// SETTINGS_SCHEMAS; a test checks that both lists hold the same names.
import type { SystemId } from '../../shared/model/schema';
import type { FixedHouseRule, SettingInfo } from './roomParts';
import { ROOM_LIST } from './rooms';

export type { FixedHouseRule, SettingInfo, SettingInput } from './roomParts';

const bySystem = <T>(part: (room: (typeof ROOM_LIST)[number]) => T) => Object.fromEntries(ROOM_LIST.map((r) => [r.id, part(r)])) as { readonly [S in SystemId]: T };

/** Each system's complete settings as the rules core defaults them. */
export const SYSTEM_DEFAULTS: { readonly [S in SystemId]: Readonly<Record<string, unknown>> } = bySystem((r) => r.defaults);

/** The settings of every system, in the order the Encounter tab lists them. */
export const SETTINGS_CATALOG: { readonly [S in SystemId]: readonly SettingInfo[] } = bySystem((r) => r.settings);

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
  return same(value, SYSTEM_DEFAULTS[system][key]);
}

/** The system whose settings these are: the one sharing most of their names (a log event records no system). */
export function systemOfSettings(settings: Readonly<Record<string, unknown>>): SystemId | null {
  let best: SystemId | null = null;
  let most = 0;
  for (const system of Object.keys(SYSTEM_DEFAULTS) as SystemId[]) {
    const n = Object.keys(settings).filter((k) => k in SYSTEM_DEFAULTS[system]).length;
    if (n > most) [best, most] = [system, n];
  }
  return best;
}

export type SettingDifference = { readonly key: string; readonly label: string; readonly value: string; readonly standard: string };

/** The settings that differ from their system's default, named for the GM; fields the catalog does not know are ignored. */
export function nonDefaultSettings(settings: Readonly<Record<string, unknown>> | undefined, system: SystemId | null = settings ? systemOfSettings(settings) : null): SettingDifference[] {
  if (!settings || !system) return [];
  return SETTINGS_CATALOG[system]
    .filter((s) => s.key in settings && !isDefault(system, s.key, settings[s.key]))
    .map((s) => ({ key: s.key, label: s.label, value: showSetting(settings[s.key]), standard: showSetting(SYSTEM_DEFAULTS[system][s.key]) }));
}

/** One line naming the non-default settings, for a tooltip; empty when every setting is the default. */
export function differenceWords(diffs: readonly SettingDifference[]): string {
  return diffs.length ? `Not the default rules: ${diffs.map((d) => `${d.label} ${d.value} (default ${d.standard})`).join('; ')}` : '';
}

/** Each system's House defaults that the sources do not give and no setting changes. */
export const FIXED_HOUSE_RULES: { readonly [S in SystemId]: readonly FixedHouseRule[] } = bySystem((r) => r.houseRules);
