// Exact odds of one YAUGS exchange (RULES.md 1.2, 1.5), by counting instead of sampling.
// With a roll each, the attacker wins when its d100 - the defender's d100 > defenderBase -
// attackerBase: for a fixed attacker face the winning defender faces are a prefix 1..t-1, the tie is
// one face and the defender's wins a suffix. Fumble faces are a prefix and critical faces a suffix
// of the d100, so prefix sums over the defender's faces give every count in O(1) per attacker face.
import { losesWithFumble, winsWithCritical } from './active';

/** The inputs of the odds: each side's total before its die, levels, and who rolls. */
export type OddsInput = {
  /** Attacker skill% + modifiers (its d100 is added). */
  readonly attackerBase: number;
  readonly attackerLevel: number;
  /** Defence value + modifiers (a d100 is added only when `defenderRolls`). */
  readonly defenderBase: number;
  readonly defenderLevel: number;
  readonly defenderRolls: boolean;
  /** Parry/block skill% + the object's block bonus; null when no parry or block is possible. */
  readonly parryBase: number | null;
};

/** Exact probabilities of one exchange. The five outcome fields are exclusive and sum to 1. */
export type ExchangeOdds = {
  readonly attackerWinsCritical: number;
  /** Attacker wins without a critical. */
  readonly attackerWins: number;
  readonly tie: number;
  /** Defender wins without a critical. */
  readonly defenderWins: number;
  readonly defenderWinsCritical: number;
  /** The attacker loses and fumbles. */
  readonly attackerFumble: number;
  /** The defender loses and fumbles (never for a passive defender). */
  readonly defenderFumble: number;
  /** The attacker wins and the defender's parry/block then beats the attack total; 0 without one. */
  readonly attackerWinsThenParried: number;
  /** The part of attackerWinsThenParried where the attacker's win was a critical. */
  readonly attackerWinsCriticalThenParried: number;
  /** P(parry/block succeeds | the attack won); null when no parry is possible or the attack cannot win. */
  readonly parryGivenHit: number | null;
};

const FACES = 100;

/** Per-face flags as prefix counts: out[x] = how many faces 1..x satisfy `test`. */
function prefixCount(test: (face: number) => boolean, out: Int32Array): Int32Array {
  out[0] = 0;
  for (let f = 1; f <= FACES; f++) out[f] = out[f - 1]! + (test(f) ? 1 : 0);
  return out;
}

const clampFace = (x: number): number => (x < 0 ? 0 : x > FACES ? FACES : x);

/** Parry faces p (1..100) with p + parryBase > attackTotal. */
function parryCount(attackTotal: number, parryBase: number): number {
  return FACES - clampFace(Math.floor(attackTotal - parryBase));
}

/** Computes the exact odds of an exchange by counting faces (10,000 pairs when both roll). */
export function exchangeOdds(x: OddsInput): ExchangeOdds {
  const key = `${x.attackerBase}|${x.attackerLevel}|${x.defenderBase}|${x.defenderLevel}|${x.defenderRolls ? 1 : 0}|${x.parryBase ?? 'n'}`;
  let odds = counted.get(key);
  if (odds === undefined) {
    if (counted.size >= COUNTED_MAX) counted.clear();
    counted.set(key, (odds = countedOdds(x)));
  }
  return odds;
}

// The odds read only the six numbers of their input, and attacks that differ in everything else
// (the distance within a band, the sheets' words, who attacks whom) meet the same totals again: the
// step-here advisor's first ask of a new state counted most of its exchanges anew from its previews,
// which the odds tables above them key by much more. A few thousand totals cover a fight.
const counted = new Map<string, ExchangeOdds>();
const COUNTED_MAX = 4096;

function countedOdds(x: OddsInput): ExchangeOdds {
  const La = x.attackerLevel;
  const Ld = x.defenderLevel;
  const k = x.attackerBase - x.defenderBase;
  let aWin = 0;
  let aCrit = 0;
  let tie = 0;
  let dWin = 0;
  let dCrit = 0;
  let aFum = 0;
  let dFum = 0;
  let parried = 0;
  let parriedCrit = 0;

  if (!x.defenderRolls) {
    for (let a = 1; a <= FACES; a++) {
      const margin = a + k;
      if (margin > 0) {
        aWin++;
        const crit = winsWithCritical(a, La, false);
        if (crit) aCrit++;
        if (x.parryBase !== null) {
          const pc = parryCount(a + x.attackerBase, x.parryBase);
          parried += pc;
          if (crit) parriedCrit += pc;
        }
      } else if (margin === 0) tie++;
      else {
        dWin++;
        if (losesWithFumble(a, La)) aFum++;
      }
    }
    return finish(FACES, { aWin, aCrit, tie, dWin, dCrit, aFum, dFum, parried, parriedCrit }, x.parryBase !== null);
  }

  const fumD = prefixCount((d) => losesWithFumble(d, Ld), new Int32Array(FACES + 1));
  const critD0 = prefixCount((d) => winsWithCritical(d, Ld, false), new Int32Array(FACES + 1));
  const critD1 = prefixCount((d) => winsWithCritical(d, Ld, true), new Int32Array(FACES + 1));
  for (let a = 1; a <= FACES; a++) {
    const t = a + k; // the attacker wins on defender faces d < t, ties on d = t
    const winHi = clampFace(Math.ceil(t) - 1);
    const tied = Number.isInteger(t) && t >= 1 && t <= FACES ? 1 : 0;
    const lo = Math.max(1, Math.floor(t) + 1);
    const defWins = lo > FACES ? 0 : FACES - lo + 1;

    aWin += winHi;
    const fumbledUnder = fumD[winHi]!;
    const c0 = winsWithCritical(a, La, false) ? 1 : 0;
    const c1 = winsWithCritical(a, La, true) ? 1 : 0;
    const crits = c0 * (winHi - fumbledUnder) + c1 * fumbledUnder;
    aCrit += crits;
    dFum += fumbledUnder;
    if (x.parryBase !== null && winHi > 0) {
      // The parry's chance depends only on the attack total, not on which defender face lost.
      const pc = parryCount(a + x.attackerBase, x.parryBase);
      parried += winHi * pc;
      parriedCrit += crits * pc;
    }

    tie += tied;

    dWin += defWins;
    if (defWins > 0) {
      const aFumbled = losesWithFumble(a, La);
      if (aFumbled) aFum += defWins;
      const crit = aFumbled ? critD1 : critD0;
      dCrit += crit[FACES]! - crit[lo - 1]!;
    }
  }
  return finish(FACES * FACES, { aWin, aCrit, tie, dWin, dCrit, aFum, dFum, parried, parriedCrit }, x.parryBase !== null);
}

function finish(
  n: number,
  c: { aWin: number; aCrit: number; tie: number; dWin: number; dCrit: number; aFum: number; dFum: number; parried: number; parriedCrit: number },
  hasParry: boolean,
): ExchangeOdds {
  return {
    attackerWinsCritical: c.aCrit / n,
    attackerWins: (c.aWin - c.aCrit) / n,
    tie: c.tie / n,
    defenderWins: (c.dWin - c.dCrit) / n,
    defenderWinsCritical: c.dCrit / n,
    attackerFumble: c.aFum / n,
    defenderFumble: c.dFum / n,
    // `parried` counts (attacker, defender, parry) face triples, hence the extra factor of FACES.
    attackerWinsThenParried: c.parried / (n * FACES),
    attackerWinsCriticalThenParried: c.parriedCrit / (n * FACES),
    parryGivenHit: hasParry && c.aWin > 0 ? c.parried / (c.aWin * FACES) : null,
  };
}
