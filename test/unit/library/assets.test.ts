import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAssetName, listAssets, readAssetBytes, saveAsset, sniffImage } from '../../../src-main/library/assets';

const png = readFileSync(new URL('../../../build/icon.png', import.meta.url));

describe('background image assets', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hexfray-assets-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps an image under a content-addressed name and reads it back byte for byte', async () => {
    const saved = await saveAsset(root, 'Dungeon Level 1.PNG', png.toString('base64'));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.name).toMatch(/^dungeon-level-1-[0-9a-f]{12}\.png$/);
    const again = await saveAsset(root, 'copy.png', png.toString('base64'));
    expect(again.ok && again.name.slice(-16)).toBe(saved.name.slice(-16));
    const read = await readAssetBytes(root, saved.name);
    expect(read.ok && Buffer.from(read.bytes).equals(png)).toBe(true);
  });

  it('trusts the bytes, not the file name', async () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
    const r = await saveAsset(root, 'evil.png', Buffer.from('<svg onload=alert(1)>').toString('base64'));
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-file' } });
    expect(readdirSync(join(root, 'assets')).every((f) => f.endsWith('.png'))).toBe(true);
  });

  it('refuses names that are not its own, so no path can be read', async () => {
    for (const name of ['../secret.png', '/etc/passwd', 'x.png', 'a-0123456789ab.svg', 'A-0123456789ab.png']) {
      expect(isAssetName(name), name).toBe(false);
      expect((await readAssetBytes(root, name)).ok).toBe(false);
    }
  });

  it('lists the images it keeps, newest first, and nothing else of the folder', async () => {
    const lib = mkdtempSync(join(tmpdir(), 'hexfray-shelf-'));
    try {
      expect(await listAssets(lib)).toEqual({ ok: true, assets: [] });
      const goblin = await saveAsset(lib, 'Goblin.png', png.toString('base64'));
      const ogre = await saveAsset(lib, 'ogre.png', Buffer.concat([png, Buffer.from([0])]).toString('base64'));
      // The goblin's bytes again under another file name: one picture on the shelf, by its newest name.
      const copy = await saveAsset(lib, 'goblin-2.png', png.toString('base64'));
      if (!goblin.ok || !ogre.ok || !copy.ok) throw new Error('not kept');
      utimesSync(join(lib, 'assets', copy.name), new Date(2025, 0, 1), new Date(2025, 0, 1));
      utimesSync(join(lib, 'assets', goblin.name), new Date(2026, 0, 2), new Date(2026, 0, 2));
      utimesSync(join(lib, 'assets', ogre.name), new Date(2026, 0, 1), new Date(2026, 0, 1));
      // A stray file, a folder and a link out of the library are no images of it.
      writeFileSync(join(lib, 'assets', 'notes.txt'), 'x');
      mkdirSync(join(lib, 'assets', 'old-0123456789ab.png'));
      const outside = mkdtempSync(join(tmpdir(), 'hexfray-outside-'));
      writeFileSync(join(outside, 'secret.png'), png);
      symlinkSync(join(outside, 'secret.png'), join(lib, 'assets', 'secret-0123456789ab.png'));
      const r = await listAssets(lib);
      expect(r).toEqual({ ok: true, assets: [
        { name: goblin.name, bytes: png.length, modified: new Date(2026, 0, 2).getTime() },
        { name: ogre.name, bytes: png.length + 1, modified: new Date(2026, 0, 1).getTime() },
      ] });
      rmSync(outside, { recursive: true, force: true });
    } finally {
      rmSync(lib, { recursive: true, force: true });
    }
  });
});
