// Sample VERS characters for tests, benchmarks and the GM's first encounter.
import { VersSheetSchema, type VersSheet, type VersSheetInput } from './sheet';

const inputs = {
  /** A sword-and-shield mercenary, the usual player character in close combat. */
  mara: {
    name: 'Mara the Sellsword',
    body: 'biped',
    attributes: { logic: 0, strength: 2, presence: 0, intuition: 1, agility: 2, charisma: 0, resolve: 1, stamina: 2, composure: 1, size: 0 },
    skills: { closeCombat: 3, athletics: 2, grappling: 1, firstAid: 1 },
    weapons: [
      { name: 'Longsword', skill: 'closeCombat', ev: 6, reach: 1 },
      { name: 'Fists', skill: 'closeCombat', ev: 1, body: true },
    ],
    rv: 3,
  },
  /** A keen-eyed archer. */
  tobin: {
    name: 'Tobin Ashwood',
    body: 'biped',
    attributes: { logic: 1, strength: 0, presence: 0, intuition: 2, agility: 3, charisma: 1, resolve: 0, stamina: 0, composure: 1, size: 0 },
    skills: { rangedCombat: 4, athletics: 1, closeCombat: 1 },
    weapons: [
      { name: 'Longbow', skill: 'rangedCombat', ev: 5, ranged: true },
      { name: 'Dagger', skill: 'closeCombat', ev: 3 },
    ],
    rv: 1,
  },
  /** A wolf: a quadruped with a natural bite. */
  wolf: {
    name: 'Grey Wolf',
    body: 'quadruped',
    attributes: { logic: -4, strength: 1, presence: 0, intuition: 2, agility: 2, charisma: -2, resolve: 0, stamina: 1, composure: 0, size: 0 },
    skills: { closeCombat: 2, athletics: 3 },
    weapons: [{ name: 'Bite', skill: 'closeCombat', ev: 4, body: true }],
    rv: 1,
  },
  /** A bandit with a club and a crossbow; an injury already marked. */
  bandit: {
    name: 'Roadside Bandit',
    body: 'biped',
    attributes: { logic: 0, strength: 1, presence: -1, intuition: 0, agility: 1, charisma: 0, resolve: 0, stamina: 1, composure: -1, size: 0 },
    skills: { closeCombat: 1, rangedCombat: 1 },
    weapons: [
      { name: 'Club', skill: 'closeCombat', ev: 4 },
      { name: 'Crossbow', skill: 'rangedCombat', ev: 7, ranged: true },
    ],
    rv: 2,
    injuries: [{ condition: 'wounded', lethal: true, note: 'left arm, sword cut' }],
  },
} satisfies Record<string, VersSheetInput>;

/** The sample sheets, validated. */
export const SAMPLE_SHEETS: Readonly<Record<keyof typeof inputs, VersSheet>> = {
  mara: VersSheetSchema.parse(inputs.mara),
  tobin: VersSheetSchema.parse(inputs.tobin),
  wolf: VersSheetSchema.parse(inputs.wolf),
  bandit: VersSheetSchema.parse(inputs.bandit),
};
