// The YAUGS room of the GM window: everything on screen that only YAUGS has.
import { yaugsSettings } from '../../../shared/rules/yaugs/settings';
import { yaugsSystem } from '../../../shared/systems/yaugs';
import type { SystemUi } from '../types';
import { yaugsRulerBand } from './rulerBand';
import YaugsForm from './YaugsForm.svelte';
import YaugsChoices from './YaugsChoices.svelte';
import YaugsHarm from './YaugsHarm.svelte';
import OqControls from './OqControls.svelte';
import CounterAttackPrompt from './CounterAttackPrompt.svelte';
import { yaugsSamples } from './samples';

export const yaugsUi: SystemUi = {
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
};
