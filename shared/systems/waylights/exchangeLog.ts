// The log entry of one Waylights exchange: every group of dice with its modifiers, totals and what
// it did, a one-line summary for the GM, and the harm each side ends with.
import type { DiceRoll } from '../../dice';
import type { Modifier } from '../../rules/modifier';
import { exchangeOutcome, type AttackResolution as Strike, type DiceTotal, type ExchangeOutcome, type MutualExchangeResult, type Weapon } from '../../rules/waylights';
import type { AttackResult, RollBreakdown } from '../../model/events';
import { mapped } from '../../model/record';
import type { AnyCombatant } from '../../model/schema';
import type { AttackResolution } from '../definition';
import type { WaylightsHarm } from './combatant';
import type { Splits } from './split';

/** The attacker's strike in the words every system shares. */
const STRIKE_RESULTS = { miss: 'miss', 'no-damage': 'no harm', damage: 'hit' } as const satisfies Record<ExchangeOutcome, AttackResult>;

/** The four groups of dice, in the order they were rolled; null for a group of no dice (or wasted dice). */
export type ExchangeRolls = {
  readonly attackerAttack: DiceRoll | null;
  readonly attackerDefence: DiceRoll | null;
  readonly defenderDefence: DiceRoll | null;
  readonly defenderAttack: DiceRoll | null;
};

/** Everything the log needs about a resolved exchange. */
export type ExchangeRecord = {
  readonly attacker: AnyCombatant;
  readonly defender: AnyCombatant;
  readonly weapon: Weapon;
  readonly counter: Weapon | undefined;
  readonly splits: Splits;
  readonly rolls: ExchangeRolls;
  readonly result: MutualExchangeResult;
  readonly before: Readonly<Record<string, WaylightsHarm>>;
  readonly after: Readonly<Record<string, WaylightsHarm>>;
  /** The target stepped out of sight or range before the attack landed: its dice were rolled and spent on nothing. */
  readonly voided?: boolean;
};

function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

function signed(v: number): string {
  return v < 0 ? `${v}` : `+${v}`;
}

/** Per-die modifiers times the dice that got them, then the flat ones: they sum to total - faces. */
function modifiersOf(t: DiceTotal): Modifier[] {
  const n = t.faces.length;
  const mods: Modifier[] = mapped(t.perDie, (m) => ({ source: `${m.source} ${signed(m.value)} x ${dice(n)}`, category: m.category, value: m.value * n }));
  for (const m of t.flat) mods.push(m);
  return mods;
}

function attackOutcome(s: Strike): string {
  const kind = exchangeOutcome(s.result);
  if (kind === 'miss') return `miss (margin ${s.result.margin})`;
  if (kind === 'no-damage') return `hit, no damage (Hits ${s.hits}, AP ${s.ap})`;
  return `hit, ${s.result.damage} damage`;
}

function defenceOutcome(s: Strike): string {
  const kind = exchangeOutcome(s.result);
  if (kind === 'miss') return 'held';
  if (kind === 'no-damage') return 'broken, Hits absorb it';
  return `broken, ${s.result.damage} damage taken`;
}

function attackBreakdown(label: string, roll: DiceRoll | null, s: Strike): RollBreakdown {
  return { label, roll, modifiers: modifiersOf(s.attack), total: s.attack.total, against: s.defence.total + s.shield, outcome: attackOutcome(s) };
}

function defenceBreakdown(label: string, roll: DiceRoll | null, s: Strike | undefined): RollBreakdown {
  if (!s) return { label, roll, modifiers: [], total: roll?.total ?? 0, against: null, outcome: 'not tested: no attack came at these dice' };
  const mods = modifiersOf(s.defence);
  if (s.shield) mods.push({ source: 'Shield (counts for the hit, not for damage)', category: 'defence', value: s.shield });
  return { label, roll, modifiers: mods, total: s.defence.total + s.shield, against: s.attack.total, outcome: defenceOutcome(s) };
}

function strikeWords(s: Strike, name: (id: string) => string, after: Readonly<Record<string, WaylightsHarm>>): string {
  const kind = exchangeOutcome(s.result);
  if (kind === 'miss') return `${name(s.from)} misses ${name(s.to)}`;
  if (kind === 'no-damage') return `${name(s.from)} hits ${name(s.to)} but Hits absorb it`;
  const h = after[s.to];
  return `${name(s.from)} deals ${s.result.damage} damage to ${name(s.to)}${h ? ` (Wounds ${h.wounds}, Injury ${h.injury})` : ''}`;
}

/** The attack event of an exchange (round and turn are the reducer's). */
export function exchangeEvent(x: ExchangeRecord): AttackResolution['event'] {
  const { attacker: A, defender: D, splits, rolls, result } = x;
  const name = (id: string) => (id === A.id ? A.name : D.name);
  const byA = result.attacks.find((s) => s.from === A.id);
  const byD = result.attacks.find((s) => s.from === D.id);
  const wasted = x.counter ? 0 : splits.defender.attack;

  const breakdowns: RollBreakdown[] = [];
  if (byA) breakdowns.push(attackBreakdown(`${A.name} attack with ${x.weapon.name} (${dice(splits.attacker.attack)})`, rolls.attackerAttack, byA));
  if (rolls.attackerDefence) breakdowns.push(defenceBreakdown(`${A.name} defence (${dice(splits.attacker.defence)})`, rolls.attackerDefence, byD));
  if (rolls.defenderDefence) breakdowns.push(defenceBreakdown(`${D.name} defence (${dice(splits.defender.defence)})`, rolls.defenderDefence, byA));
  if (byD && x.counter) breakdowns.push(attackBreakdown(`${D.name} counter-attack with ${x.counter.name} (${dice(splits.defender.attack)})`, rolls.defenderAttack, byD));

  const phrases = mapped(result.attacks, (s) => strikeWords(s, name, x.after));
  if (!byA) phrases.unshift(x.voided ? `${A.name}'s ${dice(splits.attacker.attack)} of attack are spent on a target gone from reach` : `${A.name} makes no attack (no attack dice)`);
  if (wasted) phrases.push(`${D.name}'s ${dice(wasted)} of counter-attack are wasted (no weapon reaches ${A.name})`);

  const effects: string[] = [];
  if (result.order === 'simultaneous') effects.push(`Equal Timing (${tOf(A)}): both attacks resolve together`);
  else {
    const [fast, slow] = result.order === 'attacker-first' ? [A, D] : [D, A];
    effects.push(`${fast.name} is faster (Timing ${tOf(fast)} against ${tOf(slow)}) and strikes first`);
  }
  for (const s of result.attacks) {
    if (s.injuryRevision) effects.push(`${name(s.from)}'s attack dice drop by ${s.injuryRevision} each: Injury from the faster attack`);
  }
  for (const c of [A, D]) {
    const b = x.before[c.id];
    const h = x.after[c.id];
    if (!b || !h) continue;
    const gain = h.tension - b.tension;
    effects.push(`${c.name}: Wounds ${h.wounds}, Injury ${h.injury}, tension ${h.tension}${gain ? ` (+${gain})` : ''}`);
  }
  if (wasted) effects.push(`${D.name}: ${dice(wasted)} of counter-attack wasted, no weapon reaches ${A.name}`);

  return {
    kind: 'attack',
    actor: A.id,
    target: D.id,
    summary: `${A.name} attacks ${D.name} with ${x.weapon.name} (${splits.attacker.attack} attack, ${splits.attacker.defence} defence against ${splits.defender.defence} defence, ${splits.defender.attack} attack): ${phrases.join('; ')}`,
    rolls: breakdowns,
    effects,
    settings: result.settings,
    result: byA ? STRIKE_RESULTS[exchangeOutcome(byA.result)] : 'no attack',
    gmOnly: false,
  };
}

function tOf(c: AnyCombatant): number {
  return 'timing' in c.sheet ? c.sheet.timing : 0;
}
