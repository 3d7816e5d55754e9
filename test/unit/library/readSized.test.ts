import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readSized } from '../../../src-main/library/readSized';
import { tempDir } from './tempLibrary';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

function file(bytes: Buffer | string): string {
  const dir = tempDir();
  dirs.push(dir);
  const path = join(dir, 'f.json');
  writeFileSync(path, bytes);
  return path;
}

describe('readSized: the whole file, whatever its size did since it was seen', () => {
  const content = Buffer.from('{"name": "Ford"}\n'.repeat(3000));

  it('reads a file of the size seen, small and large, and an empty one', async () => {
    expect(await readSized(file('{}'), 2)).toEqual(Buffer.from('{}'));
    expect(await readSized(file(content), content.length)).toEqual(content);
    expect(await readSized(file(''), 0)).toEqual(Buffer.alloc(0));
  });

  it('reads to the end a file that grew or shrank after it was seen', async () => {
    expect(await readSized(file(content), 10)).toEqual(content);
    expect(await readSized(file(content), 0)).toEqual(content);
    expect(await readSized(file(content), content.length + 500)).toEqual(content);
  });

  it('throws the file-system error of a missing file for the caller to word', async () => {
    const dir = tempDir();
    dirs.push(dir);
    await expect(readSized(join(dir, 'missing.json'), 10)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
