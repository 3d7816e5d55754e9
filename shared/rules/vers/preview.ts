// The VERS attack preview: every modifier with its source, who rolls against what, and the exact odds
// of each outcome over the 216 faces of 3d6 (grouped by sum, which is all a VERS check reads).
import type { Modifier } from '../modifier';
import type { AttackOutcome, PreviewCommon } from '../preview';
import { versSettings, type VersSettings } from './settings';
import type { RangeCategory, TacticalFacts } from '../tactics/facts';
import { checkAgainst, type CheckResult } from './check';
import { closeBandModifier, grapplePenalty, hitsWrongMember, reachAdvantage } from './closeCombat';
import type { Condition } from './conditions';
import { coverTakesHit } from './cover';
import { hitDamage } from './damage';
import { attackKind, dodge, findWeapon, reachWith, staticAttack } from './derived';
import { effTNBreakdown } from './effTN';
import { actionLimits, injuryModifiers } from './injuryEffects';
import { countMarks } from './injuryTrack';
import { multiAttackModifier } from './multiAttack';
import { rangeBand, type RangeBandName } from './rangeBand';
import { SKILLS, type VersSheet, type Weapon } from './sheet';
import { FROM_BEHIND_BONUS, situationalTotal } from './situational';
import { defenceLoss, whoRolls, type RollPlan, type Side } from './whoRolls';

/** One situational modifier as the GM enters it, signed as it affects the attack. */
export type SituationalInput = { readonly source: string; readonly value: number };

/** Everything the preview of one VERS attack needs. */
export type VersPreviewInput = {
  readonly attacker: { readonly sheet: VersSheet; readonly side: Side; readonly weapon: string };
  /** `weapon`: what the defender holds, for its Reach in close combat (none: the body's Reach). */
  readonly defender: { readonly sheet: VersSheet; readonly side: Side; readonly weapon?: string | null; readonly aware?: boolean };
  readonly facts: TacticalFacts;
  readonly situational?: readonly SituationalInput[];
  readonly settings?: Partial<VersSettings>;
};

/** What happens to the attack in one outcome. */
export type AttackResult = 'hit' | 'miss' | 'cover' | 'wrong-target' | 'no-attack';

/**
 * One outcome of the preview, with the roll and the injury a hit inflicts. `harms`: a hit that marks
 * the defender's track (a hit below NDV 0 marks nothing); the engine adds a hit on cover that breaks
 * it and carries a mark through, which needs the object's structure.
 */
export type VersOutcome = AttackOutcome & {
  readonly result: AttackResult;
  /** The roller's check, or null when nothing is rolled. */
  readonly check: CheckResult | null;
  /** The 3d6 sums that give this outcome. */
  readonly sums: readonly number[];
  /** The attack's net damage and the condition it inflicts; null unless the outcome is a hit. */
  readonly ndv: number | null;
  readonly condition: Condition | null;
};

/** The probabilities of the attack's results, summed over the outcomes. */
export type VersOddsSummary = {
  readonly hit: number;
  readonly miss: number;
  readonly cover: number;
  readonly wrongTarget: number;
  readonly dramaticSuccess: number;
  readonly dramaticFailure: number;
};

/** The preview of one VERS attack. */
export type VersPreview = Omit<PreviewCommon, 'outcomes' | 'system'> & {
  readonly system: 'vers';
  readonly settings: VersSettings;
  readonly attackPossible: boolean;
  readonly range: { readonly category: RangeCategory; readonly meters: number; readonly band: RangeBandName | null };
  readonly plan: RollPlan | null;
  /** Who rolls which check against which static value; null when nothing is rolled. */
  readonly roll: {
    readonly roller: 'attacker' | 'defender';
    readonly rolledBy: 'player' | 'gm';
    readonly check: 'attack' | 'dodge';
    readonly against: { readonly source: string; readonly value: number };
  } | null;
  /** The effective target number of the roll; null when nothing is rolled. */
  readonly effTN: number | null;
  readonly situational: { readonly values: readonly SituationalInput[]; readonly raw: number; readonly clamped: number };
  readonly outcomes: readonly VersOutcome[];
  readonly odds: VersOddsSummary;
};

/** Ways to roll each sum 3..18 on 3d6, out of 216. */
const WAYS_3D6 = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1] as const;

type PreviewBase = Pick<VersPreview, 'system' | 'settings' | 'range' | 'situational' | 'notes'>;
type PreviewPart = Omit<VersPreview, keyof PreviewBase>;

/**
 * The preview, member by member in one order. Built as `{ ...base, ...}`, each preview had a hidden
 * class of its own in V8 (1,314 for the 2,090 previews of twenty simulated fights), so every read
 * of one, on every attack resolved, missed V8's caches.
 */
function assemble(base: PreviewBase, part: PreviewPart, notes: readonly string[] = base.notes): VersPreview {
  return {
    system: base.system,
    settings: base.settings,
    range: base.range,
    situational: base.situational,
    notes,
    attackPossible: part.attackPossible,
    plan: part.plan,
    roll: part.roll,
    effTN: part.effTN,
    modifiers: part.modifiers,
    total: part.total,
    outcomes: part.outcomes,
    odds: part.odds,
  };
}

function noAttack(base: PreviewBase, reason: string): VersPreview {
  return assemble(base, {
    attackPossible: false,
    plan: null,
    roll: null,
    effTN: null,
    modifiers: [],
    total: 0,
    outcomes: [{ id: 'no-attack', label: 'No attack possible', detail: reason, probability: 1, harms: false, result: 'no-attack', check: null, sums: [], ndv: null, condition: null }],
    odds: { hit: 0, miss: 0, cover: 0, wrongTarget: 0, dramaticSuccess: 0, dramaticFailure: 0 },
  }, [...base.notes, reason]);
}

const RESULT_WORDS = {
  hit: 'hit',
  miss: 'miss',
  cover: 'the cover takes the hit',
  'wrong-target': 'hits the wrong member of the grapple',
  'no-attack': 'no attack',
} as const satisfies Record<AttackResult, string>;

const RESULT_COUNTER = {
  hit: 'hit',
  miss: 'miss',
  cover: 'cover',
  'wrong-target': 'wrongTarget',
  'no-attack': 'miss',
} as const satisfies Record<AttackResult, keyof VersOddsSummary>;

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function conditionWords(ndv: number, condition: Condition | null): string {
  return condition === null ? `no injury (NDV ${ndv})` : `${condition} (NDV ${ndv})`;
}

/**
 * A static value as the roller meets it. RULES.md 2.7: an NPC's injury penalties lower its static
 * values (Dodge, attack) by the same amount, so a wounded NPC is easier to hit and to dodge.
 */
function staticValue(source: string, value: number, owner: { readonly sheet: VersSheet; readonly side: Side }): { source: string; value: number } {
  if (owner.side !== 'npc') return { source, value };
  const penalty = injuryModifiers(countMarks(owner.sheet.injuries), true).reduce((n, m) => n + m.value, 0);
  return penalty === 0 ? { source, value } : { source: `${source} ${value}, ${penalty} for injuries`, value: value + penalty };
}

/** Previews one VERS attack: the modifier breakdown, who rolls against what, and the exact odds of every outcome. */
export function previewAttack(input: VersPreviewInput): VersPreview {
  const settings = versSettings(input.settings);
  const { attacker, defender, facts } = input;
  const notes: string[] = [];

  const situationalValues: SituationalInput[] = [...(input.situational ?? [])];
  if (facts.fromBehind === true) situationalValues.push({ source: 'Attacking from behind', value: FROM_BEHIND_BONUS });
  const raw = situationalValues.reduce((s, v) => s + v.value, 0);
  const clamped = situationalTotal(situationalValues.map((v) => v.value));

  const weapon: Weapon | undefined = findWeapon(attacker.sheet, attacker.weapon);
  const base = {
    system: 'vers' as const,
    settings,
    range: { category: facts.category, meters: facts.meters, band: null as RangeBandName | null },
    situational: { values: situationalValues, raw, clamped },
    notes,
  };
  if (weapon === undefined) return noAttack(base, `${attacker.sheet.name} has no weapon called "${attacker.weapon}".`);
  const kind = attackKind(weapon);
  const ranged = facts.category === 'ranged';

  // Modifiers here are signed as they affect the attack; a Dodge roll takes them reversed.
  const attackMods: Modifier[] = [];
  if (ranged) {
    if (!weapon.ranged) return noAttack(base, `${weapon.name} is not a ranged weapon and the target is ${facts.distanceHexes} hexes away.`);
    if (!facts.lineOfSight) return noAttack(base, `${attacker.sheet.name} has no line of sight to ${defender.sheet.name}.`);
    const band = rangeBand(attacker.sheet.attributes.agility, facts.meters);
    base.range.band = band.band;
    if (band.modifier === null) return noAttack(base, `${facts.meters} m is beyond Extreme range for Agility ${attacker.sheet.attributes.agility}.`);
    attackMods.push({ source: `Range: ${band.band} (${facts.meters} m, Agility ${attacker.sheet.attributes.agility})`, category: 'range', value: band.modifier });
  } else {
    const value = closeBandModifier(facts.category, kind);
    const what = facts.category === 'grappling' ? 'Grappling range' : 'Close range';
    attackMods.push({ source: `${what} (${kind} attack)`, category: 'range', value });
  }

  if (facts.category === 'close') {
    const defenderWeapon = defender.weapon ? findWeapon(defender.sheet, defender.weapon) ?? null : null;
    const mine = reachWith(attacker.sheet, weapon);
    const theirs = reachWith(defender.sheet, defenderWeapon);
    attackMods.push({ source: `Reach ${mine} against ${theirs}`, category: 'reach', value: reachAdvantage(mine, theirs) });
  }

  const grappleTarget = facts.defenderInGrapple && !facts.attackerInDefendersGrapple;
  if (grappleTarget) {
    attackMods.push({ source: `${ranged ? 'Ranged' : 'Close'} attack on someone in a grapple`, category: 'grapple', value: grapplePenalty(ranged) });
  }

  const cover = Math.max(0, facts.cover);
  attackMods.push({ source: cover > 0 ? `Cover +${cover}${facts.coverName ? ` (${facts.coverName})` : ''}` : 'No cover', category: 'cover', value: -cover });

  const k = facts.attacksReceived + 1;
  const multi = multiAttackModifier(k, settings);
  attackMods.push({ source: `Attack ${k} on the defender this round`, category: 'several-attackers', value: 0 - multi });

  if (situationalValues.length > 0) {
    const shown = raw === clamped ? `sum ${signed(raw)}` : `sum ${signed(raw)}, clamped to ${signed(clamped)}`;
    attackMods.push({ source: `Situational (${shown})`, category: 'situational', value: clamped });
  }

  if (actionLimits(countMarks(attacker.sheet.injuries), 0).disciplineRollToAct) {
    notes.push(`${attacker.sheet.name} is Disabled: a Discipline roll comes first; failure means no attack.`);
  }

  const loss = defenceLoss(defender.aware ?? true, facts.defenderInGrapple, facts.attackerInDefendersGrapple);
  const plan = whoRolls(attacker.side, defender.side, loss, settings);

  if (plan.kind === 'no-roll') {
    const damage = hitDamage(weapon.ev, defender.sheet.rv, 0, settings.ndvAddsDoS);
    notes.push(plan.reason);
    if (cover > 0) notes.push('With no roll there is no miss, so the cover cannot take the hit.');
    return assemble(base, {
      attackPossible: true,
      plan,
      roll: null,
      effTN: null,
      modifiers: [],
      total: 0,
      outcomes: [{
        id: 'hit-no-roll', label: 'Hit (no roll)', detail: conditionWords(damage.ndv, damage.condition), probability: 1,
        harms: damage.condition !== null, result: 'hit', check: null, sums: [], ndv: damage.ndv, condition: damage.condition,
      }],
      odds: { hit: 1, miss: 0, cover: 0, wrongTarget: 0, dramaticSuccess: 0, dramaticFailure: 0 },
    });
  }

  const skillName = facts.category === 'grappling' ? SKILLS.grappling : weapon.skill;
  if (facts.category === 'grappling' && weapon.skill !== SKILLS.grappling) notes.push('In a grapple the attack uses the grappling skill.');
  const noDodgeWhy = loss === 'unaware' ? 'unaware' : 'in a grapple, attacked from outside it';

  let breakdown;
  let roll: NonNullable<VersPreview['roll']>;
  if (plan.kind === 'attack-roll') {
    const against = plan.against === 'zero'
      ? { source: `${defender.sheet.name} has no Dodge (${noDodgeWhy})`, value: 0 }
      : staticValue(`${defender.sheet.name}'s static Dodge`, dodge(defender.sheet).value, defender);
    const rank = attacker.sheet.skills[skillName];
    breakdown = effTNBreakdown({
      attribute: { name: weapon.attribute, value: attacker.sheet.attributes[weapon.attribute] },
      skill: { name: skillName, rank: rank ?? null },
      modifiers: [...attackMods, ...injuryModifiers(countMarks(attacker.sheet.injuries), true)],
      opposing: against,
    }, settings);
    roll = { roller: 'attacker', rolledBy: plan.rolledBy, check: 'attack', against };
  } else {
    const defenderDodge = dodge(defender.sheet);
    const own = plan.dodge === 'zero' ? 0 : defenderDodge.value;
    const dodgeWords = defenderDodge.overridden ? 'Dodge (set on the sheet)' : `Dodge (${defenderDodge.formula})`;
    const attackWeapon = skillName === weapon.skill ? weapon : { ...weapon, skill: skillName };
    const against = staticValue(`${attacker.sheet.name}'s static attack (${weapon.name})`, staticAttack(attacker.sheet, attackWeapon).value, attacker);
    // Built by push, member by member: a spread copy of each modifier, in a list made by
    // Array.prototype.map, gave this function new shapes and layouts to deoptimize on.
    const modifiers: Modifier[] = [{ source: plan.dodge === 'zero' ? `No Dodge (${noDodgeWhy})` : dodgeWords, category: 'defence', value: own }];
    for (const m of attackMods) modifiers.push({ source: m.source, category: m.category, value: 0 - m.value });
    for (const m of injuryModifiers(countMarks(defender.sheet.injuries), true)) modifiers.push(m);
    breakdown = effTNBreakdown({
      modifiers,
      opposing: { ...against, category: 'skill' },
    }, settings);
    roll = { roller: 'defender', rolledBy: 'player', check: 'dodge', against };
    notes.push('The defender rolls Dodge: modifiers to the attack count reversed on that roll.');
    notes.push('House: the attack\'s degrees mirror the Dodge roll (attack DoS = Dodge DoF - 1, attack DoF = Dodge DoS + 1; a Dramatic Success on Dodge is the attack\'s Dramatic Failure).');
  }
  if (grappleTarget && cover > 0) notes.push('House: when a miss could strike both the cover and the wrong grapple member, the cover takes it.');

  const effTN = breakdown.effTN;
  // Mutable while the 16 sums are grouped; object spreads are avoided here because this loop is the
  // preview's whole cost and runs on every pointer move.
  type Group = { id: string; count: number; sums: number[]; check: CheckResult; result: AttackResult; ndv: number | null; condition: Condition | null; label: string };
  const groups: Group[] = [];
  const counts = { hit: 0, miss: 0, cover: 0, wrongTarget: 0, dramaticSuccess: 0, dramaticFailure: 0 };
  const checkName = roll.check === 'attack' ? 'Attack' : 'Dodge';
  const attackerRolls = roll.roller === 'attacker';
  for (let sum = 3; sum <= 18; sum++) {
    const ways = WAYS_3D6[sum - 3]!;
    const check = checkAgainst(effTN, sum, settings.dramatic);
    if (check.dramatic === 'success') counts.dramaticSuccess += ways;
    else if (check.dramatic === 'failure') counts.dramaticFailure += ways;
    const last = groups[groups.length - 1];
    // Equal checks come from neighbouring sums only (the clamped Dramatic degrees), so comparing with the last group suffices.
    if (last && last.check.success === check.success && last.check.degrees === check.degrees && last.check.dramatic === check.dramatic) {
      last.count += ways;
      last.sums.push(sum);
      counts[RESULT_COUNTER[last.result]] += ways;
      continue;
    }
    const hit = attackerRolls ? check.success : !check.success;
    const attackDegrees = attackerRolls ? check.degrees : hit ? check.degrees - 1 : check.degrees + 1;
    const attackDramaticFailure = attackerRolls ? check.dramatic === 'failure' : check.dramatic === 'success';
    let result: AttackResult = 'hit';
    if (!hit) {
      if (coverTakesHit(cover, roll.roller, check.degrees, settings.coverEquality)) result = 'cover';
      else if (grappleTarget && hitsWrongMember(ranged, attackDegrees, attackDramaticFailure)) result = 'wrong-target';
      else result = 'miss';
    }
    counts[RESULT_COUNTER[result]] += ways;
    const damage = hit ? hitDamage(weapon.ev, defender.sheet.rv, attackDegrees, settings.ndvAddsDoS) : null;
    const dramaticWords = check.dramatic ? `Dramatic ${check.dramatic}: ` : '';
    const degreeWords = check.success ? `succeeds by ${check.degrees} DoS` : `fails by ${check.degrees} DoF`;
    groups.push({
      id: `${roll.check}-${check.success ? 'dos' : 'dof'}-${check.degrees}${check.dramatic ? '-dramatic' : ''}`,
      count: ways,
      sums: [sum],
      check,
      result,
      ndv: damage ? damage.ndv : null,
      condition: damage ? damage.condition : null,
      label: `${dramaticWords}${checkName} ${degreeWords}: ${RESULT_WORDS[result]}`,
    });
  }

  const outcomes: VersOutcome[] = [];
  for (const g of groups) {
    const outcome: VersOutcome = g.ndv === null
      ? { id: g.id, label: g.label, probability: g.count / 216, harms: false, result: g.result, check: g.check, sums: g.sums, ndv: null, condition: null }
      : { id: g.id, label: g.label, detail: conditionWords(g.ndv, g.condition), probability: g.count / 216, harms: g.condition !== null, result: g.result, check: g.check, sums: g.sums, ndv: g.ndv, condition: g.condition };
    outcomes.push(outcome);
  }

  return assemble(base, {
    attackPossible: true,
    plan,
    roll,
    effTN,
    modifiers: breakdown.modifiers,
    total: effTN,
    outcomes,
    odds: {
      hit: counts.hit / 216,
      miss: counts.miss / 216,
      cover: counts.cover / 216,
      wrongTarget: counts.wrongTarget / 216,
      dramaticSuccess: counts.dramaticSuccess / 216,
      dramaticFailure: counts.dramaticFailure / 216,
    },
  });
}
