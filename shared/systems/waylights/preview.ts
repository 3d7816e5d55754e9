// The attack preview and the default splits, from the rules core's previewAttack and bestSplit with
// what the fight knows: both sheets, both sides' current Injury, the defender's Wounds, the
// encounter's settings, the GM's situational modifiers and the map facts.
import { bestSplit, injury, previewAttack, type PreviewInput, type WaylightsPreview, type WaylightsSheet } from '../../rules/waylights';
import type { WaylightsSettings } from '../../rules/waylights/settings';
import type { AttackOutcome } from '../../rules/preview';
import type { AnyCombatant } from '../../model/schema';
import type { PreviewCommon } from '../../rules/preview';
import { factsPath, type TacticalFacts } from '../../rules/tactics/facts';
import type { AttackChoices } from '../../model/commands';
import { PathCache } from '../../model/pathCache';
import { interned } from '../../model/interned';
import { combatantById } from '../../model/query';
import type { CombatState } from '../../model/state';
import type { PreviewRequest } from '../definition';
import { counterWeapon, harmOf, poolOf, settingsOf, sheetOf, situationalEffects, weaponOf } from './combatant';
import { splitsFor } from './split';
import { planStepAside, stepWords } from './stepAside';
import { fightRefusal } from './turnBudget';

/** A preview for an attack that cannot be made: one outcome, certain, saying why. */
function notPossible(reason: string): PreviewCommon {
  return { system: 'waylights', modifiers: [], total: 0, outcomes: [{ id: 'not-possible', label: 'Not possible', probability: 1, detail: reason, harms: false }], notes: [reason] };
}

type Weapon = WaylightsSheet['weapons'][number];

type Input = { ok: true; input: PreviewInput; settings: WaylightsSettings; counterNote: string | null; counter: { weapon: Weapon; dice: number; defenceDice: number } | null } | { ok: false; reason: string };

function inputFor(state: CombatState, req: PreviewRequest, facts: TacticalFacts, split: { attackDice: number; defenceDice: number; stepAside?: unknown }): Input {
  const a = combatantById(state, req.attacker);
  const d = combatantById(state, req.defender);
  if (!a || !d) return { ok: false, reason: `No combatant "${a ? req.defender : req.attacker}".` };
  const aSheet = sheetOf(a);
  const dSheet = sheetOf(d);
  const settings = settingsOf(state);
  const weapon = weaponOf(aSheet, req.weapon);
  if (!weapon) return { ok: false, reason: `${a.name} has no weapon called "${req.weapon}".` };
  const checked = splitsFor({ attacker: a.name, defender: d.name }, { attacker: poolOf(aSheet, settings), defender: poolOf(dSheet, settings) }, split, weapon.kind);
  if (!checked.ok) return checked;
  const counter = counterWeapon(dSheet, facts);
  const hA = harmOf(state, a.id);
  const hD = harmOf(state, d.id);
  const counterDice = checked.value.defender.attack;
  // A counter that reaches has odds of its own (counterOdds); one that does not is only wasted dice.
  const counterNote = counterDice > 0 && !counter ? `${d.name}'s ${counterDice} counter-attack dice are wasted: no weapon of ${d.name} reaches ${a.name}.` : null;
  const effects = situationalEffects(req.situational);
  return {
    ok: true,
    settings,
    counterNote,
    counter: counter && counterDice > 0 ? { weapon: counter, dice: counterDice, defenceDice: checked.value.attacker.defence } : null,
    input: {
      attacker: { sheet: aSheet, weapon, injury: hA.injury, ...(effects.length ? { dieEffects: effects } : {}) },
      defender: { sheet: dSheet, ...(counter ? { weapon: counter } : {}), injury: hD.injury, wounds: hD.wounds },
      split: { attackDice: split.attackDice, defenceDice: split.defenceDice },
      facts,
      settings,
    },
  };
}

/**
 * The counter-attack of the exchange (RULES.md 3.3): its own odds against the attacker's defence
 * dice, and, when the defender is faster, the attack's odds mixed over the Injury the counter may
 * deal first (each of the attacker's dice drops by the increase). The two rolls use different dice,
 * so the mixture is exact.
 */
function counterOdds(state: CombatState, a: AnyCombatant, d: AnyCombatant, x: Extract<Input, { ok: true }>, facts: TacticalFacts): { mixed: WaylightsPreview | null; words: string } {
  const c = x.counter!;
  const aSheet = sheetOf(a);
  const dSheet = sheetOf(d);
  const hA = harmOf(state, a.id);
  const back = previewAttack({
    attacker: { sheet: dSheet, weapon: c.weapon, injury: harmOf(state, d.id).injury },
    defender: { sheet: aSheet, weapon: x.input.attacker.weapon, injury: hA.injury, wounds: hA.wounds },
    split: { attackDice: c.dice, defenceDice: c.defenceDice },
    facts,
    settings: x.settings,
  });
  const hit = back.outcomes.filter((o) => o.id.startsWith('damage-')).reduce((n, o) => n + o.probability, 0);
  const words = `${d.name} counter-attacks with ${c.weapon.name} (${c.dice} ${c.dice === 1 ? 'die' : 'dice'}): it hurts ${a.name} ${(100 * hit).toFixed(0)}% of the time, ${back.expectedDamage.toFixed(1)} damage on average.`;
  if (dSheet.timing <= aSheet.timing) return { mixed: null, words };
  // The faster defender's damage lands first: the attack is rolled at the Injury it leaves.
  const byRise = new Map<number, number>();
  for (const o of back.outcomes) {
    const k = o.id.startsWith('damage-') ? Number(o.id.slice(7)) : 0;
    const rise = injury(hA.wounds + k, aSheet.threshold) - hA.injury;
    byRise.set(rise, (byRise.get(rise) ?? 0) + o.probability);
  }
  const base = previewAttack(x.input);
  if (byRise.size === 1 && byRise.has(0)) return { mixed: null, words };
  const mixed = new Map<string, { outcome: AttackOutcome; probability: number }>();
  let expected = 0;
  for (const [rise, weight] of byRise) {
    const p = rise === 0 ? base : previewAttack({ ...x.input, attacker: { ...x.input.attacker, injury: x.input.attacker.injury + rise } });
    expected += weight * p.expectedDamage;
    for (const o of p.outcomes) {
      const m = mixed.get(o.id);
      if (m) m.probability += weight * o.probability;
      else mixed.set(o.id, { outcome: o, probability: weight * o.probability });
    }
  }
  const outcomes = [...mixed.values()].map(({ outcome, probability }) => ({ ...outcome, probability }));
  return {
    mixed: { ...base, outcomes, expectedDamage: expected, notes: [...base.notes, `${d.name} is faster: its counter resolves first, and the Injury it deals lowers each of ${a.name}'s dice; these odds include it.`] },
    words,
  };
}

/** The exact odds of the attacker's attack in this exchange, with notes on what they leave out. */
export function previewWaylights(state: CombatState, req: PreviewRequest, facts: TacticalFacts): PreviewCommon {
  const choices = req.choices;
  if (choices.system !== 'waylights') return notPossible(`Those are ${choices.system} choices, but this encounter runs Waylights.`);
  const a = combatantById(state, req.attacker);
  const d = combatantById(state, req.defender);
  const weapon = a ? weaponOf(sheetOf(a), req.weapon) : undefined;
  if (a && d && weapon && state.out.includes(d.id)) {
    const busy = state.current === a.id ? fightRefusal(a.name, sheetOf(a).movement, state.use, 'kill') : null;
    if (busy) return notPossible(busy);
    return { system: 'waylights', modifiers: [], total: 0, outcomes: [{ id: 'kill', label: `Kills the knocked-out ${d.name}`, probability: 1, detail: 'Takes both actions of the turn', harms: true }], notes: [] };
  }
  let at = facts;
  const stepNotes: string[] = [];
  if (a && d && weapon && choices.stepAside) {
    const checked = splitsFor({ attacker: a.name, defender: d.name }, { attacker: poolOf(sheetOf(a), settingsOf(state)), defender: poolOf(sheetOf(d), settingsOf(state)) }, choices, weapon.kind);
    if (!checked.ok) return notPossible(checked.reason);
    const step = planStepAside(state, a, d, { attacker: sheetOf(a).timing, defender: sheetOf(d).timing }, weapon, choices.stepAside, facts);
    if (!step.ok) return notPossible(step.reason);
    if (step.value.attackVoid) {
      const words = stepWords(d.name, a.name, step.value, state.encounter.map.orientation);
      return { system: 'waylights', modifiers: [], total: 0, outcomes: [{ id: 'stepped-aside', label: 'Hits nothing', probability: 1, detail: words, harms: false }], notes: [words] };
    }
    at = step.value.facts;
    stepNotes.push(`${stepWords(d.name, a.name, step.value, state.encounter.map.orientation)} (one of its dice).`);
  }
  const x = inputFor(state, req, at, { attackDice: choices.attackDice, defenceDice: choices.defenceDice, stepAside: choices.stepAside });
  if (!x.ok) return notPossible(x.reason);
  const counter = a && d && x.counter ? counterOdds(state, a, d, x, at) : null;
  const p = counter?.mixed ?? previewAttack(x.input);
  const notes = [...p.notes, ...stepNotes];
  if (counter) notes.push(counter.words);
  if (x.counterNote) notes.push(x.counterNote);
  if (facts.attacksReceived > 0) notes.push(`Waylights has no several-attackers modifier: the ${facts.attacksReceived} earlier attack${facts.attacksReceived === 1 ? '' : 's'} count only through the Injury they dealt.`);
  if (req.situational.length) notes.push('Situational modifiers count per die on every die of the attacker (RULES.md 3.3 step 2).');
  return { ...p, notes };
}

/**
 * Default splits in the order the rules split (RULES.md 3.3 step 1): the attacker, not knowing the
 * defender's split, takes its best split against the defender's best reply (bestSplit worst-case);
 * the defender then takes its best split against that attacker split (bestSplit given).
 */
export function defaultWaylightsChoices(state: CombatState, attacker: string, defender: string, weapon: string, facts: TacticalFacts): AttackChoices {
  const a = combatantById(state, attacker);
  const d = combatantById(state, defender);
  if (!a || !d) return bestDefaultChoices(state, attacker, defender, weapon, facts);
  // The splits depend on the two sheets, the settings, the weapon, the map facts and the harm
  // inputFor reads; the search over every split is costly and the same exchange recurs often:
  // without this table a simulated 4-against-4 Waylights fight took 40% more CPU.
  const hA = harmOf(state, a.id);
  const hD = harmOf(state, d.id);
  // The sheets and settings by their data (interned.ts): a copied state's are new objects.
  const path = [interned(a.sheet), interned(d.sheet), interned(state.encounter.settings), weapon, hA.injury, hD.injury, hD.wounds, ...factsPath(facts)];
  const choices = defaultSplits.get(path, () => bestDefaultChoices(state, attacker, defender, weapon, facts));
  // A copy: the caller may keep the choices in a command or change them.
  return { ...choices };
}

// Mapped: the sheets, the settings, the weapon, the harm read and the facts' number.
const defaultSplits = new PathCache<AttackChoices>(10_000, 8);

function bestDefaultChoices(state: CombatState, attacker: string, defender: string, weapon: string, facts: TacticalFacts): AttackChoices {
  const a = combatantById(state, attacker);
  const d = combatantById(state, defender);
  const settings = settingsOf(state);
  const poolA = a ? poolOf(sheetOf(a), settings) : 0;
  const poolD = d ? poolOf(sheetOf(d), settings) : 0;
  const fallback: AttackChoices = { system: 'waylights', attackDice: poolA, defenceDice: poolD };
  const req: PreviewRequest = { attacker, defender, weapon, situational: [], choices: fallback };
  const x = inputFor(state, req, facts, { attackDice: poolA, defenceDice: poolD });
  if (!x.ok) return fallback;
  const attackDice = bestSplit(x.input, 'attacker', 'worst-case').best.attackDice;
  const defenceDice = bestSplit({ ...x.input, split: { attackDice, defenceDice: poolD } }, 'defender', 'given').best.defenceDice;
  return { system: 'waylights', attackDice, defenceDice };
}
