import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { hexKey } from '../../../shared/hex';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { DEFAULT_PLAYER_SCREEN, playerViewSchema } from '../../../shared/ipc/playerView';
import { checkArgs } from '../../../shared/ipc/dispatch';

// Main checks the players' publish with zod's compiled validator (shared/ipc/dispatch.ts). These
// pin that it refuses what the schema refuses, with the schema's own message, also once the fast
// path has accepted a good payload before.

/** A real view of the VERS sample in combat, fogged to the hexes around its first PC, as JSON carries it. */
function wireView(): Record<string, unknown> {
  const session = new Session(EXAMPLES.vers(), 'publish-check');
  expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
  const pc = session.state.encounter.combatants.find((c) => c.side === 'pc')!.position;
  const lit = [pc, { q: pc.q + 1, r: pc.r }, { q: pc.q, r: pc.r + 1 }].map(hexKey);
  return JSON.parse(JSON.stringify(playerView(session.state, stepsOf(session), { revealed: [], lit, logSteps: 40 }))) as Record<string, unknown>;
}

type Wire = { map: { width: number; fog: unknown[][]; terrain: Record<string, unknown>[] }; tokens: Record<string, unknown>[] } & Record<string, unknown>;

function check(view: unknown) {
  return checkArgs('player.publish', [view, DEFAULT_PLAYER_SCREEN]);
}

describe("main's check of the players' publish", () => {
  it('accepts a real view and hands on the same value', () => {
    const view = wireView();
    const r = check(view);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data[0]).toEqual(view);
  });

  const cases: [string, (v: Wire) => void, string][] = [
    ['an unknown field at the top (a sheet)', (v) => { v.sheet = { hp: 12 }; }, '0'],
    ['an unknown field on a token (a GM note)', (v) => { v.tokens[0]!.notes = 'ambush'; }, '0.tokens.0'],
    ['an unknown field on a terrain cell (structure points)', (v) => { v.map.terrain.push({ kind: 'wall', q: 0, r: 0, structure: 3 }); }, '0.map.terrain'],
    ['a fog run past the largest map', (v) => { v.map.fog.push([1001, 0, 3]); }, '0.map.fog'],
    ['a facing out of range', (v) => { v.tokens[0]!.facing = 6; }, '0.tokens.0.facing'],
    ['a map wider than 200 hexes', (v) => { v.map.width = 201; }, '0.map.width'],
    ['a hex between hexes', (v) => { v.tokens[0]!.position = { q: 0.5, r: 1 }; }, '0.tokens.0.position.q'],
    ['more than 2,000 tokens', (v) => { v.tokens = Array.from({ length: 2001 }, () => v.tokens[0]!); }, '0.tokens'],
    ['more than 40,000 fog runs', (v) => { v.map.fog = Array.from({ length: 40001 }, () => [0, 0, 0]); }, '0.map.fog'],
    ['more than 20 conditions on a token', (v) => { v.tokens[0]!.conditions = Array.from({ length: 21 }, () => 'prone'); }, '0.tokens.0.conditions'],
    ['a token name over 60 characters', (v) => { v.tokens[0]!.name = 'x'.repeat(61); }, '0.tokens.0.name'],
  ];

  it.each(cases)('refuses %s, with the schema\u2019s message naming the field', (_what, spoil, path) => {
    // The fast path has accepted a good payload first, as it has at any real table.
    expect(check(wireView()).ok).toBe(true);
    const view = wireView() as Wire;
    spoil(view);
    const r = check(view);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(`player.publish: bad arguments: ${path}`);
    // The same refusal the schema itself gives, word for word.
    const direct = playerViewSchema.safeParse(view);
    expect(direct.success).toBe(false);
    expect(r.error).toContain(direct.error!.issues[0]!.message);
  });
});

describe("main's check of the devices' publish", () => {
  const ask = (pc: string) => ({ pc, text: 'Roll to hit', dies: [20] });
  const publish = (views: Record<string, unknown>, asks: unknown[]) => checkArgs('lan.publish', [{ asParty: false, views, asks }]);

  it('accepts a view per PC and one roll asked of each', () => {
    const view = wireView();
    expect(publish({ a: view, b: view }, [ask('a'), ask('b')]).ok).toBe(true);
  });

  // Refinements run in the compiled check too: these are code, not shapes.
  it('refuses more than 16 PCs\u2019 views, and two rolls asked of one PC', () => {
    const view = wireView();
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`pc${i}`, view]));
    const tooMany = publish(many, []);
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(tooMany.error).toContain('at most 16 PCs views');
    const twice = publish({ a: view }, [ask('a'), ask('a')]);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error).toContain('one roll asked per PC');
  });
});
