// An area attack planned once (RULES.md 5.3): the shape the weapon strikes from the aimed hex, the
// hexes its source sees, the combatants in them (less those the GM takes out), and for each target
// the system's plan of an attack on it from the area's source. The preview and the reducer ask the
// same plan, so the odds shown are the odds rolled and a refusal is worded in one place.
import { burstHexes, coneDirection, coneHexes, footprintDistance, hexDistance, hexKey, hexPlace, lineHexes, type Hex } from '../hex';
import { buildBoard, type Board } from '../model/board';
import { bodyDistance, bodyOf } from '../model/body';
import type { AttackChoices, Situational } from '../model/commands';
import { factsFor, sightBetween } from '../model/facts';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { noAttackReason } from '../rules/preview';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { AreaRules, AreaSharedRoll, SystemPlan, WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { rangeRings } from '../systems/rangeRings';
import { actorRefusal } from './plan';
import { lineBlocker } from './sightNote';

/** A weapon's area as the sheets hold it (RULES.md 5.3). */
export type WeaponArea = { readonly shape: 'burst' | 'cone' | 'line'; readonly size: number };

/** An area attack as `areaPreview` and the `attack` command with `at` describe it (RULES.md appendix). */
export type AreaRequest = {
  readonly attacker: string;
  readonly weapon: string;
  readonly at: Hex;
  readonly exclude?: readonly string[] | undefined;
  readonly situational?: readonly Situational[] | undefined;
  readonly choices?: AttackChoices | undefined;
  readonly readied?: boolean | undefined;
};

/** One target: the system's plan of the attack on it, with the facts it was planned from. */
export type AreaTarget = {
  readonly id: string;
  readonly name: string;
  readonly facts: TacticalFacts;
  readonly plan: SystemPlan;
  /** The attacker's roll at the head of this target's dice, or null when it rolls on its own. */
  readonly shared: AreaSharedRoll | null;
};

export type AreaPlan = {
  /** Why the attack cannot be made as asked, or null. */
  readonly blocked: string | null;
  readonly attacker: AnyCombatant | null;
  readonly weapon: WeaponInfo | null;
  readonly area: WeaponArea | null;
  /** The hex the area spreads from: a burst's centre, else the attacker's hex nearest the aim. */
  readonly source: Hex | null;
  /** The hexes affected: in the shape, on the map, no wall, and seen from the source. */
  readonly hexes: Hex[];
  /** The targets that stay in, in the encounter's order (the order their dice are read). */
  readonly targets: AreaTarget[];
  /** The targets the GM took out. */
  readonly excluded: string[];
  /** The attacker's one roll, or null when no target's plan reads it. */
  readonly shared: AreaSharedRoll | null;
  readonly rules: AreaRules | null;
  readonly board: Board | null;
};

function refused(reason: string, part: Partial<AreaPlan> = {}): AreaPlan {
  return { blocked: reason, attacker: null, weapon: null, area: null, source: null, hexes: [], targets: [], excluded: [], shared: null, rules: null, board: null, ...part };
}

/** A weapon's area from the combatant's sheet, or null for a weapon that strikes one target. */
export function weaponArea(c: AnyCombatant, weapon: string): WeaponArea | null {
  const weapons = (c.sheet as { weapons?: readonly { name: string; area?: WeaponArea | null }[] }).weapons ?? [];
  return weapons.find((w) => w.name === weapon)?.area ?? null;
}

/** How far the weapon reaches in hexes: its last range band, or its reach. */
function rangeHexes(state: CombatState, c: AnyCombatant, weapon: WeaponInfo): number {
  const rings = rangeRings(state.encounter, c, weapon.name);
  return Math.max(weapon.reachHexes, ...rings.map((r) => r.radius));
}

/** The hex of a body nearest the aim (ties: the least q, then r), where a cone or a line starts (RULES.md 5.3). */
export function originOf(body: readonly Hex[], aim: Hex): Hex {
  let best = body[0]!;
  let bestD = hexDistance(best, aim);
  for (const h of body) {
    const d = hexDistance(h, aim);
    if (d < bestD || (d === bestD && (h.q < best.q || (h.q === best.q && h.r < best.r)))) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

/** The area attack planned on `state`. */
export function planArea(state: CombatState, req: AreaRequest): AreaPlan {
  const enc = state.encounter;
  const adapter = adapterFor(enc.system);
  const a = enc.combatants.find((c) => c.id === req.attacker);
  if (!a) return refused(`No combatant "${req.attacker}".`);
  const rules = adapter.area;
  if (!rules) return refused(`${enc.system} has no area attacks.`, { attacker: a });
  const weapon = adapter.weapons(a).find((w) => w.name === req.weapon);
  if (!weapon) return refused(`${a.name} has no weapon called "${req.weapon}".`, { attacker: a });
  const area = weaponArea(a, weapon.name);
  if (!area) return refused(`${a.name}'s ${weapon.name} is not an area weapon: an attack with it names a defender, not a hex to aim at.`, { attacker: a, weapon });
  if (req.choices && req.choices.system !== enc.system) return refused(`Those are ${req.choices.system} choices, but this encounter runs ${enc.system}.`, { attacker: a, weapon, area });
  const orientation = enc.map.orientation;
  const place = hexPlace(req.at, orientation);
  const board = buildBoard(enc, state.out);
  const part = { attacker: a, weapon, area, rules, board };
  if (!board.inBounds(req.at)) return refused(`The aimed hex (${place}) is off the map.`, part);
  const body = bodyOf(a);
  const own = new Set(body.map(hexKey));

  let source: Hex;
  let shape: Hex[];
  if (area.shape === 'burst') {
    source = req.at;
    const far = footprintDistance(body, [req.at]);
    const reach = rangeHexes(state, a, weapon);
    if (far > reach) return refused(`The aimed hex (${place}) is ${far} hexes from ${a.name}, beyond the range of ${weapon.name} (${reach} hexes).`, part);
    if (board.isWall(req.at)) return refused(`The aimed hex (${place}) is a wall: a burst needs open ground at its centre.`, part);
    if (far > 0 && !body.some((h) => sightBetween(board, h, req.at).visible)) {
      const why = lineBlocker(board, enc.map, body[0]!, req.at, [a.name, 'the aimed hex']) ?? 'a wall blocks the line';
      return refused(`${a.name} cannot see the aimed hex (${place}): ${why}.`, part);
    }
    shape = burstHexes(req.at, area.size);
  } else {
    if (own.has(hexKey(req.at))) return refused(`The aimed hex (${place}) is ${a.name}'s own: aim a ${area.shape} at a hex outside its body.`, part);
    source = originOf(body, req.at);
    shape = area.shape === 'cone' ? coneHexes(source, coneDirection(source, req.at), area.size) : lineHexes(source, req.at, area.size);
  }
  // RULES.md 5.3: never the attacker's own body, never a wall, only what the source sees.
  const hexes = shape.filter((h) => !own.has(hexKey(h)) && board.inBounds(h) && !board.isWall(h) && (hexKey(h) === hexKey(source) || sightBetween(board, source, h).visible));
  const affected = new Set(hexes.map(hexKey));

  const inArea = enc.combatants.filter((c) => c.id !== a.id && !state.out.includes(c.id) && bodyOf(c).some((h) => affected.has(hexKey(h))));
  const excluded: string[] = [];
  for (const id of req.exclude ?? []) {
    const c = enc.combatants.find((x) => x.id === id);
    if (!c) return refused(`exclude names "${id}": there is no such combatant.`, { ...part, source, hexes });
    if (!inArea.includes(c)) return refused(`exclude names ${c.name}, who is not a target of this attack: no hex of ${c.name}'s body is in the area.`, { ...part, source, hexes });
    if (!excluded.includes(id)) excluded.push(id);
  }
  const notNow = actorRefusal(state, a, req);
  const situational = req.situational ?? [];
  const targets: AreaTarget[] = [];
  let shared: AreaSharedRoll | null = null;
  const why: (string | null)[] = [];
  for (const c of inArea) {
    if (excluded.includes(c.id)) continue;
    const facts = areaFacts(state, board, a, c, weapon, area, source, affected, req.at, rules.rangeFromSource === true);
    const choices = rules.choices(state, { attacker: a.id, defender: c.id, weapon: weapon.name }, facts, req.choices);
    const plan = adapter.plan(state, { attacker: a.id, defender: c.id, weapon: weapon.name, situational, choices, readied: req.readied }, facts);
    const roll = rules.shared(state, a.id, plan);
    shared ??= roll;
    targets.push({ id: c.id, name: c.name, facts, plan, shared: roll });
    why.push(noAttackReason(plan.preview()));
  }
  // A reason every target gives is the attacker's (a weapon committed, a turn spent); one target's is that target's.
  const first = why.findIndex((w) => w !== null);
  const blocked = notNow ?? (first < 0 ? null : why.every((w) => w === why[first]) ? why[first]! : `${targets[first]!.name} cannot be struck: ${why[first]} (the GM may take ${targets[first]!.name} out of the attack).`);
  return { blocked, attacker: a, weapon, area, source, hexes, targets, excluded, shared, rules, board };
}

/**
 * The map facts of one target (House where RULES.md 5.3 is silent): sight and cover from the
 * area's source to the target's affected hexes, the least cover among them; the distance of the
 * throw for a burst (from the source where the system says so: VERS, 5.3), and for a cone or a line at most the
 * weapon's own reach or range, since the shape is what sets how far it strikes.
 */
function areaFacts(state: CombatState, board: Board, a: AnyCombatant, d: AnyCombatant, weapon: WeaponInfo, area: WeaponArea, source: Hex, affected: ReadonlySet<string>, at: Hex, fromTheSource: boolean): TacticalFacts {
  const base = factsFor(state, board, a.id, d.id, weapon.reachHexes).facts;
  let cover = Infinity;
  let coverObjectId: string | null = null;
  for (const h of bodyOf(d)) {
    if (!affected.has(hexKey(h))) continue;
    const s = hexKey(h) === hexKey(source) ? null : sightBetween(board, source, h);
    const value = s ? s.cover.value : 0;
    if (value < cover) {
      cover = value;
      coverObjectId = s && value > 0 ? s.cover.objectId : null;
    }
  }
  let coverSource: TacticalFacts['coverSource'] = coverObjectId === null ? null : 'line';
  // A cover object in a one-hex target's own hex shields it from a source outside that hex (RULES.md section 4, 5.2).
  const ownCover = bodyOf(d).length === 1 && hexKey(d.position) !== hexKey(source) ? board.coverAt(d.position) : null;
  if (ownCover && ownCover.value > 0 && ownCover.value >= cover) {
    cover = ownCover.value;
    coverObjectId = ownCover.id;
    coverSource = 'own-hex';
  }
  const fromSource = footprintDistance([source], bodyOf(d));
  const reach = Math.max(weapon.reachHexes, rangeHexes(state, a, weapon));
  const raw = fromTheSource ? fromSource : area.shape === 'burst' ? footprintDistance(bodyOf(a), [at]) : bodyDistance(a, d);
  const distance = Math.max(1, area.shape === 'burst' && !fromTheSource ? raw : Math.min(raw, reach));
  return {
    ...base,
    distanceHexes: distance,
    meters: distance * state.encounter.map.metersPerHex,
    // A thrown or fired area is a ranged attack however near its source; any other strikes close.
    category: weapon.ranged ? 'ranged' : 'close',
    lineOfSight: true,
    cover: cover === Infinity ? 0 : cover,
    coverObjectId,
    coverName: coverObjectId === null ? null : (board.coverById(coverObjectId)?.name ?? null),
    coverSource,
  };
}
