import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_FILE_BYTES, formatBytes, parseFile, type FileError, type FormatName, type ParseFileResult } from '../../shared/files';

/** Reads and parses a Hexfray file from disk; every failure comes back as FileErrors naming the file. */
export async function readHexfrayFile(path: string, expect?: FormatName): Promise<ParseFileResult> {
  const name = path;
  const fail = (expected: string): ParseFileResult => ({ ok: false, errors: [{ file: name, path: '', expected } satisfies FileError] });
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) return fail('a file (this is a folder or a device)');
    size = st.size;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'a file that exists (not found)' : code === 'EACCES' ? 'a file you may read (permission denied)' : `a readable file (${code ?? String(e)})`);
  }
  // Refuse before reading: a 2 GB file must not be pulled into memory to be told it is too big.
  if (size > MAX_FILE_BYTES) return fail(`a Hexfray file of at most ${formatBytes(MAX_FILE_BYTES)} (this one is ${formatBytes(size)})`);
  const text = await readFile(path, 'utf8');
  return parseFile(basename(name) === name ? name : path, text, expect ? { expect } : {});
}
