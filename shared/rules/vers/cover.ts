// Cover (RULES.md 2.4): the bonus from covered body parts, when a miss strikes the cover instead,
// and what an attack that breaks the cover carries through to the character behind it.
import { VERS_DEFAULTS, type VersSettings } from './settings';

/** The five body parts cover can hide; arms and legs count as one part each. */
export type BodyPart = 'arms' | 'legs' | 'lowerTorso' | 'upperTorso' | 'head';

/** How much of each part is covered: 0 none, 0.5 half, 1 full. */
export type CoveredParts = Partial<Record<BodyPart, 0 | 0.5 | 1>>;

/** The most cover can give. */
export const MAX_COVER = 10;

/** The cover bonus: +2 per fully covered part, +1 per half-covered part, at most +10. */
export function coverBonus(parts: CoveredParts): number {
  let total = 0;
  for (const share of Object.values(parts)) total += (share ?? 0) * 2;
  return Math.min(MAX_COVER, total);
}

/** Whether a miss strikes the cover: attacker rolling `cover > DoF` (or `>=` when counterfactual), defender rolling `cover > DoS`. */
export function coverTakesHit(
  cover: number,
  roller: 'attacker' | 'defender',
  degrees: number,
  coverEquality: VersSettings['coverEquality'] = VERS_DEFAULTS.coverEquality,
): boolean {
  if (cover <= 0) return false;
  if (roller === 'defender') return cover > degrees;
  return coverEquality === 'counterfactual' ? cover >= degrees : cover > degrees;
}

/** A cover object as the rules see it: its Resistance Value and the structure points it has left. */
export type CoverObject = { readonly rv: number; readonly structure: number };

/** What a hit on cover does: damage to the object, whether it broke, and the damage carried to the character. */
export type CoverHit = {
  readonly objectDamage: number;
  readonly structureLeft: number;
  readonly broken: boolean;
  /** Damage left after breaking the object; the character behind takes it as an Effect Value. */
  readonly carried: number;
};

/** Resolves a hit on a cover object: damage is EV - object RV; what exceeds its structure carries through. */
export function hitCover(ev: number, object: CoverObject): CoverHit {
  const objectDamage = Math.max(0, ev - object.rv);
  const structure = Math.max(0, object.structure);
  const broken = objectDamage >= structure && objectDamage > 0;
  return {
    objectDamage: Math.min(objectDamage, structure),
    structureLeft: Math.max(0, structure - objectDamage),
    broken,
    carried: broken ? objectDamage - structure : 0,
  };
}
