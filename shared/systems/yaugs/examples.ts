// The YAUGS sample fight (build/examples/ambush-at-the-ford.encounter.json) and the four sheets of
// its four-against-four benchmark fight.
import { YAUGS_SAMPLES } from '../../rules/yaugs/samples';
import { yaugsSettings } from '../../rules/yaugs/settings';
import type { SystemExamples } from '../entry';
import { cover, difficult, place, sampleMap, wall } from '../exampleMap';

/** A ford with a low wall and a cart, two heroes against three bandits (one hidden). */
export const yaugsExamples: SystemExamples = {
  slug: 'ambush-at-the-ford',
  encounter: () => ({
    name: 'Ambush at the Ford',
    system: 'yaugs',
    settings: yaugsSettings(),
    gmNotes: 'The hidden archer waits behind the cart until the heroes cross the ford.',
    map: sampleMap([
      ...wall([[9, 2], [9, 3], [9, 4], [10, 9], [10, 10]]),
      ...difficult([[6, 6], [7, 6], [8, 6], [6, 7], [7, 7], [8, 7], [9, 7]]),
      cover('cart', 'Cart', 13, 5, 6, 20),
      cover('boulder', 'Boulder', 5, 9, 8, 60),
    ]),
    combatants: [
      place({ id: 'aldric', name: 'Aldric', side: 'pc', col: 3, row: 6 }, YAUGS_SAMPLES.swordsman),
      place({ id: 'wren', name: 'Wren', side: 'pc', col: 2, row: 8 }, YAUGS_SAMPLES.archer),
      place({ id: 'bruiser', name: 'Bruiser', side: 'npc', col: 14, row: 7 }, YAUGS_SAMPLES.brawler),
      place({ id: 'sentry', name: 'Sentry', side: 'npc', col: 15, row: 5 }, YAUGS_SAMPLES.guard),
      place({ id: 'lurker', name: 'Lurker', side: 'npc', col: 14, row: 4, hidden: true, notes: 'Shoots first, flees at half HP.' }, YAUGS_SAMPLES.archer),
    ],
  }),
  fourSheets: [YAUGS_SAMPLES.swordsman, YAUGS_SAMPLES.archer, YAUGS_SAMPLES.guard, YAUGS_SAMPLES.brawler],
};
