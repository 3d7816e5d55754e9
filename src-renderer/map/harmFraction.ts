import type { HarmWord } from '../../shared/projection/playerLog';

/** How full a token's harm bar is for each harm word: the same bar on the GM's map and the players'. */
export const HARM_FRACTION: Readonly<Record<HarmWord, number>> = { unhurt: 0, grazed: 0.2, wounded: 0.45, 'badly hurt': 0.75, down: 1 };
