import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { importBundle, makeBundle, openBundle } from '../../../src-main/library/bundle';
import { saveAsset } from '../../../src-main/library/assets';
import { EXAMPLES } from '../../../shared/sim/examples';
import { digestOf } from '../../../shared/engine';
import { initialState } from '../../../shared/model/initial';
import type { Encounter } from '../../../shared/model/schema';
import { pngImage } from '../../fixtures/uvttMaps';
import { tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});
function library() {
  const t = tempLibrary();
  cleanups.push(t.cleanup);
  return t;
}

/** A library holding the YAUGS sample with a map image under it; the encounter's id and image name. */
async function withMappedEncounter() {
  const t = library();
  const asset = await saveAsset(t.root, 'ford.png', pngImage(64, 48).toString('base64'));
  if (!asset.ok) throw new Error(asset.error.message);
  const enc = { ...EXAMPLES.yaugs(), map: { ...EXAMPLES.yaugs().map, background: { image: asset.name, scale: 1, offsetX: 0, offsetY: 0, opacity: 0.9 } } };
  const saved = await t.lib.save('encounters', enc);
  if (!saved.ok) throw new Error(saved.error.message);
  return { ...t, id: saved.id, image: asset.name };
}

const digest = async (lib: ReturnType<typeof library>['lib'], id: string) => {
  const r = await lib.open(id);
  if (!r.ok) throw new Error(r.error.message);
  return digestOf(initialState(r.value as Encounter, 'same-seed'));
};

describe('encounter bundles', () => {
  it('carry an encounter and its image to an empty library: the same encounter, the same image', async () => {
    const from = await withMappedEncounter();
    const b = await makeBundle(from.lib, from.id);
    if (!b.ok) throw new Error(b.error.message);
    expect(b.fileName).toMatch(/\.hexfray-bundle$/);
    const to = library();
    const r = await importBundle(to.lib, b.fileName, b.bytes);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.assetsAdded).toBe(1);
    expect(readdirSync(join(to.root, 'assets'))).toEqual([from.image]);
    expect(await digest(to.lib, r.id!)).toBe(await digest(from.lib, from.id));
  });

  it('carry the token art of its combatants, each picture once, and it arrives named the same', async () => {
    const from = await withMappedEncounter();
    const art = await saveAsset(from.root, 'aldric.png', pngImage(32, 32).toString('base64'));
    if (!art.ok) throw new Error(art.error.message);
    const opened = await from.lib.open(from.id);
    if (!opened.ok) throw new Error(opened.error.message);
    const enc = opened.value as Encounter;
    // Two combatants wearing one picture: the bundle holds it once.
    const worn = { ...enc, combatants: enc.combatants.map((c, i) => (i < 2 ? { ...c, portrait: art.name } : c)) } as Encounter;
    const saved = await from.lib.save('encounters', worn, { id: from.id });
    if (!saved.ok) throw new Error(saved.error.message);
    const b = await makeBundle(from.lib, from.id);
    if (!b.ok) throw new Error(b.error.message);
    expect(Object.keys(unzipSync(b.bytes)).filter((n) => n.startsWith('assets/')).sort()).toEqual([`assets/${art.name}`, `assets/${from.image}`].sort());
    const to = library();
    const r = await importBundle(to.lib, b.fileName, b.bytes);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.assetsAdded).toBe(2);
    expect(readdirSync(join(to.root, 'assets')).sort()).toEqual([art.name, from.image].sort());
    const back = await to.lib.open(r.id!);
    expect(back.ok && (back.value as Encounter).combatants.filter((c) => c.portrait === art.name).length).toBe(2);
    expect(await digest(to.lib, r.id!)).toBe(await digest(from.lib, from.id));
  });

  it('asks when the name is taken, then keeps both, skips, or replaces as told', async () => {
    const from = await withMappedEncounter();
    const b = await makeBundle(from.lib, from.id);
    if (!b.ok) throw new Error(b.error.message);
    const name = EXAMPLES.yaugs().name;
    const asked = await importBundle(from.lib, 'x.hexfray-bundle', b.bytes);
    expect(asked).toMatchObject({ ok: false, error: { code: 'name-taken', name } });
    const renamed = await importBundle(from.lib, 'x.hexfray-bundle', b.bytes, 'rename');
    expect(renamed).toMatchObject({ ok: true, name: `${name} (2)`, assetsAdded: 0 });
    expect(await importBundle(from.lib, 'x.hexfray-bundle', b.bytes, 'skip')).toMatchObject({ ok: true, id: null });
    const replaced = await importBundle(from.lib, 'x.hexfray-bundle', b.bytes, 'replace');
    expect(replaced).toMatchObject({ ok: true, id: from.id });
    const list = await from.lib.list('encounters');
    expect(list.ok && list.entries.map((e) => (e.ok ? e.name : '')).sort()).toEqual([name, `${name} (2)`].sort());
  });

  it('refuses a bundle holding anything else, more than it may, or a damaged image, and leaves nothing behind', async () => {
    const from = await withMappedEncounter();
    const b = await makeBundle(from.lib, from.id);
    if (!b.ok) throw new Error(b.error.message);
    const parts = unzipSync(b.bytes);
    const remade = (change: (p: Record<string, Uint8Array>) => void) => {
      const copy = { ...parts };
      change(copy);
      return zipSync(copy, { level: 0 });
    };
    const refusals: [string, Uint8Array][] = [
      ['which is not part of a Hexfray bundle', remade((p) => (p['../../evil.sh'] = strToU8('rm -rf /')))],
      ['does not match its hash', remade((p) => (p[`assets/${from.image}`] = pngImage(64, 49)))],
      ['no manifest.json', remade((p) => delete p['manifest.json'])],
      ['not a Hexfray bundle', strToU8('just text')],
    ];
    for (const [why, bytes] of refusals) {
      const to = library();
      const r = await importBundle(to.lib, 'bad.hexfray-bundle', bytes);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(why);
      expect(existsSync(join(to.root, 'assets')) ? readdirSync(join(to.root, 'assets')) : []).toEqual([]);
    }
  });

  it('refuses a zip bomb from its directory, before inflating it', () => {
    // 40 MB of zeros deflate to a few kilobytes; the directory still says what they unpack to.
    const bomb = zipSync({ 'manifest.json': strToU8('{}'), [`encounters/a.encounter.json`]: new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const r = openBundle('bomb.hexfray-bundle', bomb);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('more than a bundle may hold');
  });
});
