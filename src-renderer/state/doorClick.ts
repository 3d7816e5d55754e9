// A click on a door in the fight (RULES.md 5.4): which door side the pointer is close to, and the
// `set-door` command the click sends, by the acting combatant when the door is on an edge of its
// body (1 hex of movement) and else by the GM (free); a Shift+click is always the GM's, so a door
// beside a token with no movement left can still be changed. The engine decides; this only builds the command.
import { hexEquals, hexToPixel, type Layout, type Point } from '../../shared/hex';
import { bodyOf } from '../../shared/model/body';
import type { Command } from '../../shared/model/commands';
import { edgeAt } from '../../shared/model/edges';
import type { BattleMap } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { sideAt, type Side } from '../map/sideAt';

/** How close to a side, as a share of the hex size, a click must be to be on the door and not in the hex. */
const NEAR = 0.28;

/** The side under `p` when it holds a door and `p` is close to it, else null (the click is the hex's). */
export function doorNear(map: BattleMap, layout: Layout, p: Point): Side | null {
  const side = sideAt(layout, p);
  if (edgeAt(map, side.a, side.b)?.kind !== 'door') return null;
  const ca = hexToPixel(layout, side.a);
  const cb = hexToPixel(layout, side.b);
  const len = Math.hypot(cb.x - ca.x, cb.y - ca.y);
  // Distance from p to the side's line, measured along the line between the two centres.
  const off = Math.abs(((p.x - (ca.x + cb.x) / 2) * (cb.x - ca.x) + (p.y - (ca.y + cb.y) / 2) * (cb.y - ca.y)) / len);
  return off <= NEAR * layout.size ? side : null;
}

/**
 * The command a click on the door at `side` sends: open a closed door and close an open one, or
 * with `lock`, lock or unlock it (the GM's ruling); with `gm`, by the GM whoever stands beside it.
 * Null when the side holds no door.
 */
export function doorCommand(state: CombatState, side: Side, lock = false, gm = false): Extract<Command, { type: 'set-door' }> | null {
  const door = edgeAt(state.encounter.map, side.a, side.b)?.door;
  if (!door) return null;
  const to = lock ? (door.state === 'locked' ? 'closed' : 'locked') : door.state === 'open' ? 'closed' : 'open';
  const actor = state.phase === 'combat' && state.current ? state.encounter.combatants.find((c) => c.id === state.current) : undefined;
  const touches = !!actor && !lock && !gm && bodyOf(actor).some((h) => hexEquals(h, side.a) || hexEquals(h, side.b));
  return { type: 'set-door', a: side.a, b: side.b, state: to, ...(touches ? { by: actor.id } : {}) };
}
