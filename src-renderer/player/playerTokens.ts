// The players' tokens as the map draws them: words for harm, never numbers.
import type { PlayerViewPayload } from '../../shared/ipc/playerView';
import type { TokenView } from '../map/interactiveLayer';
import { initials } from '../map/initials';
import { HARM_FRACTION } from '../map/harmFraction';
import { sameData } from '../../shared/model/sameData';

type PlayerToken = PlayerViewPayload['tokens'][number];

/** One token's view; `names` writes its name under it (a GM option). */
function tokenView(t: PlayerToken, names: boolean): TokenView {
  return {
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
  };
}

/**
 * Token views for the players' screens, view after view. A view arrives whole at every command,
 * every token a new object; a token equal to its last one keeps its last view, object for object,
 * so the map's token layer (map/tokenLayer.ts) redraws the two or three a turn start changes, not
 * all of them (on a 500-token table at 1920x1080 that was 1.5 ms of the window's turn frame).
 */
export class PlayerTokenViews {
  private last = new Map<string, { from: PlayerToken; names: boolean; view: TokenView; seen: number }>();
  private round = 0;

  update(view: PlayerViewPayload, names = false): TokenView[] {
    const round = ++this.round;
    const out = view.tokens.map((t) => {
      const was = this.last.get(t.id);
      if (was && was.names === names && sameData(was.from, t)) {
        was.from = t;
        was.seen = round;
        return was.view;
      }
      const made = tokenView(t, names);
      this.last.set(t.id, { from: t, names, view: made, seen: round });
      return made;
    });
    // Tokens no longer in the view (a combatant the GM hid) are forgotten.
    if (this.last.size > view.tokens.length) for (const [id, e] of this.last) if (e.seen !== round) this.last.delete(id);
    return out;
  }
}
