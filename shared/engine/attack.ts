// Attacks: the checks every system shares (whose turn, sight, reach), then the system's plan and
// resolution with the command's dice, then what the attack changed: harm, the round's counters,
// positions (a step aside) and cover damage.
import type { Board } from '../model/board';
import type { AttackCommand } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, gmOnlyFor, note } from '../model/query';
import { mapped, withEntry, withMembers } from '../model/record';
import type { Encounter } from '../model/schema';
import { cloneState, usedMore, type CombatState } from '../model/state';
import type { AttackResolution } from '../systems/definition';
import { actorRefusal, planAttack } from './plan';
import { adapterFor } from '../systems/registry';
import { markOutcomes } from './outcomes';
import { withoutWaiting } from './turns';
import { LOGGED, stamped, withDice, withEncounter, type ReduceOptions, type Step } from './step';
import { isEdgeCoverId } from '../model/edges';
import { damageLowWall } from './lowWalls';

/** Removes `amount` structure from a cover object; broken cover leaves the map. */
export function applyCoverDamage(state: CombatState, board: Board, coverId: string, amount: number, events: LogEvent[], why: string): CombatState {
  if (isEdgeCoverId(coverId)) return damageLowWall(state, coverId, amount, events, why);
  const cover = board.coverById(coverId);
  if (!cover) return state;
  const left = Math.max(0, cover.structure - amount);
  events.push(note(state, left === 0 ? 'cover-destroyed' : 'cover-damaged', left === 0 ? `${cover.name} is destroyed (${why})` : `${cover.name} takes ${amount} (${left} of ${cover.maxStructure} left; ${why})`, { effects: [`${cover.name}: ${left}/${cover.maxStructure}`] }));
  return withEncounter(state, (enc) => {
    // A copy by slice keeps the list's layout (as a file's list, zod builds it holey): a second
    // layout of the terrain list deoptimized every reader of it the first time cover broke.
    const terrain = enc.map.terrain.slice();
    const at = terrain.findIndex((t) => t.kind === 'cover' && t.id === coverId);
    const hit = terrain[at];
    if (hit?.kind === 'cover') {
      if (left === 0) terrain.splice(at, 1);
      else terrain[at] = withMembers(hit, { structure: left });
    }
    return withMembers(enc, { map: withMembers(enc.map, { terrain }) });
  });
}

/** The `attack` command; with `opts.log` false its own entry is left out of the events. */
export function attack(state: CombatState, cmd: AttackCommand, events: LogEvent[], opts: ReduceOptions = LOGGED): Step {
  if (state.phase !== 'combat') return { ok: false, reason: 'Attacks happen in combat; start combat first.' };
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a) return { ok: false, reason: `No combatant "${cmd.attacker}".` };
  if (!d) return { ok: false, reason: `No combatant "${cmd.defender}".` };
  if (a.id === d.id) return { ok: false, reason: `${a.name} cannot attack itself.` };
  const adapter = adapterFor(state.encounter.system);
  if (cmd.counterAttack && !adapter.counterAttacks) return { ok: false, reason: `${state.encounter.system} has no Counter-Attack: attacks are made in the attacker's own turn.` };
  // A Counter-Attack strikes back out of turn (the system checks that one is on offer), and so does
  // a readied attack (checked here: the engine keeps who holds one).
  const notNow = actorRefusal(state, a, cmd);
  if (notNow) return { ok: false, reason: notNow };
  const outOfTurn = cmd.counterAttack === true || cmd.readied === true;
  if (cmd.choices.system !== state.encounter.system) return { ok: false, reason: `Those are ${cmd.choices.system} choices, but this encounter runs ${state.encounter.system}.` };
  // The plan the preview showed, when the GM's preview or the tactic made it on this state.
  const plan = planAttack(state, cmd);
  if (!plan) return { ok: false, reason: `${a.name} has no weapon called "${cmd.weapon}".` };
  if (plan.mapRefusal) return { ok: false, reason: plan.mapRefusal };
  const { board } = plan;
  const rolled = withDice(state, cmd.dice, (dice) => plan.system.resolve(dice, opts.log), 'this attack uses');
  if (!rolled.ok) return rolled;
  const r = rolled.value.value;
  let s = cloneState(state);
  s.rng = rolled.rng;
  s.harm = withMembers(state.harm, r.harm);
  // Out of turn, the attack spends nothing of the turn it interrupts.
  if (!outOfTurn) s.use = usedMore(state.use, { attacks: state.use.attacks + 1, steps: [...state.use.steps, r.kill ? 'kill' : 'act'] });
  if (cmd.readied) {
    const trigger = state.waiting?.readied[a.id] ?? '';
    events.push(note(state, 'readied-attack', `${a.name} makes the readied attack${trigger ? ` (${trigger})` : ''}`, { actor: a.id, target: d.id, gmOnly: gmOnlyFor(state, a.id, d.id) }));
    s.waiting = withoutWaiting(state.waiting, a.id);
  }
  s.counters = countAttack(state.counters, a.id, d.id, r);
  if (r.systemState) s.systemState = r.systemState;
  // Only a hidden defender hides the attack from the players: a hidden attacker's blow is shown as
  // coming from someone unseen, so a PC never loses hit points with nothing to explain it.
  // A Counter-Attack strikes out of turn, so the log says which blow it was.
  if (opts.log) {
    const event = cmd.counterAttack ? { ...r.event, summary: `Counter-Attack by ${a.name}: ${r.event.summary}` } : r.event;
    events.push(stamped(event, state, event.gmOnly || gmOnlyFor(state, d.id)));
  }
  if (r.moves?.length) {
    const to = new Map(r.moves.map((m) => [m.id, m.to]));
    s.encounter = withMembers(s.encounter, { combatants: mapped(s.encounter.combatants, (c) => (to.has(c.id) ? withMembers(c, { position: to.get(c.id)! }) : c)) } as Partial<Encounter>);
  }
  if (r.coverDamage) s = applyCoverDamage(s, board, r.coverDamage.coverId, r.coverDamage.amount, events, `hit by ${a.name}`);
  return markOutcomes(s, Object.keys(r.harm), events);
}

/** The round's counters after an attack (RULES.md section 4): one more received, and how it was met. */
export function countAttack(c: CombatState['counters'], attacker: string, defender: string, r: Pick<AttackResolution, 'counts'>): CombatState['counters'] {
  const attackers = r.counts.atRange ? c.rangedAttackers : c.meleeAttackers;
  const seen = attackers[defender] ?? [];
  const distinct = seen.includes(attacker) ? attackers : withEntry(attackers, defender, [...seen, attacker]);
  return {
    attacksThisRound: withEntry(c.attacksThisRound, defender, (c.attacksThisRound[defender] ?? 0) + 1),
    metActively: r.counts.metActively ? withEntry(c.metActively, defender, (c.metActively[defender] ?? 0) + 1) : c.metActively,
    meleeAttackers: r.counts.atRange ? c.meleeAttackers : distinct,
    rangedAttackers: r.counts.atRange ? distinct : c.rangedAttackers,
  };
}
