// The built-in tactic and area weapons (issue 24): it throws a burst when two or more enemies and no
// ally would be inside, and otherwise attacks one target as before. Driven through the reducer.
import { describe, expect, it } from 'vitest';
import { reduce, type CombatState } from '../../../shared/engine';
import type { LogEvent } from '../../../shared/model/events';
import { playTurn } from '../../../shared/sim/autoplay';
import { at } from '../../../shared/systems/exampleMap';
import { hexNeighbor, type Hex } from '../../../shared/hex';
import { arena, started, type SystemId } from './areaFixture';

/** The attacker's turn as the tactic plays it, with every event it caused. */
function tacticTurn(s0: CombatState): LogEvent[] {
  let s = s0;
  const events: LogEvent[] = [];
  playTurn(s, (cmd) => {
    const r = reduce(s, cmd);
    if (!r.ok) return null;
    events.push(...r.events);
    s = r.state;
    return s;
  });
  return events;
}

describe.each(['yaugs', 'vers', 'waylights'] as SystemId[])('%s: autoplay with a grenade', (system) => {
  /** The enemies (NPCs) at the hexes given, the other PCs far off and apart, one of them where `ally` says. */
  function setup(foes: Hex[], ally: Hex | null) {
    return arena(system, { shape: 'burst', size: 1 }, [], (enc, a) => {
      let f = 0;
      let p = 0;
      enc.combatants.forEach((c, i) => {
        if (c === a) return;
        const spot = c.side === 'npc' ? foes[f++] : p++ === 0 ? ally : null;
        c.position = spot ?? at(i % 2 ? 19 : 16, (i * 3) % 14);
      });
    });
  }
  const e1 = at(6, 6);
  const middle = hexNeighbor(e1, 0);
  const e2 = hexNeighbor(middle, 0);

  it('throws the burst at two enemies standing together', () => {
    const events = tacticTurn(started(setup([e1, e2], null)));
    expect(events.some((e) => e.kind === 'area-attack')).toBe(true);
    expect(events.filter((e) => e.kind === 'attack')).toHaveLength(2);
  });

  it('does not throw it when an ally would be inside', () => {
    const events = tacticTurn(started(setup([e1, e2], middle)));
    expect(events.some((e) => e.kind === 'area-attack')).toBe(false);
  });

  it('does not throw it at one enemy alone', () => {
    const events = tacticTurn(started(setup([e1], null)));
    expect(events.some((e) => e.kind === 'area-attack')).toBe(false);
  });
});
