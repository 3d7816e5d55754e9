// The Waylights room of the GM window: everything only this system has, on screen and in its settings, free roll and GM actions.
import { WAYLIGHTS_DEFAULTS, waylightsSettings } from '../../../shared/rules/waylights/settings';
import { adapterFor } from '../../../shared/systems/registry';
import { HARM_FRACTION } from '../../map/harmFraction';
import { waylightsSystem } from '../../../shared/systems/waylights';
import type { SystemRoom } from '../../state/systemRoom';
import { waylightsRulerBand } from './rulerBand';
import WaylightsForm from './WaylightsForm.svelte';
import WaylightsChoices from './WaylightsChoices.svelte';
import WaylightsHarm from './WaylightsHarm.svelte';
import SurpriseOption from './SurpriseOption.svelte';
import { waylightsSamples } from './samples';
import { coverPerPoint, settingNumber, SIGHT } from '../roomParts';

export const room: SystemRoom = {
  id: 'waylights',
  name: waylightsSystem.name,
  blurb: 'dice pools split between attack and defence',
  samples: waylightsSamples,
  defaultSettings: () => waylightsSettings(),
  SheetForm: WaylightsForm,
  StartOptions: SurpriseOption,
  ChoicesForm: WaylightsChoices,
  HarmEditor: WaylightsHarm,
  tokenMarkers: () => [],
  harmFraction: (h, c) => HARM_FRACTION[adapterFor('waylights').harmWords(h, c)],
  chipBadge: (c) => ('timing' in c.sheet && typeof c.sheet.timing === 'number' ? { text: `T${c.sheet.timing}`, title: 'Timing' } : null),
  rulerBand: waylightsRulerBand,
  startQuestion: 'Did one side mean to surprise the other? It holds for the whole fight: at equal Timing that side acts first, every round (RULES.md 3.2).',
  defaults: WAYLIGHTS_DEFAULTS,
  settings: [
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
  houseRules: [
    { label: 'Armour defence', section: '3.1', text: "Armour's defence bonus is added once to the defence total against its kind of attack, and counts for damage." },
    { label: 'Weapon attack bonus', section: '3.1', text: "A weapon's attack bonus is added to each attack die." },
    { label: 'Defence dice', section: '3.1', text: 'Defence dice take the bonus of the skill of the weapon held (the ranged skill when it holds only a launcher); adjusted dice are not floored at 0.' },
    SIGHT,
  ],
  freeRoll: {
    fields: [
      { key: 'dice', label: 'Dice', called: 'The number of dice', min: 1, max: 20 },
      { key: 'bonusPerDie', label: 'Bonus per die', called: 'The bonus per die', min: -20, max: 20 },
      { key: 'against', label: 'Number to meet', called: 'The number to meet', min: -100, max: 400 },
    ],
    hint: (s) => `Each d${settingNumber(s, 'dieSize', 6)} plus its bonus; the total succeeds when it meets the number.`,
    dice: (f, s) => ({ count: f.dice, sides: settingNumber(s, 'dieSize', 6) }),
    roll: (f) => ({ system: 'waylights', dice: f.dice, bonusPerDie: f.bonusPerDie, against: f.against }),
    example: 'e.g. 3 5 2',
  },
  actions: [],
  words: {},
};
