// The VERS sample fight (build/examples/wolves-on-the-ridge.encounter.json) and the four sheets of
// its four-against-four benchmark fight.
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../rules/vers/samples';
import { versSettings } from '../../rules/vers/settings';
import type { SystemExamples } from '../entry';
import { at, cover, difficult, houseEdges, place, sampleMap, wall } from '../exampleMap';

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
  more: [
    {
      slug: 'the-farmhouse',
      encounter: () => ({
        name: 'The Farmhouse',
        system: 'vers',
        settings: versSettings(),
        gmNotes: 'The front door (west) is shut; the back door (east) is locked and hidden behind a dresser. Windows stop a body but not a bolt.',
        map: { ...sampleMap([cover('table', 'Oak table', 12, 6, 4, 30)]), edges: farmhouseEdges() },
        combatants: [
          place({ id: 'mara', name: 'Mara', side: 'pc', col: 5, row: 6 }, VERS_SAMPLES.mara),
          place({ id: 'tobin', name: 'Tobin', side: 'pc', col: 4, row: 8 }, VERS_SAMPLES.tobin),
          place({ id: 'bandit', name: 'Bandit', side: 'npc', col: 11, row: 4 }, VERS_SAMPLES.bandit),
          place({ id: 'wolf1', name: 'Grey Wolf', side: 'npc', col: 13, row: 7 }, VERS_SAMPLES.wolf),
        ],
      }),
      // The GM opens the front door as the fight begins: the wolf has heard them.
      opening: [{ type: 'set-door', a: at(10, 6), b: at(9, 6), state: 'open' }],
    },
  ],
};

/** The farmhouse: five by five hexes, a front door west, a secret back door east, windows on three sides. */
function farmhouseEdges() {
  const cells: [number, number][] = [];
  for (let row = 4; row <= 8; row++) for (let col = 10; col <= 14; col++) cells.push([col, row]);
  return houseEdges(cells, {
    door: [
      { side: [10, 6, 3], state: 'closed' },
      { side: [14, 6, 0], state: 'locked', secret: true },
    ],
    window: [[10, 4, 3], [10, 8, 3], [12, 4, 2], [12, 8, 5]],
  });
}
