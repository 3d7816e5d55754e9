// Everything one YAUGS attack needs from the running fight, gathered in one place for the preview,
// the default choices and the resolution, so that the odds shown are the odds rolled.
import type { Modifier } from '../../rules/modifier';
import { factsPath, type TacticalFacts } from '../../rules/tactics/facts';
import { previewAttack, type YaugsDefenderState, type YaugsPreview, type YaugsPreviewInput } from '../../rules/yaugs/preview';
import type { YaugsSettings } from '../../rules/yaugs/settings';
import type { YaugsWeapon } from '../../rules/yaugs/sheet';
import type { AttackChoices, Situational } from '../../model/commands';
import type { CombatantOf } from '../../model/schema';
import type { CombatState } from '../../model/state';
import { PathCache } from '../../model/pathCache';
import { interned } from '../../model/interned';
import { blocksUsedOf, oqRaiseFor, roundUse } from './roundUse';
import { yaugsRound } from './round';
import { hasCondition } from '../../model/query';
import { attackerCap, attackerWeight, sizeStep, type AttackerCapBand } from '../../rules/yaugs/attackerCap';

/** Conditions that keep a YAUGS defender from moving, so it meets attacks with Passive Defence. */
export const CANNOT_MOVE = ['bound', 'stunned', 'immobilised', 'unconscious'] as const;

/** Conditions that keep a defender from seeing the attack coming (the GM may still tick that it senses it). */
export const CANNOT_SEE = ['blinded', 'unconscious'] as const;

/** The YAUGS member of the attack choices. */
export type YaugsChoices = Extract<AttackChoices, { system: 'yaugs' }>;

/** Who attacks whom with what, and the GM's situational modifiers to the attacker's total. */
export type AttackRequest = {
  readonly attacker: string;
  readonly defender: string;
  readonly weapon: string;
  readonly situational: readonly Situational[];
  /** The Counter-Attack a critical defence offered (RULES.md 1.2, 1.4). */
  readonly counterAttack?: boolean | undefined;
};

/** The combatants, the weapon and the rules core's preview of the attack. */
export type AttackSetup = {
  readonly attacker: CombatantOf<'yaugs'>;
  readonly defender: CombatantOf<'yaugs'>;
  readonly weapon: YaugsWeapon;
  readonly preview: YaugsPreview;
  /** Why the attack cannot be made although everything exists (out of range, weapon committed). */
  readonly blocked: string | null;
};

/** Choices as the setup takes them: parryWith undefined lets the rules core pick the best object. */
export type SetupChoices = Omit<YaugsChoices, 'system' | 'parryWith'> & { readonly parryWith: string | null | undefined };

// Object names are trimmed and never empty, so this name matches no object: "parry with nothing".
const NO_PARRY = '';

/** Gathers the attack from the state, or says why it cannot even be described. */
export function attackSetup(
  state: CombatState,
  req: AttackRequest,
  facts: TacticalFacts,
  choices: SetupChoices,
): { ok: true; value: AttackSetup } | { ok: false; reason: string } {
  const enc = state.encounter;
  if (enc.system !== 'yaugs') return { ok: false, reason: `This encounter runs ${enc.system}, not YAUGS.` };
  const attacker = enc.combatants.find((c) => c.id === req.attacker);
  const defender = enc.combatants.find((c) => c.id === req.defender);
  if (!attacker) return { ok: false, reason: `No combatant "${req.attacker}".` };
  if (!defender) return { ok: false, reason: `No combatant "${req.defender}".` };
  const weapon = attacker.sheet.weapons.find((w) => w.name === req.weapon);
  if (!weapon) return { ok: false, reason: `${attacker.name} has no weapon called "${req.weapon}".` };
  if (choices.parryWith && !defender.sheet.weapons.some((w) => w.name === choices.parryWith)) {
    return { ok: false, reason: `${defender.name} has no weapon or shield called "${choices.parryWith}" to parry or block with.` };
  }

  const use = roundUse(state, defender.id);
  const defenderState: YaugsDefenderState = {
    aware: choices.defenderAware,
    // RULES.md 1.3: a bound, stunned or immobilised defender cannot move, whatever the tick says.
    canMove: choices.defenderCanMove && !hasCondition(state, defender.id, CANNOT_MOVE),
    areaEffect: choices.areaEffect,
    // RULES.md 1.4: only attacks met with Active Defence use OQ slots; a parry uses none of its own.
    oqUsed: state.counters.metActively[defender.id] ?? 0,
    oqRaise: oqRaiseFor(state, defender.id),
    blocksUsed: use.blocksUsed,
    attackedWith: use.attackedWith,
    parryWith: choices.parryWith === null ? NO_PARRY : choices.parryWith,
  };
  const situational: Modifier[] = req.situational.map((s) => ({ source: s.source, category: 'situational', value: s.value }));
  let preview = cachedPreview({ attacker: attacker.sheet, weapon, defender: defender.sheet, facts, situational, defenderState }, enc.settings);
  if (choices.parryWith === null) preview = withoutParry(preview);
  return { ok: true, value: { attacker, defender, weapon, preview, blocked: blockedReason(state, req, attacker, defender, weapon, preview, facts) } };
}

/**
 * The preview of an attack the GM chose not to parry. When no object is free it equals the preview
 * the rules core made with its own pick (none), but for the words of why.
 */
export function withoutParry(preview: YaugsPreview): YaugsPreview {
  return { ...preview, parry: { available: false, reason: 'the GM chose no parry or block' } };
}

// The exact odds are the costly part of an attack, and the same attack is priced again and again:
// in every simulated fight of the encounter, on every hover of the same target. The preview is
// pure, so its answers are kept, keyed by the sheets and settings (the encounter's, never mutated;
// by their data), the weapon's place on the sheet and every other member of its input. Without it
// a simulated 4-against-4 YAUGS fight took 55% more CPU.
// Mapped: the sheets, the settings, the weapon and the facts' number.
const previews = new PathCache<YaugsPreview>(4000, 5);

function cachedPreview(input: Omit<YaugsPreviewInput, 'settings'>, settings: YaugsSettings): YaugsPreview {
  const weapon = input.attacker.weapons.indexOf(input.weapon);
  if (weapon < 0) return previewAttack({ ...input, settings });
  const situational = input.situational?.length ? JSON.stringify(input.situational) : '';
  return previews.get([interned(input.attacker), interned(input.defender), interned(settings), weapon, ...factsPath(input.facts), ...defenderPath(input.defenderState ?? {}), situational], () => previewAttack({ ...input, settings }));
}

// Every member of YaugsDefenderState, listed for defenderPath: a new member that is not added here
// fails to compile, so the cache above can never confuse two defenders that differ only in it.
type KeyedDefender = 'aware' | 'canMove' | 'areaEffect' | 'oqUsed' | 'oqRaise' | 'blocksUsed' | 'attackedWith' | 'parryWith';
const everyDefenderMemberKeyed: Exclude<keyof YaugsDefenderState, KeyedDefender> extends never ? true : false = true;
void everyDefenderMemberKeyed;

const opt = (b: boolean | undefined): number => (b === undefined ? 0 : b ? 2 : 1);

function defenderPath(d: YaugsDefenderState): unknown[] {
  const blocks = blocksText(d.blocksUsed);
  const attacked = attackedText(d.attackedWith);
  // The six flags (each unset, false or true) as one number from 0 to 728.
  const flags = ((((opt(d.aware) * 3 + opt(d.canMove)) * 3 + opt(d.areaEffect)) * 3 + (d.oqRaise === undefined ? 0 : 1)) * 3 + opt(d.oqRaise?.gaveGroundAndWon)) * 3 + opt(d.oqRaise?.forgoesAttacks);
  return [flags, d.oqUsed, blocks, attacked, d.parryWith];
}

// Object names are free text. One entry, the usual case, is its text after a mark no JSON text
// starts with; more are quoted as JSON, so no name can run into another. (JSON for every attack
// took a simulated YAUGS fight 1.7% of its time.)
function blocksText(blocks: YaugsDefenderState['blocksUsed']): string {
  if (!blocks) return '';
  let only: string | null = null;
  for (const name in blocks) {
    if (only !== null) return JSON.stringify(blocks);
    only = name;
  }
  return only === null ? '' : `${blocks[only]}:${only}`;
}

function attackedText(attacked: YaugsDefenderState['attackedWith']): string {
  if (!attacked?.length) return '';
  return attacked.length === 1 ? `:${attacked[0]}` : JSON.stringify(attacked);
}

function blockedReason(
  state: CombatState,
  req: AttackRequest,
  attacker: CombatantOf<'yaugs'>,
  defender: CombatantOf<'yaugs'>,
  weapon: YaugsWeapon,
  preview: YaugsPreview,
  facts: TacticalFacts,
): string | null {
  if (req.counterAttack) {
    const offer = yaugsRound(state).counterAttacks.find((o) => o.by === attacker.id && o.on === defender.id);
    if (!offer) return `${attacker.name} has no Counter-Attack on ${defender.name}: only a critical defence offers one, until the next turn begins.`;
    if (offer.with !== null && offer.with !== weapon.name) return `${attacker.name}'s Counter-Attack is made with ${offer.with}, the object it defended with.`;
  } else {
    if (yaugsRound(state).raises[attacker.id]?.forgo) return `${attacker.name} forwent its attacks this round to raise its Opponent Quotient.`;
    if (blocksUsedOf(state, attacker.id, weapon.name) > 0) {
      return `${attacker.name} parried or blocked with ${weapon.name} this round: a weapon either attacks or defends in a round, not both.`;
    }
  }
  if (preview.range.band === 'out-of-range') {
    const reach = weapon.ranges ? `its long range ends at ${weapon.ranges.long} m` : 'it is a melee weapon';
    return `${attacker.name}'s ${weapon.name} cannot reach ${facts.meters} m: ${reach}.`;
  }
  return capReason(state, attacker, defender, preview);
}

/**
 * RULES.md 1.4 attacker caps: a melee attack is refused once 6 other distinct combatants attacked
 * the defender in melee this round; a ranged one once as many as its band allows did at range.
 * For a bigger defender the caps grow with its footprint, and in melee a bigger attacker counts
 * as 2 or fills the cap alone (5.2); the GM's caps on the defender's sheet win.
 */
function capReason(state: CombatState, attacker: CombatantOf<'yaugs'>, defender: CombatantOf<'yaugs'>, preview: YaugsPreview): string | null {
  const band = capBand(preview);
  const already = (band === 'melee' ? state.counters.meleeAttackers : state.counters.rangedAttackers)[defender.id] ?? [];
  if (already.includes(attacker.id)) return null;
  const size = defender.footprint?.size ?? 1;
  const cap = defender.sheet.overrides?.attackerCaps?.[band] ?? attackerCap(band, size);
  const weightOf = (c: CombatantOf<'yaugs'> | undefined) => attackerWeight(band, c?.footprint?.size ?? 1, size, cap);
  const counted = already.reduce((n, id) => n + weightOf(state.encounter.combatants.find((c) => c.id === id) as CombatantOf<'yaugs'> | undefined), 0);
  const weight = weightOf(attacker);
  if (counted + weight <= cap) return null;
  const where = band === 'melee' ? 'in melee' : `at ${band} range`;
  if (counted === already.length && weight === 1) {
    return `${defender.name} has already been attacked ${where} by ${already.length} other combatants this round: the YAUGS cap ${where} is ${cap} attackers.`;
  }
  const larger = sizeStep(attacker.footprint?.size ?? 1) - sizeStep(size);
  const own = weight === 1 ? '' : ` ${attacker.name}, ${larger} size step${larger === 1 ? '' : 's'} larger, counts as ${weight === cap ? 'the whole cap' : weight}.`;
  return `${defender.name} has already been attacked ${where} by ${already.length} other combatant${already.length === 1 ? '' : 's'} this round, counting as ${counted} of the YAUGS cap ${where} of ${cap} attackers.${own}`;
}

/** The cap band of an attack: melee (a ranged weapon at point blank included) or its ranged band. */
export function capBand(preview: YaugsPreview): AttackerCapBand {
  const b = preview.range.band;
  return b === 'short' || b === 'medium' || b === 'long' ? b : 'melee';
}
