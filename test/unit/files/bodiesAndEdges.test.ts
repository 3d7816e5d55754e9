// Footprints, weapon areas and map edges in a file (RULES.md 5.2-5.4): what a real map allows loads
// and survives a save; what cannot be a fight is refused with the field path and what was expected.
import { describe, expect, it } from 'vitest';
import { parseFile, serializeFile } from '../../../shared/files';
import { fixtureText } from './fixtures';

type Hex = { q: number; r: number };
type Enc = {
  map: { edges?: Record<string, unknown>[] };
  combatants: { name: string; position: Hex; footprint?: unknown; sheet: { weapons: Record<string, unknown>[] } }[];
};

/** The current encounter fixture (12 x 10 pointy map: a wall at 3,2, difficult ground at 4,2; Swordsman at 1,1, Archer at 8,6), edited. */
function encounterText(edit: (e: Enc) => void): string {
  const e = JSON.parse(fixtureText('encounter.v3')) as Enc;
  edit(e);
  return JSON.stringify(e);
}

const door = (a: Hex, b: Hex, state = 'closed', secret = false) => ({ a, b, kind: 'door', door: { state, secret } });

describe('footprints, areas and edges that fit load, and survive a save', () => {
  it('an ogre of 7 hexes, a 3-hex beast turned, an area weapon and one edge of each kind', () => {
    const text = encounterText((e) => {
      e.combatants[1]!.position = { q: 6, r: 6 };
      e.combatants[1]!.footprint = { size: 7 };
      e.combatants[0]!.footprint = { size: 3, turn: 4 };
      e.combatants[0]!.sheet.weapons[0] = { ...e.combatants[0]!.sheet.weapons[0], area: { shape: 'cone', size: 3 } };
      e.map.edges = [
        { a: { q: 5, r: 1 }, b: { q: 6, r: 1 }, kind: 'wall' },
        door({ q: 6, r: 2 }, { q: 5, r: 2 }, 'locked', true),
        { a: { q: 6, r: 3 }, b: { q: 7, r: 3 }, kind: 'window' },
        { a: { q: 7, r: 4 }, b: { q: 7, r: 5 }, kind: 'low-wall', cover: 4, structure: 12 },
      ];
    });
    const r = parseFile('ogre.encounter.json', text);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const value = r.value as unknown as Enc;
    expect(value.combatants[1]!.footprint).toEqual({ size: 7 });
    expect(value.combatants[0]!.footprint).toEqual({ size: 3, turn: 4 });
    expect(value.combatants[0]!.sheet.weapons[0]!.area).toEqual({ shape: 'cone', size: 3 });
    expect(value.map.edges).toHaveLength(4);
    const saved = serializeFile('hexfray/encounter', r.value);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const back = parseFile('ogre.encounter.json', saved.text);
    expect(back.ok && back.value).toEqual(r.value);
  });

  it('a file without them keeps none: no footprint, area or edges appear', () => {
    const r = parseFile('plain.encounter.json', fixtureText('encounter.v3'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const value = r.value as unknown as Enc;
    expect(value.map).not.toHaveProperty('edges');
    for (const c of value.combatants) {
      expect(c).not.toHaveProperty('footprint');
      for (const w of c.sheet.weapons) expect(w).not.toHaveProperty('area');
    }
  });

  it('an area of null is one target, as absent is', () => {
    const r = parseFile('x.encounter.json', encounterText((e) => (e.combatants[0]!.sheet.weapons[0]!.area = null)));
    expect(r.ok).toBe(true);
  });
});

describe('what cannot be a fight is refused, naming the field', () => {
  it.each<[string, (e: Enc) => void, string, RegExp]>([
    ['overlapping bodies', (e) => {
      e.combatants[1]!.position = { q: 2, r: 1 };
      e.combatants[1]!.footprint = { size: 7 };
    }, 'combatants.1.footprint', /^a place where its 7 hexes are free of other bodies \(Swordsman, combatants\.0, already stands on q 1, r 1\)$/],
    ['a one-hex body inside a bigger one', (e) => {
      e.combatants[0]!.position = { q: 5, r: 5 };
      e.combatants[0]!.footprint = { size: 19 };
      e.combatants[1]!.position = { q: 6, r: 6 };
    }, 'combatants.1.position', /^a hex no other combatant stands on \(Swordsman, combatants\.0, already covers q 6, r 6\)$/],
    ['a footprint off the map', (e) => {
      e.combatants[1]!.position = { q: 0, r: 0 };
      e.combatants[1]!.footprint = { size: 7 };
    }, 'combatants.1.footprint', /^a place where all 7 hexes of the body lie on the 12 x 10 map \(columns 0-11, rows 0-9\); its hex q -?\d+, r -?\d+ is column -?\d+, row -?\d+$/],
    ['a footprint in a wall', (e) => {
      e.combatants[1]!.position = { q: 4, r: 2 };
      e.combatants[1]!.footprint = { size: 7 };
    }, 'combatants.1.footprint', /^a place where none of its 7 hexes is a wall \(q 3, r 2 is a wall, map\.terrain\.0\)$/],
    ['a footprint of a size there is none of', (e) => (e.combatants[0]!.footprint = { size: 5 }), 'combatants.0.footprint.size', /1, 3, 7 or 19 hexes/],
    ['a footprint turned past 5', (e) => (e.combatants[0]!.footprint = { size: 3, turn: 6 }), 'combatants.0.footprint.turn', /Footprint turn must be at most 5/],
    ['an edge between hexes that are not neighbours', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 3, r: 1 }, kind: 'wall' }]), 'map.edges.0.b', /^a hex next to a \(q 1, r 1\).*found q 3, r 1, which is not a neighbour$/],
    ['an edge off the map', (e) => (e.map.edges = [{ a: { q: 1, r: -1 }, b: { q: 1, r: 0 }, kind: 'wall' }]), 'map.edges.0.a', /^a hex on the 12 x 10 map .*found q 1, r -1/],
    ['a door state on a wall', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 2, r: 1 }, kind: 'wall', door: { state: 'open', secret: false } }]), 'map.edges.0.door', /^no door state on a wall \(only a door opens and closes\)$/],
    ['a door without its state', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 2, r: 1 }, kind: 'door' }]), 'map.edges.0.door', /the door's state/],
    ['a door state there is none of', (e) => (e.map.edges = [door({ q: 1, r: 1 }, { q: 2, r: 1 }, 'ajar')]), 'map.edges.0.door.state', /"open", "closed" or "locked"/],
    ['duplicate edges, either way round', (e) => (e.map.edges = [door({ q: 1, r: 1 }, { q: 2, r: 1 }), { a: { q: 2, r: 1 }, b: { q: 1, r: 1 }, kind: 'wall' }]), 'map.edges.1', /^one edge per hex side \(map\.edges\.0 is already on the side between q 2, r 1 and q 1, r 1\)$/],
    ['cover on a window', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 2, r: 1 }, kind: 'window', cover: 3 }]), 'map.edges.0.cover', /^no cover value on a window \(only a low wall is a cover object\)$/],
    ['a low wall without its cover', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 2, r: 1 }, kind: 'low-wall' }]), 'map.edges.0.cover', /low wall's cover value/],
    ['an edge of a kind there is none of', (e) => (e.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 2, r: 1 }, kind: 'hedge' }]), 'map.edges.0.kind', /"wall", a "door", a "window" or a "low-wall"/],
    ['an area of a shape there is none of', (e) => (e.combatants[0]!.sheet.weapons[0]!.area = { shape: 'ring', size: 2 }), 'combatants.0.sheet.weapons.0.area.shape', /"burst", a "cone" or a "line"/],
    ['an area of no size', (e) => (e.combatants[0]!.sheet.weapons[0]!.area = { shape: 'burst', size: 0 }), 'combatants.0.sheet.weapons.0.area.size', /from 1 to 30/],
  ])('%s', (_label, edit, path, expected) => {
    const r = parseFile('ford.encounter.json', encounterText(edit));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ file: 'ford.encounter.json', path, expected: expect.stringMatching(expected) });
  });

  it('the same checks hold for the encounter inside a session', () => {
    const s = JSON.parse(fixtureText('session.v2')) as { encounter: Enc };
    s.encounter.map.edges = [{ a: { q: 1, r: 1 }, b: { q: 1, r: 3 }, kind: 'wall' }];
    const r = parseFile('fight.session.json', JSON.stringify(s));
    expect(r).toMatchObject({ ok: false, errors: [{ file: 'fight.session.json', path: 'encounter.map.edges.0.b', expected: expect.stringMatching(/^a hex next to a/) }] });
  });
});
