// The engine reads one distance between bodies, edge to edge (RULES.md 5.2), and sight stops at
// walls and closed doors on hex sides (5.4); one-hex bodies on maps without edges are unchanged.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';
import { buildBoard } from '../../../shared/model/board';
import { factsFor, sightBetweenBodies } from '../../../shared/model/facts';

type Hex = { q: number; r: number };
type Edge = NonNullable<Encounter['map']['edges']>[number];

/**
 * The YAUGS sample on open ground: Aldric (Longsword) and Wren (Longbow) against Bruiser, placed
 * as given, the others far off in the corner rows.
 */
function fight(places: { aldric: Hex; wren: Hex; bruiser: Hex; bruiserSize?: 1 | 3 | 7 | 19 }, edges?: Edge[]): CombatState {
  const base = EXAMPLES.yaugs();
  const far: Record<string, Hex> = { sentry: { q: 14, r: 0 }, lurker: { q: 16, r: 0 } };
  const combatants = base.combatants.map((c) => {
    if (c.id === 'bruiser') return { ...c, position: places.bruiser, ...(places.bruiserSize ? { footprint: { size: places.bruiserSize } } : {}) };
    const at = c.id === 'aldric' ? places.aldric : c.id === 'wren' ? places.wren : far[c.id]!;
    return { ...c, position: at };
  });
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain: [], ...(edges ? { edges } : {}) }, combatants }) as Encounter;
  return initialState(enc, 'bodies');
}

const longsword = { attacker: 'aldric', defender: 'bruiser', weapon: 'Longsword', situational: [] };
const longbow = { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [] };

describe('one distance between bodies, edge to edge', () => {
  it('a sword reaches an ogre whose anchor is two hexes off, because its body is next to the swordsman', () => {
    const ogre = fight({ aldric: { q: 5, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 7, r: 6 }, bruiserSize: 7 });
    const p = attackPreview(ogre, longsword)!;
    expect(p.facts.distanceHexes).toBe(1);
    expect(p.facts.category).toBe('close');
    expect(p.blocked).toBeNull();
    // The same anchor with a one-hex body is out of reach, in the engine's words.
    const man = fight({ aldric: { q: 5, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 7, r: 6 } });
    expect(attackPreview(man, longsword)!.blocked).toMatch(/2 hexes away, beyond the reach of Longsword/);
  });

  it('range is measured to the nearest hex of the body: a 19-hex body at anchor distance 10 is 8 away', () => {
    const s = fight({ aldric: { q: 0, r: 10 }, wren: { q: 2, r: 6 }, bruiser: { q: 12, r: 6 }, bruiserSize: 19 });
    const facts = factsFor(s, buildBoard(s.encounter), 'wren', 'bruiser', 1).facts;
    expect(facts.distanceHexes).toBe(8);
    expect(facts.meters).toBe(8 * s.encounter.map.metersPerHex);
    expect(facts.category).toBe('ranged');
  });

  it('a cover object in a bigger body\'s own hex does not shield it', () => {
    const base = fight({ aldric: { q: 0, r: 10 }, wren: { q: 2, r: 6 }, bruiser: { q: 8, r: 6 }, bruiserSize: 7 });
    const cover = { q: 8, r: 6, kind: 'cover', id: 'crate', name: 'Crate', value: 5, structure: 10, maxStructure: 10, blocksSight: false };
    const withCover = (size: 1 | 7) => {
      const enc = encounterSchema.parse({
        ...base.encounter,
        map: { ...base.encounter.map, terrain: [cover] },
        combatants: base.encounter.combatants.map((c) => (c.id === 'bruiser' ? { ...c, footprint: { size } } : c)),
      }) as Encounter;
      const s = initialState(enc, 'bodies');
      return factsFor(s, buildBoard(s.encounter), 'wren', 'bruiser', 1).facts.cover;
    };
    expect(withCover(1)).toBe(5);
    expect(withCover(7)).toBe(0);
  });

  it('cover against a bigger body is the least among the lines that see it: the attacker aims at the most exposed part', () => {
    const cover = (q: number, r: number, id: string, value: number) => ({ q, r, kind: 'cover', id, name: id, value, structure: 10, maxStructure: 10, blocksSight: false });
    const coverFor = (size: 1 | 7, terrain: object[]) => {
      const base = fight({ aldric: { q: 0, r: 10 }, wren: { q: 2, r: 6 }, bruiser: { q: 8, r: 6 }, bruiserSize: size });
      const enc = encounterSchema.parse({ ...base.encounter, map: { ...base.encounter.map, terrain } }) as Encounter;
      const s = initialState(enc, 'bodies');
      return factsFor(s, buildBoard(s.encounter), 'wren', 'bruiser', 1).facts;
    };
    // A crate on row 6 covers the anchor; one line, to (7,7), passes beside it.
    expect(coverFor(1, [cover(5, 6, 'crate', 5)]).cover).toBe(5);
    expect(coverFor(7, [cover(5, 6, 'crate', 5)]).cover).toBe(0);
    // With that way covered too (3 at 4,7), the barrel's 2 on the way to (8,5) is the least.
    const f = coverFor(7, [cover(5, 6, 'crate', 5), cover(5, 5, 'barrel', 2), cover(4, 7, 'sack', 3)]);
    expect([f.cover, f.coverObjectId]).toEqual([2, 'barrel']);
  });

  it('a move that ends next to the ogre\'s body lets the sword strike in the same turn', () => {
    let s = fight({ aldric: { q: 3, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 7, r: 6 }, bruiserSize: 7 });
    const started = reduce(s, { type: 'start-combat', order: ['aldric', 'wren', 'bruiser', 'sentry', 'lurker'] });
    if (!started.ok) throw new Error(started.reason);
    s = started.state;
    expect(attackPreview(s, longsword)!.facts.distanceHexes).toBe(3);
    const moved = reduce(s, { type: 'move', id: 'aldric', path: [{ q: 4, r: 6 }, { q: 5, r: 6 }] });
    if (!moved.ok) throw new Error(moved.reason);
    expect(attackPreview(moved.state, longsword)!.blocked).toBeNull();
    // Every hex of the body is held: one more step, into (6,6), is refused.
    const into = reduce(moved.state, { type: 'move', id: 'aldric', path: [{ q: 6, r: 6 }] });
    expect(into.ok).toBe(false);
    if (!into.ok) expect(into.reason).toMatch(/held by Bruiser/);
  });

  it('a combatant added mid-fight must fit its whole body: off the map or on another body it is refused', () => {
    const s = fight({ aldric: { q: 5, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 9, r: 6 } });
    const ogre = { ...s.encounter.combatants.find((c) => c.id === 'bruiser')!, id: 'ogre', name: 'Ogre', footprint: { size: 7 as const } };
    const onAldric = reduce(s, { type: 'add-combatant', combatant: { ...ogre, position: { q: 6, r: 5 } } });
    expect(onAldric.ok).toBe(false);
    if (!onAldric.ok) expect(onAldric.reason).toMatch(/^Ogre cannot stand on column \d+, row \d+: it is a wall, solid cover or taken\.$/);
    const edge = reduce(s, { type: 'add-combatant', combatant: { ...ogre, position: { q: 10, r: 0 } } });
    expect(edge.ok).toBe(false);
    if (!edge.ok) expect(edge.reason).toMatch(/off the map \(Ogre's body would cover it\)\.$/);
    expect(reduce(s, { type: 'add-combatant', combatant: { ...ogre, position: { q: 12, r: 8 } } }).ok).toBe(true);
  });
});

describe('sight stops at walls and closed doors on hex sides', () => {
  // Wren at (2,6) shoots along row 6 at Bruiser at (8,6); the side between (4,6) and (5,6) is on the line.
  const across = (edge: Partial<Edge>): Edge => ({ a: { q: 4, r: 6 }, b: { q: 5, r: 6 }, kind: 'wall', ...edge }) as Edge;
  const shot = (edges?: Edge[]) => attackPreview(fight({ aldric: { q: 0, r: 10 }, wren: { q: 2, r: 6 }, bruiser: { q: 8, r: 6 } }, edges), longbow)!;

  it('a wall or a closed, locked or secret door blocks the shot, in the engine\'s words', () => {
    expect(shot().blocked).toBeNull();
    const side = '(the side between column 8, row 7 and column 9, row 7)';
    const cases: [Edge, string][] = [
      [across({}), 'a wall'],
      [across({ kind: 'door', door: { state: 'closed', secret: false } }), 'a closed door'],
      // The GM's words: a secret door is named for what it is.
      [across({ kind: 'door', door: { state: 'locked', secret: true } }), 'a locked door'],
    ];
    for (const [edge, words] of cases) {
      const p = shot([edge]);
      expect(p.facts.lineOfSight).toBe(false);
      expect(p.blocked).toBe(`Wren cannot see Bruiser: ${words} stands between Wren and Bruiser ${side}.`);
    }
  });

  it('an open door, a window and a low wall let it through', () => {
    for (const edge of [across({ kind: 'door', door: { state: 'open', secret: true } }), across({ kind: 'window' }), across({ kind: 'low-wall', cover: 3 })]) {
      expect(shot([edge]).facts.lineOfSight).toBe(true);
    }
  });

  it('a wall beside the line, not across it, blocks nothing', () => {
    expect(shot([{ a: { q: 4, r: 6 }, b: { q: 4, r: 7 }, kind: 'wall' }]).facts.lineOfSight).toBe(true);
  });

  it('neighbours across a wall do not see each other; a big body is seen past the wall by its other hexes', () => {
    const wall: Edge[] = [{ a: { q: 5, r: 6 }, b: { q: 6, r: 6 }, kind: 'wall' }];
    const man = fight({ aldric: { q: 5, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 6, r: 6 } }, wall);
    expect(attackPreview(man, longsword)!.blocked).toMatch(/^Aldric cannot see Bruiser: a wall stands between Aldric and Bruiser \(the side between column \d+, row 7 and column \d+, row 7\)\.$/);
    // The ogre at (7,6) covers (6,6) behind the wall and (6,7), which Aldric sees past its end.
    const ogre = fight({ aldric: { q: 5, r: 6 }, wren: { q: 0, r: 10 }, bruiser: { q: 7, r: 6 }, bruiserSize: 7 }, wall);
    const a = ogre.encounter.combatants.find((c) => c.id === 'aldric')!;
    const d = ogre.encounter.combatants.find((c) => c.id === 'bruiser')!;
    expect(sightBetweenBodies(buildBoard(ogre.encounter), a, d).visible).toBe(true);
    expect(attackPreview(ogre, longsword)!.blocked).toBeNull();
  });
});
