import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { TokenViews, gmTokens } from '../../../src-renderer/gm/combat/tokens';

describe('the GM map\u2019s tokens', () => {
  it('mark who is out and who is held in a grapple, and nobody else', () => {
    const session = new Session(EXAMPLES.yaugs(), 'tokens');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const [a, b, c, d] = session.state.encounter.combatants;
    const state = { ...session.state, out: [d!.id], grapples: [[a!.id, b!.id]] };
    const tokens = gmTokens(state, a!.id, b!.id);
    const by = (id: string) => tokens.find((t) => t.id === id)!;
    expect(by(a!.id).markers).toContain('\u26d3');
    expect(by(b!.id).markers).toContain('\u26d3');
    expect(by(c!.id).markers).not.toContain('\u26d3');
    expect(tokens.filter((t) => t.out).map((t) => t.id)).toEqual([d!.id]);
    expect(by(a!.id).selected && by(b!.id).targeted).toBe(true);
  });

  it('keep the view of every token that did not change, and make anew those that did', () => {
    const session = new Session(EXAMPLES.yaugs(), 'tokens');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const views = new TokenViews();
    const before = views.update(session.state, null, null);
    const acting = session.state.current!;
    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    const next = session.state.current!;
    const after = views.update(session.state, null, null);
    expect(after).toEqual(gmTokens(session.state, null, null));
    for (const [i, t] of after.entries()) {
      if (t.id === acting || t.id === next) expect(t, t.id).not.toBe(before[i]);
      else expect(t, t.id).toBe(before[i]);
    }
    expect(after.find((t) => t.id === next)!.current).toBe(true);
    // A target picked: only its view changes.
    const again = views.update(session.state, null, acting);
    expect(again.filter((t, i) => t !== after[i]).map((t) => t.id)).toEqual([acting]);
  });
});
