// A full disk, for real: the library on a tiny tmpfs. A save that does not fit says the disk is
// full and leaves the file as it was; an export that does not fit leaves no truncated copy (the
// GM still gets the text); `hexfray export --out` onto it fails cleanly, leaving no partial file.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { exportSession } from '../../../src-main/host/sessionExport';
import { saveAsset } from '../../../src-main/library/assets';
import { cli } from '../cli/runCli';
import { encounterBody, fails, ok } from '../library/tempLibrary';
import { mountAllowed, mountTmpfs, type Tmpfs } from './mounts';

const allowed = mountAllowed();
const mounts: Tmpfs[] = [];
afterEach(() => {
  for (const m of mounts.splice(0)) m.unmount();
});

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;

function tinyDisk(size = '256k'): string {
  const m = mountTmpfs(size);
  if ('refused' in m) throw new Error(m.refused);
  mounts.push(m);
  return m.dir;
}

/** Fills the disk with one file until fewer than `leave` bytes are free. */
function fill(dir: string, leave: number): void {
  const st = statfsSync(dir);
  const free = Number(st.bavail) * Number(st.bsize);
  writeFileSync(join(dir, 'filler.bin'), Buffer.alloc(Math.max(0, free - leave)));
}

const visible = (dir: string) => readdirSync(dir).filter((n) => !n.startsWith('.'));

describe.skipIf(!allowed)('a full disk', () => {
  it('a save that does not fit: "disk is full", the file and its backups as they were, no temp file listed', async () => {
    const dir = tinyDisk();
    const lib = new Library(join(dir, 'library'));
    const first = ok(await lib.save('encounters', encounterBody('Ford', { gmNotes: 'v1' })));
    const before = readFileSync(join(dir, 'library', first.id), 'utf8');
    fill(dir, 8 * 1024);
    const err = fails(await lib.save('encounters', encounterBody('Ford', { gmNotes: 'x'.repeat(64 * 1024) }), { id: first.id, expected: first.signature }));
    expect(err).toMatchObject({ code: 'disk-full', message: expect.stringMatching(/^Could not save ford\.encounter\.json: the disk is full\. Nothing was changed/) });
    expect(readFileSync(join(dir, 'library', first.id), 'utf8')).toBe(before);
    expect(ok(await new Library(join(dir, 'library')).open(first.id)).value).toMatchObject({ gmNotes: 'v1' });
    expect(readdirSync(join(dir, 'library', 'encounters')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(ok(await lib.list('encounters')).entries.map((e) => e.fileName)).toEqual(['ford.encounter.json']);
  });

  it('a session export that does not fit: the GM gets the text, exports/ holds no truncated copy', async () => {
    const dir = tinyDisk();
    const exportsDir = join(dir, 'exports');
    const session = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.session.json`, 'utf8')) as Record<string, unknown>;
    const { format: _f, version: _v, ...record } = session;
    fill(dir, 4 * 1024);
    const r = await exportSession(exportsDir, record, 'html', false);
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    expect(r.text.length).toBeGreaterThan(8 * 1024);
    const copies = readdirSync(exportsDir);
    for (const c of copies) expect(readFileSync(join(exportsDir, c), 'utf8'), `${c} is whole or absent`).toBe(r.text);
    expect(copies.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('hexfray export --out onto a full disk: exit 1 with the cause, and no partial file', async () => {
    const dir = tinyDisk();
    fill(dir, 4 * 1024);
    const out = join(dir, 'log.html');
    const r = await cli('export', `${EXAMPLES}ambush-at-the-ford.session.json`, '--format', 'html', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot write .*log\.html \(ENOSPC\)/);
    expect(visible(dir)).toEqual(['filler.bin']);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a map image that does not fit: "disk is full", and no truncated image under its content name', async () => {
    const dir = tinyDisk();
    fill(dir, 8 * 1024);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64 * 1024, 7)]);
    const r = await saveAsset(dir, 'ford.png', png.toString('base64'));
    expect(r).toMatchObject({ ok: false, error: { code: 'disk-full', message: expect.stringMatching(/^Could not keep ford\.png in the library: the disk is full/) } });
    expect(readdirSync(join(dir, 'assets'))).toEqual([]);
  });
});
