// The pure heart of the engine: reduce(state, command) -> the new state and the events it caused,
// or a refusal with the reason and no change. Dice come from the seeded generator whose state lives
// in the combat state, or from faces the GM typed into the command.
import { createRng, typedDice, TypedDiceError, type DiceSource } from '../dice';
import { hexEquals, hexNeighbors, pathCost, type Hex } from '../hex';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { buildBoard, blockedReason, movementCost, type Board } from '../model/board';
import { factsFor, grappleOf } from '../model/facts';
import { adapterFor } from '../systems/registry';
import type { AttackResolution, SystemCommand, SystemCommandResult } from '../systems/definition';
import { cloneState, freshCounters, freshTurn, type CombatState } from '../model/state';
import type { AnyCombatant, Encounter } from '../model/schema';
import { adjustHarm } from './harm';
import { combatantById, gmOnlyFor, isActive, nameOf, note } from '../model/query';
import { markOutcomes } from './outcomes';

export type ReduceResult = { ok: true; state: CombatState; events: LogEvent[] } | { ok: false; reason: string };

type Event = LogEvent;

function withEncounter(state: CombatState, change: (enc: Encounter) => Encounter): CombatState {
  const s = cloneState(state);
  s.encounter = change(state.encounter);
  return s;
}

function updateCombatant(state: CombatState, id: string, change: Partial<Pick<AnyCombatant, 'position' | 'facing'>>): CombatState {
  return withEncounter(state, (enc) => ({
    ...enc,
    combatants: enc.combatants.map((c) => (c.id === id ? { ...c, ...change } : c)),
  }) as Encounter);
}

/**
 * An adapter's event with the round and turn it happened in. Built member by member: spreading
 * the adapter's event (whose shape differs per system and per outcome) was the single costliest
 * line of an attack.
 */
function stamped(e: Omit<LogEvent, 'round' | 'turn'>, at: CombatState, gmOnly: boolean): LogEvent {
  const out: LogEvent = { kind: e.kind, round: at.round, turn: at.turn, actor: e.actor, target: e.target, summary: e.summary, rolls: e.rolls, effects: e.effects, gmOnly };
  return e.settings === undefined ? out : { ...out, settings: e.settings };
}

// ---- turns and rounds -------------------------------------------------------------------------

function beginTurn(state: CombatState, id: string, events: Event[], typed?: number[]): CombatState | ReduceResult {
  events.push(note(state, 'turn-started', `${nameOf(state, id)}'s turn`, { actor: id, gmOnly: gmOnlyFor(state, id) }));
  let s = cloneState(state);
  s.current = id;
  s.use = freshTurn();
  // A Counter-Attack is offered only until the next turn begins (RULES.md 1.4).
  if (state.counters.counterAttacks.length) s.counters = { ...state.counters, counterAttacks: [] };
  const hook = adapterFor(s.encounter.system).turnStart;
  if (!hook) return s;
  const { source, rng } = diceFor(s, typed);
  let r;
  try {
    r = hook(s, id, source);
  } catch (e) {
    if (e instanceof TypedDiceError) return { ok: false, reason: `Typed dice: ${e.message}.` };
    throw e;
  }
  if (!r) return s;
  s = cloneState(s);
  s.rng = rng ? rng.state() : s.rng;
  s.harm = { ...s.harm, [id]: r.harm };
  events.push(stamped(r.event, s, r.event.gmOnly || gmOnlyFor(s, id)));
  s = markOutcomes(s, [id], events);
  // Someone who falls as the turn begins does not act: the turn passes on.
  return isActive(s, id) ? s : passTurn(s, id, events, undefined);
}

/** The next actor of a round in a fixed order (YAUGS, Waylights): the first who has not acted. */
function nextInOrder(state: CombatState): string | null {
  return state.order.find((id) => !state.acted.includes(id) && isActive(state, id)) ?? null;
}

/** VERS hand-off when nobody is named: the first of another side who has not acted, else anyone. */
function defaultHandOff(state: CombatState, from: string | null): string | null {
  const waiting = state.encounter.combatants.filter((c) => !state.acted.includes(c.id) && isActive(state, c.id) && c.id !== from);
  const side = from ? combatantById(state, from)?.side : undefined;
  return (waiting.find((c) => c.side !== side) ?? waiting[0])?.id ?? null;
}

function beginRound(state: CombatState, round: number, events: Event[], first?: string, typed?: number[]): CombatState | ReduceResult {
  const adapter = adapterFor(state.encounter.system);
  const active = state.encounter.combatants.filter((c) => isActive(state, c.id)).map((c) => c.id);
  const order = adapter.roundOrder(state) ?? (state.encounter.system === 'vers' ? [] : state.order.filter((id) => active.includes(id)));
  const s = cloneState(state);
  s.round = round;
  s.turn = 0;
  s.order = order;
  s.acted = [];
  s.current = null;
  s.counters = freshCounters();
  s.use = freshTurn();
  events.push(note(s, 'round-started', `Round ${round}`));
  const firstId = state.encounter.system === 'vers' ? (first ?? defaultHandOff(s, null)) : nextInOrder(s);
  if (firstId === null) return s;
  // s is still this function's own copy: nobody has seen it yet.
  if (state.encounter.system === 'vers') s.order = [firstId];
  s.turn = 1;
  return beginTurn(s, firstId, events, typed);
}

function startCombat(state: CombatState, cmd: Extract<Command, { type: 'start-combat' }>, events: Event[]): ReduceResult | CombatState {
  if (state.phase !== 'prep') return { ok: false, reason: 'Combat has already started.' };
  const enc = state.encounter;
  if (enc.combatants.length < 2) return { ok: false, reason: 'A fight needs at least two combatants on the map.' };
  const ids = enc.combatants.map((c) => c.id);
  let order = ids;
  if (cmd.order) {
    const unknown = cmd.order.filter((id) => !ids.includes(id));
    if (unknown.length) return { ok: false, reason: `The order names combatants not in this encounter: ${unknown.join(', ')}.` };
    // Anyone the GM left out of the order acts after those named, in encounter order.
    order = [...new Set([...cmd.order, ...ids])];
  }
  const adapter = adapterFor(enc.system);
  const harm: CombatState['harm'] = {};
  for (const c of enc.combatants) harm[c.id] = adapter.initialHarm(c, state);
  const out = enc.combatants.filter((c) => adapter.isOut(harm[c.id]!, c)).map((c) => c.id);
  const s = cloneState(state);
  s.phase = 'combat';
  s.harm = harm;
  s.out = out;
  s.order = order;
  s.surprise = cmd.surprise ?? null;
  const surprise = s.surprise === null ? '' : `; ${s.surprise === 'pc' ? 'the PCs and their allies' : 'the NPCs'} meant to surprise`;
  events.push(note(state, 'combat-started', `Combat starts: ${enc.combatants.length} combatants${surprise}`));
  return beginRound(s, 1, events, enc.system === 'vers' ? cmd.order?.[0] : undefined);
}

/** Ends `who`'s turn and begins the next one (or the next round when everyone has acted). */
function passTurn(state: CombatState, who: string, events: Event[], cmd: Extract<Command, { type: 'end-turn' }> | undefined): ReduceResult | CombatState {
  const s = cloneState(state);
  s.acted = state.acted.includes(who) ? state.acted : [...state.acted, who];
  s.current = null;
  let next: string | null;
  if (s.encounter.system === 'vers') {
    const wanted = cmd?.next;
    if (wanted !== undefined) {
      if (!combatantById(s, wanted)) return { ok: false, reason: `No combatant "${wanted}".` };
      if (s.acted.includes(wanted)) return { ok: false, reason: `${nameOf(s, wanted)} has already acted this round.` };
      if (!isActive(s, wanted)) return { ok: false, reason: `${nameOf(s, wanted)} is out of the fight.` };
    }
    next = wanted ?? defaultHandOff(s, who);
    if (next !== null) s.order = [...s.order, next];
  } else {
    if (cmd?.next !== undefined) return { ok: false, reason: 'Only VERS hands the turn to a chosen combatant; here the order decides.' };
    next = nextInOrder(s);
  }
  if (next === null) return beginRound(s, s.round + 1, events, undefined, cmd?.dice);
  s.turn += 1;
  return beginTurn(s, next, events, cmd?.dice);
}

function endTurn(state: CombatState, cmd: Extract<Command, { type: 'end-turn' }>, events: Event[]): ReduceResult | CombatState {
  if (state.phase !== 'combat' || state.current === null) return { ok: false, reason: 'No one is taking a turn.' };
  const who = state.current;
  events.push(note(state, 'turn-ended', `${nameOf(state, who)} ends the turn`, { actor: who, gmOnly: gmOnlyFor(state, who) }));
  return passTurn(state, who, events, cmd);
}

// ---- movement ---------------------------------------------------------------------------------

function move(state: CombatState, cmd: Extract<Command, { type: 'move' }>, events: Event[]): ReduceResult | CombatState {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.phase === 'combat' && state.current !== cmd.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
  if (!isActive(state, cmd.id)) return { ok: false, reason: `${c.name} is out of the fight.` };
  if (grappleOf(state, cmd.id)) return { ok: false, reason: `${c.name} is in a grapple and must break free before moving.` };
  const board = buildBoard(state.encounter, state.out);
  const path: Hex[] = hexEquals(cmd.path[0]!, c.position) ? cmd.path : [c.position, ...cmd.path];
  if (path.length < 2) return { ok: false, reason: 'The path does not leave the starting hex.' };
  const check = pathCost(path, movementCost(board, cmd.id));
  if (!check.ok) {
    const at = path[Math.max(0, check.at)]!;
    if (check.error === 'not-adjacent') return { ok: false, reason: `The path jumps at hex ${at.q},${at.r}: each step must go to a neighbouring hex.` };
    return { ok: false, reason: `${c.name} cannot enter ${blockedReason(board, cmd.id, at, (id) => nameOf(state, id)) ?? `hex ${at.q},${at.r}`}.` };
  }
  const adapter = adapterFor(state.encounter.system);
  const budget = state.phase === 'combat' ? adapter.moveBudget(c, state) : Infinity;
  if (check.cost > budget) {
    return { ok: false, reason: `${c.name} can move ${budget} more this turn; that path costs ${check.cost}.` };
  }
  const to = path[path.length - 1]!;
  const s = updateCombatant(state, cmd.id, { position: to });
  if (state.phase === 'combat') s.use = { ...s.use, moved: s.use.moved + check.cost, steps: [...s.use.steps, check.cost] };
  events.push(note(state, 'moved', `${c.name} moves ${path.length - 1} hex${path.length === 2 ? '' : 'es'} (cost ${check.cost})`, { actor: c.id, gmOnly: c.hidden }));
  return s;
}

function face(state: CombatState, cmd: Extract<Command, { type: 'face' }>, events: Event[]): ReduceResult | CombatState {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  events.push(note(state, 'faced', cmd.facing === null ? `${c.name} stops tracking facing` : `${c.name} turns to face direction ${cmd.facing}`, { actor: c.id, gmOnly: c.hidden }));
  return updateCombatant(state, cmd.id, { facing: cmd.facing });
}

// ---- attacks ----------------------------------------------------------------------------------

/**
 * The dice for one command: the faces the GM typed, or the seeded generator, built only when a
 * die is actually rolled (most commands roll none, and rebuilding the generator is not free).
 * `rng()` gives the generator's new state, or null when nothing was rolled.
 */
function diceFor(state: CombatState, typed: number[] | undefined): { source: DiceSource; rng: { state(): CombatState['rng'] } | null } {
  if (typed) return { source: typedDice(typed), rng: null };
  let rng: ReturnType<typeof createRng> | null = null;
  const source: DiceSource = {
    kind: 'seeded',
    roll: (sides) => (rng ??= createRng('', state.rng)).int(sides),
  };
  return { source, rng: { state: () => (rng ? rng.state() : state.rng) } };
}

function applyCoverDamage(state: CombatState, board: Board, coverId: string, amount: number, events: Event[], why: string): CombatState {
  const cover = board.coverById(coverId);
  if (!cover) return state;
  const left = Math.max(0, cover.structure - amount);
  events.push(note(state, left === 0 ? 'cover-destroyed' : 'cover-damaged', left === 0 ? `${cover.name} is destroyed (${why})` : `${cover.name} takes ${amount} (${left} of ${cover.maxStructure} left; ${why})`, { effects: [`${cover.name}: ${left}/${cover.maxStructure}`] }));
  return withEncounter(state, (enc) => ({
    ...enc,
    map: {
      ...enc.map,
      // Broken cover is removed from the map.
      terrain: left === 0
        ? enc.map.terrain.filter((t) => !(t.kind === 'cover' && t.id === coverId))
        : enc.map.terrain.map((t) => (t.kind === 'cover' && t.id === coverId ? { ...t, structure: left } : t)),
    },
  }));
}

function attack(state: CombatState, cmd: Extract<Command, { type: 'attack' }>, events: Event[]): ReduceResult | CombatState {
  if (state.phase !== 'combat') return { ok: false, reason: 'Attacks happen in combat; start combat first.' };
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a) return { ok: false, reason: `No combatant "${cmd.attacker}".` };
  if (!d) return { ok: false, reason: `No combatant "${cmd.defender}".` };
  if (a.id === d.id) return { ok: false, reason: `${a.name} cannot attack itself.` };
  const adapter = adapterFor(state.encounter.system);
  if (cmd.counterAttack && !adapter.counterAttacks) return { ok: false, reason: `${state.encounter.system} has no Counter-Attack: attacks are made in the attacker's own turn.` };
  // A Counter-Attack strikes back out of turn; the system checks that one is on offer.
  if (state.current !== a.id && !cmd.counterAttack) return { ok: false, reason: `It is not ${a.name}'s turn.` };
  if (!isActive(state, a.id)) return { ok: false, reason: `${a.name} is out of the fight.` };
  if (cmd.choices.system !== state.encounter.system) return { ok: false, reason: `Those are ${cmd.choices.system} choices, but this encounter runs ${state.encounter.system}.` };
  const weapon = adapter.weapons(a).find((w) => w.name === cmd.weapon);
  if (!weapon) return { ok: false, reason: `${a.name} has no weapon called "${cmd.weapon}".` };
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, weapon.reachHexes);
  if (!facts.lineOfSight) return { ok: false, reason: `${a.name} cannot see ${d.name}: a wall blocks the line.` };
  if (!weapon.ranged && facts.category === 'ranged') {
    return { ok: false, reason: `${d.name} is ${facts.distanceHexes} hexes away, beyond the reach of ${weapon.name} (${weapon.reachHexes}).` };
  }
  const { source, rng } = diceFor(state, cmd.dice);
  let result;
  try {
    result = adapter.attack(state, cmd, facts, source);
  } catch (e) {
    if (e instanceof TypedDiceError) return { ok: false, reason: `Typed dice: ${e.message}.` };
    throw e;
  }
  if (!result.ok) return result;
  if (cmd.dice && source.kind === 'typed' && (source as ReturnType<typeof typedDice>).remaining() > 0) {
    return { ok: false, reason: `Typed dice: ${(source as ReturnType<typeof typedDice>).remaining()} more faces were typed than this attack uses.` };
  }
  const r = result.value;
  let s = cloneState(state);
  s.rng = rng ? rng.state() : state.rng;
  s.harm = { ...state.harm, ...r.harm };
  if (!cmd.counterAttack) s.use = { ...state.use, attacks: state.use.attacks + 1, steps: [...state.use.steps, r.kill ? 'kill' : 'act'] };
  s.counters = countAttack(state.counters, a.id, d.id, r, cmd.counterAttack === true);
  events.push(stamped(r.event, state, r.event.gmOnly || gmOnlyFor(state, a.id, d.id)));
  if (r.moves?.length) {
    const to = new Map(r.moves.map((m) => [m.id, m.to]));
    s.encounter = { ...s.encounter, combatants: s.encounter.combatants.map((c) => (to.has(c.id) ? { ...c, position: to.get(c.id)! } : c)) } as Encounter;
  }
  if (r.coverDamage) s = applyCoverDamage(s, board, r.coverDamage.coverId, r.coverDamage.amount, events, `hit by ${a.name}`);
  return markOutcomes(s, Object.keys(r.harm), events);
}

/** The round's counters after an attack (RULES.md section 4): what it used, and what it offers. */
function countAttack(c: CombatState['counters'], attacker: string, defender: string, r: AttackResolution, counter: boolean): CombatState['counters'] {
  const attackers = r.counts.atRange ? c.rangedAttackers : c.meleeAttackers;
  const seen = attackers[defender] ?? [];
  const distinct = seen.includes(attacker) ? attackers : { ...attackers, [defender]: [...seen, attacker] };
  let offers = counter ? c.counterAttacks.filter((o) => !(o.by === attacker && o.on === defender)) : c.counterAttacks;
  if (r.offer) offers = [...offers, r.offer];
  return {
    attacksThisRound: { ...c.attacksThisRound, [defender]: (c.attacksThisRound[defender] ?? 0) + 1 },
    metActively: r.counts.metActively ? { ...c.metActively, [defender]: (c.metActively[defender] ?? 0) + 1 } : c.metActively,
    meleeAttackers: r.counts.atRange ? c.meleeAttackers : distinct,
    rangedAttackers: r.counts.atRange ? distinct : c.rangedAttackers,
    committed: commit(c.committed, r.committed),
    raises: c.raises,
    counterAttacks: offers,
  };
}

function commit(committed: CombatState['counters']['committed'], items: { id: string; item: string }[]): CombatState['counters']['committed'] {
  if (items.length === 0) return committed;
  const next = { ...committed };
  for (const { id, item } of items) next[id] = { ...(next[id] ?? {}), [item]: (next[id]?.[item] ?? 0) + 1 };
  return next;
}

// ---- grapples, actions, harm by hand ------------------------------------------------------------

function grapple(state: CombatState, cmd: Extract<Command, { type: 'grapple' }>, events: Event[]): ReduceResult | CombatState {
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a || !d) return { ok: false, reason: 'Both combatants must exist.' };
  if (a.id === d.id) return { ok: false, reason: `${a.name} cannot grapple itself.` };
  if (state.phase === 'combat' && state.current !== a.id) return { ok: false, reason: `It is not ${a.name}'s turn.` };
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, 1);
  if (facts.category === 'ranged') return { ok: false, reason: `${d.name} is ${facts.distanceHexes} hexes away; a grapple needs the adjacent hex.` };
  const ga = grappleOf(state, a.id);
  const gd = grappleOf(state, d.id);
  if (ga && ga === gd) return { ok: false, reason: `${a.name} and ${d.name} are already in a grapple.` };
  const merged = [...new Set([...(gd ?? [d.id]), ...(ga ?? [a.id])])];
  const grapples = [...state.grapples.filter((g) => g !== ga && g !== gd), merged];
  // Grappling pairs stand in one hex: the attacker steps into the defender's.
  const s = updateCombatant(state, a.id, { position: d.position });
  s.grapples = grapples;
  events.push(note(state, 'grapple', `${a.name} grapples ${d.name}`, { actor: a.id, target: d.id, gmOnly: gmOnlyFor(state, a.id, d.id) }));
  return s;
}

function breakFree(state: CombatState, cmd: Extract<Command, { type: 'break-free' }>, events: Event[]): ReduceResult | CombatState {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const g = grappleOf(state, c.id);
  if (!g) return { ok: false, reason: `${c.name} is not in a grapple.` };
  const rest = g.filter((id) => id !== c.id);
  const grapples = [...state.grapples.filter((x) => x !== g), ...(rest.length > 1 ? [rest] : [])];
  // Whoever breaks free steps to the nearest open hex, so two tokens never share one outside a grapple.
  const board = buildBoard(state.encounter, state.out);
  const cost = movementCost(board, c.id);
  const open = hexNeighbors(c.position).find((h) => Number.isFinite(cost(h)));
  if (!open) return { ok: false, reason: `${c.name} has no open hex to step into.` };
  events.push(note(state, 'break-free', `${c.name} breaks free`, { actor: c.id, gmOnly: c.hidden }));
  const s = updateCombatant(state, c.id, { position: open });
  s.grapples = grapples;
  return s;
}

function action(state: CombatState, cmd: Extract<Command, { type: 'action' }>, events: Event[]): ReduceResult | CombatState {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.phase === 'combat' && state.current !== c.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
  if (state.phase === 'combat' && state.use.turnTaken) return { ok: false, reason: `${c.name} has spent this turn on a complex action.` };
  const words = { 'change-weapon': 'changes weapon', 'use-item': 'uses an item', 'use-skill': 'uses a skill', reload: 'reloads' }[cmd.kind];
  events.push(note(state, 'action', `${c.name} ${words}${cmd.note ? `: ${cmd.note}` : ''}`, { actor: c.id, gmOnly: c.hidden }));
  const s = cloneState(state);
  if (state.phase === 'combat') s.use = { ...state.use, actions: state.use.actions + 1, steps: [...state.use.steps, 'act'] };
  return s;
}

function setOut(state: CombatState, cmd: Extract<Command, { type: 'set-out' }>, events: Event[]): ReduceResult | CombatState {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const isOut = state.out.includes(c.id);
  if (isOut === cmd.out) return { ok: false, reason: `${c.name} is already ${cmd.out ? 'out of' : 'in'} the fight.` };
  events.push(note(state, cmd.out ? 'out' : 'back-in', `${c.name} is ${cmd.out ? 'out of' : 'back in'} the fight${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, gmOnly: c.hidden }));
  const out = cmd.out ? [...state.out, c.id] : state.out.filter((id) => id !== c.id);
  const s = cloneState(state);
  s.out = out;
  return s;
}

function damageCover(state: CombatState, cmd: Extract<Command, { type: 'damage-cover' }>, events: Event[]): ReduceResult | CombatState {
  const board = buildBoard(state.encounter, state.out);
  if (!board.coverById(cmd.coverId)) return { ok: false, reason: `No cover object "${cmd.coverId}" on the map.` };
  return applyCoverDamage(state, board, cmd.coverId, cmd.amount, events, cmd.reason || 'by hand');
}

/** A command only some systems know: the encounter's system resolves it, with dice when it rolls. */
function systemCommand(state: CombatState, cmd: SystemCommand, events: Event[]): ReduceResult | CombatState {
  // The table is keyed by the command's type, so the handler found takes exactly this command.
  const handler = adapterFor(state.encounter.system).commands?.[cmd.type] as ((s: CombatState, c: SystemCommand, d: DiceSource) => SystemCommandResult) | undefined;
  if (!handler) return { ok: false, reason: `"${cmd.type}" is not a rule of ${state.encounter.system}.` };
  const typed = 'dice' in cmd ? cmd.dice : undefined;
  const { source, rng } = diceFor(state, typed);
  let r;
  try {
    r = handler(state, cmd, source);
  } catch (e) {
    if (e instanceof TypedDiceError) return { ok: false, reason: `Typed dice: ${e.message}.` };
    throw e;
  }
  if (!r.ok) return r;
  if (source.kind === 'typed' && (source as ReturnType<typeof typedDice>).remaining() > 0) {
    return { ok: false, reason: `Typed dice: ${(source as ReturnType<typeof typedDice>).remaining()} more faces were typed than this uses.` };
  }
  const s = cloneState(r.state);
  s.rng = rng ? rng.state() : state.rng;
  for (const e of r.events) events.push(stamped(e, state, e.gmOnly));
  return s;
}

// ---- the reducer --------------------------------------------------------------------------------

type Handler<C extends Command> = (state: CombatState, cmd: C, events: Event[]) => ReduceResult | CombatState;

const HANDLERS: { [T in Command['type']]: Handler<Extract<Command, { type: T }>> } = {
  'start-combat': startCombat,
  move,
  face,
  attack,
  grapple,
  'break-free': breakFree,
  action,
  'adjust-harm': (state, cmd, events) => adjustHarm(state, cmd, events),
  recover: systemCommand,
  'damage-cover': damageCover,
  'yaugs-raise-oq': systemCommand,
  'set-out': setOut,
  'end-turn': endTurn,
  'next-round': (state, _cmd, events) =>
    state.phase !== 'combat' ? { ok: false, reason: 'Combat has not started.' } : beginRound(state, state.round + 1, events),
  'end-combat': (state, _cmd, events) => {
    if (state.phase !== 'combat') return { ok: false, reason: 'Combat is not running.' };
    events.push(note(state, 'combat-ended', `Combat ends after ${state.round} round${state.round === 1 ? '' : 's'}`));
    const s = cloneState(state);
    s.phase = 'ended';
    s.current = null;
    return s;
  },
};

/** Applies one command: the new state and its events, or the reason it was refused (state untouched). */
export function reduce(state: CombatState, command: Command): ReduceResult {
  const events: Event[] = [];
  const handler = HANDLERS[command.type] as Handler<Command>;
  const r = handler(state, command, events);
  if ('ok' in r) return r;
  return { ok: true, state: r, events };
}
