// What the VERS rules core needs, read off the running fight: the sheets with the injuries the
// fight has dealt so far, the table side each combatant plays, the settings and the preview input.
import type { VersPreviewInput } from '../../rules/vers/preview';
import { versSettings, type VersSettings } from '../../rules/vers/settings';
import type { TacticalFacts } from '../../rules/tactics/facts';
import type { Side as VersSide } from '../../rules/vers/whoRolls';
import type { VersSheet } from '../../rules/vers/sheet';
import type { InjuryMark } from '../../rules/vers/injuryTrack';
import { mapped, withMembers } from '../../model/record';
import type { AnyCombatant } from '../../model/schema';
import type { CombatState } from '../../model/state';
import type { VersMark } from './schemas';
import type { PreviewRequest } from '../definition';

/** The combatant's VERS sheet, or null when it carries another system's sheet. */
export function versSheetOf(c: AnyCombatant): VersSheet | null {
  return 'injuries' in c.sheet && 'rv' in c.sheet ? c.sheet : null;
}

/** The marks the fight tracks for a combatant; before combat (no harm yet) the sheet's own injuries. */
export function marksOf(state: CombatState, c: AnyCombatant, sheet: VersSheet): readonly InjuryMark[] {
  const h = state.harm[c.id];
  return h && h.system === 'vers' ? h.marks : sheet.injuries;
}

/** Marks as the combat state stores them (plain mutable copies). */
export function toVersMarks(marks: readonly InjuryMark[]): VersMark[] {
  return mapped(marks, (m) => ({ condition: m.condition, lethal: m.lethal, note: m.note }));
}

/**
 * The table side for who-rolls: allies are friendly characters the GM runs, so like NPCs they
 * supply static values and never roll (RULES.md 2.2 splits the table into players and the GM).
 */
export function rollSide(c: AnyCombatant): VersSide {
  return c.side === 'pc' ? 'pc' : 'npc';
}

/** The encounter's VERS settings, complete since the encounter was loaded. */
export function settingsOf(state: CombatState): VersSettings {
  const enc = state.encounter;
  return enc.system === 'vers' ? enc.settings : versSettings();
}

/**
 * The weapon the defender is taken to hold for Reach. The engine does not track what is in hand,
 * so the defender's longest close weapon counts: the attacker never gains a Reach bonus the
 * defender's gear could deny.
 */
export function defenderWeapon(sheet: VersSheet): string | null {
  let best: VersSheet['weapons'][number] | null = null;
  for (const w of sheet.weapons) if (!w.ranged && (best === null || w.reach > best.reach)) best = w;
  return best?.name ?? null;
}

/** A VERS combatant with its sheet as the fight stands: injuries replaced by the tracked marks. */
export type VersFighter = { readonly c: AnyCombatant; readonly sheet: VersSheet };

/** Looks up a combatant and its sheet with the fight's injuries, or says why it cannot. */
export function fighter(state: CombatState, id: string): { ok: true; value: VersFighter } | { ok: false; reason: string } {
  const c = state.encounter.combatants.find((x) => x.id === id);
  if (!c) return { ok: false, reason: `No combatant "${id}".` };
  const sheet = versSheetOf(c);
  if (!sheet) return { ok: false, reason: `${c.name} has no VERS sheet.` };
  return { ok: true, value: { c, sheet: withMembers(sheet, { injuries: toVersMarks(marksOf(state, c, sheet)) }) } };
}

/** The structure a combatant's shield has left in the fight: the sheet's until it is hit. */
export function shieldLeft(state: CombatState, c: AnyCombatant, sheet: VersSheet): number {
  if (!sheet.shield) return 0;
  const h = state.harm[c.id];
  return h?.system === 'vers' && h.shield !== undefined ? h.shield : sheet.shield.structure;
}

/**
 * The facts with the defender's shield counted (RULES.md 2.4, section 4): a cover object it holds,
 * against attacks from its front three directions (all attacks without facing). Only the greatest
 * object counts, a tie going to the nearest, and nothing is nearer than what the defender holds.
 */
export function withShield(state: CombatState, d: VersFighter, facts: TacticalFacts): TacticalFacts {
  const shield = d.sheet.shield;
  if (!shield || shieldLeft(state, d.c, d.sheet) <= 0 || facts.fromBehind === true || shield.cover < facts.cover) return facts;
  return { ...facts, cover: shield.cover, coverObjectId: d.c.id, coverName: shield.name, coverSource: 'carried' };
}

/** The rules core's preview input for an attack, every value taken from the state. */
export function previewInputFor(
  state: CombatState,
  req: PreviewRequest,
  facts: TacticalFacts,
): { ok: true; value: VersPreviewInput; attacker: VersFighter; defender: VersFighter } | { ok: false; reason: string } {
  const a = fighter(state, req.attacker);
  if (!a.ok) return a;
  const d = fighter(state, req.defender);
  if (!d.ok) return d;
  const aware = req.choices.system === 'vers' ? req.choices.defenderAware : true;
  return {
    ok: true,
    attacker: a.value,
    defender: d.value,
    value: {
      attacker: { sheet: a.value.sheet, side: rollSide(a.value.c), weapon: req.weapon },
      defender: { sheet: d.value.sheet, side: rollSide(d.value.c), weapon: defenderWeapon(d.value.sheet), aware },
      facts: withShield(state, d.value, facts),
      situational: req.situational,
    },
  };
}
