// The VERS room of the GM window: everything on screen that only VERS has.
import { versSettings } from '../../../shared/rules/vers/settings';
import { adapterFor } from '../../../shared/systems/registry';
import { HARM_FRACTION } from '../../map/harmFraction';
import { versSystem } from '../../../shared/systems/vers';
import type { SystemUi } from '../types';
import { versRulerBand } from './rulerBand';
import VersForm from './VersForm.svelte';
import VersChoices from './VersChoices.svelte';
import VersHarm from './VersHarm.svelte';
import QuickRecovery from './QuickRecovery.svelte';
import ShieldEditor from './ShieldEditor.svelte';
import { versSamples } from './samples';
import { footprintForSize } from '../../../shared/rules/vers/bodySize';

export const versUi: SystemUi = {
  id: 'vers',
  name: versSystem.name,
  blurb: '3d6 roll-under, injury track',
  samples: versSamples,
  defaultSettings: () => versSettings(),
  SheetForm: VersForm,
  SheetExtras: ShieldEditor,
  ChoicesForm: VersChoices,
  HarmEditor: VersHarm,
  ActorControls: QuickRecovery,
  // One initial per injury mark: G, W, I, D.
  tokenMarkers: (state, c) => {
    const h = state.harm[c.id];
    return h?.system === 'vers' ? h.marks.map((m) => m.condition[0]!.toUpperCase()) : [];
  },
  harmFraction: (h, c) => HARM_FRACTION[adapterFor('vers').harmWords(h, c)],
  chipBadge: () => null,
  rulerBand: versRulerBand,
  suggestedBody: (c) => {
    const size = (c.sheet as { attributes?: { size?: number } }).attributes?.size ?? 0;
    return size > 0 ? { size: footprintForSize(size), why: `Size ${size}` } : null;
  },
};
