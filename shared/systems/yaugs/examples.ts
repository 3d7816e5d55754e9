// The YAUGS sample fight (build/examples/ambush-at-the-ford.encounter.json) and the four sheets of
// its four-against-four benchmark fight.
import { YAUGS_SAMPLES } from '../../rules/yaugs/samples';
import { yaugsSettings } from '../../rules/yaugs/settings';
import type { SystemExamples } from '../entry';
import { cover, difficult, place, sampleMap, wall } from '../exampleMap';

/** An ogre: slow, hard to hurt, and one blow of its club fells a man. */
const OGRE = {
  name: 'Ogre',
  attributes: { agl: 40, spa: 35, ref: 45 },
  skills: [{ name: 'Club', percentile: 60, level: 6 }],
  passiveDefence: 10,
  armourAbsorption: 3,
  hitPoints: { max: 70 },
  weapons: [{ name: 'Tree-trunk club', skill: 'Club', damage: '2d8+3', mode: 'melee', damageType: 'crushing' }],
  autoDefence: [],
};

/** A goblin with a short spear. */
const GOBLIN = {
  name: 'Goblin',
  attributes: { agl: 60, spa: 50, ref: 60 },
  skills: [{ name: 'Spear', percentile: 45, level: 4 }],
  passiveDefence: 6,
  armourAbsorption: 1,
  hitPoints: { max: 14 },
  weapons: [{ name: 'Short spear', skill: 'Spear', damage: '1d6+1', mode: 'melee', damageType: 'puncturing' }],
  autoDefence: [],
};

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
  more: [
    {
      slug: 'the-ogre-at-the-mill',
      encounter: () => ({
        name: 'The Ogre at the Mill',
        system: 'yaugs',
        settings: yaugsSettings(),
        gmNotes: 'The ogre covers 7 hexes: twelve can stand round it, and it counts as the whole melee cap against a man (RULES.md 5.2). The goblins flee when it falls.',
        map: sampleMap([
          ...wall([[9, 1], [10, 1], [11, 1], [9, 2], [10, 2], [11, 2]]),
          ...difficult([[7, 8], [7, 9], [8, 9], [8, 10], [9, 10], [9, 11]]),
          cover('millstone', 'Millstone', 6, 5, 4, 60),
          cover('sacks', 'Flour sacks', 12, 10, 3, 15),
        ]),
        combatants: [
          place({ id: 'aldric', name: 'Aldric', side: 'pc', col: 3, row: 6 }, YAUGS_SAMPLES.swordsman),
          place({ id: 'wren', name: 'Wren', side: 'pc', col: 2, row: 8 }, YAUGS_SAMPLES.archer),
          place({ id: 'brannoc', name: 'Brannoc', side: 'ally', col: 3, row: 9 }, YAUGS_SAMPLES.guard),
          place({ id: 'ogre', name: 'Ogre', side: 'npc', col: 14, row: 6, footprint: { size: 7 }, notes: 'Swings at whoever hurt it last.' }, OGRE),
          place({ id: 'snag', name: 'Snag', side: 'npc', col: 12, row: 4 }, GOBLIN),
          place({ id: 'grub', name: 'Grub', side: 'npc', col: 13, row: 9 }, GOBLIN),
        ],
      }),
    },
  ],
};
