// Every rules setting of each system as the GM reads it (RULES.md's Settings and House defaults):
// a name, whether the sources give it (Setting) or Hexfray chose it (House), the default from the
// rules core, one line on what it changes in the words of RULES.md, and how it is entered. The
// keys are those of SETTINGS_SCHEMAS; a test checks that both lists hold the same names.
import type { SystemId } from '../../shared/model/schema';
import { VERS_DEFAULTS } from '../../shared/rules/vers/settings';
import { WAYLIGHTS_DEFAULTS } from '../../shared/rules/waylights/settings';
import { YAUGS_DEFAULTS } from '../../shared/rules/yaugs/settings';

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

/** Each system's complete settings as the rules core defaults them. */
export const SYSTEM_DEFAULTS: { readonly [S in SystemId]: Readonly<Record<string, unknown>> } = {
  yaugs: YAUGS_DEFAULTS,
  vers: VERS_DEFAULTS,
  waylights: WAYLIGHTS_DEFAULTS,
};

const coverPerPoint = (system: string): SettingInfo => ({
  key: 'coverModifierPerPoint',
  label: 'Defence per cover point',
  kind: 'House',
  section: '4',
  changes: `${system} has no cover modifier: cover is shown, and this much per cover point (0-10) is added to the defender's defence.`,
  input: { type: 'number', min: -100, max: 100, step: 0.5 },
});

/** The settings of every system, in the order the Encounter tab lists them. */
export const SETTINGS_CATALOG: { readonly [S in SystemId]: readonly SettingInfo[] } = {
  yaugs: [
    {
      key: 'marginalFailureWidth',
      label: 'Marginal failure band',
      kind: 'Setting',
      section: '1.1',
      changes: "Where a marginal failure ends above the target: the source's worked example (T 60: 61-64) or its literal formula T+1 to T+T/20 (T 60: 61-63).",
      input: { type: 'choice', options: [{ value: 'example', label: 'example (T 60: 61-64)' }, { value: 'literal', label: 'literal (T 60: 61-63)' }] },
    },
    coverPerPoint('YAUGS'),
  ],
  vers: [
    {
      key: 'tnBase',
      label: 'TN base',
      kind: 'Setting',
      section: '2.1',
      changes: 'The base of every effective TN: effTN = TN base + attribute + skill rank + bonuses - penalties - opposing static value.',
      input: { type: 'number', min: -20, max: 40, step: 1 },
    },
    {
      key: 'dramatic',
      label: 'Dramatic results',
      kind: 'Setting',
      section: '2.1',
      changes: 'A natural 3d6 at or below "success" is a Dramatic Success and always succeeds; at or above "failure" a Dramatic Failure and always fails.',
      input: { type: 'pair', fields: [{ key: 'success', label: 'success ≤', min: 3, max: 18 }, { key: 'failure', label: 'failure ≥', min: 3, max: 18 }] },
    },
    {
      key: 'multiAttackFirstFree',
      label: 'First attack in a round free',
      kind: 'Setting',
      section: '2.6',
      changes: 'The k-th attack on one defender in a round gives it -(k-1), the first free; off: the k-th gives -k.',
      input: { type: 'toggle' },
    },
    {
      key: 'coverEquality',
      label: 'When the cover takes the hit',
      kind: 'Setting',
      section: '2.4',
      changes: 'A miss that involved cover hits the cover when the cover bonus is greater than the DoF (literal, the source\'s words) or at least the DoF (counterfactual: "it would have connected in the open").',
      note: 'Because 3d6 is symmetric, only counterfactual gives the same odds whoever holds the dice (attacker rolling or defender dodging).',
      input: { type: 'choice', options: [{ value: 'literal', label: 'literal (cover > DoF)' }, { value: 'counterfactual', label: 'counterfactual (cover >= DoF)' }] },
    },
    {
      key: 'ndvAddsDoS',
      label: 'Degrees of Success add to NDV',
      kind: 'Setting',
      section: '2.7',
      changes: "NDV = EV - RV; on: the attack's Degrees of Success are added, so a better hit injures more.",
      input: { type: 'toggle' },
    },
    {
      key: 'sameSideRoller',
      label: 'Who rolls PC vs PC, NPC vs NPC',
      kind: 'Setting',
      section: '2.2',
      changes: "The attacker rolls against the defender's static Dodge; this decides whose hand holds the dice: the attacking player, or always the GM.",
      input: { type: 'choice', options: [{ value: 'attacker', label: 'the attacker' }, { value: 'gm', label: 'the GM' }] },
    },
  ],
  waylights: [
    {
      key: 'dieSize',
      label: 'Die size',
      kind: 'Setting',
      section: '3.1',
      changes: 'The sides of every die in a pool (d6 by default).',
      input: { type: 'number', min: 2, max: 100, step: 1 },
    },
    {
      key: 'poolSize',
      label: 'Pool size',
      kind: 'Setting',
      section: '3.1',
      changes: "The dice a character splits between attack and defence, unless its sheet sets its own.",
      input: { type: 'number', min: 1, max: 20, step: 1 },
    },
    {
      key: 'weaponBonusPerAttackDie',
      label: 'Weapon bonus per extra attack die',
      kind: 'House',
      section: '3.1',
      changes: 'At 0 the weapon bonus is flat; when set, it grows by that much per attack die beyond the first (the source gives no amount).',
      input: { type: 'number', min: -10, max: 10, step: 0.5 },
    },
    {
      key: 'nearMissTension',
      label: 'Tension for a near miss',
      kind: 'House',
      section: '3.5',
      changes: 'On: a side that loses its roll by 1-3 gains 3 - |margin| tension (losing by 1 gains 2); off: a loss gives nothing.',
      input: { type: 'toggle' },
    },
    coverPerPoint('Waylights'),
  ],
};

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

/** A House default of RULES.md that is no per-encounter setting: shown to the GM as in force, not edited here. */
export type FixedHouseRule = { readonly label: string; readonly section: string; readonly text: string };

const SIGHT: FixedHouseRule = { label: 'Line of sight', section: '4', text: 'Sight is blocked when both lines, shifted to either side of the centre line, cross a wall hex.' };

/** Each system's House defaults that the sources do not give and no setting changes. */
export const FIXED_HOUSE_RULES: { readonly [S in SystemId]: readonly FixedHouseRule[] } = {
  yaugs: [
    { label: 'Skill level', section: '1.2', text: 'A sheet without a skill level uses L = max(1, floor(percentile / 10)), flagged on the result.' },
    { label: 'Agility skill', section: '1.4', text: 'A sheet without an Agility attribute skill uses the Agility percentile for AGL(SK) (the OQ and the defender\'s level).' },
    { label: 'Damage', section: '1.6', text: "A hit deals the weapon's damage expression, rolled, less the armour absorption, to hit points; a critical doubles the dice (edit it on each weapon)." },
    { label: 'Turns and movement', section: '1.7', text: 'The GM sets the turn order before round 1 and may change it between turns (default: the order added); 3 hexes a turn unless the sheet sets its own.' },
    SIGHT,
  ],
  vers: [
    { label: 'Turns', section: '2.1', text: 'Popcorn: whoever has just acted hands the turn to one who has not; the GM names who starts.' },
    { label: 'Cover RV', section: '2.4', text: 'Cover objects and shields have RV 0: a hit on one deals its full EV to it.' },
    { label: 'First Aid', section: '2.7', text: "A First Aid roll is TN base + Logic + First Aid rank, with the roller's own penalties." },
    SIGHT,
  ],
  waylights: [
    { label: 'Armour defence', section: '3.1', text: "Armour's defence bonus is added once to the defence total against its kind of attack, and counts for damage." },
    { label: 'Weapon attack bonus', section: '3.1', text: "A weapon's attack bonus is added to each attack die." },
    { label: 'Defence dice', section: '3.1', text: 'Defence dice take the bonus of the skill of the weapon held (the ranged skill when it holds only a launcher); adjusted dice are not floored at 0.' },
    SIGHT,
  ],
};
