// The size limit holds for what is written, not for what was sent: a body that is small as compact
// JSON but over the limit once pretty-printed is refused before anything is written, since list,
// open and the CLI would then refuse the file. Sizes near the limit are told apart in messages.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES, formatBytesAgainst } from '../../../shared/files';
import { encounterBody, fails, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function setup() {
  const t = tempLibrary();
  cleanups.push(t.cleanup);
  return t;
}

// An unknown field (kept by every round trip) of 3.2 million zeros: 6.4 MB as compact JSON, over 20 MB indented.
const swollen = () => encounterBody('Swollen', { extra: new Array(3_200_000).fill(0) });

describe('the size limit on what a save writes', () => {
  it('a body under the limit as sent but over it as written is refused, and nothing is written', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    expect(JSON.stringify(swollen()).length).toBeLessThan(MAX_FILE_BYTES / 2);
    const err = fails(await lib.save('encounters', swollen()));
    expect(err.code).toBe('too-large');
    expect(err.message).toMatch(/^Not saved: "Swollen" would be 2\d\.\d+ MB as a file, and Hexfray opens files of at most 20 MB\. Nothing was written/);
    expect(readdirSync(join(root, 'encounters'))).toEqual([]);
  });

  it('over an existing file, that file stays as it was and gets no backup', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody('Swollen')));
    const err = fails(await lib.save('encounters', swollen(), { id: first.id, expected: first.signature }));
    expect(err.code).toBe('too-large');
    expect(ok(await lib.open(first.id)).signature).toBe(first.signature);
    expect(existsSync(join(root, 'encounters', '.backups'))).toBe(false);
  });

  it('a file just over the limit is listed with two sizes that differ', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', 'big.encounter.json'), Buffer.alloc(MAX_FILE_BYTES + 1000, 0x20));
    const [entry] = ok(await lib.list('encounters')).entries;
    expect(entry).toMatchObject({ ok: false, error: { code: 'too-large', message: expect.stringContaining('a file of at most 20 MB (this one is 20.001 MB') } });
  });
});

describe('sizes against their limit', () => {
  it.each([
    [MAX_FILE_BYTES + 1000, '20.001 MB', '20 MB'],
    [MAX_FILE_BYTES + 1, '20,971,521 bytes', '20,971,520 bytes'],
    [MAX_FILE_BYTES * 4, '80 MB', '20 MB'],
    [21.5 * 1024 * 1024, '21.5 MB', '20 MB'],
  ])('%d bytes read as %s against %s', (n, size, limit) => {
    expect(formatBytesAgainst(n, MAX_FILE_BYTES)).toEqual({ size, limit });
  });
});
