// The YAUGS attack preview: every modifier with its source, whether the defender rolls and why not,
// and the exact odds of each outcome (RULES.md 1.2-1.5, 4).
import type { Modifier } from '../modifier';
import { negated, sumModifiers } from '../modifier';
import type { AttackOutcome, PreviewCommon } from '../preview';
import type { YaugsSettings } from './settings';
import { yaugsSettings } from './settings';
import type { TacticalFacts } from '../tactics/facts';
import type { DefenceMode, DefenceReason } from './defence';
import { defenceMode } from './defence';
import type { LevelValue } from './level';
import type { ExchangeOdds } from './odds';
import { exchangeOdds } from './odds';
import { roundOpponentQuotient } from './opponentQuotient';
import type { DefenceOption } from './parry';
import { allowsDefence, blockCapacity, DEFENCES_BY_DAMAGE_TYPE } from './parry';
import type { YaugsRange } from './rangeBand';
import { yaugsRangeBand } from './rangeBand';
import type { Derived, YaugsSheet, YaugsWeapon } from './sheet';
import { deriveSheet, sheetSkill } from './sheet';

/** What the GM and the engine know about the defender this round, beyond the map facts. */
export type YaugsDefenderState = {
  /** Default: the attacker is in sight and not attacking from behind. */
  readonly aware?: boolean;
  /** Default true. */
  readonly canMove?: boolean;
  /** OQ slots already used this round: attacks met with Active Defence (RULES.md 1.4); default facts.attacksReceived. */
  readonly oqUsed?: number;
  /** OQ raises declared this round (RULES.md 1.4), each +1. */
  readonly oqRaise?: { readonly gaveGroundAndWon: boolean; readonly forgoesAttacks: boolean };
  /** Default: the weapon's damage type is 'area'. */
  readonly areaEffect?: boolean;
  /** Blocks already spent this round, per object name. */
  readonly blocksUsed?: Readonly<Record<string, number>>;
  /** Objects that attacked this round, so cannot defend (RULES.md 1.4). */
  readonly attackedWith?: readonly string[];
  /** Which object to parry or block with; default the best one available. */
  readonly parryWith?: string;
};

/** Everything previewAttack needs. */
export type YaugsPreviewInput = {
  readonly attacker: YaugsSheet;
  readonly weapon: YaugsWeapon;
  readonly defender: YaugsSheet;
  readonly facts: TacticalFacts;
  /** Situational modifiers to the attacker's total. */
  readonly situational?: readonly Modifier[];
  /** Situational modifiers to the defender's total. */
  readonly defenderSituational?: readonly Modifier[];
  readonly settings?: Partial<YaugsSettings>;
  readonly defenderState?: YaugsDefenderState;
};

/** The parry or block the defender can try after a winning attack, with its exact chance. */
export type YaugsParryPreview =
  | {
      readonly available: true;
      readonly object: string;
      readonly kind: 'parry' | 'block';
      /** Parry skill% + the object's block bonus; the roll needs d100 + this > the attack total. */
      readonly base: number;
      /** P(parry succeeds | the attack won); null when the attack cannot win. */
      readonly chanceGivenHit: number | null;
      /** P(the attack wins and is then parried). */
      readonly chance: number;
    }
  | { readonly available: false; readonly reason: string };

/** The YAUGS attack preview. `total` is the net margin before dice: the attacker wins when its d100
 * minus the defender's d100 (0 for a passive defender) plus `total` is above 0, and `modifiers`
 * lists everything from the attacker's side (defender terms negated) so that they sum to `total`. */
export type YaugsPreview = PreviewCommon & {
  readonly system: 'yaugs';
  readonly settings: YaugsSettings;
  readonly range: YaugsRange;
  readonly attacker: {
    readonly skill: string;
    readonly level: LevelValue;
    readonly modifiers: readonly Modifier[];
    /** Total before the d100. */
    readonly total: number;
  };
  readonly defender: {
    readonly mode: DefenceMode;
    /** GM words for every reason the defender does not roll (empty when it does). */
    readonly whyPassive: readonly string[];
    readonly level: Derived;
    readonly opponentQuotient: { readonly value: number; readonly used: number; readonly source: Derived['source'] };
    readonly modifiers: readonly Modifier[];
    /** Total before the d100 (the whole total for a passive defender). */
    readonly total: number;
  };
  /** The defences this blow allows (RULES.md 1.5). */
  readonly defenceOptions: readonly DefenceOption[];
  readonly odds: ExchangeOdds;
  readonly parry: YaugsParryPreview;
};

const REASON_TEXT: Record<DefenceReason, string> = {
  unaware: 'not aware of the attack',
  'cannot-move': 'cannot move',
  'oq-used-up': 'Opponent Quotient used up this round',
  'auto-defence-die': 'an auto-defence ability allows the roll',
};

/** Builds the full attack preview with exact odds (d100 against d100 when the defender rolls). */
export function previewAttack(input: YaugsPreviewInput): YaugsPreview {
  const settings = yaugsSettings(input.settings);
  const { attacker, weapon, defender, facts } = input;
  const st = input.defenderState ?? {};
  const notes: string[] = [];

  // Attacker side.
  const skill = sheetSkill(attacker, weapon.skill);
  if (skill.missing) notes.push(`${attacker.name} has no "${weapon.skill}" skill: counted as 0.`);
  if (skill.level.fallback) {
    notes.push(`House: ${attacker.name}'s ${weapon.skill} level is taken as max(1, floor(${skill.percentile} / 10)) = ${skill.level.level}.`);
  }
  const range = yaugsRangeBand(weapon, facts.meters, facts.category);
  const rangeLabel = range.band === 'melee' ? 'melee' : `${range.band} (${facts.meters} m)`;
  if (range.band === 'out-of-range') notes.push(`${weapon.name} cannot reach ${facts.meters} m.`);
  if (range.asClub) notes.push(`${weapon.name} has no point-blank band: in melee it is only a club.`);
  if (range.band !== 'melee' && weapon.mode === 'ranged' && weapon.rangeModifiers === undefined) {
    notes.push('The source gives no range modifiers: the weapon has none set, so the band counts 0.');
  }
  const attackerMods: Modifier[] = [
    { source: `${weapon.skill} (${weapon.name})`, category: 'skill', value: skill.percentile },
    { source: `Range: ${rangeLabel}`, category: 'range', value: range.modifier },
    ...(input.situational ?? []),
  ];
  const attackerTotal = sumModifiers(attackerMods);

  // Defender side.
  const derived = deriveSheet(defender);
  if (derived.agilitySkill.source === 'house-fallback' && derived.opponentQuotient.source !== 'override') {
    notes.push(`House: ${defender.name} has no Agility skill; OQ uses the Agility percentile ${defender.attributes.agl}.`);
  }
  if (derived.defenceLevel.source === 'house-fallback') {
    notes.push(`House: ${defender.name}'s defence level is taken as max(1, floor(AGL(SK) ${derived.agilitySkill.value} / 10)) = ${derived.defenceLevel.value}.`);
  }
  const oqValue = roundOpponentQuotient(derived.opponentQuotient.value, st.oqRaise ?? { gaveGroundAndWon: false, forgoesAttacks: false });
  const oqUsed = st.oqUsed ?? facts.attacksReceived;
  if (oqUsed > 0) notes.push(`Several attackers: ${oqUsed} of ${defender.name}'s ${oqValue} OQ slots already used this round.`);
  const fromBehind = facts.fromBehind === true;
  const aware = st.aware ?? (facts.lineOfSight && !fromBehind);
  if (st.aware === undefined && !aware) {
    notes.push(
      `GM prompt: ${fromBehind ? 'the attack comes from behind' : 'the attacker is out of sight'}, so ${defender.name} is taken as unaware; tick "detects this attack" if it senses it.`,
    );
  }
  const areaEffect = st.areaEffect ?? weapon.damageType === 'area';
  const mode = defenceModeFor(defender, derived, {
    aware,
    canMove: st.canMove ?? true,
    oqUsed,
    oq: oqValue,
    areaEffect,
    autoDefenceAllowsDie: derived.autoDefenceAllowsDie,
  });
  if (areaEffect) notes.push('Area effect: the passive part of the defence counts 0; it can only be dodged or fully covered.');
  const defenderMods: Modifier[] = [
    { source: mode.active ? 'Active Defence' : 'Passive Defence', category: 'defence', value: mode.value },
  ];
  if (facts.cover > 0) {
    defenderMods.push({
      source: `Cover ${facts.cover} x ${settings.coverModifierPerPoint} per point (house)`,
      category: 'cover',
      value: facts.cover * settings.coverModifierPerPoint,
    });
    notes.push(`House: cover adds ${settings.coverModifierPerPoint} per cover point to the defence (yaugs.coverModifierPerPoint).`);
  }
  defenderMods.push(...(input.defenderSituational ?? []));
  const defenderTotal = sumModifiers(defenderMods);

  // Parry or block.
  const parryChoice = chooseParry(defender, weapon, st, mode);
  const odds = exchangeOdds({
    attackerBase: attackerTotal,
    attackerLevel: skill.level.level,
    defenderBase: defenderTotal,
    defenderLevel: derived.defenceLevel.value,
    defenderRolls: mode.active,
    parryBase: parryChoice.available ? parryChoice.base : null,
  });
  const parry: YaugsParryPreview = parryChoice.available
    ? { ...parryChoice, chanceGivenHit: odds.parryGivenHit, chance: odds.attackerWinsThenParried }
    : parryChoice;

  const modifiers: Modifier[] = [
    ...attackerMods,
    ...defenderMods.map((m) => ({ source: `Defender: ${m.source}`, category: m.category, value: negated(m.value) })),
  ];
  return {
    system: 'yaugs',
    settings,
    modifiers,
    total: attackerTotal - defenderTotal,
    outcomes: outcomesOf(odds, parry),
    notes,
    range,
    attacker: { skill: weapon.skill, level: skill.level, modifiers: attackerMods, total: attackerTotal },
    defender: {
      mode,
      whyPassive: mode.active ? [] : mode.reasons.map((r) => REASON_TEXT[r]),
      level: derived.defenceLevel,
      opponentQuotient: { value: oqValue, used: oqUsed, source: derived.opponentQuotient.source },
      modifiers: defenderMods,
      total: defenderTotal,
    },
    defenceOptions: DEFENCES_BY_DAMAGE_TYPE[weapon.damageType],
    odds,
    parry,
  };
}

function defenceModeFor(defender: YaugsSheet, derived: ReturnType<typeof deriveSheet>, s: Parameters<typeof defenceMode>[1]): DefenceMode {
  const mode = defenceMode({ ...defender.attributes, passiveDefence: derived.passiveDefence }, s);
  // An Active Defence override replaces the computed value; against area effects its PD part still drops.
  if (mode.active && derived.activeDefence.source === 'override') {
    return { ...mode, value: derived.activeDefence.value - (derived.passiveDefence - mode.passiveDefence) };
  }
  return mode;
}

type ParryChoice =
  | { readonly available: true; readonly object: string; readonly kind: 'parry' | 'block'; readonly base: number }
  | { readonly available: false; readonly reason: string };

function chooseParry(defender: YaugsSheet, weapon: YaugsWeapon, st: YaugsDefenderState, mode: DefenceMode): ParryChoice {
  // RULES.md 1.5: only an attack met with Active Defence can be parried, and the parry takes no OQ
  // slot beyond that attack's own.
  if (!mode.active) {
    const why = mode.reasons.map((r) => REASON_TEXT[r]).join(', ');
    return { available: false, reason: `a parry or block needs the attack met with Active Defence, and ${defender.name} meets it passively (${why})` };
  }
  let best: ParryChoice = { available: false, reason: `${defender.name} has no weapon or shield free to parry or block` };
  for (const obj of defender.weapons) {
    if (st.parryWith !== undefined && obj.name !== st.parryWith) continue;
    if (obj.mode !== 'melee') continue;
    const kind = obj.blocks !== undefined ? 'block' : 'parry';
    if (!allowsDefence(weapon.damageType, kind)) {
      if (!best.available) best = { available: false, reason: `a ${weapon.damageType} blow cannot be met with a ${kind}` };
      continue;
    }
    if (st.attackedWith?.includes(obj.name)) continue;
    if ((st.blocksUsed?.[obj.name] ?? 0) >= blockCapacity(obj)) continue;
    const base = sheetSkill(defender, obj.skill).percentile + (obj.blockBonus ?? 0);
    if (!best.available || base > best.base) best = { available: true, object: obj.name, kind, base };
  }
  return best;
}

// A difference of exact counts divided out can come out a hair below 0 in floating point.
const nonNegative = (x: number): number => (x < 0 ? 0 : x);

function outcomesOf(o: ExchangeOdds, parry: YaugsParryPreview): AttackOutcome[] {
  // RULES.md appendix: the hit outcomes are the attack winning and not being parried or blocked; only they harm.
  const out: AttackOutcome[] = [
    { id: 'attacker-wins-critical', label: 'Hit, critical', probability: nonNegative(o.attackerWinsCritical - o.attackerWinsCriticalThenParried), harms: true },
    { id: 'attacker-wins', label: 'Hit', probability: nonNegative(o.attackerWins - (o.attackerWinsThenParried - o.attackerWinsCriticalThenParried)), harms: true },
  ];
  if (parry.available) {
    out.push({ id: 'parried', label: parry.kind === 'block' ? `Blocked (${parry.object})` : `Parried (${parry.object})`, probability: o.attackerWinsThenParried, harms: false });
  }
  out.push(
    { id: 'tie', label: 'Tie: no result', probability: o.tie, harms: false },
    { id: 'defender-wins', label: 'Defended', probability: o.defenderWins, harms: false },
    {
      id: 'defender-wins-critical',
      label: 'Defended, critical',
      probability: o.defenderWinsCritical,
      detail: 'Offers Counter-Attack',
      harms: false,
    },
  );
  return out;
}
