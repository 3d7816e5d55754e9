// `hexfray` reads files with the app's own reader (src-main/library/fileReader.ts), so the command
// line and the app agree on every file: strict UTF-8, the size limit, the format against the name.
// Only the wording of file-system errors is the CLI's: they become FileErrors naming the file.
import { type FileError, type FormatName, type ParseFileResult } from '../../shared/files';
import { readFileChecked } from '../library/fileReader';

/** Reads and parses a Hexfray file from disk; every failure comes back as FileErrors naming the file. */
export async function readHexfrayFile(path: string, expect?: FormatName): Promise<ParseFileResult> {
  const fail = (expected: string): ParseFileResult => ({ ok: false, errors: [{ file: path, path: '', expected } satisfies FileError] });
  try {
    const read = await readFileChecked(path, path, expect ? { expect } : {});
    return read.parsed;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'a file that exists (not found)' : code === 'EACCES' ? 'a file you may read (permission denied)' : `a readable file (${code ?? String(e)})`);
  }
}
