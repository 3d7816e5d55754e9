// A VERS attack resolved with dice. The preview already sorts every 3d6 sum into its outcome
// (hit with its NDV, miss, cover takes the hit, wrong grapple member), so the dice only pick the
// outcome: resolution and preview cannot disagree. What follows a hit is applied here: marks on
// the track, damage to cover and what breaks through it, the wrong member of a grapple.
//
// Dice order: the three d6 of the one roll, when anyone rolls (the attacker's attack roll or the
// defender's Dodge, as who-rolls decides); none when the attack hits with no roll.
import { lowWallCell } from '../../model/edges';
import { withEntry } from '../../model/record';
import { rollDice, type DiceRoll, type DiceSource } from '../../dice';
import { factsPath, type TacticalFacts } from '../../rules/tactics/facts';
import type { Condition } from '../../rules/vers/conditions';
import { hitCover } from '../../rules/vers/cover';
import { hitDamage } from '../../rules/vers/damage';
import { findWeapon } from '../../rules/vers/derived';
import { addMark, countMarks } from '../../rules/vers/injuryTrack';
import { previewAttack, type AttackResult as VersResult, type VersOutcome, type VersPreview, type VersPreviewInput } from '../../rules/vers/preview';
import type { AttackResult, RollBreakdown } from '../../model/events';
import { PathCache } from '../../model/pathCache';
import { interned } from '../../model/interned';
import { grappleOf } from '../../model/facts';
import { hasCondition, seesAttacker } from '../../model/query';
import type { AttackChoices } from '../../model/commands';
import { cloneState, type CombatState, type Harm } from '../../model/state';
import type { PreviewCommon } from '../../rules/preview';
import type { AttackResolution, DieSlot, PlanRequest, PreviewRequest, SystemPlan } from '../definition';
import { completed, lazy, UNLOGGED } from '../planParts';
import { conditionName, disabledActionPrompt, markWords, versHarm } from './harm';
import { fighter, previewInputFor, settingsOf, shieldLeft, toVersMarks, type VersFighter } from './inputs';
import { versActRefusal } from './turnLimits';

/** A VERS attack's result in the words every system shares. */
const RESULTS = { hit: 'hit', miss: 'miss', cover: 'cover', 'wrong-target': 'wrong target', 'no-attack': 'no attack' } as const satisfies Record<VersResult, AttackResult>;

type Result = { ok: true; value: AttackResolution } | { ok: false; reason: string };

const THREE_D6 = { terms: [{ count: 3, sides: 6 }], modifier: 0 };

/** A mark dealt to one combatant, in the words of the summary and the effects. */
type Injury = { harm: Harm; summary: string; effect: string };

/**
 * Puts the injury of an NDV on a combatant's track. Weapons are lethal; a body weapon (fists,
 * bite) is non-lethal, as the sheet's `body` flag is the only hint of the damage type it has.
 */
function injure(state: CombatState, target: VersFighter, ndv: number, condition: Condition | null, lethal: boolean, note: string): Injury | { harm: null; summary: string; effect: string } {
  const name = target.c.name;
  const prev = state.harm[target.c.id];
  if (condition === null) return { harm: null, summary: `NDV ${ndv}, no injury`, effect: `${name}: NDV ${ndv}, no injury` };
  const r = addMark(target.sheet.injuries, condition, lethal, note);
  const kind = lethal ? 'L' : 'N';
  const summary = r.overflow
    ? `NDV ${ndv}, ${conditionName(condition)} (${kind}): the track is full`
    : r.placedAt === condition
      ? `NDV ${ndv}, ${markWords({ condition, lethal })}`
      : `NDV ${ndv}, ${conditionName(condition)} moves up to ${markWords({ condition: r.placedAt!, lethal })}`;
  // Keep whatever else the harm holds (a fallen character hit again stays fallen).
  const old = prev?.system === 'vers' ? prev : undefined;
  const harm = versHarm(toVersMarks(r.marks), old?.shield, old?.fallen);
  return { harm, summary, effect: `${name}: ${r.message}` };
}

function rollLabel(p: VersPreview, a: VersFighter, d: VersFighter, weapon: string): string {
  if (!p.roll) return 'No roll';
  const who = p.roll.roller === 'attacker' ? `${a.c.name}'s attack with ${weapon}` : `${d.c.name}'s Dodge`;
  return `${who} (3d6 roll-under, rolled by ${p.roll.rolledBy === 'gm' ? 'the GM' : 'the player'})`;
}

/** A VERS roll as the log keeps it: the faces, the modifiers, the effective TN and the outcome's words. */
export function breakdown(p: VersPreview, roll: DiceRoll | null, outcome: VersOutcome, label: string): RollBreakdown {
  if (roll === null || p.effTN === null) {
    const why = p.plan?.kind === 'no-roll' ? p.plan.reason : outcome.label;
    return { label, roll: null, modifiers: [], total: 0, against: null, outcome: why };
  }
  return { label, roll, modifiers: p.modifiers, total: roll.total, against: p.effTN, outcome: outcome.label };
}

/** The one object that took the hit: a map cover object, or the shield the defender holds. */
function coverObject(state: CombatState, facts: TacticalFacts, d: VersFighter): { kind: 'map' | 'shield'; id: string; name: string; structure: number; maxStructure: number } | null {
  if (facts.coverSource === 'carried') {
    const shield = d.sheet.shield;
    return shield ? { kind: 'shield', id: d.c.id, name: shield.name, structure: shieldLeft(state, d.c, d.sheet), maxStructure: shield.structure } : null;
  }
  // A low wall on a side is a cover object too (RULES.md 5.4).
  const cell = state.encounter.map.terrain.find((t) => t.kind === 'cover' && t.id === facts.coverObjectId) ?? (facts.coverObjectId === null ? null : lowWallCell(state.encounter.map, facts.coverObjectId));
  return cell && cell.kind === 'cover' ? { kind: 'map', id: cell.id, name: cell.name, structure: cell.structure, maxStructure: cell.maxStructure } : null;
}

/** The other member of the defender's grapple that a wild attack strikes: the first in the group's order. */
function wrongMember(state: CombatState, defender: string, attacker: string): string | null {
  const group = grappleOf(state, defender) ?? [];
  return group.find((id) => id !== defender && id !== attacker && !state.out.includes(id)) ?? group.find((id) => id !== defender && id !== attacker) ?? null;
}

// The preview sorts all 216 rolls into outcomes; the same attack between the same two sheets with
// the same marks and facts recurs often (every simulated fight), and previewAttack is pure. Kept
// by the sheets and settings as they stand in the encounter (never mutated), the facts and the
// rest of the input. A preview is large (about 6 KB): 4,000 of them, some 25 MB, hold a 4-against-4
// fight's working set, where 1,000 missed one attack in eight on the engine bench. Without it a
// simulated 4-against-4 VERS fight took 92% more CPU, and a replay 71% more.
const previews = new PathCache<Priced>(4000, 5);

/** A preview with the outcome of each 3d6 sum looked up once (3 to 18; none below). */
type Priced = { readonly preview: VersPreview; readonly bySum: readonly (VersOutcome | undefined)[] };

// The outcome of a sum is the first that lists it. Found in the outcomes' lists on every roll, it
// took a twentieth of a simulated VERS fight.
function priced(p: VersPreview): Priced {
  return { preview: p, bySum: Array.from({ length: 19 }, (_, sum) => p.outcomes.find((o) => o.sums.includes(sum))) };
}

function cachedPreview(state: CombatState, input: VersPreviewInput, a: VersFighter, d: VersFighter): Priced {
  const { attacker: x, defender: y } = input;
  // The preview reads the tracks only through their counts (penalties, Disabled), so the counts key them.
  const situational = input.situational?.length ? JSON.stringify(input.situational) : '';
  const who = whoKey(x, y);
  const settings = settingsOf(state);
  // Mapped: the sheets, the settings, who and the facts' number; the rest take a few values each.
  // The sheets and settings by their data (interned.ts): a copied state's are new objects.
  const path = [interned(a.c.sheet), interned(d.c.sheet), interned(settings), who, ...factsPath(input.facts), situational, x.weapon, y.weapon ?? null];
  return previews.get(path, () => priced(previewAttack({ ...input, settings })));
}

/**
 * The sides, the defender's awareness and the counts of both tracks' marks (grazed, wounded,
 * impaired, disabled: all the preview reads of a track) as one number, each in its own range. A
 * count of 16 or more, which no sheet's track holds, makes a text of them instead, which never
 * equals a number. A text built for every attack was a new string for the cache to hash each
 * time.
 */
function whoKey(x: VersPreviewInput['attacker'], y: VersPreviewInput['defender']): number | string {
  const tx = trackCounts(x.sheet.injuries);
  const ty = trackCounts(y.sheet.injuries);
  const aware = y.aware === undefined ? 2 : y.aware ? 1 : 0;
  if (tx < 0 || ty < 0) return JSON.stringify([x.side, y.side, aware, x.sheet.injuries.map((m) => m.condition), y.sheet.injuries.map((m) => m.condition)]);
  return ((((x.side === 'npc' ? 1 : 0) * 2 + (y.side === 'npc' ? 1 : 0)) * 3 + aware) * 65536 + tx) * 65536 + ty;
}

/** The four counts of a track's marks packed four bits each, or -1 when one is 16 or more. */
function trackCounts(marks: readonly { condition: Condition }[]): number {
  let g = 0, w = 0, i = 0, d = 0;
  for (const m of marks) {
    if (m.condition === 'grazed') g++;
    else if (m.condition === 'wounded') w++;
    else if (m.condition === 'impaired') i++;
    else d++;
  }
  return g < 16 && w < 16 && i < 16 && d < 16 ? g + 16 * w + 256 * i + 4096 * d : -1;
}

type PlannedInput = ReturnType<typeof previewInputFor>;

/**
 * A VERS attack planned once: the rules core's input read off the state and its exact preview,
 * shared by the odds the GM sees, the dice list and the roll (RULES.md 2.2-2.6).
 */
export function planVersAttack(state: CombatState, asked: PlanRequest, facts: TacticalFacts): SystemPlan {
  const req = completed(asked, asked.choices ?? versDefaultChoices(state, asked.attacker, asked.defender, facts));
  const input = lazy(() => previewInputFor(state, req, facts));
  const preview = lazy(() => {
    const x = input();
    return x.ok ? cachedPreview(state, x.value, x.attacker, x.defender) : null;
  });
  return {
    choices: req.choices,
    // The turn's limits refuse here as in the roll, so the preview never offers an attack the roll refuses.
    preview: lazy((): PreviewCommon => {
      const x = input();
      const spent = x.ok ? versActRefusal(state, x.attacker) : null;
      const p = preview()?.preview;
      if (x.ok && p && !spent) return withBreakthrough(state, p, x, req.weapon);
      const reason = !x.ok ? x.reason : (spent ?? '');
      return { system: 'vers', modifiers: [], total: 0, notes: [reason], outcomes: [{ id: 'no-attack', label: 'No attack possible', detail: reason, probability: 1, harms: false }] };
    }),
    // RULES.md 2.2: one 3d6 roll, the attacker's or the defender's Dodge; none when the attack hits with no roll.
    dice: lazy((): DieSlot[] => {
      const x = input();
      const p = preview()?.preview;
      if (!x.ok || !p?.roll || versActRefusal(state, x.attacker)) return [];
      const who = p.roll.roller === 'attacker' ? `${x.attacker.c.name}: attack with ${req.weapon}` : `${x.defender.c.name}: Dodge`;
      return [{ label: who, dice: '3d6', when: null, total: true }];
    }),
    resolve: (dice, log = true) => resolveVersAttack(state, req, input(), preview, facts, dice, log),
  };
}

/**
 * The preview with its hits on cover counted as harm when they break the object and carry a mark
 * through to the defender (RULES.md 2.4), as the resolution below applies them: the rules core's
 * preview knows no structure, so it cannot tell.
 */
function withBreakthrough(state: CombatState, p: VersPreview, x: Extract<PlannedInput, { ok: true }>, weaponName: string): VersPreview {
  if (!p.outcomes.some((o) => o.result === 'cover')) return p;
  const object = coverObject(state, x.value.facts, x.defender);
  const weapon = findWeapon(x.attacker.sheet, weaponName);
  if (!object || !weapon) return p;
  const hit = hitCover(weapon.ev, { rv: 0, structure: object.structure });
  if (!hit.broken || hit.carried <= 0 || hitDamage(hit.carried, x.defender.sheet.rv, 0, p.settings.ndvAddsDoS).condition === null) return p;
  return { ...p, outcomes: p.outcomes.map((o) => (o.result === 'cover' ? { ...o, harms: true } : o)) };
}

/** Conditions that keep a defender from seeing the attack coming (RULES.md 2.2). */
const CANNOT_SEE = ['blinded', 'unconscious'] as const;

/** The default choices of a VERS attack: the defender sees it coming unless it comes from behind or from an attacker hidden from it, or the defender is blinded or unconscious. */
export function versDefaultChoices(state: CombatState, attacker: string, defender: string, facts: TacticalFacts): AttackChoices {
  // A blinded or unconscious defender cannot see it coming either (RULES.md 2.2); the GM can still say otherwise.
  return { system: 'vers', defenderAware: facts.fromBehind !== true && !hasCondition(state, defender, CANNOT_SEE) && seesAttacker(state, attacker, defender) };
}

/** Resolves a planned VERS attack with dice from `dice`; refuses with a reason when the attack is impossible. `log` false leaves its entry UNLOGGED. */
function resolveVersAttack(state: CombatState, cmd: PreviewRequest, input: PlannedInput, preview: () => Priced | null, facts: TacticalFacts, dice: DiceSource, log: boolean): Result {
  if (!input.ok) return input;
  const { attacker: a, defender: d } = input;
  const weapon = findWeapon(a.sheet, cmd.weapon);
  if (!weapon) return { ok: false, reason: `${a.c.name} has no weapon called "${cmd.weapon}".` };
  const disabled = countMarks(a.sheet.injuries).disabled > 0;
  const spent = versActRefusal(state, a);
  if (spent) return { ok: false, reason: spent };
  const { preview: p, bySum } = preview()!;
  if (!p.attackPossible) return { ok: false, reason: p.outcomes[0]?.detail ?? `${a.c.name} cannot attack ${d.c.name} from here.` };

  let roll: DiceRoll | null = null;
  let outcome: VersOutcome | undefined;
  if (p.roll === null) {
    outcome = p.outcomes[0];
  } else {
    const rolled = rollDice(THREE_D6, dice);
    roll = rolled;
    outcome = bySum[rolled.total];
  }
  if (!outcome) throw new Error(`VERS preview has no outcome for roll ${roll?.total ?? 'none'}`);

  const lethal = !weapon.body;
  const note = `${weapon.name} by ${a.c.name}`;
  const harm: Record<string, Harm> = {};
  const effects: string[] = [];
  let coverDamage: AttackResolution['coverDamage'] = null;
  const A = a.c.name;
  const D = d.c.name;
  let summary: string;

  switch (outcome.result) {
    case 'hit': {
      const inj = injure(state, d, outcome.ndv ?? 0, outcome.condition, lethal, note);
      if (inj.harm) harm[d.c.id] = inj.harm;
      effects.push(inj.effect);
      summary = `${A} hits ${D} with ${weapon.name}${p.roll === null ? ' (no roll)' : ''}: ${inj.summary}`;
      break;
    }
    case 'cover': {
      const used = input.value.facts;
      const object = coverObject(state, used, d);
      if (!object) {
        summary = `${A} misses ${D} with ${weapon.name}; the cover takes the hit`;
        break;
      }
      // Cover objects and shields have RV 0 (House, RULES.md 2.4): a hit deals its full EV to them.
      const hit = hitCover(weapon.ev, { rv: 0, structure: object.structure });
      if (object.kind === 'map') {
        if (hit.objectDamage > 0 || hit.broken) coverDamage = { coverId: object.id, amount: hit.objectDamage };
      } else {
        const prev = harm[d.c.id] ?? state.harm[d.c.id];
        const base = prev?.system === 'vers' ? prev : undefined;
        harm[d.c.id] = versHarm(base ? base.marks : toVersMarks(d.sheet.injuries), hit.structureLeft, base?.fallen);
      }
      effects.push(`${object.name}: ${hit.objectDamage} structure (${hit.structureLeft} of ${object.maxStructure} left)${hit.broken ? ', broken' : ''}`);
      summary = `${A} misses ${D} with ${weapon.name}; ${object.name} takes the hit (${hit.objectDamage} structure${hit.broken ? ', broken' : ''})`;
      if (hit.broken && hit.carried > 0) {
        // What breaks through reaches the character as an Effect Value of its own; a miss has no DoS to add.
        const through = hitDamage(hit.carried, d.sheet.rv, 0, p.settings.ndvAddsDoS);
        let withShieldLeft = state;
        if (harm[d.c.id]) {
          withShieldLeft = cloneState(state);
          withShieldLeft.harm = withEntry(state.harm, d.c.id, harm[d.c.id]!);
        }
        const inj = injure(withShieldLeft, d, through.ndv, through.condition, lethal, `${note}, through ${object.name}`);
        if (inj.harm) harm[d.c.id] = inj.harm;
        effects.push(inj.effect);
        summary += `; ${hit.carried} carries through to ${D}: ${inj.summary}`;
      }
      break;
    }
    case 'wrong-target': {
      const otherId = wrongMember(state, d.c.id, a.c.id);
      const other = otherId ? fighter(state, otherId) : null;
      if (!other || !other.ok) {
        summary = `${A} misses ${D} with ${weapon.name}`;
        break;
      }
      const o = other.value;
      const dmg = hitDamage(weapon.ev, o.sheet.rv, 0, p.settings.ndvAddsDoS);
      const inj = injure(state, o, dmg.ndv, dmg.condition, lethal, note);
      if (inj.harm) harm[o.c.id] = inj.harm;
      effects.push(inj.effect);
      summary = `${A} misses ${D} with ${weapon.name} and hits ${o.c.name} in the grapple instead: ${inj.summary}`;
      break;
    }
    default:
      summary = `${A} misses ${D} with ${weapon.name}`;
  }

  if (disabled && log) {
    effects.push(`${A} is Disabled: this attack is the one simple action of the turn, after a passed Discipline roll.`);
    effects.push(disabledActionPrompt(A));
  }
  if (log) for (const n of p.notes) if (n.startsWith('House:')) effects.push(n);

  return {
    ok: true,
    value: {
      harm,
      coverDamage,
      counts: { metActively: false, atRange: facts.category === 'ranged' },
      event: log
        ? {
            kind: 'attack',
            actor: a.c.id,
            target: d.c.id,
            summary,
            rolls: [breakdown(p, roll, outcome, rollLabel(p, a, d, weapon.name))],
            effects,
            settings: p.settings,
            result: RESULTS[outcome.result],
            gmOnly: false,
          }
        : UNLOGGED,
    },
  };
}
