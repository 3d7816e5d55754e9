import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { encounterSchema } from '../../../shared/systems/registry';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { playerViewSchema } from '../../../shared/ipc/playerView';
import type { Encounter } from '../../../shared/model/schema';

/** The VERS sample with a wall, a secret door shut and one open, a locked door and a window on hex sides near its PCs. */
function withDoors(): Encounter {
  const enc = EXAMPLES.vers();
  const h = enc.combatants.find((c) => c.side === 'pc')!.position;
  const side = (dq: number, dr: number) => ({ a: { q: h.q + dq, r: h.r + dr }, b: { q: h.q + dq + 1, r: h.r + dr } });
  const edges = [
    { ...side(1, 0), kind: 'wall' },
    { ...side(1, 1), kind: 'door', door: { state: 'closed', secret: true } },
    { ...side(1, -1), kind: 'door', door: { state: 'open', secret: true } },
    { ...side(-2, 0), kind: 'door', door: { state: 'locked', secret: false } },
    { ...side(-2, 1), kind: 'window' },
  ];
  const r = encounterSchema.safeParse({ ...enc, map: { ...enc.map, edges } });
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return r.data;
}

describe('edges on the players\u2019 screen', () => {
  it('show walls, doors and windows; a shut secret door is a wall, a locked door a closed one, and nothing says secret or locked', () => {
    const session = new Session(withDoors(), 'edges');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const v = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    expect(v.map.edges.map((e) => [e.kind, e.open ?? null])).toEqual([['wall', null], ['wall', null], ['door', true], ['door', false], ['window', null]]);
    const text = JSON.stringify(v);
    expect(text).not.toMatch(/secret|locked/);
    expect(playerViewSchema.safeParse(v).success).toBe(true);
  });
});
