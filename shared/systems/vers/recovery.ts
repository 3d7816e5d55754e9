// VERS recovery (RULES.md 2.7) as a command. Daily recovery takes the degrees of the Stamina roll the
// GM made; quick recovery after a fight removes every Grazed mark; quick recovery in combat takes the
// acting character's turn and a First Aid roll at -4 (by itself or by the ally tending the hurt one),
// and removes every Grazed mark only on a success.
import { rollDice, type DiceSource } from '../../dice';
import type { Command } from '../../model/commands';
import type { RollBreakdown } from '../../model/events';
import { areEnemies, isActive } from '../../model/query';
import { cloneState, usedMore, type CombatState, type Harm } from '../../model/state';
import { checkAgainst } from '../../rules/vers/check';
import { effTNBreakdown } from '../../rules/vers/effTN';
import { injuryModifiers } from '../../rules/vers/injuryEffects';
import { countMarks, removeMarks } from '../../rules/vers/injuryTrack';
import { marksRecovered, QUICK_RECOVERY_IN_COMBAT_MODIFIER, quickRecovery } from '../../rules/vers/recovery';
import { SKILLS } from '../../rules/vers/sheet';
import type { SystemCommandResult } from '../definition';
import { disabledActionPrompt, versHarm } from './harm';
import { withEntry } from '../../model/record';
import { fighter, settingsOf, toVersMarks } from './inputs';

type RecoverCommand = Extract<Command, { type: 'recover' }>;

const THREE_D6 = { terms: [{ count: 3, sides: 6 }], modifier: 0 };

/** Applies a VERS recovery, or says why it cannot be made (nothing changes then). */
export function versRecover(state: CombatState, cmd: RecoverCommand, dice: DiceSource): SystemCommandResult {
  const hurt = fighter(state, cmd.id);
  if (!hurt.ok) return hurt;
  const c = hurt.value.c;
  const h = state.harm[c.id];
  if (!h || h.system !== 'vers') return { ok: false, reason: 'Injuries are tracked once combat has started.' };
  const say = (summary: string, rolls: RollBreakdown[] = [], effects: string[] = []) => ({ kind: 'recovered' as const, actor: c.id, target: null, summary: `${summary}${cmd.note ? `: ${cmd.note}` : ''}`, rolls, effects, gmOnly: c.hidden });

  if (cmd.kind === 'vers-daily') {
    if (cmd.degrees === undefined) return { ok: false, reason: 'Daily recovery needs the degrees of success of the Stamina roll.' };
    const n = marksRecovered(cmd.degrees);
    return { ok: true, state: withMarks(state, c.id, removeMarks(h.marks, n)), events: [say(`${c.name} recovers ${n} mark${n === 1 ? '' : 's'} (${cmd.degrees} DoS)`)] };
  }

  if (state.phase !== 'combat') {
    const kept = quickRecovery(countMarks(h.marks));
    return {
      ok: true,
      state: withMarks(state, c.id, h.marks.filter((m) => m.condition !== 'grazed')),
      events: [say(`${c.name} takes a quick recovery: every Grazed mark is removed (${kept.wounded} Wounded, ${kept.impaired} Impaired, ${kept.disabled} Disabled stay)`)],
    };
  }

  // In combat: a complex action of the one acting, on itself or on an ally it tends.
  const medicId = cmd.medic ?? cmd.id;
  const medicFighter = fighter(state, medicId);
  if (!medicFighter.ok) return medicFighter;
  const medic = medicFighter.value;
  if (state.current !== medic.c.id) {
    return { ok: false, reason: `Quick recovery in combat takes the acting character's turn: it is not ${medic.c.name}'s turn.` };
  }
  if (!isActive(state, medic.c.id)) return { ok: false, reason: `${medic.c.name} is out of the fight.` };
  if (medic.c.id !== c.id && areEnemies(medic.c, c)) return { ok: false, reason: `${medic.c.name} tends allies only; ${c.name} is on the other side.` };
  if (state.use.turnTaken || state.use.attacks + state.use.actions > 0) {
    return { ok: false, reason: `${medic.c.name} has already acted this turn; quick recovery takes the whole turn.` };
  }
  // House (RULES.md 2.7): First Aid is TN base + Logic + First Aid rank, with the roller's own penalties.
  const tn = effTNBreakdown(
    {
      attribute: { name: 'Logic', value: medic.sheet.attributes.logic },
      skill: { name: SKILLS.firstAid, rank: medic.sheet.skills[SKILLS.firstAid] ?? null },
      modifiers: [
        { source: 'Quick recovery in combat (a complex action)', category: 'situational', value: QUICK_RECOVERY_IN_COMBAT_MODIFIER },
        ...injuryModifiers(countMarks(medic.sheet.injuries), true),
      ],
    },
    settingsOf(state),
  );
  const roll = rollDice(THREE_D6, dice);
  const check = checkAgainst(tn.effTN, roll.total, settingsOf(state).dramatic);
  const words = check.success ? `succeeds by ${check.degrees} DoS` : `fails by ${check.degrees} DoF`;
  const rolls: RollBreakdown[] = [{ label: `${medic.c.name}: First Aid (3d6 roll-under)`, roll, modifiers: tn.modifiers, total: roll.total, against: tn.effTN, outcome: words }];
  const effects: string[] = [];
  if (countMarks(medic.sheet.injuries).disabled > 0) effects.push(disabledActionPrompt(medic.c.name));
  const who = medic.c.id === c.id ? c.name : `${medic.c.name} tends ${c.name}`;
  let s = check.success ? withMarks(state, c.id, h.marks.filter((m) => m.condition !== 'grazed')) : cloneState(state);
  s = cloneState(s);
  s.use = usedMore(state.use, { actions: state.use.actions + 1, turnTaken: true });
  const summary = check.success ? `${who}: quick recovery, First Aid ${words}: every Grazed mark is removed` : `${who}: quick recovery, First Aid ${words}: no mark is removed`;
  return { ok: true, state: s, events: [say(summary, rolls, effects)] };
}

function withMarks(state: CombatState, id: string, marks: readonly { condition: 'grazed' | 'wounded' | 'impaired' | 'disabled'; lethal: boolean; note: string }[]): CombatState {
  const s = cloneState(state);
  const h = state.harm[id];
  if (h?.system === 'vers') s.harm = withEntry<Harm>(state.harm, id, versHarm(toVersMarks(marks), h.shield, h.fallen));
  return s;
}
