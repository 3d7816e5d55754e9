// Ready-made YAUGS characters for trying the map and the previews; each passes yaugsSheetSchema.
import type { YaugsSheet } from './sheet';

/** A trained swordsman in mail, who parries with his blade. */
export const SWORDSMAN: YaugsSheet = {
  name: 'Swordsman',
  attributes: { agl: 63, spa: 50, ref: 70 },
  agilitySkill: 45,
  skills: [
    { name: 'Sword', percentile: 65, level: 7 },
    { name: 'Dodge', percentile: 40, level: 4 },
  ],
  passiveDefence: 15,
  armourAbsorption: 4,
  hitPoints: { max: 30 },
  weapons: [{ name: 'Longsword', skill: 'Sword', damage: '1d10+1', mode: 'melee', blockBonus: 5, damageType: 'cutting' }],
  autoDefence: [],
};

/** An archer in leather: deadly at range, weak up close. */
export const ARCHER: YaugsSheet = {
  name: 'Archer',
  attributes: { agl: 70, spa: 65, ref: 60 },
  agilitySkill: 50,
  skills: [
    { name: 'Bow', percentile: 70, level: 8 },
    { name: 'Dagger', percentile: 35 },
  ],
  passiveDefence: 8,
  armourAbsorption: 2,
  hitPoints: { max: 24 },
  weapons: [
    {
      name: 'Longbow',
      skill: 'Bow',
      damage: '1d8+2',
      mode: 'ranged',
      ranges: { short: 30, medium: 90, long: 180 },
      damageType: 'puncturing',
    },
    { name: 'Dagger', skill: 'Dagger', damage: '1d4+1', mode: 'melee', damageType: 'puncturing' },
  ],
  autoDefence: [],
};

/** A bar-room brawler: fists, toughness and a knack for seeing blows coming. */
export const BRAWLER: YaugsSheet = {
  name: 'Brawler',
  attributes: { agl: 55, spa: 45, ref: 75 },
  skills: [{ name: 'Brawling', percentile: 60 }],
  passiveDefence: 5,
  armourAbsorption: 0,
  hitPoints: { max: 36 },
  weapons: [{ name: 'Fists', skill: 'Brawling', damage: '1d6', mode: 'melee', damageType: 'crushing' }],
  autoDefence: [{ name: 'Danger sense', passiveBonus: 5, allowsDie: true }],
};

/** A town guard with spear and shield, who blocks two attacks a round. */
export const SHIELD_GUARD: YaugsSheet = {
  name: 'Guard with shield',
  attributes: { agl: 50, spa: 55, ref: 55 },
  agilitySkill: 40,
  skills: [
    { name: 'Spear', percentile: 55, level: 6 },
    { name: 'Shield', percentile: 60, level: 6 },
  ],
  passiveDefence: 20,
  armourAbsorption: 3,
  hitPoints: { max: 28 },
  weapons: [
    { name: 'Spear', skill: 'Spear', damage: '1d8', mode: 'melee', reachHexes: 2, damageType: 'puncturing' },
    { name: 'Round shield', skill: 'Shield', damage: '1d4', mode: 'melee', blockBonus: 15, blocks: 2, damageType: 'crushing' },
  ],
  autoDefence: [],
  overrides: { defenceLevel: 5 },
};

/** Every sample character, by a stable id. */
export const YAUGS_SAMPLES = { swordsman: SWORDSMAN, archer: ARCHER, brawler: BRAWLER, guard: SHIELD_GUARD } as const satisfies Record<string, YaugsSheet>;
