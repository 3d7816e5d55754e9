// The exchange with dice (RULES.md 3.3): both sides split their pools, each side's attack dice
// strike the other's defence dice, in Timing order.
//
// Readings: at equal Timing both attacks resolve against the Injury everyone had when the exchange
// began ("simultaneous, defences first": defence totals are fixed before any damage lands). At
// different Timing the faster side's attack resolves first; the Injury it adds lowers each of the
// slower side's attack dice by the increase, whichever of the two started the exchange. The slower
// side resolves its attack even if that damage knocked it out. Tension uses the raw totals.
import type { Modifier } from '../modifier';
import { waylightsSettings, type WaylightsSettings } from './settings';
import { checkFaces, diceTotal, weaponDamageBonus, type DiceTotal } from './dicePool';
import { resolveExchange, type ExchangeResult } from './exchange';
import { injury, isOut, type ResolveLevel } from './injury';
import { tensionGain } from './tension';

/** The weapon numbers an attack needs. */
export type FighterWeapon = {
  readonly name: string;
  readonly kind: 'melee' | 'ranged';
  readonly attackBonus?: number;
  readonly damageBonus: number;
  readonly ap?: number;
};

/** One combatant as the exchange sees it: resolved numbers, not the sheet. */
export type Fighter = {
  readonly id: string;
  readonly timing: number;
  readonly wounds: number;
  readonly threshold: number;
  readonly resolve?: ResolveLevel;
  /** The skill bonus each of its dice gets (melee or ranged bonus of the weapon it fights with). */
  readonly dieBonus: number;
  /** Per-die effects (stunned, blessed...), each with its source. */
  readonly dieEffects?: readonly Modifier[];
  readonly hits: number;
  readonly shield?: number;
  /** Armour's defence bonus by the kind of the incoming attack. */
  readonly armourDefence?: { readonly melee?: number; readonly ranged?: number };
  /** Extra flat defence, e.g. the house cover modifier (counts for damage). */
  readonly extraDefence?: readonly Modifier[];
  /** The weapon it attacks with; without one its attack dice do nothing. */
  readonly weapon?: FighterWeapon;
};

/** The faces one side rolled. */
export type SideDice = { readonly attack: readonly number[]; readonly defence: readonly number[] };

/** One attack of an exchange, fully broken down. */
export type AttackResolution = {
  readonly from: string;
  readonly to: string;
  readonly attack: DiceTotal;
  /** Defence without the shield. */
  readonly defence: DiceTotal;
  readonly shield: number;
  readonly hits: number;
  readonly ap: number;
  readonly weaponBonus: number;
  readonly result: ExchangeResult;
  /** The Injury drop applied to each attack die because a faster attack landed first (0 if none). */
  readonly injuryRevision: number;
  readonly tension: { readonly attacker: number; readonly defender: number };
};

/** What an exchange did to both combatants. */
export type MutualExchangeResult = {
  readonly order: 'simultaneous' | 'attacker-first' | 'defender-first';
  /** In resolution order; a side with no attack dice or no weapon makes no attack. */
  readonly attacks: readonly AttackResolution[];
  readonly after: Readonly<Record<string, { wounds: number; injury: number; out: boolean | null }>>;
  readonly tension: Readonly<Record<string, number>>;
  readonly settings: WaylightsSettings;
};

/** Input of one mutual exchange: who started it, both fighters, both sides' faces. */
export type MutualExchangeInput = {
  readonly attacker: Fighter;
  readonly defender: Fighter;
  readonly dice: { readonly attacker: SideDice; readonly defender: SideDice };
  readonly settings?: Partial<WaylightsSettings>;
};

function attackTotal(f: Fighter, faces: readonly number[], inj: number, revision: number): DiceTotal {
  const perDie: Modifier[] = [{ source: 'skill bonus', category: 'skill', value: f.dieBonus }];
  if (f.weapon?.attackBonus) perDie.push({ source: `${f.weapon.name} attack bonus`, category: 'weapon', value: f.weapon.attackBonus });
  for (const e of f.dieEffects ?? []) perDie.push(e);
  if (inj) perDie.push({ source: 'Injury', category: 'injury', value: -inj });
  if (revision) perDie.push({ source: 'Injury from the faster attack', category: 'injury', value: -revision });
  return diceTotal(faces, perDie);
}

function defenceTotal(f: Fighter, faces: readonly number[], inj: number, incoming: 'melee' | 'ranged'): DiceTotal {
  const perDie: Modifier[] = [{ source: 'skill bonus', category: 'skill', value: f.dieBonus }];
  for (const e of f.dieEffects ?? []) perDie.push(e);
  if (inj) perDie.push({ source: 'Injury', category: 'injury', value: -inj });
  const flat: Modifier[] = [];
  const armour = f.armourDefence?.[incoming] ?? 0;
  if (armour) flat.push({ source: `armour vs ${incoming}`, category: 'defence', value: armour });
  for (const m of f.extraDefence ?? []) flat.push(m);
  return diceTotal(faces, perDie, flat);
}

function strike(
  from: Fighter, to: Fighter, fromDice: SideDice, toDice: SideDice,
  fromInjury: number, toInjury: number, revision: number, s: WaylightsSettings,
): AttackResolution | null {
  const w = from.weapon;
  if (!w || fromDice.attack.length === 0) return null;
  const attack = attackTotal(from, fromDice.attack, fromInjury, revision);
  const defence = defenceTotal(to, toDice.defence, toInjury, w.kind);
  const shield = to.shield ?? 0;
  const ap = w.ap ?? 0;
  const weaponBonus = weaponDamageBonus(w.damageBonus, fromDice.attack.length, s);
  const result = resolveExchange({ attack: attack.total, defence: defence.total, shield, hits: to.hits, ap, weaponBonus });
  return {
    from: from.id, to: to.id, attack, defence, shield, hits: to.hits, ap, weaponBonus, result, injuryRevision: revision,
    tension: { attacker: tensionGain(result.margin, 'attacker', s), defender: tensionGain(-result.margin, 'defender', s) },
  };
}

/** Resolves one exchange with both sides' dice, in Timing order with the Injury revision for the slower side. */
export function resolveMutualExchange(x: MutualExchangeInput): MutualExchangeResult {
  const s = waylightsSettings(x.settings);
  const { attacker: A, defender: D } = x;
  for (const faces of [x.dice.attacker.attack, x.dice.attacker.defence, x.dice.defender.attack, x.dice.defender.defence]) {
    const bad = checkFaces(faces, s.dieSize);
    if (bad) throw new RangeError(bad);
  }
  const wounds: Record<string, number> = { [A.id]: A.wounds, [D.id]: D.wounds };
  const inj0 = { a: injury(A.wounds, A.threshold), d: injury(D.wounds, D.threshold) };
  const attacks: AttackResolution[] = [];
  let order: MutualExchangeResult['order'];

  if (A.timing === D.timing) {
    order = 'simultaneous';
    const ad = strike(A, D, x.dice.attacker, x.dice.defender, inj0.a, inj0.d, 0, s);
    const da = strike(D, A, x.dice.defender, x.dice.attacker, inj0.d, inj0.a, 0, s);
    if (ad) { attacks.push(ad); wounds[D.id]! += ad.result.damage; }
    if (da) { attacks.push(da); wounds[A.id]! += da.result.damage; }
  } else {
    const attackerFaster = A.timing > D.timing;
    order = attackerFaster ? 'attacker-first' : 'defender-first';
    const [fast, slow] = attackerFaster ? [A, D] : [D, A];
    const [fastDice, slowDice] = attackerFaster ? [x.dice.attacker, x.dice.defender] : [x.dice.defender, x.dice.attacker];
    const fastInj = injury(fast.wounds, fast.threshold);
    const slowInj = injury(slow.wounds, slow.threshold);
    const first = strike(fast, slow, fastDice, slowDice, fastInj, slowInj, 0, s);
    let revision = 0;
    if (first) {
      attacks.push(first);
      wounds[slow.id]! += first.result.damage;
      revision = injury(wounds[slow.id]!, slow.threshold) - slowInj;
    }
    const second = strike(slow, fast, slowDice, fastDice, slowInj, fastInj, revision, s);
    if (second) { attacks.push(second); wounds[fast.id]! += second.result.damage; }
  }

  const tension: Record<string, number> = { [A.id]: 0, [D.id]: 0 };
  for (const r of attacks) {
    tension[r.from]! += r.tension.attacker;
    tension[r.to]! += r.tension.defender;
  }
  const after: Record<string, { wounds: number; injury: number; out: boolean | null }> = {};
  for (const f of [A, D]) {
    const inj = injury(wounds[f.id]!, f.threshold);
    after[f.id] = { wounds: wounds[f.id]!, injury: inj, out: f.resolve ? isOut(inj, f.resolve) : null };
  }
  return { order, attacks, after, tension, settings: s };
}
