// Changing who is in the fight while it runs: reinforcements join, someone leaves, a hidden
// combatant is revealed (or hidden again), the GM sets the turn order, a sheet or a token's art is
// changed in play.
// Each is a logged command, so it replays and can be undone like any other.
import { withMembers } from '../model/record';
import { hexPlace } from '../hex';
import { buildBoard, movementCost } from '../model/board';
import { bodyHexes } from '../model/body';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, gmOnlyFor, nameOf, note } from '../model/query';
import { assetImageSchema, type AnyCombatant, type Encounter } from '../model/schema';
import { cloneState, type CombatState } from '../model/state';
import { adapterFor, COMBATANT_SCHEMAS } from '../systems/registry';
import { withEncounter, type Step } from './step';
import { passTurn, withoutWaiting } from './turns';

const issues = (e: { issues: { path: PropertyKey[]; message: string }[] }): string => e.issues.map((i) => `${i.path.join('.') || 'combatant'}: ${i.message}`).join('; ');

/** The `add-combatant` command: placed on a free hex of the map, harm from its sheet, last in the order. */
export function addCombatant(state: CombatState, cmd: Extract<Command, { type: 'add-combatant' }>, events: LogEvent[]): Step {
  const enc = state.encounter;
  const parsed = COMBATANT_SCHEMAS[enc.system].safeParse(cmd.combatant);
  if (!parsed.success) return { ok: false, reason: `That combatant does not fit this ${enc.system} encounter: ${issues(parsed.error)}.` };
  const c = parsed.data as AnyCombatant;
  if (combatantById(state, c.id)) return { ok: false, reason: `There is already a combatant "${c.id}".` };
  const board = buildBoard(enc, state.out);
  // Every hex of its body must be free (RULES.md 5.2), the anchor first as it always was.
  const cost = movementCost(board, c.id);
  for (const [i, h] of bodyHexes(c).entries()) {
    const at = hexPlace(h, enc.map.orientation);
    if (!board.inBounds(h)) return { ok: false, reason: `${at.charAt(0).toUpperCase()}${at.slice(1)} is off the map${i === 0 ? '' : ` (${c.name}'s body would cover it)`}.` };
    if (!Number.isFinite(cost(h))) return { ok: false, reason: `${c.name} cannot stand on ${at}: it is a wall, solid cover or taken.` };
  }
  let s = withEncounter(state, (e) => withMembers(e, { combatants: [...e.combatants, c] } as Partial<Encounter>));
  if (state.phase === 'combat') {
    s = cloneState(s);
    s.harm = { ...state.harm, [c.id]: adapterFor(enc.system).initialHarm(c, s) };
    // A fixed order takes it last; it acts in this round when its place comes.
    if (adapterFor(enc.system).turns === 'fixed-order') s.order = [...state.order, c.id];
  }
  events.push(note(state, 'joined', `${c.name} joins the fight${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, gmOnly: c.hidden }));
  return s;
}

/** The `remove-combatant` command: it leaves the map, the order and any grapple; its turn passes on. */
export function removeCombatant(state: CombatState, cmd: Extract<Command, { type: 'remove-combatant' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.encounter.combatants.length <= 1 && state.phase === 'combat') return { ok: false, reason: 'A fight needs someone in it; end combat instead.' };
  events.push(note(state, 'left', `${c.name} leaves the fight${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, gmOnly: c.hidden }));
  // Whoever leaves in its own turn ends it first, so the next one begins as usual.
  const base = state.phase === 'combat' && state.current === c.id ? passTurn(state, c.id, events) : state;
  if ('ok' in base) return base;
  const s = withEncounter(base, (e) => withMembers(e, { combatants: e.combatants.filter((x) => x.id !== c.id) } as Partial<Encounter>));
  const harm = { ...base.harm };
  delete harm[c.id];
  s.harm = harm;
  s.order = base.order.filter((id) => id !== c.id);
  s.acted = base.acted.filter((id) => id !== c.id);
  s.out = base.out.filter((id) => id !== c.id);
  s.grapples = base.grapples.map((g) => g.filter((id) => id !== c.id)).filter((g) => g.length > 1);
  s.waiting = withoutWaiting(base.waiting, c.id);
  return s;
}

/** The `set-hidden` command: revealing tells the players from this command on; hiding is GM-only. */
export function setHidden(state: CombatState, cmd: Extract<Command, { type: 'set-hidden' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (c.hidden === cmd.hidden) return { ok: false, reason: `${c.name} is already ${cmd.hidden ? 'hidden from' : 'shown to'} the players.` };
  events.push(note(state, cmd.hidden ? 'hidden' : 'revealed', cmd.hidden ? `${c.name} is hidden from the players` : `${c.name} is revealed`, { actor: c.id, gmOnly: cmd.hidden }));
  return withEncounter(state, (e) => withMembers(e, { combatants: e.combatants.map((x) => (x.id === c.id ? withMembers(x, { hidden: cmd.hidden }) : x)) } as Partial<Encounter>));
}

/** The `set-players-name` command: GM-only in the log, since the players must not learn the real name. */
export function setPlayersName(state: CombatState, cmd: Extract<Command, { type: 'set-players-name' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const words = cmd.playersName === undefined ? 'by its name' : cmd.playersName === null ? 'by no name' : `as "${cmd.playersName}"`;
  events.push(note(state, 'players-name', `The players now see ${c.name} ${words}`, { actor: c.id, gmOnly: true }));
  return withEncounter(state, (e) => ({
    ...e,
    combatants: e.combatants.map((x) => {
      if (x.id !== c.id) return x;
      const { playersName: _old, ...rest } = x;
      return cmd.playersName === undefined ? rest : { ...rest, playersName: cmd.playersName };
    }),
  }) as Encounter);
}

/**
 * The `set-portrait` command: the token's art replaced or removed (null). Checked here too, since a
 * command from a window is not parsed on its way in: the art must be a library asset's name.
 */
export function setPortrait(state: CombatState, cmd: Extract<Command, { type: 'set-portrait' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (cmd.portrait !== null) {
    const parsed = assetImageSchema.safeParse(cmd.portrait);
    if (!parsed.success) return { ok: false, reason: `That art does not fit ${c.name}: ${parsed.error.issues.map((i) => i.message).join('; ')}.` };
  }
  // A hidden combatant's line stays the GM's: the players must not learn it is there.
  events.push(note(state, 'portrait-set', `${c.name}'s token art ${cmd.portrait === null ? 'removed' : 'changed'}`, { actor: c.id, gmOnly: c.hidden }));
  return withEncounter(state, (e) => ({
    ...e,
    combatants: e.combatants.map((x) => {
      if (x.id !== c.id) return x;
      const { portrait: _old, ...rest } = x;
      return cmd.portrait === null ? rest : { ...rest, portrait: cmd.portrait };
    }),
  }) as Encounter);
}

/** The `set-order` command: the order of the round from here on; who has acted keeps having acted. */
export function setOrder(state: CombatState, cmd: Extract<Command, { type: 'set-order' }>, events: LogEvent[]): Step {
  if (adapterFor(state.encounter.system).turns !== 'fixed-order') return { ok: false, reason: 'Here whoever acts hands the turn to the next; there is no order to set.' };
  const known = new Set(state.encounter.combatants.map((c) => c.id));
  const unknown = cmd.order.filter((id) => !known.has(id));
  if (unknown.length) return { ok: false, reason: `The order names combatants not in this fight: ${unknown.join(', ')}.` };
  if (new Set(cmd.order).size !== cmd.order.length) return { ok: false, reason: 'The order names a combatant twice.' };
  // Anyone left out keeps its place after those named.
  const order = [...cmd.order, ...state.order.filter((id) => !cmd.order.includes(id))];
  const s = cloneState(state);
  s.order = order;
  // Where the rules order every round (Waylights by Timing, RULES.md 3.2, 5.1), the GM's order holds for this round only.
  const thisRound = adapterFor(state.encounter.system).roundOrder(state) !== null ? ['This order holds for this round: the rules order the next round again.'] : [];
  events.push(note(state, 'order-set', `Turn order: ${order.map((id) => nameOf(state, id)).join(', ')}${thisRound.length ? ' (this round)' : ''}`, { gmOnly: order.some((id) => gmOnlyFor(state, id)), effects: thisRound }));
  return s;
}

/** The `edit-sheet` command: the sheet replaced (valid for the system), the reason in the log. */
export function editSheet(state: CombatState, cmd: Extract<Command, { type: 'edit-sheet' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const parsed = COMBATANT_SCHEMAS[state.encounter.system].shape.sheet.safeParse(cmd.sheet);
  if (!parsed.success) return { ok: false, reason: `That sheet does not fit ${c.name}: ${issues(parsed.error)}.` };
  if (!cmd.reason.trim()) return { ok: false, reason: 'Say why the sheet changes: the log keeps the reason.' };
  events.push(note(state, 'sheet-edited', `${c.name}'s sheet is edited (${cmd.reason})`, { actor: c.id, gmOnly: true }));
  return withEncounter(state, (e) => withMembers(e, { combatants: e.combatants.map((x) => (x.id === c.id ? withMembers(x, { sheet: parsed.data } as Partial<typeof x>) : x)) } as Partial<Encounter>));
}
