// The named tokens of the players' view in the order the round runs, as a phone lists them: who
// acts now, then who is still to act in turn, then who has acted, and who is out of the fight last.
import type { PlayerViewPayload } from '../../../shared/ipc/playerView';

type Token = PlayerViewPayload['tokens'][number];

/** Where a token stands in the round: acting, due (its place from 1), done, or out. */
export type Place = { readonly token: Token; readonly at: 'now' | 'due' | 'done' | 'out'; readonly due: number | null };

/** The view's named tokens in turn order; before and after the fight, in the view's own order. */
export function turnOrder(view: PlayerViewPayload): Place[] {
  const named = view.tokens.filter((t) => t.name);
  if (view.phase !== 'combat') return named.map((token) => ({ token, at: token.out ? 'out' : 'done', due: null }));
  const dueAt = new Map(view.upNext.map((n, i) => [n.id, i + 1]));
  const rank = (p: Place) => (p.at === 'now' ? 0 : p.at === 'due' ? p.due! : p.at === 'done' ? 10_000 : 20_000);
  return named
    .map((token): Place => {
      if (token.out) return { token, at: 'out', due: null };
      if (token.current) return { token, at: 'now', due: null };
      const due = dueAt.get(token.id);
      return due === undefined ? { token, at: 'done', due: null } : { token, at: 'due', due };
    })
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}
