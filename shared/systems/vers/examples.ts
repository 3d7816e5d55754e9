// The VERS sample fight (build/examples/wolves-on-the-ridge.encounter.json) and the four sheets of
// its four-against-four benchmark fight.
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../rules/vers/samples';
import { versSettings } from '../../rules/vers/settings';
import type { SystemExamples } from '../entry';
import { cover, difficult, place, sampleMap, wall } from '../exampleMap';

/** Wolves and a bandit on a ridge path, with trees for cover. */
export const versExamples: SystemExamples = {
  slug: 'wolves-on-the-ridge',
  encounter: () => ({
    name: 'Wolves on the Ridge',
    system: 'vers',
    settings: versSettings(),
    gmNotes: 'The bandit set the wolves on the travellers; he surrenders when both wolves are down.',
    map: sampleMap([
      ...wall([[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [17, 12], [18, 12], [19, 12], [18, 13], [19, 13]]),
      ...difficult([[10, 5], [11, 5], [10, 6], [11, 6], [12, 6]], 3),
      cover('oak', 'Old oak', 8, 7, 6, 40, false),
      cover('rock', 'Rock outcrop', 13, 8, 4, 80),
    ]),
    combatants: [
      place({ id: 'mara', name: 'Mara', side: 'pc', col: 4, row: 7 }, VERS_SAMPLES.mara),
      place({ id: 'tobin', name: 'Tobin', side: 'pc', col: 3, row: 9 }, VERS_SAMPLES.tobin),
      place({ id: 'wolf1', name: 'Grey Wolf', side: 'npc', col: 12, row: 7 }, VERS_SAMPLES.wolf),
      place({ id: 'wolf2', name: 'Scarred Wolf', side: 'npc', col: 13, row: 10 }, VERS_SAMPLES.wolf),
      place({ id: 'bandit', name: 'Bandit', side: 'npc', col: 16, row: 8 }, VERS_SAMPLES.bandit),
    ],
  }),
  fourSheets: [VERS_SAMPLES.mara, VERS_SAMPLES.tobin, VERS_SAMPLES.bandit, VERS_SAMPLES.wolf],
};
