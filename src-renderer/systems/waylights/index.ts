// The Waylights room of the GM window: everything on screen that only Waylights has.
import { waylightsSettings } from '../../../shared/rules/waylights/settings';
import { adapterFor } from '../../../shared/systems/registry';
import { HARM_FRACTION } from '../../map/harmFraction';
import { waylightsSystem } from '../../../shared/systems/waylights';
import type { SystemUi } from '../types';
import { waylightsRulerBand } from './rulerBand';
import WaylightsForm from './WaylightsForm.svelte';
import WaylightsChoices from './WaylightsChoices.svelte';
import WaylightsHarm from './WaylightsHarm.svelte';
import SurpriseOption from './SurpriseOption.svelte';
import { waylightsSamples } from './samples';

export const waylightsUi: SystemUi = {
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
};
