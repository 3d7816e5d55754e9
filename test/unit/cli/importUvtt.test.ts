import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from '../../../shared/files';
import { roomMap } from '../../fixtures/uvttMaps';
import { cli } from './runCli';

describe('hexfray import-uvtt', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-uvtt-'));
    mkdirSync(join(dir, 'encounters'));
    writeFileSync(join(dir, 'room.dd2vtt'), JSON.stringify(roomMap(0.2)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an encounter the app opens, keeps the image in the library, and prints each line\u2019s deviation', async () => {
    const out = join(dir, 'encounters', 'room.encounter.json');
    const r = await cli('import-uvtt', join(dir, 'room.dd2vtt'), '--hex-size', '32', '--out', out);
    expect(r.err).toContain('wrote');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^10 x 9 hexes, \d+ hex sides \(\d+ wall, \d+ door, \d+ window\)/);
    expect(r.out).toMatch(/deviation of each line/);
    expect(r.out.match(/^ {2}(wall|object|door|window) /gm)).toHaveLength(6);
    expect(r.out).toContain('note: 1 light left out');
    const parsed = parseFile(out, readFileSync(out, 'utf8'), { expect: 'hexfray/encounter' });
    expect(parsed.ok).toBe(true);
    const [asset] = readdirSync(join(dir, 'assets'));
    expect(asset).toMatch(/^room-[0-9a-f]{12}\.png$/);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.map.background.image).toBe(asset);
    // The walls, the door and the window are on the map's hex sides.
    const kinds = written.map.edges.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'wall').length).toBeGreaterThan(20);
    expect(kinds).toContain('door');
    expect(kinds).toContain('window');
  });

  it('refuses a broken map naming the file and the field, and writes nothing', async () => {
    const bad = join(dir, 'bad.dd2vtt');
    writeFileSync(bad, JSON.stringify({ ...roomMap(), format: 0.9 }));
    const out = join(dir, 'bad.encounter.json');
    const r = await cli('import-uvtt', bad, '--hex-size', '32', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}: format: format 0.2 or 0.3`);
    expect(existsSync(out)).toBe(false);
  });

  it('asks for what it needs: the hex size and where to write', async () => {
    expect((await cli('import-uvtt', join(dir, 'room.dd2vtt'), '--out', join(dir, 'x.json'))).err).toContain('--hex-size PX is required');
    expect((await cli('import-uvtt', join(dir, 'room.dd2vtt'), '--hex-size', '32')).err).toContain('--out FILE is required');
    expect((await cli('import-uvtt', join(dir, 'room.dd2vtt'), '--hex-size', '32', '--orientation', 'round', '--out', join(dir, 'x.json'))).code).toBe(2);
  });
});

describe('hexfray bundle and unbundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-bundle-'));
    mkdirSync(join(dir, 'from', 'encounters'), { recursive: true });
    writeFileSync(join(dir, 'room.dd2vtt'), JSON.stringify(roomMap(0.3)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('carry an imported map and its image into another library, asking about a taken name', async () => {
    const enc = join(dir, 'from', 'encounters', 'room.encounter.json');
    expect((await cli('import-uvtt', join(dir, 'room.dd2vtt'), '--hex-size', '32', '--out', enc)).code).toBe(0);
    const bundle = join(dir, 'room.hexfray-bundle');
    const made = await cli('bundle', enc, '--out', bundle);
    expect(made.code).toBe(0);
    const first = await cli('unbundle', bundle, '--library', join(dir, 'to'));
    expect(first.out).toMatch(/^imported "room" as encounters\/room\.encounter\.json, 1 image\(s\) added$/);
    expect(readdirSync(join(dir, 'to', 'assets'))).toEqual(readdirSync(join(dir, 'from', 'assets')));
    const again = await cli('unbundle', bundle, '--library', join(dir, 'to'));
    expect(again.code).toBe(1);
    expect(again.err).toContain('already has an encounter called "room". Say --taken rename, skip or replace.');
    expect((await cli('unbundle', bundle, '--library', join(dir, 'to'), '--taken', 'rename')).out).toContain('imported "room (2)"');
  });
});
