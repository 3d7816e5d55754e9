// Checking the dice splits of an exchange (RULES.md 3.3 step 1) in words for the GM.
import { checkSplit } from '../../rules/waylights';

/** The attacker's and defender's dice: attack and defence of each side. */
export type Splits = {
  readonly attacker: { readonly attack: number; readonly defence: number };
  readonly defender: { readonly attack: number; readonly defence: number };
};

/**
 * The full splits from the choices: the attacker's attackDice attack and the rest of its pool
 * defends; the defender's defenceDice defend and the rest of its pool counter-attacks.
 */
export function splitsFor(
  names: { attacker: string; defender: string },
  pools: { attacker: number; defender: number },
  choices: { attackDice: number; defenceDice: number; stepAside?: unknown },
  incoming: 'melee' | 'ranged',
): { ok: true; value: Splits } | { ok: false; reason: string } {
  const { attackDice: a, defenceDice: d } = choices;
  // RULES.md 3.3: the die given up to step aside comes out of the defender's pool.
  const step = choices.stepAside ? 1 : 0;
  if (a > pools.attacker) return { ok: false, reason: `${names.attacker} has ${pools.attacker} dice, so it cannot put ${a} into attack.` };
  if (d > pools.defender) return { ok: false, reason: `${names.defender} has ${pools.defender} dice, so it cannot put ${d} into defence.` };
  const attacker = { attack: a, defence: pools.attacker - a };
  if (step && pools.defender - d < 1) return { ok: false, reason: `${names.defender} has no die left to give up for stepping aside: all ${pools.defender} defend.` };
  const defender = { attack: pools.defender - d - step, defence: d };
  const badA = checkSplit(pools.attacker, { attackDice: attacker.attack, defenceDice: attacker.defence }, null);
  if (badA) return { ok: false, reason: `${names.attacker}: ${badA}` };
  const badD = checkSplit(pools.defender, { attackDice: defender.attack, defenceDice: defender.defence, stepAside: step === 1 }, incoming);
  if (badD) return { ok: false, reason: `${names.defender}: ${badD}` };
  return { ok: true, value: { attacker, defender } };
}
