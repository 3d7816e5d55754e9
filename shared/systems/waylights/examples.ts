// The Waylights sample fight (build/examples/the-temple-steps.encounter.json) and the four sheets
// of its four-against-four benchmark fight.
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../../rules/waylights/samples';
import { waylightsSettings } from '../../rules/waylights/settings';
import type { SystemExamples } from '../entry';
import { cover, difficult, place, sampleMap, wall } from '../exampleMap';

/** The temple steps, a duellist and a scout against a zealot and his flock. */
export const waylightsExamples: SystemExamples = {
  slug: 'the-temple-steps',
  encounter: () => ({
    name: 'The Temple Steps',
    system: 'waylights',
    settings: waylightsSettings(),
    gmNotes: 'Brother Aldous fights to the end; the villagers flee once he falls.',
    map: sampleMap([
      ...wall([[8, 3], [8, 4], [8, 9], [8, 10], [12, 3], [12, 4], [12, 9], [12, 10]]),
      ...difficult([[10, 6], [10, 7]]),
      cover('altar', 'Altar', 15, 6, 5, 50),
      cover('pillar', 'Fallen pillar', 6, 8, 4, 30),
    ]),
    combatants: [
      place({ id: 'ilse', name: 'Ilse', side: 'pc', col: 3, row: 6 }, WAYLIGHTS_SAMPLES.duellist),
      place({ id: 'tamsin', name: 'Tamsin', side: 'pc', col: 2, row: 8 }, WAYLIGHTS_SAMPLES.scout),
      place({ id: 'aldous', name: 'Brother Aldous', side: 'npc', col: 16, row: 7 }, WAYLIGHTS_SAMPLES.zealot),
      place({ id: 'villager1', name: 'Villager', side: 'npc', col: 14, row: 5 }, WAYLIGHTS_SAMPLES.villager),
      place({ id: 'villager2', name: 'Villager 2', side: 'npc', col: 14, row: 9 }, WAYLIGHTS_SAMPLES.villager),
    ],
  }),
  fourSheets: [WAYLIGHTS_SAMPLES.duellist, WAYLIGHTS_SAMPLES.scout, WAYLIGHTS_SAMPLES.zealot, WAYLIGHTS_SAMPLES.villager],
};
