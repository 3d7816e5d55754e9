// An attack planned once: the combatants, the weapon, the map facts (range, sight, cover, grapple,
// attacks received), the completed choices and the system's plan (odds, dice, resolution), all
// read from one state. The hover preview, the reducer and the autoplay tactic ask the same plan, so
// the odds shown are the odds rolled and a refusal is worded in one place.
import type { Board } from '../model/board';
import { buildBoard } from '../model/board';
import type { AttackChoices, AttackCommand } from '../model/commands';
import { factsFor } from '../model/facts';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { PlanRequest, SystemPlan, WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { sightNote, type SightNote } from './sightNote';

/** Who attacks whom with what; without choices, the system's defaults for this attack are taken. */
export type AttackRequest = PlanRequest;

export type AttackPlan = {
  /** The request as a command with its choices completed, ready for `reduce`. */
  readonly command: AttackCommand;
  readonly weapon: WeaponInfo;
  readonly board: Board;
  readonly facts: TacticalFacts;
  /** Why the attacker cannot attack now (out of the fight, not its turn, no readied attack, no action left), or null. */
  readonly actorRefusal: string | null;
  /** Why the map forbids the attack (no line of sight, beyond a melee weapon's reach), or null. */
  readonly mapRefusal: string | null;
  /** What decided the line (the wall side that blocks it, the window it passes), for the GM's panel and map; worked out on first ask. */
  sightNote(): SightNote | null;
  /** The system's odds, dice and resolution. */
  readonly system: SystemPlan;
};

/**
 * Why the map forbids the attack, or null. The preview and the reducer refuse in these words;
 * `blocker` names what stops the line ("a wall stands between Mara and Bandit (...)").
 */
export function mapRefusal(a: AnyCombatant, d: AnyCombatant, weapon: WeaponInfo, facts: TacticalFacts, blocker: () => string): string | null {
  if (!facts.lineOfSight) return `${a.name} cannot see ${d.name}: ${blocker()}.`;
  if (!weapon.ranged && facts.category === 'ranged') return `${d.name} is ${facts.distanceHexes} hexes away, beyond the reach of ${weapon.name} (${weapon.reachHexes}).`;
  return null;
}

/**
 * Why the attacker cannot attack as the fight stands, in the reducer's words, or null: the preview
 * must not offer an attack the engine refuses (a combatant taken out during its own turn, a
 * Waylights character whose dash took both actions).
 */
export function actorRefusal(state: CombatState, a: AnyCombatant, req: { readonly counterAttack?: boolean | undefined; readonly readied?: boolean | undefined }): string | null {
  if (state.phase !== 'combat') return null;
  if (req.readied) {
    if (req.counterAttack) return 'An attack is either a Counter-Attack or a readied one, not both.';
    if (!state.waiting || !(a.id in state.waiting.readied)) return `${a.name} has no readied attack.`;
  } else if (state.current !== a.id && !req.counterAttack) return `It is not ${a.name}'s turn.`;
  if (state.out.includes(a.id)) return `${a.name} is out of the fight.`;
  // The turn's own budget. A readied attack spent its action when readied; a Counter-Attack is out of turn.
  if (!req.readied && !req.counterAttack && state.current === a.id) return adapterFor(state.encounter.system).attackRefusal?.(state, a) ?? null;
  return null;
}

// The plans made on the latest state, each with the request it was made for. The hover preview,
// the panel's preview and the reducer ask the same attack on the same state: the GM's command is
// rebuilt from the panel and copied to plain data on its way to the session, so it is a new object
// with equal members, and is matched by them (`sameRequest`, a few comparisons). The tactic sends
// the plan's own command, matched at once by identity. States are immutable and a plan reads nothing
// else, so a kept plan is the plan the reducer would make. One state's plans, not a map keyed by
// state: a WeakMap entry for every state of a fight doubled the garbage collector's work on the
// engine bench (`npm run bench -- engine`), which also counts the plans of a GM's attack.
const KEPT = 8;
let kept: { state: CombatState; plans: { asked: Asked; plan: AttackPlan }[] } | null = null;
let made = 0;

/** How many attack plans have been computed (not found kept) since the engine loaded: the bench counts them. */
export function plansMade(): number {
  return made;
}

/** A plain copy of a JSON value: a request's parts may be the UI's reactive objects, changed in place later. */
function copied<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(copied) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copied((v as Record<string, unknown>)[k]);
  return out as T;
}

/** Whether two plain JSON values are equal, a member set to undefined counting as absent. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (x[k] !== undefined && !sameValue(x[k], y[k])) return false;
  for (const k in y) if (y[k] !== undefined && x[k] === undefined) return false;
  return true;
}

/** What a kept plan was asked, copied when it was made; `choices`: the plan's completed choices. */
type Asked = { readonly attacker: string; readonly defender: string; readonly weapon: string; readonly situational: AttackRequest['situational']; readonly choices: AttackChoices; readonly defaulted: boolean; readonly counterAttack: boolean; readonly readied: boolean };

/**
 * Whether `req` asks the attack planned as `asked`. Choices given are compared with the plan's
 * completed choices, so the GM's command, which sends the defaults the preview showed, finds the
 * plan made without them.
 */
function sameRequest(req: AttackRequest, asked: Asked): boolean {
  if (req.attacker !== asked.attacker || req.defender !== asked.defender || req.weapon !== asked.weapon) return false;
  if (!req.counterAttack !== !asked.counterAttack || !req.readied !== !asked.readied) return false;
  if (req.choices === undefined ? !asked.defaulted : !sameValue(req.choices, asked.choices)) return false;
  return sameValue(req.situational, asked.situational);
}

function keptPlan(state: CombatState, req: AttackRequest): AttackPlan | null {
  if (kept === null || kept.state !== state) return null;
  // The tactic sends the plan's own command: found by identity, before any comparison.
  for (const k of kept.plans) if (req === k.plan.command) return k.plan;
  for (const k of kept.plans) if (sameRequest(req, k.asked)) return k.plan;
  return null;
}

function keep(state: CombatState, req: AttackRequest, plan: AttackPlan): void {
  if (kept === null || kept.state !== state) kept = { state, plans: [] };
  if (kept.plans.length >= KEPT) kept.plans.shift();
  const asked: Asked = {
    attacker: req.attacker, defender: req.defender, weapon: req.weapon, situational: copied(req.situational), choices: copied(plan.command.choices),
    defaulted: req.choices === undefined, counterAttack: !!req.counterAttack, readied: !!req.readied,
  };
  kept.plans.push({ asked, plan });
}

/**
 * The attack planned on `state`, or null when a combatant or the weapon does not exist, or, with
 * `mapAllows`, when the map forbids it (the tactic weighs many such attacks and wants none of
 * their odds; the GM's preview still shows a refused attack's breakdown). The same attack asked
 * again on the same state gets the same plan.
 */
export function planAttack(state: CombatState, req: AttackRequest, only?: 'mapAllows'): AttackPlan | null {
  const known = keptPlan(state, req);
  if (known) return only === 'mapAllows' && known.mapRefusal !== null ? null : known;
  const adapter = adapterFor(state.encounter.system);
  const a = state.encounter.combatants.find((c) => c.id === req.attacker);
  const d = state.encounter.combatants.find((c) => c.id === req.defender);
  if (!a || !d) return null;
  const weapon = adapter.weapons(a).find((w) => w.name === req.weapon);
  if (!weapon) return null;
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, weapon.reachHexes);
  // The tactic weighs many refused attacks: it is told no before any words are built.
  if (only === 'mapAllows' && (!facts.lineOfSight || (!weapon.ranged && facts.category === 'ranged'))) return null;
  let note: SightNote | null | undefined;
  const noteOf = () => (note === undefined ? (note = sightNote(board, state.encounter.map, a, d, facts.coverObjectId)) : note);
  const refusal = mapRefusal(a, d, weapon, facts, () => noteOf()?.text ?? 'a wall blocks the line');
  made++;
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
    sightNote: noteOf,
    system,
  };
  keep(state, req, plan);
  return plan;
}
