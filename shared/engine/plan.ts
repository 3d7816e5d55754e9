// An attack planned once: the combatants, the weapon, the map facts (range, sight, cover, grapple,
// attacks received), the completed choices and the system's plan (odds, dice, resolution), all
// read from one state. The hover preview, the reducer and the autoplay tactic ask the same plan, so
// the odds shown are the odds rolled and a refusal is worded in one place.
import type { Board } from '../model/board';
import { buildBoard } from '../model/board';
import type { AttackCommand } from '../model/commands';
import { factsFor } from '../model/facts';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { PlanRequest, SystemPlan, WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';

/** Who attacks whom with what; without choices, the system's defaults for this attack are taken. */
export type AttackRequest = PlanRequest;

export type AttackPlan = {
  /** The request as a command with its choices completed, ready for `reduce`. */
  readonly command: AttackCommand;
  readonly weapon: WeaponInfo;
  readonly board: Board;
  readonly facts: TacticalFacts;
  /** Why the attacker cannot attack now (out of the fight, not its turn, no readied attack), or null. */
  readonly actorRefusal: string | null;
  /** Why the map forbids the attack (no line of sight, beyond a melee weapon's reach), or null. */
  readonly mapRefusal: string | null;
  /** The system's odds, dice and resolution. */
  readonly system: SystemPlan;
};

/** Why the map forbids the attack, or null. The preview and the reducer refuse in these words. */
export function mapRefusal(a: AnyCombatant, d: AnyCombatant, weapon: WeaponInfo, facts: TacticalFacts): string | null {
  if (!facts.lineOfSight) return `${a.name} cannot see ${d.name}: a wall blocks the line.`;
  if (!weapon.ranged && facts.category === 'ranged') return `${d.name} is ${facts.distanceHexes} hexes away, beyond the reach of ${weapon.name} (${weapon.reachHexes}).`;
  return null;
}

/**
 * Why the attacker cannot attack as the fight stands, in the reducer's words, or null: the preview
 * must not offer an attack the engine refuses (a combatant taken out during its own turn).
 */
export function actorRefusal(state: CombatState, a: AnyCombatant, req: { readonly counterAttack?: boolean | undefined; readonly readied?: boolean | undefined }): string | null {
  if (state.phase !== 'combat') return null;
  if (req.readied) {
    if (req.counterAttack) return 'An attack is either a Counter-Attack or a readied one, not both.';
    if (!state.waiting || !(a.id in state.waiting.readied)) return `${a.name} has no readied attack.`;
  } else if (state.current !== a.id && !req.counterAttack) return `It is not ${a.name}'s turn.`;
  if (state.out.includes(a.id)) return `${a.name} is out of the fight.`;
  return null;
}

// The last plan made. The tactic (and a GM who attacks what they just hovered) plans an attack and
// then sends its command: the reducer finds the plan here instead of making it again. States are
// immutable and a plan reads nothing else, so the plan of the same state and the same command
// object is the plan the reducer would make. One slot, not a map keyed by state: a WeakMap entry
// for every state of a fight doubled the garbage collector's work on the engine bench. Without the
// slot a simulated 4-against-4 YAUGS fight took 6 to 16% more CPU (three series; VERS and Waylights
// within noise).
let latest: { state: CombatState; plan: AttackPlan } | null = null;

/**
 * The attack planned on `state`, or null when a combatant or the weapon does not exist, or, with
 * `mapAllows`, when the map forbids it (the tactic weighs many such attacks and wants none of
 * their odds; the GM's preview still shows a refused attack's breakdown).
 */
export function planAttack(state: CombatState, req: AttackRequest, only?: 'mapAllows'): AttackPlan | null {
  const adapter = adapterFor(state.encounter.system);
  const a = state.encounter.combatants.find((c) => c.id === req.attacker);
  const d = state.encounter.combatants.find((c) => c.id === req.defender);
  if (!a || !d) return null;
  const weapon = adapter.weapons(a).find((w) => w.name === req.weapon);
  if (!weapon) return null;
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, weapon.reachHexes);
  const refusal = mapRefusal(a, d, weapon, facts);
  if (refusal !== null && only === 'mapAllows') return null;
  const system = adapter.plan(state, req, facts);
  const command: AttackCommand = { type: 'attack', attacker: a.id, defender: d.id, weapon: weapon.name, situational: [...req.situational], choices: system.choices };
  if (req.counterAttack) command.counterAttack = true;
  if (req.readied) command.readied = true;
  const plan: AttackPlan = {
    command,
    weapon,
    board,
    facts,
    actorRefusal: actorRefusal(state, a, req),
    mapRefusal: refusal,
    system,
  };
  latest = { state, plan };
  return plan;
}

/** The plan already made on `state` for exactly this command (the same object), or null. */
export function plannedFor(state: CombatState, cmd: AttackCommand): AttackPlan | null {
  return latest !== null && latest.state === state && latest.plan.command === cmd ? latest.plan : null;
}
