// What injuries do to a character (RULES.md 2.7): roll penalties and the limits of Disabled.
import type { Modifier } from '../modifier';
import type { ConditionCounts } from './conditions';
import type { CheckResult } from './check';

/** Penalties the track gives a roll: -1 per Wounded mark; -2 for Impaired when the roll relates to the injury. */
export function injuryModifiers(track: ConditionCounts, relatedToImpairment: boolean): Modifier[] {
  const mods: Modifier[] = [];
  if (track.wounded > 0) {
    mods.push({ source: `Wounded x${track.wounded} (-1 each, to everything)`, category: 'injury', value: -track.wounded });
  }
  if (track.impaired > 0 && relatedToImpairment) {
    mods.push({ source: 'Impaired (-2 to rolls related to the injury)', category: 'injury', value: -2 * track.impaired });
  }
  return mods;
}

/** The default for which rolls Impaired hinders: every physical roll (attacks, Dodge, Stamina). */
export const IMPAIRED_HINDERS_PHYSICAL_ROLLS = true;

/** What a character may do this turn given its track and Movement. */
export type ActionLimits = {
  /** Disabled: the character must pass a Discipline roll before acting. */
  readonly disciplineRollToAct: boolean;
  readonly actions: 'normal' | 'one-simple-action';
  readonly movement: number;
};

/** The action limits of the track: Disabled means a Discipline roll first, then one simple action at half movement. */
export function actionLimits(track: ConditionCounts, movement: number): ActionLimits {
  if (track.disabled === 0) return { disciplineRollToAct: false, actions: 'normal', movement };
  // Half movement rounds down: the sources do not say, and rounding up would let a Movement 1 character keep it all.
  return { disciplineRollToAct: true, actions: 'one-simple-action', movement: Math.floor(movement / 2) };
}

/** What a Disabled character's Discipline roll means: acting, or falling as the damage type of the Disabled mark says. */
export function disabledOutcome(discipline: CheckResult, disablingMarkLethal: boolean): 'acts' | 'unconscious' | 'dead' {
  if (discipline.success) return 'acts';
  return disablingMarkLethal ? 'dead' : 'unconscious';
}
