import { describe, expect, it } from 'vitest';
import { standHere } from '../../../shared/engine/standHere';
import { footprintHexes, hexKey } from '../../../shared/hex';
import { areEnemies } from '../../../shared/model/query';
import { playersBest } from '../../../src-renderer/state/shading';
import { startedSample } from './startedSample';
import type { Session } from '../../../shared/engine/session';

/** Ends turns until a PC acts (or an NPC does, with `pc` false). */
function until(session: Session, pc: boolean): void {
  for (let i = 0; i < 20; i++) {
    const c = session.state.encounter.combatants.find((x) => x.id === session.state.current);
    if (c && (c.side === 'pc') === pc) return;
    const r = session.apply({ type: 'end-turn' });
    if (!r.ok) throw new Error(r.reason);
  }
  throw new Error('nobody of that side acts');
}

describe('the "where to stand" shading shared with the players', () => {
  for (const system of ['yaugs', 'vers', 'waylights'] as const) {
    it(`${system}: on a PC's turn, the best chance from every reachable hex, and nothing on an NPC's`, () => {
      const session = startedSample(system, 'share');
      until(session, true);
      const state = session.state;
      const shared = playersBest(state, new Set())!;
      const entries = standHere(state, { actor: state.current!, danger: false });
      if (!Array.isArray(entries)) throw new Error(entries.reason);
      expect(new Map(shared.map((s) => [hexKey(s.hex), s.value]))).toEqual(new Map(entries.map((e) => [hexKey(e.hex), e.best?.harm ?? 0])));
      until(session, false);
      expect(playersBest(session.state, new Set())).toBeNull();
    });
  }

  it('never counts an enemy the players cannot see: the chances are those against the ones they can', () => {
    // The VERS sample's second PC (Tobin) has an attack from some hexes on his first turn.
    const session = startedSample('vers', 'share');
    for (let i = 0; i < 6 && !(session.state.current === 'tobin'); i++) session.apply({ type: 'end-turn' });
    const state = session.state;
    expect(state.current).toBe('tobin');
    const actor = state.encounter.combatants.find((c) => c.id === state.current)!;
    const foes = state.encounter.combatants.filter((c) => areEnemies(actor, c));
    expect(foes.length).toBeGreaterThan(1);
    // Hide the foe the best hex is best against, so hiding it must change what is shared.
    const all0 = standHere(state, { actor: actor.id, danger: false });
    if (!Array.isArray(all0)) throw new Error(all0.reason);
    const top = all0.reduce((a, b) => ((b.best?.harm ?? 0) > (a.best?.harm ?? 0) ? b : a));
    const hidden = foes.find((f) => f.id === top.best!.target)!;
    const seen = foes.filter((f) => f !== hidden);
    const shared = new Map(playersBest(state, new Set([hidden!.id]))!.map((s) => [hexKey(s.hex), s.value]));
    const expected = new Map<string, number>();
    // Worked out on the board as the players see it: without the hidden foe.
    const asSeen = { ...state, encounter: { ...state.encounter, combatants: state.encounter.combatants.filter((c) => c !== hidden) } } as typeof state;
    for (const f of seen) {
      const r = standHere(asSeen, { actor: actor.id, target: f.id, danger: false });
      if (!Array.isArray(r)) throw new Error(r.reason);
      for (const e of r) expected.set(hexKey(e.hex), Math.max(expected.get(hexKey(e.hex)) ?? 0, e.best?.harm ?? 0));
    }
    expect(shared).toEqual(expected);
    // And the hidden one does matter here: counted, it would light hexes brighter.
    const all = playersBest(state, new Set())!;
    expect(all.some((s) => s.value > shared.get(hexKey(s.hex))!)).toBe(true);
    // With every enemy out of sight there is nothing to share.
    expect(playersBest(state, new Set(foes.map((f) => f.id)))).toBeNull();
  });

  it('leaves no hole where a hidden body stands: its hexes are shaded as open ground', () => {
    const session = startedSample('vers', 'share');
    until(session, true);
    const state = session.state;
    const actor = state.encounter.combatants.find((c) => c.id === state.current)!;
    const foe = state.encounter.combatants.find((c) => areEnemies(actor, c))!;
    // A hidden 3-hex lurker two hexes from the acting PC, on hexes the PC could otherwise reach.
    const reach = standHere(state, { actor: actor.id, danger: false });
    if (!Array.isArray(reach)) throw new Error(reach.reason);
    const spot = reach.find((e) => e.cost === 2 && footprintHexes(e.hex, 3).every((h) => reach.some((x) => hexKey(x.hex) === hexKey(h))))!;
    expect(spot, 'a free triangle two hexes off').toBeDefined();
    const lurker = { ...foe, id: 'lurker', name: 'Lurker', position: spot.hex, footprint: { size: 3 as const }, hidden: true };
    const withLurker = { ...state, encounter: { ...state.encounter, combatants: [...state.encounter.combatants, lurker] } } as typeof state;
    const shared = new Map(playersBest(withLurker, new Set(['lurker']))!.map((s) => [hexKey(s.hex), s.value]));
    for (const h of footprintHexes(spot.hex, 3)) expect(shared.has(hexKey(h)), `column ${h.q}, row ${h.r}`).toBe(true);
    // The same shading as with no lurker at all.
    expect(shared).toEqual(new Map(playersBest(state, new Set())!.map((s) => [hexKey(s.hex), s.value])));
    // And a PC the players cannot see shares nothing.
    expect(playersBest(state, new Set([actor.id]))).toBeNull();
  });
});
