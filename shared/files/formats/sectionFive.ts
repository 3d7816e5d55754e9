// The upgrade that brings in the fields of RULES.md section 5: a combatant's `footprint`, a weapon's
// `area` and the map's `edges` (encounters 2 -> 3, characters and sessions 1 -> 2).
//
// No older Hexfray wrote a footprint or an area, so an older file holds one only as a field it did
// not read (a hand edit, kept verbatim by every round trip). Read now, it would change the fight or
// refuse the file; so it is set aside under a name no version reads (`legacyFootprint`...), and
// nothing is lost. Edges are the exception: the Universal VTT import wrote the map's `edges` in
// RULES.md's shape at encounter version 2, so edges in that shape are kept and read; others are set aside.
import { z } from 'zod';
import { isPlainObject } from '../canonical';
import { edgeSchema } from '../../model/schema';

type Json = Record<string, unknown>;

/** The object with `key` renamed to the first free `legacy<Key>`, `legacy<Key>2`...; itself when it has no `key`. */
function setAside(obj: Json, key: string): Json {
  if (!Object.hasOwn(obj, key)) return obj;
  const base = `legacy${key[0]!.toUpperCase()}${key.slice(1)}`;
  let name = base;
  for (let n = 2; Object.hasOwn(obj, name); n++) name = `${base}${n}`;
  const { [key]: value, ...rest } = obj;
  return { ...rest, [name]: value };
}

/** Applies `f` to each plain object of a list, leaving anything else as it is. */
function eachObject(list: unknown, f: (o: Json) => Json): unknown {
  return Array.isArray(list) ? list.map((x: unknown) => (isPlainObject(x) ? f(x) : x)) : list;
}

/** A sheet with its weapons' `area` set aside. */
export function upgradeSheet(sheet: Json): Json {
  return Object.hasOwn(sheet, 'weapons') ? { ...sheet, weapons: eachObject(sheet.weapons, (w) => setAside(w, 'area')) } : sheet;
}

/** A combatant with its `footprint`, and its sheet's weapons' `area`, set aside. */
export function upgradeCombatant(c: Json): Json {
  const out = setAside(c, 'footprint');
  return isPlainObject(out.sheet) ? { ...out, sheet: upgradeSheet(out.sheet) } : out;
}

const edgeList = z.array(edgeSchema);

/** An encounter body with its combatants' new fields set aside, and its map's `edges` unless they are in RULES.md's shape. */
export function upgradeEncounter(body: Json): Json {
  let out = body;
  if (isPlainObject(out.map) && !edgeList.safeParse(out.map.edges).success) out = { ...out, map: setAside(out.map, 'edges') };
  if (Object.hasOwn(out, 'combatants')) out = { ...out, combatants: eachObject(out.combatants, upgradeCombatant) };
  return out;
}

/** A command with the combatant it adds and the sheet it sets upgraded (add-combatant, edit-sheet). */
export function upgradeCommand(command: Json): Json {
  let out = command;
  if (isPlainObject(out.combatant)) out = { ...out, combatant: upgradeCombatant(out.combatant) };
  if (isPlainObject(out.sheet)) out = { ...out, sheet: upgradeSheet(out.sheet) };
  return out;
}
