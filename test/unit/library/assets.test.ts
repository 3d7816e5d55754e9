import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAssetName, readAssetBytes, saveAsset, sniffImage } from '../../../src-main/library/assets';

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
});
