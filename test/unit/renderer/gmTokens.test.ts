import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { gmTokens } from '../../../src-renderer/gm/combat/tokens';

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
});
