import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { StableParts } from '../../../src-renderer/player/stableParts';
import type { PlayerViewPayload } from '../../../shared/ipc/playerView';
import { hexKey, mapHexes } from '../../../shared/hex';

/** The view as it reaches the players' window: through JSON, a new object every time. */
const wire = (session: Session, lit: string[]): PlayerViewPayload =>
  JSON.parse(JSON.stringify(playerView(session.state, stepsOf(session), { revealed: [], lit }))) as PlayerViewPayload;

describe('the players\u2019 window across views', () => {
  it('keeps the map and the fog it drew while turns pass, and takes the new ones when they change', () => {
    const session = new Session(EXAMPLES.vers(), 'stable');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const parts = new StableParts();
    // Fogged: the players have seen the hexes their characters stand on.
    const seen = session.state.encounter.combatants.filter((c) => c.side === 'pc').map((c) => hexKey(c.position));
    const first = wire(session, seen);
    expect(first.map.fog.length).toBeGreaterThan(0);
    const map = parts.map(first);
    const fog = parts.fog(first);
    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    const next = wire(session, seen);
    expect(next.turn).not.toBe(first.turn);
    expect(parts.map(next)).toBe(map);
    expect(parts.fog(next)).toBe(fog);
    // The GM reveals a hex: the fog is new, the map the same.
    // (A hex of open ground: under terrain, the players would learn of it and get a new map.)
    const bare = mapHexes(first.map.width, first.map.height, first.map.orientation).map(hexKey).find((k) => !seen.includes(k) && !session.state.encounter.map.terrain.some((t) => hexKey(t) === k))!;
    const revealed = wire(session, [...seen, bare]);
    expect(revealed.map.fog).not.toEqual(first.map.fog);
    expect(parts.fog(revealed)).not.toBe(fog);
    expect(parts.map(revealed)).toBe(map);
    // A wall seen where there was none (another terrain list): a new map, with it.
    const wall = { q: 0, r: 0, kind: 'wall' as const };
    const changed = { ...revealed, map: { ...revealed.map, terrain: [...revealed.map.terrain, wall] } };
    expect(parts.map(changed)).not.toBe(map);
    expect(parts.map(changed).terrain).toContainEqual(wall);
  });
});
