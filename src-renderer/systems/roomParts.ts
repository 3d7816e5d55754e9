// What each system's room gives the GM window without loading any component (its room.ts): its
// rules settings as the GM reads them, the House rules in force, its free roll, its own GM actions
// and its code words. Kept apart from the room's components (index.ts) so the action registry, the
// settings and the free-roll state ask it without loading one: a component loads the action
// registry, which asks the rooms. Also the parts several rooms build theirs from.
import type { Command } from '../../shared/model/commands';
import type { SystemId } from '../../shared/model/schema';
import type { SystemAction } from './types';

export type SettingInput =
  | { readonly type: 'choice'; readonly options: readonly { readonly value: string; readonly label: string }[] }
  | { readonly type: 'toggle' }
  | { readonly type: 'number'; readonly min: number; readonly max: number; readonly step: number }
  /** Two whole numbers stored together (VERS's Dramatic range). */
  | { readonly type: 'pair'; readonly fields: readonly { readonly key: string; readonly label: string; readonly min: number; readonly max: number }[] };

export type SettingInfo = {
  readonly key: string;
  readonly label: string;
  /** Setting: a point the sources leave open, named by RULES.md. House: a default the sources do not give. */
  readonly kind: 'Setting' | 'House';
  /** The section of RULES.md that defines it. */
  readonly section: string;
  /** What it changes, one line. */
  readonly changes: string;
  /** Something the GM must know while choosing it. */
  readonly note?: string;
  readonly input: SettingInput;
};

/** A House default of RULES.md that is no per-encounter setting: shown to the GM as in force, not edited here. */
export type FixedHouseRule = { readonly label: string; readonly section: string; readonly text: string };

export type FreeRollInput = Extract<Command, { type: 'free-roll' }>['roll'];

/** Every number the GM may type, across the systems; each system reads its own. */
export type FreeRollFields = { target: number; effTN: number; dice: number; bonusPerDie: number; against: number };

export type FreeRollField = {
  readonly key: keyof FreeRollFields;
  readonly label: string;
  /** The field in an error message: "The target must be a whole number." */
  readonly called: string;
  readonly min?: number;
  readonly max?: number;
};

type Settings = Readonly<Record<string, unknown>>;

/** A roll outside an attack (the free-roll command's `roll`) as the GM types it. */
export type FreeRollSpec = {
  readonly fields: readonly FreeRollField[];
  /** One line on how the roll reads, under the inputs. */
  hint(settings: Settings): string;
  /** The dice the roll reads. */
  dice(fields: FreeRollFields, settings: Settings): { count: number; sides: number };
  roll(fields: FreeRollFields): FreeRollInput;
  /** A typing example for the table dice. */
  readonly example: string;
};

/** One system's room as seen without its components (src-renderer/systems/<id>/room.ts, exported as `room`). */
export type SystemRoom = {
  readonly id: SystemId;
  /** Its complete settings as the rules core defaults them. */
  readonly defaults: Settings;
  /** Every rules setting, in the order the Encounter tab lists them (the keys of its settings schema). */
  readonly settings: readonly SettingInfo[];
  /** Its House defaults that the sources do not give and no setting changes. */
  readonly houseRules: readonly FixedHouseRule[];
  readonly freeRoll: FreeRollSpec;
  /** The GM actions only it has: listed under Fight, offered only while a fight of it runs. */
  readonly actions: readonly SystemAction[];
  /** Its code words in modifier sources and notes, in words ("closeCombat" is "Close combat"). */
  readonly words: Readonly<Record<string, string>>;
  /** What Start combat asks first, in a dialog with the room's StartOptions (Waylights: who meant to surprise); absent: it starts at once. */
  readonly startQuestion?: string;
};

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
