// One presentation vocabulary for everything that shows a fight: the GM's map, the players' screen
// and the exported log. A token reads the same in all three ("Orc 12" is O12 everywhere), sides
// keep one colour and one label, and harm words fill one bar. Systems are named one way too, by
// their registry entries (SYSTEM_NAMES in shared/systems/registry.ts), since this tier lists none.
import type { Side } from '../model/schema';
import type { HarmWord } from '../model/state';

/**
 * Side colours from the Okabe-Ito palette, which stays distinct under the common colour-vision
 * deficiencies; tokens also differ by shape (PC circle, NPC diamond, ally rounded square), so
 * colour is never the only cue.
 */
export const SIDE_COLORS = { pc: '#56B4E9', npc: '#D55E00', ally: '#009E73' } as const satisfies Record<Side, string>;

/** What each side is called on screen and in the exports. */
export const SIDE_LABELS = { pc: 'PC', npc: 'NPC', ally: 'Ally' } as const satisfies Record<Side, string>;

/** The shape of a side's token, so colour is never the only cue. */
export const SIDE_SHAPES = { pc: 'circle', npc: 'diamond', ally: 'square' } as const satisfies Record<Side, string>;

/** How full a token's harm bar is for each harm word. */
export const HARM_FRACTION: Readonly<Record<HarmWord, number>> = { unhurt: 0, grazed: 0.2, wounded: 0.45, 'badly hurt': 0.75, down: 1 };

/** Up to three characters for a token: initials of a name's words ("V2" for "Villager 2", "O12" for "Orc 12"), or its first two letters. */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, '').split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    const last = words[words.length - 1]!;
    return (words[0]![0]! + (/^\d+$/.test(last) ? last : last[0]!)).toUpperCase().slice(0, 3);
  }
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}
