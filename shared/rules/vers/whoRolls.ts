// Who rolls (RULES.md 2.2): player characters roll everything, non-player characters supply static
// values, and a defender who cannot defend gives the attacker an easier roll or none at all.
import { versSettings, type VersSettings } from './settings';

/** Which side of the table a combatant is on; the encounter decides it, not the sheet. */
export type Side = 'pc' | 'npc';

/** Why a defender has no Dodge against this attack, if any. */
export type DefenceLoss = 'unaware' | 'grappled' | null;

/** How an attack is resolved: who rolls what against which static value, or no roll at all. */
export type RollPlan =
  | {
      readonly kind: 'attack-roll';
      readonly roller: 'attacker';
      readonly rolledBy: 'player' | 'gm';
      /** The attacker rolls against the defender's static Dodge, or against 0 when the defender has no Dodge. */
      readonly against: 'static-dodge' | 'zero';
    }
  | {
      readonly kind: 'dodge-roll';
      readonly roller: 'defender';
      readonly rolledBy: 'player';
      /** The defender's own Dodge counts, or 0 when it has none against this attack (grappled). */
      readonly dodge: 'dodge' | 'zero';
    }
  | { readonly kind: 'no-roll'; readonly result: 'hit'; readonly reason: string };

/** Who rolls for an attack, given both sides and whether the defender can Dodge it. */
export function whoRolls(
  attacker: Side,
  defender: Side,
  defenceLoss: DefenceLoss,
  partial: Partial<VersSettings> = {},
): RollPlan {
  const settings = versSettings(partial);
  const against = defenceLoss === null ? 'static-dodge' : 'zero';
  if (attacker === 'pc' && defender === 'npc') return { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against };
  if (attacker === 'npc' && defender === 'pc') {
    if (defenceLoss === 'unaware') {
      return { kind: 'no-roll', result: 'hit', reason: 'The player character cannot see the attack coming: it hits with no roll.' };
    }
    return { kind: 'dodge-roll', roller: 'defender', rolledBy: 'player', dodge: defenceLoss === 'grappled' ? 'zero' : 'dodge' };
  }
  // Same side: the attack is rolled against static Dodge; the setting only decides whose hand holds the dice.
  const rolledBy = settings.sameSideRoller === 'gm' || attacker === 'npc' ? 'gm' : 'player';
  return { kind: 'attack-roll', roller: 'attacker', rolledBy, against };
}

/** Why the defender has no Dodge: unaware beats grappled; a grapple member attacking from inside leaves Dodge intact. */
export function defenceLoss(defenderAware: boolean, defenderInGrapple: boolean, attackerInDefendersGrapple: boolean): DefenceLoss {
  if (!defenderAware) return 'unaware';
  if (defenderInGrapple && !attackerInDefendersGrapple) return 'grappled';
  return null;
}
