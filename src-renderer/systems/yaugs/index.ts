// The YAUGS room of the GM window: everything only this system has, on screen and in its settings, free roll and GM actions.
import { YAUGS_DEFAULTS, yaugsSettings } from '../../../shared/rules/yaugs/settings';
import { yaugsSystem } from '../../../shared/systems/yaugs';
import type { SystemRoom } from '../../state/systemRoom';
import { yaugsRulerBand } from './rulerBand';
import YaugsForm from './YaugsForm.svelte';
import YaugsChoices from './YaugsChoices.svelte';
import YaugsHarm from './YaugsHarm.svelte';
import OqControls from './OqControls.svelte';
import CounterAttackPrompt from './CounterAttackPrompt.svelte';
import { yaugsSamples } from './samples';
import { coverPerPoint, SIGHT } from '../roomParts';
import { YAUGS_ACTIONS } from './actions';
import { YAUGS_WORDS } from './labels';

export const room: SystemRoom = {
  id: 'yaugs',
  name: yaugsSystem.name,
  blurb: 'd100, active and passive defence',
  samples: yaugsSamples,
  defaultSettings: () => yaugsSettings(),
  SheetForm: YaugsForm,
  ChoicesForm: YaugsChoices,
  HarmEditor: YaugsHarm,
  DefenderControls: OqControls,
  FightPrompt: CounterAttackPrompt,
  tokenMarkers: () => [],
  harmFraction: (h) => (h.system === 'yaugs' ? Math.min(1, Math.max(0, 1 - h.hp / h.maxHp)) : 0),
  chipBadge: () => null,
  rulerBand: yaugsRulerBand,
  defaults: YAUGS_DEFAULTS,
  settings: [
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
  houseRules: [
    { label: 'Skill level', section: '1.2', text: 'A sheet without a skill level uses L = max(1, floor(percentile / 10)), flagged on the result.' },
    { label: 'Agility skill', section: '1.4', text: 'A sheet without an Agility attribute skill uses the Agility percentile for AGL(SK) (the OQ and the defender\'s level).' },
    { label: 'Damage', section: '1.6', text: "A hit deals the weapon's damage expression, rolled, less the armour absorption, to hit points; a critical doubles the dice (edit it on each weapon)." },
    { label: 'Turns and movement', section: '1.7', text: 'The GM sets the turn order before round 1 and may change it between turns (default: the order added); 3 hexes a turn unless the sheet sets its own.' },
    SIGHT,
  ],
  freeRoll: {
    fields: [{ key: 'target', label: 'Target T', called: 'The target', min: -100, max: 400 }],
    hint: () => 'T: skill or attribute % plus modifiers. d100 in six bands; 01 is always a critical, 100 always a critical failure.',
    dice: () => ({ count: 1, sides: 100 }),
    roll: (f) => ({ system: 'yaugs', target: f.target }),
    example: 'e.g. 42',
  },
  actions: YAUGS_ACTIONS,
  words: YAUGS_WORDS,
};
