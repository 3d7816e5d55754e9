// A grapple started or broken by a roll (RULES.md 2.3): an attack with the grappling skill, rolled
// as 2.2 says against the defender's Dodge and previewed like any attack, that deals no damage.
// Starting one is a close attack (the table's -2 for grappling at that range); breaking free is the
// held character's grappling attack on its holder with no range penalty.
import { rollDice, type DiceRoll } from '../../dice';
import { withMembers } from '../../model/record';
import type { CombatState } from '../../model/state';
import type { TacticalFacts } from '../../rules/tactics/facts';
import { countMarks } from '../../rules/vers/injuryTrack';
import { previewAttack, type AttackResult, type VersOutcome, type VersPreview } from '../../rules/vers/preview';
import { SKILLS, type VersSheet, type Weapon } from '../../rules/vers/sheet';
import type { GrapplePlan, GrappleRollRequest, DieSlot } from '../definition';
import { lazy } from '../planParts';
import { breakdown, versDefaultChoices } from './attack';
import { disabledActionPrompt } from './harm';
import { defenderWeapon, fighter, rollSide, settingsOf, withShield, type VersFighter } from './inputs';
import { versActRefusal } from './turnLimits';

const THREE_D6 = { terms: [{ count: 3, sides: 6 }], modifier: 0 };

/**
 * The hold the attacker grapples with: a close weapon of its sheet used with the grappling skill,
 * else the bare hands (Agility + grappling, no Effect Value: a grapple deals no damage).
 */
function holdOf(sheet: VersSheet): { weapon: Weapon; sheet: VersSheet } {
  const own = sheet.weapons.find((w) => !w.ranged && w.skill === SKILLS.grappling);
  if (own) return { weapon: own, sheet };
  const taken = new Set(sheet.weapons.map((w) => w.name));
  const name = taken.has('Grapple') ? 'Grappling hold' : 'Grapple';
  const weapon: Weapon = { name, skill: SKILLS.grappling, attribute: 'agility', ev: 0, reach: 0, ranged: false, body: true };
  return { weapon, sheet: withMembers(sheet, { weapons: [...sheet.weapons, weapon] }) };
}

/** Whether an outcome of the attack roll makes the grapple: a hit, or a hold on another member of the grapple. */
function succeeds(result: AttackResult): boolean {
  return result === 'hit' || result === 'wrong-target';
}

function words(kind: GrappleRollRequest['kind'], result: AttackResult): string {
  if (result === 'hit') return kind === 'grapple' ? 'takes hold' : 'breaks free';
  if (result === 'wrong-target') return 'seizes another member of the grapple';
  if (result === 'cover') return 'the cover is in the way';
  return kind === 'grapple' ? 'no hold' : 'still held';
}

/** The attack preview's outcomes in a grapple's words: no damage (none harms), only whether it holds. */
function asGrapple(p: VersPreview, kind: GrappleRollRequest['kind']): VersPreview {
  const outcomes: VersOutcome[] = p.outcomes.map((o) => {
    if (o.result === 'no-attack') return o;
    const head = o.check ? o.label.slice(0, o.label.lastIndexOf(': ')) : 'No roll';
    return { id: o.id, label: `${head}: ${words(kind, o.result)}`, probability: o.probability, harms: false, result: o.result, check: o.check, sums: o.sums, ndv: null, condition: null };
  });
  const notes = [
    ...p.notes.filter((n) => !n.startsWith('With no roll there is no miss')),
    kind === 'grapple'
      ? 'House (RULES.md 2.3): on a hit no damage is dealt; the attacker moves into the defender\'s hex and both are grappling.'
      : 'House (RULES.md 2.3): on a hit the grapple ends and the one breaking free steps into the free adjacent hex it named (none free: it stays, released).',
  ];
  return { ...p, outcomes, notes };
}

function refused(reason: string): GrapplePlan {
  const preview = { system: 'vers', modifiers: [], total: 0, notes: [reason], outcomes: [{ id: 'no-attack', label: 'No attack possible', detail: reason, probability: 1, harms: false }] };
  return { preview: () => preview, summary: () => [], dice: () => [], resolve: () => ({ ok: false, reason }) };
}

/** A VERS grapple or break free planned from the state and the map facts between the two. */
export function planVersGrapple(state: CombatState, req: GrappleRollRequest, facts: TacticalFacts): GrapplePlan {
  const a = fighter(state, req.actor);
  if (!a.ok) return refused(a.reason);
  const d = fighter(state, req.target);
  if (!d.ok) return refused(d.reason);
  const spent = versActRefusal(state, a.value);
  if (spent) return refused(spent);
  const hold = holdOf(a.value.sheet);
  // Breaking free is rolled with no range penalty (RULES.md 2.3): the grappling band's, whatever the bodies' spacing.
  const at: TacticalFacts = req.kind === 'break-free' ? { ...facts, category: 'grappling' } : facts;
  const aware = versDefaultChoices(state, a.value.c.id, d.value.c.id, at);
  const settings = settingsOf(state);
  const p = asGrapple(previewAttack({
    attacker: { sheet: hold.sheet, side: rollSide(a.value.c), weapon: hold.weapon.name },
    defender: { sheet: d.value.sheet, side: rollSide(d.value.c), weapon: defenderWeapon(d.value.sheet), aware: aware.system === 'vers' ? aware.defenderAware : true },
    facts: req.kind === 'grapple' ? withShield(state, d.value, at) : at,
    settings,
  }), req.kind);
  const bySum = lazy(() => Array.from({ length: 19 }, (_, sum) => p.outcomes.find((o) => o.sums.includes(sum))));
  return {
    preview: () => p,
    summary: () => {
      if (!p.attackPossible) return [];
      const yes = p.outcomes.filter((o) => succeeds(o.result)).reduce((n, o) => n + o.probability, 0);
      const done = req.kind === 'grapple' ? 'takes hold' : 'breaks free';
      return yes >= 1 ? [{ label: done, probability: 1 }] : [{ label: done, probability: yes }, { label: 'fails', probability: 1 - yes }];
    },
    dice: (): DieSlot[] => {
      if (!p.attackPossible || !p.roll) return [];
      const who = p.roll.roller === 'attacker' ? `${a.value.c.name}: grappling` : `${d.value.c.name}: Dodge`;
      return [{ label: who, dice: '3d6', when: null }];
    },
    resolve: (dice) => {
      if (!p.attackPossible) return { ok: false, reason: p.outcomes[0]?.detail ?? `${a.value.c.name} cannot grapple ${d.value.c.name} from here.` };
      let roll: DiceRoll | null = null;
      let outcome: VersOutcome | undefined = p.outcomes[0];
      if (p.roll) {
        roll = rollDice(THREE_D6, dice);
        outcome = bySum()[roll.total];
      }
      if (!outcome) throw new Error(`VERS grapple preview has no outcome for roll ${roll?.total ?? 'none'}`);
      return { ok: true, value: { success: succeeds(outcome.result), event: eventOf(req.kind, p, roll, outcome, a.value, d.value) } };
    },
  };
}

function eventOf(kind: GrappleRollRequest['kind'], p: VersPreview, roll: DiceRoll | null, outcome: VersOutcome, a: VersFighter, d: VersFighter) {
  const A = a.c.name;
  const D = d.c.name;
  const success = succeeds(outcome.result);
  const how = roll ? '' : ' (no roll)';
  const summary = kind === 'grapple'
    ? success ? `${A} grapples ${D}${how}: both are grappling` : `${A} tries to grapple ${D}: ${words(kind, outcome.result)}`
    : success ? `${A} breaks free of ${D}${how}` : `${A} tries to break free of ${D}: ${words(kind, outcome.result)}`;
  const label = p.roll
    ? `${p.roll.roller === 'attacker' ? `${A}'s grappling` : `${D}'s Dodge`} (3d6 roll-under, rolled by ${p.roll.rolledBy === 'gm' ? 'the GM' : 'the player'})`
    : 'No roll';
  const effects = countMarks(a.sheet.injuries).disabled > 0 ? [disabledActionPrompt(A)] : [];
  return {
    kind: success ? kind : kind === 'grapple' ? 'grapple-failed' as const : 'break-free-failed' as const,
    actor: a.c.id,
    target: d.c.id,
    summary,
    rolls: [breakdown(p, roll, outcome, label)],
    effects,
    settings: p.settings,
    gmOnly: false,
  };
}
