// The PCs' own views, projected together (the tokens and the order worked out once for all of
// them), are exactly the views each would get projected alone: through whole fights in every
// system, with fog by each PC's own sight, a grapple with someone one PC cannot see, and a hidden
// combatant. And the fog runs marked from the lit hexes are the runs found by testing every hex.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexKey, mapHexes } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { playTurn } from '../../../shared/sim/autoplay';
import { playerView, playerViews, stepsOf } from '../../../shared/projection/playerView';
import { pcViews } from '../../../shared/projection/deviceView';
import { ownSight, partySight } from '../../../shared/projection/partySight';
import { fogRuns, litFogRuns } from '../../../shared/projection/fogRuns';
import type { CombatState } from '../../../shared/model/state';

const RADIUS = 6;

/** Each PC's view as projected alone, by its own sight within what the party has seen. */
function alone(state: CombatState, session: Session, pcs: readonly string[], seen: readonly string[]) {
  const party = new Set(seen);
  return Object.fromEntries(pcs.map((pc) => [pc, playerView(state, stepsOf(session), { revealed: [], lit: ownSight(state, pc, RADIUS).filter((k) => party.has(k)), logSteps: 40 })]));
}

describe.each(['yaugs', 'vers', 'waylights'] as const)('%s: the PCs\' own views projected together', (system) => {
  it('are each PC\'s view projected alone, after every turn', () => {
    const session = new Session(EXAMPLES[system](), `shared-${system}`);
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const pcs = session.state.encounter.combatants.filter((c) => c.side === 'pc').map((c) => c.id);
    expect(pcs.length).toBeGreaterThan(1);
    let seen: string[] = [];
    let compared = 0;
    const apply = (cmd: Parameters<Session['apply']>[0]) => (session.apply(cmd).ok ? session.state : null);
    for (let turn = 0; turn < 24 && session.state.phase === 'combat'; turn++) {
      seen = partySight(session.state, RADIUS, seen);
      const together = pcViews(session.state, stepsOf(session), pcs, { lit: seen, ownSightRadius: RADIUS, logSteps: 40 });
      expect(together).toEqual(alone(session.state, session, pcs, seen));
      compared++;
      playTurn(session.state, apply);
    }
    expect(compared).toBeGreaterThan(5);
    expect(stepsOf(session).length).toBeGreaterThan(compared);
  });
});

describe('the PCs\' own views projected together', () => {
  it('name a grappled PC\'s unseen holder as each PC sees it, and never show a hidden one', () => {
    const s = new Session(EXAMPLES.yaugs(), 'hold');
    expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
    const [a, b] = s.state.encounter.combatants.filter((c) => c.side === 'pc');
    const npc = s.state.encounter.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
    const lurker = s.state.encounter.combatants.find((c) => c.hidden)!;
    const held: CombatState = { ...s.state, grapples: [[a!.id, npc.id], [b!.id, lurker.id]] };
    // A sees the NPC's hex, B sees nothing but where it stands.
    const lits = { [a!.id]: [hexKey(a!.position), hexKey(npc.position)], [b!.id]: [hexKey(b!.position)] };
    const together = playerViews(held, [], lits);
    for (const [pc, lit] of Object.entries(lits)) expect(together[pc]).toEqual(playerView(held, [], { revealed: [], lit }));
    const tokenOf = (pc: string, id: string) => together[pc]!.tokens.find((t) => t.id === id);
    expect(tokenOf(a!.id, a!.id)!.grappledWith).toEqual([npc.name]);
    expect(tokenOf(b!.id, a!.id)!.grappledWith).toEqual(['someone']);
    expect(tokenOf(b!.id, npc.id)).toBeUndefined();
    expect(tokenOf(b!.id, b!.id)!.grappledWith).toEqual(['someone']);
    expect(JSON.stringify(together)).not.toContain(lurker.name);
    // Nobody's numbers but the PCs'.
    for (const v of Object.values(together)) for (const t of v.tokens) if (t.side !== 'pc') expect(t.harmDetail).toBeNull();
  });
});

describe('fog runs marked from the lit hexes', () => {
  it('are the runs found by testing every hex, on maps of any size and orientation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.constantFrom('pointy' as const, 'flat' as const), fc.array(fc.nat(), { maxLength: 120 }), (width, height, orientation, picks) => {
        const g = { width, height, orientation };
        const keys = mapHexes(width, height, orientation).map(hexKey);
        // Some lit keys off the map too: they light nothing.
        const lit = new Set([...picks.map((p) => keys[p % keys.length]!), '999,999']);
        expect(litFogRuns(g, lit)).toEqual(fogRuns(g, (k) => !lit.has(k)));
      }),
    );
  });
});
