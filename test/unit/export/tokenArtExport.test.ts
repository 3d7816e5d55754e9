// The HTML export shows token art: each picture embedded once as a data URL, clipped inside its
// token (over all the hexes of a big body, its outline kept in the side's colour), initials only
// where there is none; and the players' copy never holds a hidden combatant's art.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artNames, buildExportDoc, exportMarkdown, renderHtml } from '../../../shared/export';
import { parseFile } from '../../../shared/files';
import type { SessionRecord } from '../../../shared/engine/session';
import { saveAsset } from '../../../src-main/library/assets';
import { readExportArt } from '../../../src-main/host/exportArt';
import { solidPng } from '../../solidPng';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const ART = { Ogre: 'ogre-0123456789ab.png', Aldric: 'aldric-0123456789ab.png', Snag: 'snag-0123456789ab.png' } as const;
const url = (rgb: [number, number, number]) => `data:image/png;base64,${solidPng(rgb).toString('base64')}`;
const PICTURES = { [ART.Ogre]: url([200, 40, 40]), [ART.Aldric]: url([40, 200, 40]), [ART.Snag]: url([40, 40, 200]) };

/** The ogre sample with art on the Ogre and Aldric, and Snag hidden with art of its own. */
function record(): SessionRecord {
  const r = parseFile('ogre.session.json', readFileSync(`${EXAMPLES}the-ogre-at-the-mill.session.json`, 'utf8'), { expect: 'hexfray/session' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const rec = r.value as unknown as SessionRecord;
  const combatants = rec.encounter.combatants.map((c) => (c.name in ART ? { ...c, portrait: ART[c.name as keyof typeof ART], ...(c.name === 'Snag' ? { hidden: true } : {}) } : c));
  return { ...rec, encounter: { ...rec.encounter, combatants } } as SessionRecord;
}
const tokenOf = (html: string, name: string) => html.split('<g class="token">').filter((g) => g.startsWith(`<title>${name}`));

describe('token art in the HTML export', () => {
  it("the GM's copy embeds each picture once and clips it inside the tokens; the ogre's covers its 7 hexes", () => {
    const doc = buildExportDoc(record(), 'gm');
    expect(artNames(doc).sort()).toEqual(Object.values(ART).sort());
    const html = renderHtml(doc, undefined, PICTURES);
    for (const u of Object.values(PICTURES)) expect(html.split(u).length - 1).toBe(1);
    const ogre = tokenOf(html, 'Ogre')[0]!;
    expect(ogre).toMatch(/<clipPath id="clip-\d+">(<polygon points="[^"]+"\/>){7}<\/clipPath>/);
    // Its outline in its side's colour; no initials over the art.
    expect(ogre).toMatch(/<path d="(M[\d.,-]+L[\d.,-]+){18}" fill="none" stroke="#[0-9a-f]{6}"/i);
    expect(ogre).not.toContain('class="ini');
    const aldric = tokenOf(html, 'Aldric').at(-1)!;
    expect(aldric).toMatch(/<circle [^>]*r="[\d.]+" fill="#[0-9a-f]{6}"/i);
    expect(aldric).toMatch(/<g clip-path="url\(#clip-\d+\)"><use href="#art-\d+"/);
    expect(aldric).not.toContain('class="ini');
    // Without art, initials as before.
    expect(tokenOf(html, 'Wren')[0]).toContain('class="ini"');
    // The hidden one's art is the GM's to see, faded as its token is.
    expect(tokenOf(html, 'Snag')[0]).toMatch(/<g clip-path="url\(#clip-\d+\)" opacity="0.45">/);
  });

  it("the players' copy never names nor embeds a hidden combatant's art, even when handed it", () => {
    const doc = buildExportDoc(record(), 'players');
    expect(artNames(doc)).not.toContain(ART.Snag);
    const html = renderHtml(doc, undefined, PICTURES);
    expect(html).not.toContain(PICTURES[ART.Snag]);
    expect(html).not.toContain(ART.Snag);
    expect(html).toContain(PICTURES[ART.Aldric]);
  });

  it('art changed in the fight shows from that round on, its line in the log; the players never get a hidden one\'s', () => {
    const WOLF = 'wolf-form-0123456789ab.png';
    const LURK = 'lurk-form-0123456789ab.png';
    const base = record();
    const ids = (name: string) => base.encounter.combatants.find((c) => c.name === name)!.id;
    // After the first command (the fight has started), before any round ends.
    const changes = [{ type: 'set-portrait', id: ids('Ogre'), portrait: WOLF }, { type: 'set-portrait', id: ids('Snag'), portrait: LURK }, { type: 'set-portrait', id: ids('Aldric'), portrait: null }] as const;
    const rec = { ...base, commands: [base.commands[0]!, ...changes.map((command) => ({ command, digest: '' })), ...base.commands.slice(1)] } as SessionRecord;
    const gm = buildExportDoc(rec, 'gm');
    expect(gm.problem).toBeNull();
    expect(artNames(gm)).toEqual(expect.arrayContaining([ART.Ogre, WOLF, LURK, ART.Aldric]));
    const gmHtml = renderHtml(gm, undefined, { ...PICTURES, [WOLF]: url([90, 90, 90]) });
    expect(gmHtml).toContain('Ogre&#39;s token art changed');
    // The hidden one's line is the GM's alone.
    expect(gmHtml).toMatch(/<li class="k-portrait-set gm-only">.*?Snag&#39;s token art changed/);
    expect(gmHtml).toContain('Aldric&#39;s token art removed');
    expect(tokenOf(gmHtml, 'Aldric').at(-1)).toContain('class="ini"');
    const players = renderHtml(buildExportDoc(rec, 'players'), undefined, PICTURES);
    expect(players).not.toContain(LURK);
    expect(players).not.toContain('Snag');
    expect(players).toContain('Ogre&#39;s token changes');
    expect(exportMarkdown(rec, { players: false })).toContain("Aldric's token art removed");
    expect(exportMarkdown(rec, { players: true })).not.toContain('Snag');
  });

  it('a picture missing from the library, or not an image URL, leaves its token its initials', () => {
    const html = renderHtml(buildExportDoc(record(), 'gm'), undefined, { [ART.Aldric]: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
    expect(tokenOf(html, 'Aldric')[0]).toContain('class="ini"');
    expect(tokenOf(html, 'Ogre')[0]).toContain('fill-opacity="0.3"');
  });

  it('main reads the pictures from the library as data URLs of their own type, skipping what is not there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hexfray-export-art-'));
    dirs.push(root);
    const kept = await saveAsset(root, 'aldric.png', solidPng([40, 200, 40]).toString('base64'));
    if (!kept.ok) throw new Error(kept.error.message);
    const art = await readExportArt(root, [kept.name, 'gone-0123456789ab.png']);
    expect(Object.keys(art)).toEqual([kept.name]);
    expect(art[kept.name]).toBe(`data:image/png;base64,${solidPng([40, 200, 40]).toString('base64')}`);
  });
});
