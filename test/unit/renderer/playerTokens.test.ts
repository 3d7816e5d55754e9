// The players' token views across views: each view arrives whole, every token a new object; the
// tokens a command did not change keep their views, so the map redraws only the changed ones.
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import type { PlayerViewPayload } from '../../../shared/ipc/playerView';
import { PlayerTokenViews } from '../../../src-renderer/player/playerTokens';

/** The view as it reaches the players' window: through JSON, a new object every time. */
const wire = (session: Session): PlayerViewPayload =>
  JSON.parse(JSON.stringify(playerView(session.state, stepsOf(session), { revealed: [], lit: null }))) as PlayerViewPayload;

describe('the players\u2019 token views', () => {
  it('a turn start changes the views of the one who acted and the one who acts, and no other', () => {
    const session = new Session(EXAMPLES.vers(), 'tokens');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const views = new PlayerTokenViews();
    const before = views.update(wire(session));
    const was = session.state.current;
    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    const after = views.update(wire(session));
    const changed = after.filter((v, i) => v !== before[i]).map((v) => v.id).sort();
    expect(changed).toEqual([was, session.state.current].sort());
    expect(after.find((v) => v.current)?.id).toBe(session.state.current);
    expect(after.find((v) => v.id === was)?.current).toBe(false);
  });

  it('names on the tokens, a token gone and back: each view as it would be made afresh', () => {
    const session = new Session(EXAMPLES.vers(), 'tokens');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const views = new PlayerTokenViews();
    const view = wire(session);
    const plain = views.update(view);
    const named = views.update(wire(session), true);
    expect(named.every((v, i) => v !== plain[i] && v.caption === view.tokens[i]!.name)).toBe(true);
    // A token the GM hides is forgotten; shown again, moved, it is drawn where it now stands.
    const [first, ...rest] = view.tokens;
    views.update({ ...view, tokens: rest }, true);
    const back = views.update({ ...view, tokens: [{ ...first!, position: { q: first!.position.q + 1, r: first!.position.r } }, ...rest] }, true);
    expect(back[0]!.position).toEqual({ q: first!.position.q + 1, r: first!.position.r });
    expect(back.slice(1)).toEqual(named.slice(1));
    expect(back.slice(1).every((v, i) => v === named[i + 1])).toBe(true);
  });
});
