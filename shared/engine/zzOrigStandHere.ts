// The step-here advisor (RULES.md engine appendix, standHere): for every hex the acting combatant
// can end its movement on, the best chance to harm an enemy from there and each enemy's best chance
// to harm it there, all read from the engine's own move command, map facts and attack preview.
import { hexDistance, hexesWithin, pathTo, type Hex, type Reach } from '../hex';
import { buildBoard, type Board } from '../model/board';
import { isBig } from '../model/body';
import { bodyReach } from '../model/steps';
import { factsFor, sightBetween } from '../model/facts';
import { areEnemies, combatantById, isActive } from '../model/query';
import type { AnyCombatant, Encounter } from '../model/schema';
import { cloneState, freshTurn, type CombatState } from '../model/state';
import { harmChance, noAttackReason } from '../rules/preview';
import { isFromBehind } from '../rules/tactics/facing';
import { factsPath, type TacticalFacts } from '../rules/tactics/facts';
import type { WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { heldReason } from './movement';
import { planAttack } from './plan';
import { reduce } from './reducer';

/** One hex the actor can end its movement on, with the best attack from there and each enemy's threat to it there. */
export type StandHereEntry = {
  readonly hex: Hex;
  /** Movement spent to get there (0 for the actor's own hex). */
  readonly cost: number;
  /** The highest chance to harm over the actor's weapons and enemies (or the target); null when no attack can be made from there. */
  readonly best: { readonly target: string; readonly weapon: string; readonly harm: number } | null;
  /** For each enemy in the fight, in encounter order, the highest chance that its attack harms the actor there. */
  readonly danger: readonly { readonly from: string; readonly harm: number }[];
};

/** Whose move to weigh; `target` limits `best` to one enemy; `danger: false` skips the enemies' threat. */
export type StandHereRequest = { readonly actor: string; readonly target?: string | undefined; readonly danger?: boolean | undefined };

/** Bad input: why nothing can be advised (nothing changes). */
export type StandHereRefusal = { readonly reason: string };

/** The entries (the appendix's array), or the refusal; tell them apart with `Array.isArray`. */
export type StandHere = StandHereEntry[] | StandHereRefusal;

/** Every hex the actor can end its move on this turn, its best attack from there and the danger there (RULES.md engine appendix). */
export function standHere(state: CombatState, req: StandHereRequest): StandHere {
  const steps = standHereSteps(state, req);
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/**
 * standHere in steps, for a screen that must not block its pointer for the whole answer: the
 * generator pauses after each enemy's search, each hex's best attack and each enemy's threat
 * there, and returns standHere's answer at its end. The
 * state is read as it was when the steps began (states are never changed in place).
 */
export function* standHereSteps(state: CombatState, req: StandHereRequest): Generator<void, StandHere, void> {
  const actor = combatantById(state, req.actor);
  if (!actor) return { reason: `No combatant "${req.actor}".` };
  if (state.phase !== 'combat') return { reason: 'The fight has not started: nobody is acting.' };
  if (state.current !== actor.id) return { reason: `It is not ${actor.name}'s turn.` };
  if (!isActive(state, actor.id)) return { reason: `${actor.name} is out of the fight.` };
  const enemies = state.encounter.combatants.filter((c) => areEnemies(actor, c) && isActive(state, c.id));
  let targets = enemies;
  if (req.target !== undefined) {
    const t = combatantById(state, req.target);
    if (!t) return { reason: `No combatant "${req.target}".` };
    if (!areEnemies(actor, t)) return { reason: `${t.name} is not an enemy of ${actor.name}.` };
    if (!isActive(state, t.id)) return { reason: `${t.name} is out of the fight.` };
    targets = [t];
  }
  const adapter = adapterFor(state.encounter.system);
  const board = buildBoard(state.encounter, state.out);
  const budget = heldReason(state, actor) === null ? adapter.moveBudget(actor, state) : 0;
  const reach = bodyReach(board, actor, budget);
  const weapons = weaponsOf(adapter.weapons(actor));
  const memo = new Map<string, number | null>();
  const threats: Threat[] = [];
  if (req.danger !== false) {
    for (const e of enemies) {
      threats.push(threatOf(state, actor, e));
      yield;
    }
  }
  const out: StandHereEntry[] = [];
  for (let i = 0; i < reach.hexes.length; i++) {
    const hex = reach.hexes[i]!;
    const there = i === 0 ? state : movedTo(state, actor.id, reach, hex);
    // A path the reducer refuses is no hex to stand on.
    if (there === null) continue;
    const costKey = i === 0 ? 'here' : String(reach.costs[i]);
    const best = bestFrom(there, board, actor.id, targets, weapons, memo, costKey);
    const danger: { from: string; harm: number }[] = [];
    // A pause after each enemy's threat too: on a first ask one can preview dozens of attacks.
    for (const t of threats) {
      yield;
      danger.push({ from: t.enemy.id, harm: t.harmAt(hex) });
    }
    out.push({ hex, cost: reach.costs[i]!, best, danger });
    yield;
  }
  return out;
}

/** The weapons as planAttack plans them: the first of each name. */
function weaponsOf(all: readonly WeaponInfo[]): WeaponInfo[] {
  const seen = new Set<string>();
  return all.filter((w) => !seen.has(w.name) && (seen.add(w.name), true));
}

/** The state after the reducer's move along the cheapest path to `hex`, or null when it refuses. */
function movedTo(state: CombatState, id: string, reach: Reach, hex: Hex): CombatState | null {
  const path = pathTo(reach, hex);
  if (!path) return null;
  const r = reduce(state, { type: 'move', id, path: path.slice(1) });
  return r.ok ? r.state : null;
}

/**
 * The chance to harm of attackPreview with default choices, or null when it is blocked: its plan
 * and its refusals in its order, without the summary text and dice list it builds for the GM
 * (a tenth of a cold call's time, all of it garbage here).
 */
function previewedHarm(state: CombatState, attacker: string, defender: string, weapon: string): number | null {
  const plan = planAttack(state, { attacker, defender, weapon, situational: [] });
  if (!plan || plan.actorRefusal !== null || plan.mapRefusal !== null) return null;
  const preview = plan.system.preview();
  return noAttackReason(preview) === null ? harmChance(preview) : null;
}

/** The map forbids the attack outright (mapRefusal's two tests): no odds are worth asking. */
function mapForbids(w: WeaponInfo, facts: TacticalFacts): boolean {
  return !facts.lineOfSight || (!w.ranged && facts.category === 'ranged');
}

function factsKey(facts: TacticalFacts): string {
  const [n, meters, id, name] = factsPath(facts);
  return `${n as number}|${meters as number}|${(id as string | null) ?? ''}|${(name as string | null) ?? ''}`;
}

/**
 * The best attack from the state after the move. An attack's plan reads the actor's position only
 * through the map facts, and the rest of the state differs between hexes only by the movement
 * spent, so the chance is kept by target, weapon, movement spent and facts: each is attackPreview's
 * own answer, asked once.
 */
function bestFrom(s: CombatState, board: Board, actor: string, targets: readonly AnyCombatant[], weapons: readonly WeaponInfo[], memo: Map<string, number | null>, costKey: string): StandHereEntry['best'] {
  let best: { target: string; weapon: string; harm: number } | null = null;
  for (const t of targets) {
    for (const w of weapons) {
      // A move changes no terrain, so the board before it answers sight and cover as the one after.
      const { facts } = factsFor(s, board, actor, t.id, w.reachHexes);
      if (mapForbids(w, facts)) continue;
      const key = `${t.id}|${w.name}|${costKey}|${factsKey(facts)}`;
      let harm = memo.get(key);
      if (harm === undefined) memo.set(key, (harm = previewedHarm(s, actor, t.id, w.name)));
      if (harm !== null && (best === null || harm > best.harm)) best = { target: t.id, weapon: w.name, harm };
    }
  }
  return best;
}

type Threat = { readonly enemy: AnyCombatant; harmAt(hex: Hex): number };

/**
 * One enemy's threat: one movement search over its whole turn (as its turn begins, the actor's hex
 * left free because the actor will have moved), then for any hex the actor stands on, the best of
 * its attacks from any hex of that search. The attack is previewed in a state where it is the
 * enemy's turn of this round, it stands there and the actor stands at the hex; the chance is kept
 * by weapon and facts, which is all such a plan reads of the two positions. Paths through the
 * actor's new hex are not searched again.
 */
function threatOf(state: CombatState, actor: AnyCombatant, enemy: AnyCombatant): Threat {
  const turn = cloneState(state);
  turn.current = enemy.id;
  turn.use = freshTurn();
  const adapter = adapterFor(state.encounter.system);
  const free = buildBoard(state.encounter, [...state.out, actor.id]);
  const budget = heldReason(state, enemy) === null ? adapter.moveBudget(enemy, turn) : 0;
  const reach = bodyReach(free, enemy, budget);
  const weapons = weaponsOf(adapter.weapons(enemy));
  const memo = new Map<string, number>();
  // The two combatants as factsFor reads them, moved hex by hex without copying the state.
  const scratchA = { ...enemy };
  const scratchD = { ...actor };
  const scratch = cloneState(turn);
  scratch.encounter = { ...state.encounter, combatants: [scratchA, scratchD] } as Encounter;
  // The shortcuts below read one-hex bodies and sight that only hexes block; with a footprint or
  // a blocking side on the map, every pair is asked as it is (bodies are cached per object, so
  // then the two are fresh objects each time rather than the scratch pair moved about).
  const simple = !isBig(enemy) && !isBig(actor) && free.blockedSide === undefined && free.coverSide === undefined;
  const harmFrom = (w: WeaponInfo, from: Hex, at: Hex): number => {
    let facts: TacticalFacts;
    if (simple) {
      scratchA.position = from;
      scratchD.position = at;
      facts = factsFor(scratch, free, enemy.id, actor.id, w.reachHexes).facts;
    } else {
      const pair = cloneState(turn);
      pair.encounter = { ...state.encounter, combatants: [{ ...enemy, position: from }, { ...actor, position: at }] } as Encounter;
      facts = factsFor(pair, free, enemy.id, actor.id, w.reachHexes).facts;
      if (facts.distanceHexes === 0) return 0;
    }
    if (mapForbids(w, facts)) return 0;
    const key = `${w.name}|${factsKey(facts)}`;
    let harm = memo.get(key);
    if (harm === undefined) {
      const s = cloneState(turn);
      s.encounter = { ...state.encounter, combatants: state.encounter.combatants.map((c) => (c.id === enemy.id ? { ...c, position: from } : c.id === actor.id ? { ...c, position: at } : c)) } as Encounter;
      memo.set(key, (harm = previewedHarm(s, enemy.id, actor.id, w.name) ?? 0));
    }
    return harm;
  };
  // What can stand on a line of sight: walls and cover objects (the only terrain sight reads).
  const obstacles: Hex[] = [];
  for (const t of free.terrain.values()) if (t.kind === 'wall' || t.kind === 'cover') obstacles.push({ q: t.q, r: t.r });
  const facing = actor.facing;
  // The cover objects of the actor's own hexes, numbered for the keys below.
  const owns = new Map<string, number>();
  // The best chance by weapon, distance, facing, the cover of the actor's own hex and the line's
  // sight answer (0 for a line no wall or cover object stands near): all a one-hex pair's facts
  // depend on (see factsFor), packed into one whole number, so 10,000-40,000 pairs a call build no text.
  const kinds = new Map<number, number>();
  // Each obstacle's distance from each hex of the search, by the hex's index there: the test
  // below asks it for every pair, 10,000-40,000 a call.
  const K = obstacles.length;
  const fromDist = new Int32Array(reach.hexes.length * K);
  for (let fi = 0; fi < reach.hexes.length; fi++) for (let k = 0; k < K; k++) fromDist[fi * K + k] = hexDistance(reach.hexes[fi]!, obstacles[k]!);
  const indexOf = new Map<number, number>();
  for (let fi = 0; fi < reach.hexes.length; fi++) indexOf.set(packedHex(reach.hexes[fi]!), fi);
  const harmFromAny = (wi: number, w: WeaponInfo, fi: number, at: Hex, d: number, near: readonly number[], own: number): number => {
    const from = reach.hexes[fi]!;
    // Every hex of a line is one step on from the last, so a hex lies on a line from `from` to
    // `at` only if its distances to both ends add up to theirs, and near the segment (nearLine):
    // with no wall or cover object so placed, the facts depend on the distance and facing alone.
    let line = 0;
    if (d >= 2) {
      const row = fi * K;
      for (let k = 0; k < K; k++) {
        const nk = near[k]!;
        if (nk < d && fromDist[row + k]! + nk === d && fromDist[row + k] !== 0 && nearLine(obstacles[k]!, from, at)) {
          // A clear line with no cover on it has the open line's facts.
          const sight = sightBetween(free, from, at);
          if (!sight.visible || sight.cover.value !== 0) line = 1 + sight.kind;
          break;
        }
      }
    }
    const behind = facing === null ? 0 : isFromBehind(at, facing, from) ? 2 : 1;
    // Beyond the packing's ranges (never on a 200 x 200 map), the pair is asked as it is.
    if (d >= 512 || line >= 256) return harmFrom(w, from, at);
    const kind = (((line * 16 + wi) * 512 + d) * 3 + behind) * 64 + own;
    let harm = kinds.get(kind);
    if (harm === undefined) kinds.set(kind, (harm = harmFrom(w, from, at)));
    return harm;
  };
  return {
    enemy,
    harmAt: (at) => {
      let best = 0;
      if (!simple || weapons.length > 16) {
        for (const w of weapons) for (const f of reach.hexes) if (!(f.q === at.q && f.r === at.r)) best = Math.max(best, harmFrom(w, f, at));
        return best;
      }
      const near = obstacles.map((o) => hexDistance(o, at));
      const cover = free.coverAt(at);
      const ownKey = cover === null ? '' : `${cover.id}|${cover.value}`;
      let own = owns.get(ownKey);
      if (own === undefined) owns.set(ownKey, (own = owns.size));
      // Past 64 kinds of own cover (never on a real map), each pair is asked as it is.
      if (own >= 64) {
        for (const w of weapons) for (const f of reach.hexes) if (!(f.q === at.q && f.r === at.r)) best = Math.max(best, harmFrom(w, f, at));
        return best;
      }
      for (let wi = 0; wi < weapons.length; wi++) {
        const w = weapons[wi]!;
        if (w.ranged) {
          for (let fi = 0; fi < reach.hexes.length; fi++) {
            const d = hexDistance(reach.hexes[fi]!, at);
            if (d !== 0) best = Math.max(best, harmFromAny(wi, w, fi, at, d, near, own));
          }
          continue;
        }
        // A melee weapon from the hexes in its reach only.
        for (const h of hexesWithin(at, w.reachHexes)) {
          const fi = indexOf.get(packedHex(h));
          if (fi === undefined) continue;
          const d = hexDistance(h, at);
          if (d !== 0) best = Math.max(best, harmFromAny(wi, w, fi, at, d, near, own));
        }
      }
      return best;
    },
  };
}

/** A hex as one whole number, for maps keyed by position (the movement search's own bounds, -16384 <= q, r < 16384). */
const packedHex = (h: Hex): number => (h.q + 16384) * 32768 + (h.r + 16384);

/**
 * Whether `o` may be a hex of a (nudged) line from `a` to `b`: each hex of such a line is its
 * sample point rounded in cube coordinates, at most 0.5, 0.5 and 1 from it on the three axes, so
 * within 1.23 (Euclidean, in cube space) of the segment; neighbours of the segment's hexes lie
 * further. Wider than the line, never narrower.
 */
function nearLine(o: Hex, a: Hex, b: Hex): boolean {
  const vq = b.q - a.q, vr = b.r - a.r, vs = -vq - vr;
  const wq = o.q - a.q, wr = o.r - a.r, ws = -wq - wr;
  const t = Math.min(1, Math.max(0, (wq * vq + wr * vr + ws * vs) / (vq * vq + vr * vr + vs * vs)));
  const dq = wq - t * vq, dr = wr - t * vr, ds = ws - t * vs;
  return dq * dq + dr * dr + ds * ds <= 1.6;
}
