// YAUGS harm on the encounter's hit-point track. RULES.md 1.6: the source has no damage rules, so
// the hit points, the damage that lowers them and "out at 0 HP" are all House defaults.
import type { AnyCombatant, CombatantOf } from '../../model/schema';
import type { Command } from '../../model/commands';
import type { Harm, HarmWord } from '../../model/state';

/** The YAUGS member of the harm union. */
export type YaugsHarm = Extract<Harm, { system: 'yaugs' }>;


/** Whether a combatant carries a YAUGS sheet (the encounter's system decides, but the adapter takes any). */
export function hasYaugsSheet(c: AnyCombatant): c is CombatantOf<'yaugs'> {
  return 'passiveDefence' in c.sheet && 'hitPoints' in c.sheet;
}

/** Hit points from the sheet: the current value when the sheet has one, else the maximum. */
export function initialYaugsHarm(c: AnyCombatant): YaugsHarm {
  if (!hasYaugsSheet(c)) return { system: 'yaugs', hp: 0, maxHp: 1 };
  const hp = c.sheet.hitPoints;
  return { system: 'yaugs', hp: hp.current ?? hp.max, maxHp: hp.max };
}

/** House: out of the fight at 0 HP or below (the source has no damage rules). */
export function yaugsIsOut(harm: Harm): boolean {
  return harm.system === 'yaugs' && harm.hp <= 0;
}

/** GM words with the numbers, flagging the House out-at-0 rule when it applies. */
export function describeYaugsHarm(harm: Harm): string {
  if (harm.system !== 'yaugs') return `Not YAUGS harm (${harm.system})`;
  const track = `${harm.hp}/${harm.maxHp} HP`;
  return harm.hp <= 0 ? `${track}: down (House: out at 0 HP; the source has no damage rules)` : track;
}

/**
 * Players' words by the share of hit points left: full unhurt, above 75% grazed, above 40% wounded,
 * above 0 badly hurt, else down. Compared in integers so the band edges are exact.
 */
export function yaugsHarmWords(harm: Harm): HarmWord {
  if (harm.system !== 'yaugs') return 'unhurt';
  const { hp, maxHp } = harm;
  if (hp <= 0) return 'down';
  if (hp >= maxHp) return 'unhurt';
  if (4 * hp > 3 * maxHp) return 'grazed';
  if (5 * hp > 2 * maxHp) return 'wounded';
  return 'badly hurt';
}

/**
 * The harm with `hp` hit points left, built member by member (YAUGS harm has these three): the
 * cheapest copy, of one shape.
 */
export function withHp(harm: YaugsHarm, hp: number): YaugsHarm {
  return { system: 'yaugs', hp, maxHp: harm.maxHp };
}

/** A hit point change by hand (House track); never above the maximum. */
export function editYaugsHarm(harm: Harm, cmd: Extract<Command, { type: 'adjust-harm' }>, c: AnyCombatant): { ok: true; harm: Harm; effects: string[] } | { ok: false; reason: string } {
  if (harm.system !== 'yaugs') return { ok: false, reason: `${c.name} has no YAUGS hit points.` };
  if (cmd.hp === undefined) return { ok: false, reason: 'A YAUGS harm change is a number of hit points.' };
  const hp = Math.min(harm.maxHp, harm.hp + cmd.hp);
  return { ok: true, harm: withHp(harm, hp), effects: [`${c.name}: ${hp}/${harm.maxHp} HP`] };
}
