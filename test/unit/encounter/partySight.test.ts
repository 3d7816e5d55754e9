import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { partySight } from '../../../shared/projection/partySight';

// The party's sight only ever adds to what the players have seen, keeping what they saw first in
// front; the list handed back is a new one, however often the same list is handed in.
describe("the party's sight", () => {
  const session = new Session(EXAMPLES.vers(), 'party-sight');
  session.apply({ type: 'start-combat' });
  const now = partySight(session.state, 6);

  it('adds what the PCs see after what was seen before, once each', () => {
    const before = ['far,away', now[0]!];
    const seen = partySight(session.state, 6, before);
    expect(seen.slice(0, 2)).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...new Set([...before, ...now])].sort());
  });

  it('gives the same list again for a list it already covers, as a new list', () => {
    const again = partySight(session.state, 6, now);
    expect(again).toEqual(now);
    expect(again).not.toBe(now);
    expect(partySight(session.state, 6, now)).toEqual(now);
  });

  it('keeps one of each key of a list that holds one twice', () => {
    const first = now[0]!;
    expect(partySight(session.state, 6, [first, first])).toEqual([first, ...now.filter((k) => k !== first)]);
  });
});
