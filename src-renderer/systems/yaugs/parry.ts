// The parry or block choice of a YAUGS attack (RULES.md 1.5): only the objects the rules allow for
// this attack as things stand, each checked by the engine's own preview, and the reason when none is.
import { attackPreview } from '../../../shared/engine/attackPreview';
import type { AttackChoices, Situational } from '../../../shared/model/commands';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { CombatState } from '../../../shared/model/state';
import type { YaugsPreview } from '../../../shared/rules/yaugs/preview';
import { hasYaugsSheet } from '../../../shared/systems/yaugs/harm';

type YaugsChoices = Extract<AttackChoices, { system: 'yaugs' }>;

export type ParryOptions = { allowed: string[]; reason: string | null };

/** The objects the defender may parry or block this attack with, and why none when the list is empty. */
export function parryOptions(
  state: CombatState,
  req: { attacker: string; defender: AnyCombatant; weapon: string; situational: readonly Situational[]; choices: YaugsChoices; counterAttack?: boolean },
): ParryOptions {
  const d = req.defender;
  const candidates = hasYaugsSheet(d) ? d.sheet.weapons.filter((w) => w.mode === 'melee').map((w) => w.name) : [];
  if (!candidates.length) return { allowed: [], reason: `${d.name} holds no melee weapon or shield to parry or block with` };
  const allowed: string[] = [];
  let reason: string | null = null;
  for (const name of candidates) {
    const p = attackPreview(state, { attacker: req.attacker, defender: d.id, weapon: req.weapon, situational: req.situational, choices: { ...req.choices, parryWith: name }, counterAttack: req.counterAttack });
    const parry = p && p.preview.system === 'yaugs' ? (p.preview as YaugsPreview).parry : undefined;
    if (!parry) continue;
    if (parry.available) allowed.push(name);
    else reason ??= parry.reason;
  }
  return { allowed, reason: allowed.length ? null : (reason ?? `${d.name} cannot parry or block this attack`) };
}

/** The choices with the parry kept while it is still allowed, else none (never picked for the GM). */
export function withAllowedParry(state: CombatState, req: Parameters<typeof parryOptions>[1]): YaugsChoices {
  const p = req.choices.parryWith;
  return p !== null && !parryOptions(state, req).allowed.includes(p) ? { ...req.choices, parryWith: null } : req.choices;
}
