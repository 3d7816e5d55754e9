// Grapples: a relation between combatants whose members share one hex (RULES.md section 4). The GM
// declares one or its end by hand, or, where the system rolls grapples (VERS, RULES.md 2.3), the
// command carries `roll` and the system's grappling attack decides it.
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { grappleOf } from '../model/facts';
import { combatantById, gmOnlyFor, note } from '../model/query';
import type { CombatState } from '../model/state';
import { apart, freeHexesBeside, grappleRefusal, joinGrapple, leaveGrapple, stepOutRefusal } from './grappleMoves';
import { rolledGrapple } from './grappleRoll';
import type { Step } from './step';

type GrappleCommand = Extract<Command, { type: 'grapple' }>;
type BreakFreeCommand = Extract<Command, { type: 'break-free' }>;

/** The `grapple` command: the GM's declaration, or a rolled grapple. */
export function grapple(state: CombatState, cmd: GrappleCommand, events: LogEvent[]): Step {
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a || !d) return { ok: false, reason: 'Both combatants must exist.' };
  if (state.phase === 'combat' && state.current !== a.id) return { ok: false, reason: `It is not ${a.name}'s turn.` };
  const refusal = grappleRefusal(state, a, d);
  if (refusal) return { ok: false, reason: refusal };
  if (cmd.roll) return rolledGrapple(state, { kind: 'grapple', actor: a.id, target: d.id }, cmd.dice, events);
  if (cmd.dice) return { ok: false, reason: 'Dice are for a rolled grapple; a declared one rolls none.' };
  events.push(note(state, 'grapple', `${a.name} grapples ${d.name} (the GM's ruling)`, { actor: a.id, target: d.id, gmOnly: gmOnlyFor(state, a.id, d.id) }));
  return joinGrapple(state, a, d);
}

/** The `break-free` command: the GM's declaration (to the nearest open hex), or a rolled break free. */
export function breakFree(state: CombatState, cmd: BreakFreeCommand, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const g = grappleOf(state, c.id);
  if (!g) return { ok: false, reason: `${c.name} is not in a grapple.` };
  if (cmd.roll) {
    const from = cmd.from === undefined ? undefined : combatantById(state, cmd.from);
    if (!from || from.id === c.id || !g.includes(from.id)) return { ok: false, reason: `Name who holds ${c.name}: a member of its grapple.` };
    if (state.phase === 'combat' && state.current !== c.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
    const stepRefusal = stepOutRefusal(state, c, cmd.to);
    if (stepRefusal) return { ok: false, reason: stepRefusal };
    return rolledGrapple(state, { kind: 'break-free', actor: c.id, target: from.id, to: cmd.to ?? null }, cmd.dice, events);
  }
  if (cmd.dice || cmd.from !== undefined) return { ok: false, reason: 'A holder and dice are for a rolled break free; a declared one names neither.' };
  // Two tokens never share a hex outside a grapple; two bigger bodies side by side need not step.
  const stays = cmd.to === undefined && apart(state, c);
  const open = stays ? null : (cmd.to ?? freeHexesBeside(state, c)[0]);
  if (!stays && !open) return { ok: false, reason: `${c.name} has no open hex to step into.` };
  const stepRefusal = cmd.to ? stepOutRefusal(state, c, cmd.to) : null;
  if (stepRefusal) return { ok: false, reason: stepRefusal };
  events.push(note(state, 'break-free', `${c.name} breaks free (the GM's ruling)`, { actor: c.id, gmOnly: c.hidden }));
  return leaveGrapple(state, c, open ?? null);
}
