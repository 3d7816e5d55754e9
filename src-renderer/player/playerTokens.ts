// The players' tokens as the map draws them: words for harm, never numbers.
import type { PlayerViewPayload } from '../../shared/ipc/playerView';
import type { TokenView } from '../map/interactiveLayer';
import { initials } from '../map/initials';
import { HARM_FRACTION } from '../map/harmFraction';

/** Token views for the players' screen; `names` writes each token's name under it (a GM option). */
export function playerTokenViews(view: PlayerViewPayload, names = false): TokenView[] {
  return view.tokens.map((t) => ({
    id: t.id,
    // The GM may show no name at all: then the token carries no letters either.
    label: t.name ? initials(t.name) : '',
    position: t.position,
    ...(t.body ? { body: t.body } : {}),
    side: t.side,
    color: t.color,
    facing: t.facing,
    ghost: false,
    out: t.out,
    harm: HARM_FRACTION[t.harm],
    // The first letter of each condition, as the GM's map shows them.
    markers: t.conditions.map((c) => c.slice(0, 1).toUpperCase()),
    current: t.current,
    selected: false,
    targeted: false,
    ...(names && t.name ? { caption: t.name } : {}),
    ...(t.portrait ? { portrait: t.portrait } : {}),
  }));
}
