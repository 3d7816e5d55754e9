// The start of a Disabled character's turn (RULES.md 2.7): before acting it passes a Discipline
// roll; failure drops it, unconscious or dead as the Disabled mark's damage type says.
import type { DiceSource } from '../../dice';
import { rollDice } from '../../dice';
import { rollCheck } from '../../rules/vers/check';
import { discipline } from '../../rules/vers/derived';
import { disabledOutcome, injuryModifiers } from '../../rules/vers/injuryEffects';
import { countMarks } from '../../rules/vers/injuryTrack';
import { sumModifiers, type Modifier } from '../../rules/modifier';
import type { LogEvent } from '../../model/events';
import { versHarm } from './harm';
import type { CombatState, Harm } from '../../model/state';
import { settingsOf, versSheetOf } from './inputs';
import { mapped } from '../../model/record';

/** The Discipline roll of a Disabled character whose turn begins, or null when none is due. */
export function versTurnStart(state: CombatState, id: string, dice: DiceSource): { harm: Harm; event: Omit<LogEvent, 'round' | 'turn'> } | null {
  const c = state.encounter.combatants.find((x) => x.id === id);
  const harm = state.harm[id];
  const sheet = c ? versSheetOf(c) : null;
  if (!c || !sheet || harm?.system !== 'vers' || harm.fallen) return null;
  const track = countMarks(harm.marks);
  if (track.disabled === 0) return null;
  const settings = settingsOf(state);
  const disc = discipline(sheet).value;
  const modifiers: Modifier[] = [
    { source: `TN base`, category: 'other', value: settings.tnBase },
    { source: 'Discipline (Resolve + Composure)', category: 'attribute', value: disc },
    // Wounded applies to everything; Discipline is not a physical roll, so Impaired does not.
    ...injuryModifiers(track, false),
  ];
  const effTN = sumModifiers(modifiers);
  const roll = rollDice({ terms: [{ count: 3, sides: 6 }], modifier: 0 }, dice);
  const faces = mapped(roll.faces, (f) => f.value) as [number, number, number];
  const check = rollCheck(effTN, faces, settings);
  const disabling = harm.marks.find((m) => m.condition === 'disabled');
  const outcome = disabledOutcome(check, disabling?.lethal ?? true);
  const words = outcome === 'acts' ? `passes (${check.degrees} DoS) and may take one simple action at half movement` : `fails (${check.degrees} DoF) and falls ${outcome}`;
  return {
    harm: outcome === 'acts' ? harm : versHarm(harm.marks, harm.shield, outcome),
    event: {
      kind: 'action',
      actor: id,
      target: null,
      summary: `${c.name} is Disabled: Discipline roll ${words}`,
      rolls: [{ label: 'Discipline (Disabled)', roll, modifiers, total: effTN, against: effTN, outcome: check.success ? 'success' : 'failure' }],
      effects: outcome === 'acts' ? [] : [`${c.name}: ${outcome}`],
      settings,
      gmOnly: false,
    },
  };
}
