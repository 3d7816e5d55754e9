// The exported maps draw RULES.md section 5: edges on their sides (doors as they stand, a secret
// door shut as a wall in the players' copy) and a bigger body over all its hexes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { exportHtml } from '../../../shared/export';
import { edgeKey } from '../../../shared/export/mapSvg';
import { parseFile } from '../../../shared/files';
import type { SessionRecord } from '../../../shared/engine/session';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
function record(slug: string): SessionRecord {
  const r = parseFile(`${slug}.session.json`, readFileSync(`${EXAMPLES}${slug}.session.json`, 'utf8'), { expect: 'hexfray/session' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value as unknown as SessionRecord;
}
const titles = (html: string) => [...html.matchAll(/<g class="edge"><title>([^<]+)<\/title>/g)].map((m) => m[1]);

describe('exported maps with edges and bodies', () => {
  it("the GM's copy draws every wall, window and door, the front door open after the GM opened it and the secret one as the GM's", () => {
    const html = exportHtml(record('the-farmhouse'), { players: false });
    const t = titles(html);
    expect(t).toContain('open door');
    expect(t).toContain('door');
    // The locked secret back door is drawn in its own colour and named so, with a key under the map.
    expect(t).toContain('locked secret door');
    expect(html).toMatch(/<li><span class="line" style="border-color:#8e2a6b"><\/span>locked secret door<\/li>/);
    // The front door, opened by the GM, is drawn as its two jambs: the key has it too.
    expect(html).toMatch(/<li><span class="line open" style="border-color:#8a5a2b"><\/span>open door<\/li>/);
    expect(html).toMatch(/<li><span class="line dotted"[^>]*><\/span>low wall<\/li>|<li><span class="line" style="border-color:#5b8fc7"><\/span>window<\/li>/);
    expect(t.filter((x) => x === 'window').length).toBeGreaterThanOrEqual(4);
    expect(t.filter((x) => x === 'wall').length).toBeGreaterThan(10);
  });

  it('the key tells every look of a door apart: closed, open, locked, secret, locked and secret', () => {
    const a = { q: 0, r: 0 }, b = { q: 1, r: 0 };
    const key = edgeKey([
      { a, b, kind: 'door', open: false },
      { a, b, kind: 'door', open: true },
      { a, b, kind: 'door', open: false, locked: true },
      { a, b, kind: 'door', open: false, secret: true },
      { a, b, kind: 'door', open: false, locked: true, secret: true },
    ]);
    expect(key.map((k) => k.words)).toEqual(['door', 'open door', 'locked door', 'secret door', 'locked secret door']);
    expect(new Set(key.map((k) => `${k.colour} ${k.swatch}`)).size).toBe(5);
  });

  it("the players' copy shows the shut secret door as a wall and says nothing of it", () => {
    const gm = titles(exportHtml(record('the-farmhouse'), { players: false }));
    const html = exportHtml(record('the-farmhouse'), { players: true });
    const t = titles(html);
    // On each board drawn (before and after the front door opened), the shut secret back door is a
    // wall to the players: as many doors fewer and walls more than the GM's, the open door the same.
    const count = (list: (string | undefined)[], kind: string) => list.filter((x) => x === kind).length;
    const shut = (list: (string | undefined)[]) => list.filter((x) => !!x && /door$/.test(x) && !x.startsWith('open')).length;
    const hidden = shut(gm) - shut(t);
    expect(hidden).toBe(2);
    expect(count(t, 'wall') - count(gm, 'wall')).toBe(hidden);
    expect(count(t, 'open door')).toBe(count(gm, 'open door'));
    expect(html).not.toMatch(/secret|locked/i);
    // A PC's harm in numbers is added only when it says more than the word: no "unhurt (Unhurt)".
    expect(html).toContain('<b>Mara</b>');
    expect(html).not.toMatch(/\b(\w+) \(\1\)/i);
  });

  it("an ogre's token is drawn over all 7 hexes of its body, in the GM's copy and the players'", () => {
    for (const players of [false, true]) {
      const html = exportHtml(record('the-ogre-at-the-mill'), { players });
      const ogres = html.split('<g class="token">').filter((g) => g.startsWith('<title>Ogre'));
      // One token per map drawn, each over the whole body.
      expect(ogres.length, players ? 'players' : 'GM').toBeGreaterThan(1);
      for (const ogre of ogres) expect(ogre.match(/fill-opacity="0.3"/g), players ? 'players' : 'GM').toHaveLength(7);
      // The goblins beside it stay one hex each.
      const goblin = html.split('<g class="token">').find((g) => g.startsWith('<title>Snag'))!;
      expect(goblin).not.toMatch(/fill-opacity="0.3"/);
    }
  });
});
