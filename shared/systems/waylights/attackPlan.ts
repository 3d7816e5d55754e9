// A Waylights exchange planned once (RULES.md 3.3): its odds, the dice it reads and its roll, each
// worked out on first ask from the same state and map facts.
import type { TacticalFacts } from '../../rules/tactics/facts';
import { combatantById } from '../../model/query';
import type { CombatState } from '../../model/state';
import type { DieSlot, PlanRequest, PreviewRequest, SystemPlan } from '../definition';
import { completed, lazy } from '../planParts';
import { resolveWaylightsAttack } from './attack';
import { counterWeapon, poolOf, settingsOf, sheetOf } from './combatant';
import { defaultWaylightsChoices, previewWaylights } from './preview';
import { splitsFor } from './split';

/** The exchange `req` describes, planned from the state and the map facts. */
export function planWaylightsAttack(state: CombatState, asked: PlanRequest, facts: TacticalFacts): SystemPlan {
  const req = completed(asked, asked.choices ?? defaultWaylightsChoices(state, asked.attacker, asked.defender, asked.weapon, facts));
  return {
    choices: req.choices,
    preview: lazy(() => previewWaylights(state, req, facts)),
    dice: lazy(() => waylightsAttackDice(state, req, facts)),
    resolve: (dice, log) => resolveWaylightsAttack(state, req, facts, dice, log),
  };
}

/** RULES.md 3.3 in the order they are taken: the attacker's attack and defence dice, the defender's defence dice, then its counter dice when a weapon of its reaches. */
function waylightsAttackDice(state: CombatState, req: PreviewRequest, facts: TacticalFacts): DieSlot[] {
  const choices = req.choices;
  const a = combatantById(state, req.attacker);
  const d = combatantById(state, req.defender);
  if (choices.system !== 'waylights' || !a || !d || state.out.includes(d.id)) return [];
  const s = settingsOf(state);
  const weapon = sheetOf(a).weapons.find((w) => w.name === req.weapon);
  if (!weapon) return [];
  const split = splitsFor({ attacker: a.name, defender: d.name }, { attacker: poolOf(sheetOf(a), s), defender: poolOf(sheetOf(d), s) }, choices, weapon.kind);
  if (!split.ok) return [];
  const die = (n: number) => `${n}d${s.dieSize}`;
  const slots: DieSlot[] = [];
  const push = (n: number, label: string) => {
    if (n > 0) slots.push({ label, dice: die(n), when: null });
  };
  push(split.value.attacker.attack, `${a.name}: attack dice`);
  push(split.value.attacker.defence, `${a.name}: defence dice`);
  push(split.value.defender.defence, `${d.name}: defence dice`);
  if (counterWeapon(sheetOf(d), facts)) push(split.value.defender.attack, `${d.name}: counter-attack dice`);
  return slots;
}
