// The step-here advisor (RULES.md engine appendix, standHere): for every hex the acting combatant
// can end its movement on, the best chance to harm an enemy from there and each enemy's best chance
// to harm it there, all read from the engine's own move command, map facts and attack preview.
import { hexesWithin, pathTo, type Hex, type Reach } from '../hex';
import { buildBoard, type Board } from '../model/board';
import { isBig } from '../model/body';
import { bodyReach } from '../model/steps';
import { factsFor } from '../model/facts';
import { areEnemies, combatantById, isActive } from '../model/query';
import type { AnyCombatant, Encounter } from '../model/schema';
import { cloneState, freshTurn, type CombatState } from '../model/state';
import { harmChance, noAttackReason, type PreviewCommon } from '../rules/preview';
import { factsPath, type TacticalFacts } from '../rules/tactics/facts';
import type { WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { heldReason, movedAlong, moveChecked } from './movement';
import { planAttack, type AttackPlan } from './plan';
import { attackReadsMovement, distanceBand, movementKey } from './standHereRange';
import { PAIR_ASKED, PAIR_SAME_HEX, packedHex, pairTableFor, type PairTable } from './standHerePairs';
import { movedOnly } from './standHereReuse';
import type { SystemId } from '../model/catalog';

export { PairTable } from './standHerePairs';

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

/**
 * What an attack is worth to its attacker, read from its plan in the state it is made in (the
 * defender's harm is that state's). standHere's own measure is the chance to harm.
 */
export type AttackWorth = (plan: AttackPlan, preview: PreviewCommon, state: CombatState) => number;

/**
 * Whose move to weigh; `target` limits `best` to one enemy; `danger: false` skips the enemies' threat.
 * `worth` (the advisor's) replaces the chance to harm in `best.harm` and `danger` by another measure
 * of each attack: then the entries are no longer the appendix's chances.
 */
export type StandHereRequest = { readonly actor: string; readonly target?: string | undefined; readonly danger?: boolean | undefined; readonly worth?: AttackWorth | undefined };

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
  const readsMovement = attackReadsMovement(state.encounter.system);
  // What the ask before this one worked out, where this state is that one's after the actor moved.
  const before = kept !== null && kept.actor === actor.id && kept.worth === req.worth && movedOnly(kept.state, state, actor.id) ? kept : null;
  const best = new BestTable(state.encounter.system, board, actor, targets, weapons, req.worth, reach.hexes, before?.best ?? null);
  let danger: DangerTables | null = null;
  if (req.danger !== false) {
    danger = before?.danger ?? null;
    if (danger === null) {
      // The board as each enemy's turn begins (the actor's hex left free), the same for every enemy.
      const free = buildBoard(state.encounter, [...state.out, actor.id]);
      const pairs = pairTableFor(free);
      const threats: Threat[] = [];
      for (const e of enemies) {
        threats.push(threatOf(state, actor, e, req.worth, free, pairs));
        yield;
      }
      danger = { threats, byHex: new Map() };
    }
  }
  kept = { state, actor: actor.id, worth: req.worth, best: best.memo, danger: danger ?? before?.danger ?? null };
  const out: StandHereEntry[] = [];
  for (let i = 0; i < reach.hexes.length; i++) {
    const hex = reach.hexes[i]!;
    const there = i === 0 ? () => state : movedTo(state, actor.id, reach, hex);
    // A path the reducer refuses is no hex to stand on.
    if (there === null) continue;
    // The state after the move differs from the one before only by the position (which the facts
    // carry) and the movement spent (movement.ts): where the attacks do not read the movement, one
    // key serves every hex, the actor's own among them.
    const costKey = readsMovement ? movementKey(state.encounter.system, actor, there()) : 'any';
    const bestHere = best.from(there, i, costKey);
    const harms: { from: string; harm: number }[] = [];
    if (danger !== null) {
      const { threats, byHex } = danger;
      const key = packedHex(hex);
      let row = byHex.get(key);
      if (row === undefined) {
        row = new Float64Array(threats.length);
        // A pause after each enemy's threat too: on a first ask one can preview dozens of attacks.
        for (let j = 0; j < threats.length; j++) {
          yield;
          row[j] = threats[j]!.harmAt(hex);
        }
        byHex.set(key, row);
      }
      for (let j = 0; j < threats.length; j++) harms.push({ from: threats[j]!.enemy.id, harm: row[j]! });
    }
    out.push({ hex, cost: reach.costs[i]!, best: bestHere, danger: harms });
    yield;
  }
  return out;
}

/**
 * Each enemy's threat, and its answer at each hex asked (by packedHex, in the threats' order): a
 * threat reads neither where the actor stood nor its turn's use, so the tables serve every ask
 * whose state differs from theirs only by the actor's move (movedOnly).
 */
type DangerTables = { readonly threats: readonly Threat[]; readonly byHex: Map<number, Float64Array> };

/** The tables of the last ask, for the next one should it come after the actor's move (standHereReuse.ts). */
type Kept = { readonly state: CombatState; readonly actor: string; readonly worth: AttackWorth | undefined; readonly best: BestMemo; readonly danger: DangerTables | null };

// One ask's tables: the GM's window asks after every move (asked a one-hex move later, 32 new
// states of the stand bench's fights found their tables here, median 0.5-4 ms CPU, from 4.5-8.5).
let kept: Kept | null = null;

/** The weapons as planAttack plans them: the first of each name. */
function weaponsOf(all: readonly WeaponInfo[]): WeaponInfo[] {
  const seen = new Set<string>();
  return all.filter((w) => !seen.has(w.name) && (seen.add(w.name), true));
}

/**
 * The state after the reducer's move along the cheapest path to `hex`, or null when it refuses:
 * the move's checks now, its state when first read. The best table reads it only for the attacks
 * its memo has not seen, so many hexes never build one (the move command's own two parts, so the
 * state is the reducer's).
 */
function movedTo(state: CombatState, id: string, reach: Reach, hex: Hex): (() => CombatState) | null {
  const path = pathTo(reach, hex);
  if (!path) return null;
  const cmd = { type: 'move', id, path: path.slice(1) } as const;
  const checked = moveChecked(state, cmd);
  if (!checked.ok) return null;
  let after: CombatState | null = null;
  return () => (after ??= movedAlong(state, cmd, checked, []));
}

/**
 * The chance to harm of attackPreview with default choices, or null when it is blocked: its plan
 * and its refusals in its order, without the summary text and dice list it builds for the GM
 * (a tenth of a cold call's time, all of it garbage here).
 */
function previewedHarm(state: CombatState, attacker: string, defender: string, weapon: string, worth: AttackWorth | undefined): number | null {
  const plan = planAttack(state, { attacker, defender, weapon, situational: [] });
  if (!plan || plan.actorRefusal !== null || plan.mapRefusal !== null) return null;
  const preview = plan.system.preview();
  if (noAttackReason(preview) !== null) return null;
  return worth ? worth(plan, preview, state) : harmChance(preview);
}

/** The map forbids the attack outright (mapRefusal's two tests): no odds are worth asking. */
function mapForbids(w: WeaponInfo, facts: TacticalFacts): boolean {
  return !facts.lineOfSight || (!w.ranged && facts.category === 'ranged');
}

/** The facts as a key: with a band (distanceBand), the band stands for the distance and the metres. */
function factsKey(facts: TacticalFacts, band: Band): string {
  const [n, meters, id, name] = factsPath(band === null ? facts : { ...facts, distanceHexes: 0, meters: 0 });
  return `${band === null ? '' : band(facts)}|${n as number}|${meters as number}|${(id as string | null) ?? ''}|${(name as string | null) ?? ''}`;
}

type Band = ReturnType<typeof distanceBand>;

/** Each weapon's distance band for this attacker against each defender, by defender id and weapon name. */
function bandsOf(system: SystemId, attacker: AnyCombatant, weapons: readonly WeaponInfo[], defenders: readonly AnyCombatant[]): Map<string, Band> {
  const out = new Map<string, Band>();
  for (const d of defenders) for (const w of weapons) out.set(`${d.id}|${w.name}`, distanceBand(system, attacker, w.name, d));
  return out;
}

/**
 * The best table's memos, kept for the next ask after the actor's move: the chance by key (target,
 * weapon, movement key, facts), by packed facts on `table`, and the distance bands its keys number.
 */
type BestMemo = {
  readonly table: PairTable | null;
  readonly memo: Map<string, number | null>;
  readonly byCost: Map<string, Map<string, Map<number, number | null>>>;
  readonly bands: Map<string, Band>;
};

/**
 * The best attack from each hex of the actor's reach, from the state after the move. An attack's
 * plan reads the actor's position only through the map facts, and the rest of the state differs
 * between hexes only by the movement spent, so the chance is kept by target, weapon, movement
 * (`costKey`, see standHereSteps) and facts: each is attackPreview's own answer, asked once. For
 * one-hex bodies on a board no side blocks, the facts of a hex against a target are all in its
 * PairTable value (distance, line, facing), so they are worked out, as text, once per value.
 */
class BestTable {
  /** What this ask worked out, for the next one (its memos grow as this one goes on). */
  readonly memo: BestMemo;
  // The packed facts (PairTable) of each target against each hex of the reach, by target; null where the facts are read as they are.
  private readonly packed: (Int32Array | null)[];
  // By movement key, the memo's chances by packed facts for each target x weapon of this ask, in that order.
  private readonly byPairs = new Map<string, Map<number, number | null>[]>();

  constructor(system: SystemId, private readonly board: Board, private readonly actor: AnyCombatant, private readonly targets: readonly AnyCombatant[], private readonly weapons: readonly WeaponInfo[], private readonly worth: AttackWorth | undefined, hexes: readonly Hex[], prior: BestMemo | null) {
    const simple = !isBig(actor) && board.blockedSide === undefined && board.coverSide === undefined;
    const table = simple && targets.some((t) => !isBig(t)) ? pairTableFor(board) : null;
    // The packed facts are the table's own numbers: those kept by an ask on another table mean other facts.
    const samePacking = prior !== null && prior.table === table;
    this.memo = { table, memo: prior?.memo ?? new Map(), byCost: samePacking ? prior.byCost : new Map(), bands: prior?.bands ?? new Map() };
    // One band per target and weapon for as long as the memo lives (its keys hold the bands' numbers).
    for (const t of targets) for (const w of weapons) {
      const k = `${t.id}|${w.name}`;
      if (!this.memo.bands.has(k)) this.memo.bands.set(k, distanceBand(system, actor, w.name, t));
    }
    const index = table === null ? null : table.add(hexes);
    this.packed = targets.map((t) => {
      if (table === null || index === null || isBig(t)) return null;
      table.at(t.position, t.facing);
      const row = new Int32Array(hexes.length);
      for (let i = 0; i < hexes.length; i++) row[i] = table.value(index[i]!);
      return row;
    });
  }

  /** The best attack from hex `i` of the reach, `s` the state after the move there (read only when needed). */
  from(s: () => CombatState, i: number, costKey: string): StandHereEntry['best'] {
    let best: { target: string; weapon: string; harm: number } | null = null;
    const W = this.weapons.length;
    let byPair = this.byPairs.get(costKey);
    if (byPair === undefined) {
      let kept = this.memo.byCost.get(costKey);
      if (kept === undefined) this.memo.byCost.set(costKey, (kept = new Map()));
      byPair = [];
      for (const t of this.targets) for (const w of this.weapons) {
        const k = `${t.id}|${w.name}`;
        let known = kept.get(k);
        if (known === undefined) kept.set(k, (known = new Map()));
        byPair.push(known);
      }
      this.byPairs.set(costKey, byPair);
    }
    for (let ti = 0; ti < this.targets.length; ti++) {
      const t = this.targets[ti]!;
      const row = this.packed[ti];
      const v = row ? row[i]! : PAIR_ASKED;
      for (let wi = 0; wi < W; wi++) {
        const w = this.weapons[wi]!;
        let harm: number | null | undefined;
        if (v >= 0) {
          const known = byPair[ti * W + wi]!;
          harm = known.get(v);
          if (harm === undefined) known.set(v, (harm = this.asked(s(), t, w, costKey)));
        } else harm = this.asked(s(), t, w, costKey);
        if (harm !== null && (best === null || harm > best.harm)) best = { target: t.id, weapon: w.name, harm };
      }
    }
    return best;
  }

  /** The chance of the attack on `t` with `w` from the state after the move, null when none can be made. */
  private asked(s: CombatState, t: AnyCombatant, w: WeaponInfo, costKey: string): number | null {
    // A move changes no terrain, so the board before it answers sight and cover as the one after.
    const { facts } = factsFor(s, this.board, this.actor.id, t.id, w.reachHexes);
    if (mapForbids(w, facts)) return null;
    const key = `${t.id}|${w.name}|${costKey}|${factsKey(facts, this.memo.bands.get(`${t.id}|${w.name}`) ?? null)}`;
    let harm = this.memo.memo.get(key);
    if (harm === undefined) this.memo.memo.set(key, (harm = previewedHarm(s, this.actor.id, t.id, w.name, this.worth)));
    return harm;
  }
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
function threatOf(state: CombatState, actor: AnyCombatant, enemy: AnyCombatant, worth: AttackWorth | undefined, free: Board, pairs: PairTable): Threat {
  const turn = cloneState(state);
  turn.current = enemy.id;
  turn.use = freshTurn();
  const adapter = adapterFor(state.encounter.system);
  const budget = heldReason(state, enemy) === null ? adapter.moveBudget(enemy, turn) : 0;
  const reach = bodyReach(free, enemy, budget);
  const weapons = weaponsOf(adapter.weapons(enemy));
  const memo = new Map<string, number>();
  const bands = bandsOf(state.encounter.system, enemy, weapons, [actor]);
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
    const key = `${w.name}|${factsKey(facts, bands.get(`${actor.id}|${w.name}`) ?? null)}`;
    let harm = memo.get(key);
    if (harm === undefined) {
      const s = cloneState(turn);
      s.encounter = { ...state.encounter, combatants: state.encounter.combatants.map((c) => (c.id === enemy.id ? { ...c, position: from } : c.id === actor.id ? { ...c, position: at } : c)) } as Encounter;
      memo.set(key, (harm = previewedHarm(s, enemy.id, actor.id, w.name, worth) ?? 0));
    }
    return harm;
  };
  // The cover objects of the actor's own hexes, numbered for the keys below.
  const owns = new Map<string, number>();
  // The best chance by weapon, the cover of the actor's own hex, and the distance, facing and the
  // line's sight answer (0 for a line no wall or cover object stands near) packed by the pair
  // table: all a one-hex pair's facts depend on (see factsFor), so 10,000-40,000 pairs a call
  // build no text. NaN: not asked yet.
  const kinds: (Float64Array | undefined)[] = [];
  // Each hex of the search's index there, by its place in the search's bounding box (-1: none).
  let q0 = Infinity, r0 = Infinity, q1 = -Infinity, r1 = -Infinity;
  for (const h of reach.hexes) {
    q0 = Math.min(q0, h.q); r0 = Math.min(r0, h.r); q1 = Math.max(q1, h.q); r1 = Math.max(r1, h.r);
  }
  const boxWidth = q1 - q0 + 1;
  const box = new Int32Array(boxWidth * (r1 - r0 + 1)).fill(-1);
  for (let fi = 0; fi < reach.hexes.length; fi++) box[(reach.hexes[fi]!.r - r0) * boxWidth + (reach.hexes[fi]!.q - q0)] = fi;
  const indexAt = (q: number, r: number): number => (q < q0 || q > q1 || r < r0 || r > r1 ? -1 : box[(r - r0) * boxWidth + (q - q0)]!);
  // Each hex of the search's place in the pair table, whose rows are shared by all the enemies.
  const unionIndex = simple ? pairs.add(reach.hexes) : new Int32Array(0);
  /** The chances by packed facts for weapon `wi` and own cover `own`, long enough to hold `v`. */
  const kindsFor = (wi: number, own: number, v: number): Float64Array => {
    // By weapon and own cover, then the pair's packed facts: a typed array read, not a map's.
    const slot = wi * 64 + own;
    let byPair = kinds[slot];
    if (byPair === undefined || v >= byPair.length) {
      const grown = new Float64Array(Math.max(v + 1, 2 * (byPair?.length ?? 128))).fill(NaN);
      if (byPair) grown.set(byPair);
      kinds[slot] = byPair = grown;
    }
    return byPair;
  };
  // Each melee weapon's reach as offsets, so a hex's neighbours are found without a list built per hex.
  const around = weapons.map((w) => (w.ranged ? [] : hexesWithin({ q: 0, r: 0 }, w.reachHexes)));
  const ranged = weapons.flatMap((w, wi) => (w.ranged ? [wi] : []));
  const byWeapon: Float64Array[] = [];
  return {
    enemy,
    harmAt: (at) => {
      let best = 0;
      if (!simple || weapons.length > 16) {
        for (const w of weapons) for (const f of reach.hexes) if (!(f.q === at.q && f.r === at.r)) best = Math.max(best, harmFrom(w, f, at));
        return best;
      }
      const cover = free.coverAt(at);
      const ownKey = cover === null ? '' : `${cover.id}|${cover.value}`;
      let own = owns.get(ownKey);
      if (own === undefined) owns.set(ownKey, (own = owns.size));
      // Past 64 kinds of own cover (never on a real map), each pair is asked as it is.
      if (own >= 64) {
        for (const w of weapons) for (const f of reach.hexes) if (!(f.q === at.q && f.r === at.r)) best = Math.max(best, harmFrom(w, f, at));
        return best;
      }
      pairs.at(at, actor.facing);
      const hexes = reach.hexes;
      // The ranged weapons from every hex of the search, each hex's packed facts read once for all of them.
      if (ranged.length > 0) {
        for (let j = 0; j < ranged.length; j++) byWeapon[j] = kindsFor(ranged[j]!, own, 0);
        for (let fi = 0; fi < hexes.length; fi++) {
          const v = pairs.value(unionIndex[fi]!);
          if (v === PAIR_SAME_HEX) continue;
          for (let j = 0; j < ranged.length; j++) {
            const wi = ranged[j]!;
            if (v === PAIR_ASKED) {
              best = Math.max(best, harmFrom(weapons[wi]!, hexes[fi]!, at));
              continue;
            }
            let byPair = byWeapon[j]!;
            if (v >= byPair.length) byWeapon[j] = byPair = kindsFor(wi, own, v);
            let harm = byPair[v]!;
            if (harm !== harm) byPair[v] = harm = harmFrom(weapons[wi]!, hexes[fi]!, at);
            best = Math.max(best, harm);
          }
        }
      }
      // A melee weapon from the hexes in its reach only.
      for (let wi = 0; wi < weapons.length; wi++) {
        const w = weapons[wi]!;
        if (w.ranged) continue;
        let byPair = kindsFor(wi, own, 0);
        for (const o of around[wi]!) {
          const fi = indexAt(at.q + o.q, at.r + o.r);
          if (fi < 0) continue;
          const v = pairs.value(unionIndex[fi]!);
          if (v < 0) {
            if (v === PAIR_ASKED) best = Math.max(best, harmFrom(w, hexes[fi]!, at));
            continue;
          }
          if (v >= byPair.length) byPair = kindsFor(wi, own, v);
          let harm = byPair[v]!;
          if (harm !== harm) byPair[v] = harm = harmFrom(w, hexes[fi]!, at);
          best = Math.max(best, harm);
        }
      }
      return best;
    },
  };
}
