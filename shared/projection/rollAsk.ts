// Which dice of a roll are a PC's player's to roll, as the players' devices are asked for them
// (RULES.md: a YAUGS attack, Active Defence or parry; the VERS roller of 2.2; a Waylights pool):
// every die slot that carries the PC's name wherever it stands in the roll, and a PC attacker's
// damage. Each share says where its faces stand among the faces the roll reads, so the faces typed
// on a device land at their own places in the GM's table-dice field, beside the ones the GM rolls.
// Only dice and that PC's own words cross: a slot naming anyone else is never described to a device.
import { parseDice } from '../dice';
import type { DieSlot } from '../systems/definition';

/** What a PC's device is asked to roll: the PC, the dice in the PC's own words, each die's sides in reading order (shared/ipc/lan's RollAsk). */
export type AskedRoll = { pc: string; text: string; dies: number[] };

/** One PC's part of a roll: what its device is asked, and each asked die's place among the roll's faces. */
export type RollShare = { readonly ask: AskedRoll; readonly at: readonly number[] };

/** A combatant as the roll's parties are known to the attack form. */
export type RollParty = { id: string; name: string; side: string } | null | undefined;

/** The die sizes of a slot, one entry a die ("2d6+1" is [6, 6]); none when it does not parse. */
function diesOf(slot: DieSlot): number[] | null {
  const parsed = parseDice(slot.dice);
  return parsed.ok ? parsed.value.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)) : null;
}

/** The share of `pc` (attacking when `attacking`) in a roll of `slots`, or null when none of its dice are the PC's. */
export function rollShareOf(pc: { id: string; name: string }, attacking: boolean, slots: readonly DieSlot[]): RollShare | null {
  const own = `${pc.name}: `;
  const words: string[] = [];
  const dies: number[] = [];
  const at: number[] = [];
  let index = 0;
  for (const s of slots) {
    const d = diesOf(s);
    if (!d) break;
    const mine = s.label.startsWith(own);
    const damage = attacking && at.length > 0 && s.label.startsWith('Damage');
    if (mine || damage) {
      words.push(`${mine ? s.label.slice(own.length) : s.label}: ${s.dice}${s.when ? ` (${s.when})` : ''}`);
      dies.push(...d);
      at.push(...d.map((_, i) => index + i));
    } else if (s.when !== null) {
      // Someone else's die that is rolled only sometimes (a YAUGS parry): the faces after it have
      // no fixed place until the roll is made, so the PC is not asked for them.
      break;
    }
    index += d.length;
  }
  if (!dies.length || dies.length > 20 || dies.some((d) => d < 2 || d > 100)) return null;
  return { ask: { pc: pc.id, text: words.join(', then ').slice(0, 200), dies }, at };
}

/** Every PC's share of the roll now, for the PCs a device plays: the actor's, then the target's. */
export function rollShares(actor: RollParty, target: RollParty, slots: readonly DieSlot[], played: readonly string[]): RollShare[] {
  const out: RollShare[] = [];
  for (const [who, attacking] of [[actor, true], [target, false]] as const) {
    if (!who || who.side !== 'pc' || !played.includes(who.id) || out.some((s) => s.ask.pc === who.id)) continue;
    const share = rollShareOf(who, attacking, slots);
    if (share) out.push(share);
  }
  return out;
}

/** The mark the table-dice field shows for a die still to type, the GM's or another player's. */
export const TO_TYPE = '?';

/**
 * The table-dice field with a device's `faces` at the places of `share`: what the GM typed stays
 * where it stands, and each earlier die nobody typed yet shows TO_TYPE for the GM to fill in (the
 * field then reads as not ready, so nothing resolves before the GM has looked). `missing` counts them.
 */
export function placeFaces(typed: string, share: RollShare, faces: readonly number[]): { text: string; missing: number } {
  const tokens = typed.trim() ? typed.trim().split(/[\s,]+/) : [];
  const last = Math.max(...share.at);
  for (let i = tokens.length; i <= last; i++) tokens.push(TO_TYPE);
  share.at.forEach((place, k) => {
    const face = faces[k];
    if (face !== undefined) tokens[place] = String(face);
  });
  return { text: tokens.join(' '), missing: tokens.filter((t) => t === TO_TYPE).length };
}
