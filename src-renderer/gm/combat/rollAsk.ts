// Which dice of an attack are a PC's player's to roll, as the players' devices are asked for them:
// the run of die slots at the head of the roll that carry that PC's name (its attack, its Dodge,
// its pool), and the attack's damage after its own attack roll. Only dice and the PC's own words
// cross: a slot naming anyone else is never described to the device.
import { parseDice } from '../../../shared/dice';
import type { RollAsk } from '../../../shared/ipc/lan';
import type { DieSlot } from '../../../shared/systems/definition';

/** The ask for `pc` (named `name`, attacking when `attacking`), or null when the roll does not start with its dice. */
export function rollAskOf(pc: { id: string; name: string }, attacking: boolean, slots: readonly DieSlot[]): RollAsk | null {
  const own = `${pc.name}: `;
  const taken: { words: string; dies: number[] }[] = [];
  for (const s of slots) {
    const mine = s.label.startsWith(own);
    const damage = attacking && taken.length > 0 && s.label.startsWith('Damage');
    if (!mine && !damage) break;
    const parsed = parseDice(s.dice);
    if (!parsed.ok) break;
    const dies = parsed.value.terms.flatMap((t) => Array<number>(t.count).fill(t.sides));
    taken.push({ words: `${mine ? s.label.slice(own.length) : s.label}: ${s.dice}${s.when ? ` (${s.when})` : ''}`, dies });
  }
  const dies = taken.flatMap((t) => t.dies);
  if (!dies.length || dies.length > 20 || dies.some((d) => d < 2 || d > 100)) return null;
  return { pc: pc.id, text: taken.map((t) => t.words).join(', then ').slice(0, 200), dies };
}

type Who = { id: string; name: string; side: string } | null | undefined;

/** The ask for the fight's roll now: the acting PC's dice when a device plays it, else a PC defender's when its dice come first (a VERS Dodge). */
export function askFor(actor: Who, target: Who, slots: readonly DieSlot[], played: readonly string[]): RollAsk | null {
  if (actor && actor.side === 'pc' && played.includes(actor.id)) {
    const a = rollAskOf(actor, true, slots);
    if (a) return a;
  }
  if (target && target.side === 'pc' && played.includes(target.id)) return rollAskOf(target, false, slots);
  return null;
}
