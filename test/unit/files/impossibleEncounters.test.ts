// Encounters that are well-formed field by field but cannot be a fight: the file is refused with
// the field path and what was expected, in the app (parseFile, which the library and the CLI use)
// and in a session, which holds an encounter too.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../shared/files';
import { fixtureText } from './fixtures';

type Enc = {
  map: { width: number; height: number; background: unknown; terrain: Record<string, unknown>[] };
  combatants: { name: string; position: { q: number; r: number }; portrait?: string }[];
};

/** The encounter fixture (12 x 10 pointy map: a wall at 3,2, difficult ground at 4,2, a low wall cover at 5,5; Swordsman at 1,1, Archer at 8,6), edited. */
function encounterText(edit: (e: Enc) => void): string {
  const e = JSON.parse(fixtureText('encounter.v2')) as Enc;
  edit(e);
  return JSON.stringify(e);
}

const background = { image: 'ford-0123456789ab.png', scale: 1, offsetX: 0, offsetY: 0, opacity: 1 };

describe('an impossible encounter is refused', () => {
  it.each<[string, (e: Enc) => void, string, RegExp]>([
    ['a combatant off the map', (e) => (e.combatants[1]!.position = { q: 30, r: 6 }), 'combatants.1.position', /^a hex on the 12 x 10 map \(columns 0-11, rows 0-9\); found q 30, r 6 is column 33, row 6$/],
    ['a combatant above the top row', (e) => (e.combatants[0]!.position = { q: 1, r: -1 }), 'combatants.0.position', /^a hex on the 12 x 10 map .*found q 1, r -1 is column 0, row -1$/],
    ['two combatants on one hex', (e) => (e.combatants[1]!.position = { q: 1, r: 1 }), 'combatants.1.position', /^a hex no other combatant stands on \(Swordsman, combatants\.0, already stands on q 1, r 1\)$/],
    ['a combatant inside a wall', (e) => (e.combatants[0]!.position = { q: 3, r: 2 }), 'combatants.0.position', /^a hex that is not a wall \(q 3, r 2 is a wall, map\.terrain\.0\)$/],
    ['terrain off the map', (e) => e.map.terrain.push({ kind: 'wall', q: -5, r: 0 }), 'map.terrain.3', /^a hex on the 12 x 10 map .*found q -5, r 0 is column -5, row 0$/],
    ['cover structure above its maximum', (e) => (e.map.terrain[2]!.structure = 25), 'map.terrain.2.structure', /^Structure points of at most the cover's maximum, 20 \(found 25\)$/],
    ['a background that is a path', (e) => (e.map.background = { ...background, image: '../../secrets/ford.png' }), 'map.background.image', /^the name of an image in the library's assets.*found "\.\.\/\.\.\/secrets\/ford\.png"\)$/],
    ['a portrait that is a path', (e) => (e.combatants[1]!.portrait = '/home/gm/archer.png'), 'combatants.1.portrait', /no folder \(found "\/home\/gm\/archer\.png"\)$/],
    ['a background that is a URL', (e) => (e.map.background = { ...background, image: 'https://tracker.example/pixel.png' }), 'map.background.image', /no folder \(found "https:\/\/tracker\.example\/pixel\.png"\)$/],
  ])('%s', (_label, edit, path, expected) => {
    const r = parseFile('ford.encounter.json', encounterText(edit));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ file: 'ford.encounter.json', path, expected: expect.stringMatching(expected) });
  });

  it('a portrait that is a library image name opens', () => {
    const r = parseFile('ford.encounter.json', encounterText((e) => (e.combatants[1]!.portrait = 'archer-0123456789ab.webp')));
    expect(r.ok && (r.value as unknown as Enc).combatants[1]!.portrait).toBe('archer-0123456789ab.webp');
  });

  it('the same checks hold for the encounter inside a session', () => {
    const s = JSON.parse(fixtureText('session.v1')) as { encounter: Enc };
    s.encounter.combatants[0]!.position = { q: 99, r: 0 };
    const r = parseFile('fight.session.json', JSON.stringify(s));
    expect(r).toMatchObject({ ok: false, errors: [{ file: 'fight.session.json', path: expect.stringMatching(/encounter\.combatants\.0\.position$/), expected: expect.stringMatching(/^a hex on the/) }] });
  });

  it('what a real map allows still loads: edge hexes, cover at its maximum, an asset name', () => {
    const r = parseFile(
      'ford.encounter.json',
      encounterText((e) => {
        e.combatants[0]!.position = { q: 0, r: 0 }; // top-left corner
        e.combatants[1]!.position = { q: 11 - 4, r: 9 }; // bottom-right corner of odd-r rows: column 11, row 9
        e.map.background = background;
      }),
    );
    expect(r.ok, JSON.stringify(!r.ok && r.errors)).toBe(true);
  });
});
