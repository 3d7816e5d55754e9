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
  more: [{ slug: 'the-quarry-grenadier', encounter: quarryGrenadier }],
};

/** A grenadier's fire pots (RULES.md 5.3): a burst of radius 1, thrown up to 8 hexes. */
const FIRE_POT = { name: 'Fire pot', kind: 'ranged', damageBonus: 2, attackBonus: 0, rangeHexes: 8, ap: 0, effects: ['burst 1: every hex within 1 of the aimed hex'], area: { shape: 'burst', size: 1 } } as const;

/**
 * The quarry: a grenadier by the spoil heap throws fire pots at the party crossing the pit floor,
 * two quarrymen beside her. Autoplay throws a pot only where two or more enemies and none
 * of its own side would be inside.
 */
function quarryGrenadier(): Readonly<Record<string, unknown>> {
  const { scout, duellist, zealot, villager } = WAYLIGHTS_SAMPLES;
  const grenadier = { ...scout, weapons: [FIRE_POT, ...scout.weapons.filter((w) => w.kind === 'melee')] };
  return {
    name: 'The Quarry Grenadier',
    system: 'waylights',
    settings: waylightsSettings(),
    gmNotes: 'Mags has six fire pots and throws them freely; the quarrymen run once she is down.',
    map: sampleMap([
      ...wall([[9, 2], [9, 3], [9, 10], [9, 11], [13, 4], [13, 9]]),
      ...difficult([[11, 6], [11, 7], [12, 6]]),
      cover('cart', 'Ore cart', 7, 5, 3, 20),
      cover('heap', 'Spoil heap', 15, 7, 4, 40),
    ]),
    combatants: [
      place({ id: 'ilse', name: 'Ilse', side: 'pc', col: 3, row: 6 }, duellist),
      place({ id: 'oskar', name: 'Oskar', side: 'pc', col: 3, row: 7 }, duellist),
      place({ id: 'aldous', name: 'Brother Aldous', side: 'ally', col: 4, row: 6 }, zealot),
      place({ id: 'mags', name: 'Mags the Grenadier', side: 'npc', col: 15, row: 6 }, grenadier),
      place({ id: 'quarryman1', name: 'Quarryman', side: 'npc', col: 16, row: 8 }, villager),
      place({ id: 'quarryman2', name: 'Quarryman 2', side: 'npc', col: 16, row: 4 }, villager),
    ],
  };
}
