// The VERS room of the GM window: everything only this system has, on screen and in its settings, free roll and GM actions.
import { VERS_DEFAULTS, versSettings } from '../../../shared/rules/vers/settings';
import { adapterFor } from '../../../shared/systems/registry';
import { HARM_FRACTION } from '../../map/harmFraction';
import { versSystem } from '../../../shared/systems/vers';
import type { SystemRoom } from '../../state/systemRoom';
import { versRulerBand } from './rulerBand';
import VersForm from './VersForm.svelte';
import VersChoices from './VersChoices.svelte';
import VersHarm from './VersHarm.svelte';
import QuickRecovery from './QuickRecovery.svelte';
import ShieldEditor from './ShieldEditor.svelte';
import { versSamples } from './samples';
import { footprintForSize } from '../../../shared/rules/vers/bodySize';
import { settingNumber, SIGHT } from '../roomParts';
import { VERS_ACTIONS } from './actions';
import { VERS_WORDS } from './labels';

export const room: SystemRoom = {
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
  defaults: VERS_DEFAULTS,
  settings: [
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
  houseRules: [
    { label: 'Turns', section: '2.1', text: 'Popcorn: whoever has just acted hands the turn to one who has not; the GM names who starts.' },
    { label: 'Cover RV', section: '2.4', text: 'Cover objects and shields have RV 0: a hit on one deals its full EV to it.' },
    { label: 'First Aid', section: '2.7', text: "A First Aid roll is TN base + Logic + First Aid rank, with the roller's own penalties." },
    SIGHT,
  ],
  freeRoll: {
    fields: [{ key: 'effTN', label: 'Effective TN', called: 'The effective TN', min: -30, max: 60 }],
    hint: (s) => `TN: TN base ${settingNumber(s, 'tnBase', 10)} + attribute + skill rank + bonuses - penalties. 3d6 at or under it succeeds.`,
    dice: () => ({ count: 3, sides: 6 }),
    roll: (f) => ({ system: 'vers', effTN: f.effTN }),
    example: 'e.g. 3 5 2',
  },
  actions: VERS_ACTIONS,
  words: VERS_WORDS,
};
