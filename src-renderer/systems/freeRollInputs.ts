// What each system asks for a roll outside an attack (the free-roll command's `roll`), as the GM
// types it: YAUGS a target (RULES.md 1.1), VERS an effective TN (2.1), Waylights a pool of dice with
// a bonus per die against a number. The form and its panel read this table and never the system id.
import type { Command } from '../../shared/model/commands';
import type { SystemId } from '../../shared/model/schema';

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

const num = (settings: Settings, key: string, fallback: number) => (typeof settings[key] === 'number' ? (settings[key] as number) : fallback);

/** Each system's free roll. */
export const FREE_ROLL_SPECS: { readonly [S in SystemId]: FreeRollSpec } = {
  yaugs: {
    fields: [{ key: 'target', label: 'Target T', called: 'The target', min: -100, max: 400 }],
    hint: () => 'T: skill or attribute % plus modifiers. d100 in six bands; 01 is always a critical, 100 always a critical failure.',
    dice: () => ({ count: 1, sides: 100 }),
    roll: (f) => ({ system: 'yaugs', target: f.target }),
    example: 'e.g. 42',
  },
  vers: {
    fields: [{ key: 'effTN', label: 'Effective TN', called: 'The effective TN', min: -30, max: 60 }],
    hint: (s) => `TN: TN base ${num(s, 'tnBase', 10)} + attribute + skill rank + bonuses - penalties. 3d6 at or under it succeeds.`,
    dice: () => ({ count: 3, sides: 6 }),
    roll: (f) => ({ system: 'vers', effTN: f.effTN }),
    example: 'e.g. 3 5 2',
  },
  waylights: {
    fields: [
      { key: 'dice', label: 'Dice', called: 'The number of dice', min: 1, max: 20 },
      { key: 'bonusPerDie', label: 'Bonus per die', called: 'The bonus per die', min: -20, max: 20 },
      { key: 'against', label: 'Number to meet', called: 'The number to meet', min: -100, max: 400 },
    ],
    hint: (s) => `Each d${num(s, 'dieSize', 6)} plus its bonus; the total succeeds when it meets the number.`,
    dice: (f, s) => ({ count: f.dice, sides: num(s, 'dieSize', 6) }),
    roll: (f) => ({ system: 'waylights', dice: f.dice, bonusPerDie: f.bonusPerDie, against: f.against }),
    example: 'e.g. 3 5 2',
  },
};
