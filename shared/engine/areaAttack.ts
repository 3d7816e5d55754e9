// The `attack` command with `at` (RULES.md 5.3): one attack roll of the attacker, read by every
// target's own resolution as its attacker's dice, each target defending on its own with its own
// dice in the preview's order. Targets resolve one after another on the state the earlier ones
// left (the round's counters, the system's state); cover damage is applied once all have resolved,
// so every target is struck from the map the preview read.
import type { DiceSource } from '../dice';
import { hexPlace } from '../hex';
import type { AreaAttackCommand } from '../model/commands';
import type { LogEvent } from '../model/events';
import { gmOnlyFor, note } from '../model/query';
import { withMembers } from '../model/record';
import { cloneState, usedMore, type CombatState } from '../model/state';
import type { AttackResolution } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { applyCoverDamage, countAttack } from './attack';
import { planArea, type AreaPlan } from './areaPlan';
import { markOutcomes } from './outcomes';
import { stamped, withDice, type Step } from './step';
import { withoutWaiting } from './turns';

/** Dice that hand out the attacker's faces first (as many as it rolled), then those of `rest`. */
function replayed(faces: readonly number[], sides: number, rest: DiceSource): DiceSource & { used(): number } {
  let i = 0;
  return {
    kind: rest.kind,
    used: () => i,
    roll(n) {
      if (i < faces.length) {
        if (n !== sides) throw new Error(`An area attack's target read a d${n} where the attacker's one roll is d${sides}.`);
        return faces[i++]!;
      }
      return rest.roll(n);
    },
  };
}

type Resolved = { state: CombatState; events: LogEvent[]; cover: Map<string, number>; changed: string[] };

function resolveTargets(state: CombatState, plan: AreaPlan, cmd: AreaAttackCommand, dice: DiceSource): Resolved | { ok: false; reason: string } {
  const a = plan.attacker!;
  const adapter = adapterFor(state.encounter.system);
  const shared = plan.targets.length > 0 && plan.shared ? plan.shared : null;
  const faces: number[] = [];
  if (shared) for (let i = 0; i < shared.count; i++) faces.push(dice.roll(shared.sides));
  let s = state;
  const events: LogEvent[] = [];
  const cover = new Map<string, number>();
  const changed: string[] = [];
  for (const t of plan.targets) {
    // Planned again on what the earlier targets left: the same odds (their changes touch only
    // themselves and the attacker's round), and the system state each resolution carries on.
    const p = adapter.plan(s, { attacker: a.id, defender: t.id, weapon: plan.weapon!.name, situational: cmd.situational ?? [], choices: t.plan.choices, readied: cmd.readied }, t.facts);
    const source = t.shared ? replayed(faces, t.shared.sides, dice) : null;
    const r = p.resolve(source ?? dice);
    if (!r.ok) return { ok: false, reason: `${t.name}: ${r.reason}` };
    if (source && source.used() !== faces.length) throw new Error(`${t.name}'s resolution read ${source.used()} of the attacker's ${faces.length} dice.`);
    s = applied(s, a.id, t.id, r.value);
    events.push(stamped(r.value.event, state, r.value.event.gmOnly || gmOnlyFor(state, t.id)));
    if (r.value.coverDamage) cover.set(r.value.coverDamage.coverId, (cover.get(r.value.coverDamage.coverId) ?? 0) + r.value.coverDamage.amount);
    for (const id of Object.keys(r.value.harm)) if (!changed.includes(id)) changed.push(id);
  }
  return { state: s, events, cover, changed };
}

/** The state after one target's resolution: its harm, the round's counters, the system's state. */
function applied(state: CombatState, attacker: string, target: string, r: AttackResolution): CombatState {
  const s = cloneState(state);
  s.harm = withMembers(state.harm, r.harm);
  s.counters = countAttack(state.counters, attacker, target, r);
  if (r.systemState) s.systemState = r.systemState;
  return s;
}

/** The `attack` command with `at`: an area attack. */
export function areaAttack(state: CombatState, cmd: AreaAttackCommand, events: LogEvent[]): Step {
  if (state.phase !== 'combat') return { ok: false, reason: 'Attacks happen in combat; start combat first.' };
  if (cmd.counterAttack) return { ok: false, reason: 'A Counter-Attack strikes back at one attacker: it cannot be an area attack.' };
  const plan = planArea(state, cmd);
  if (plan.blocked !== null) return { ok: false, reason: plan.blocked };
  const a = plan.attacker!;
  const rolled = withDice(state, cmd.dice, (dice) => resolveTargets(state, plan, cmd, dice), 'this area attack uses');
  if (!rolled.ok) return rolled;
  const r = rolled.value;
  let s = cloneState(r.state);
  s.rng = rolled.rng;
  if (!cmd.readied) s.use = usedMore(state.use, { attacks: state.use.attacks + 1, steps: [...state.use.steps, 'act'] });
  else {
    const trigger = state.waiting?.readied[a.id] ?? '';
    events.push(note(state, 'readied-attack', `${a.name} makes the readied attack${trigger ? ` (${trigger})` : ''}`, { actor: a.id, gmOnly: a.hidden }));
    s.waiting = withoutWaiting(state.waiting, a.id);
  }
  const names = (ids: readonly string[]) => ids.map((id) => state.encounter.combatants.find((c) => c.id === id)?.name ?? id).join(', ');
  const area = plan.area!;
  const at = hexPlace(cmd.at, state.encounter.map.orientation);
  const who = plan.targets.length ? `${plan.targets.length} target${plan.targets.length === 1 ? '' : 's'} (${names(plan.targets.map((t) => t.id))})` : 'nobody in it';
  const out = plan.excluded.length ? `; the GM took out ${names(plan.excluded)}` : '';
  // Names of hidden combatants stay with the GM.
  const secret = a.hidden || [...plan.targets.map((t) => t.id), ...plan.excluded].some((id) => gmOnlyFor(state, id));
  events.push(note(state, 'area-attack', `${a.name} strikes a ${area.shape} ${area.size} with ${plan.weapon!.name} at ${at}: ${who}${out}`, {
    actor: a.id,
    gmOnly: secret,
    effects: [`${plan.hexes.length} hexes struck`],
  }));
  events.push(...r.events);
  for (const [coverId, amount] of r.cover) s = applyCoverDamage(s, plan.board!, coverId, amount, events, `hit by ${a.name}`);
  return markOutcomes(s, r.changed, events);
}
