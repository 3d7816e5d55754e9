// Sample Waylights characters for tests, demos and new encounters. Invented for Hexfray, not taken
// from the Waylights books.
import { waylightsSheetSchema, type WaylightsSheet, type WaylightsSheetInput } from './sheet';

const inputs = {
  /** A trained duellist with sword and buckler. */
  duellist: {
    name: 'Ilse the Duellist',
    stats: { strength: 2, speed: 3, instinct: 2, focus: 1 },
    skills: { melee: { level: 3, stat: 'speed' }, ranged: { level: 'untrained', stat: 'instinct' } },
    threshold: 4, timing: 3, movement: 5, resolve: 'trained',
    armour: { name: 'Padded coat', hits: 1, meleeDefence: 1 },
    shield: { name: 'Buckler', defence: 2 },
    weapons: [{ name: 'Sabre', kind: 'melee', damageBonus: 2, attackBonus: 0, ap: 0, reachHexes: 1, effects: [] }],
  },
  /** A rifle-armed scout who keeps her distance. */
  scout: {
    name: 'Tamsin the Scout',
    stats: { strength: 1, speed: 2, instinct: 3, focus: 2 },
    skills: { melee: { level: 1, stat: 'speed' }, ranged: { level: 3, stat: 'instinct' } },
    threshold: 3, timing: 4, movement: 6, resolve: 'trained',
    armour: { name: 'Leather', hits: 0, rangedDefence: 1 },
    perks: [{ name: 'Hard to pin down', hits: 0 }],
    weapons: [
      { name: 'Pneumatic rifle', kind: 'ranged', damageBonus: 3, attackBonus: 1, rangeHexes: 20, ap: 1, effects: ['reload after 4 shots'] },
      { name: 'Knife', kind: 'melee', damageBonus: 1 },
    ],
  },
  /** A heavily armoured zealot. */
  zealot: {
    name: 'Brother Aldous',
    stats: { strength: 4, speed: 1, instinct: 1, focus: 2 },
    skills: { melee: { level: 2, stat: 'strength' }, ranged: { level: 'untrained', stat: 'focus' } },
    threshold: 5, timing: 1, movement: 4, resolve: 'fanatic',
    armour: { name: 'Plate', hits: 2, meleeDefence: 1, rangedDefence: 2 },
    perks: [{ name: 'Thick-skinned', hits: 1 }],
    weapons: [{ name: 'Maul', kind: 'melee', damageBonus: 4, attackBonus: -1, ap: 1, reachHexes: 1, effects: ['two-handed'] }],
  },
  /** A frightened townsman with a club. */
  villager: {
    name: 'Villager',
    stats: { strength: 1, speed: 1, instinct: 1, focus: 1 },
    skills: { melee: { level: 'untrained', stat: 'strength' }, ranged: { level: 'untrained', stat: 'instinct' } },
    threshold: 2, timing: 0, movement: 4, resolve: 'civilian',
    weapons: [{ name: 'Club', kind: 'melee', damageBonus: 1 }],
  },
} as const satisfies Record<string, WaylightsSheetInput>;

/** The sample characters, parsed (defaults filled). */
export const SAMPLE_CHARACTERS: Readonly<Record<keyof typeof inputs, WaylightsSheet>> = {
  duellist: waylightsSheetSchema.parse(inputs.duellist),
  scout: waylightsSheetSchema.parse(inputs.scout),
  zealot: waylightsSheetSchema.parse(inputs.zealot),
  villager: waylightsSheetSchema.parse(inputs.villager),
};
