// The parts several rooms build their settings from (src-renderer/systems/<id>/index.ts).
import type { FixedHouseRule, SettingInfo } from '../state/systemRoom';

type Settings = Readonly<Record<string, unknown>>;

/** The House setting of a system without a cover modifier (RULES.md 4): so much defence per cover point. */
export const coverPerPoint = (system: string): SettingInfo => ({
  key: 'coverModifierPerPoint',
  label: 'Defence per cover point',
  kind: 'House',
  section: '4',
  changes: `${system} has no cover modifier: cover is shown, and this much per cover point (0-10) is added to the defender's defence.`,
  input: { type: 'number', min: -100, max: 100, step: 0.5 },
});

/** The line-of-sight House rule every system shares (RULES.md 4). */
export const SIGHT: FixedHouseRule = { label: 'Line of sight', section: '4', text: 'Sight is blocked when both lines, shifted to either side of the centre line, cross a wall hex.' };

/** A number setting, or `fallback` when the settings lack it. */
export const settingNumber = (settings: Settings, key: string, fallback: number): number => (typeof settings[key] === 'number' ? (settings[key] as number) : fallback);
