// Reads a Hexfray file from disk with the size limit checked before reading (a 50 MB file is
// refused without loading it) and the bytes decoded strictly, so binary data is named as such.
import * as fs from 'node:fs';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { MAX_FILE_BYTES, formatBytes, parseFile } from '../../shared/files';
import type { ParseFileOptions, ParseFileResult } from '../../shared/files';

/** A file read and parsed: its stat, its bytes (absent when refused unread) and the parse result. */
export type CheckedRead = { stat: Stats; bytes?: Buffer; parsed: ParseFileResult };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The whole content of `path`, whose size the caller has just seen: an open, one read and a close,
 * where readFile would ask the size again (a listing of a thousand files pays each step a thousand
 * times). A file that grew meanwhile is read to its end all the same. Callback fs rather than
 * fs/promises: its FileHandle costs about twice the CPU per small file.
 */
export function readSized(path: string, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    fs.open(path, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      const done = (error: Error | null, bytes?: Buffer) =>
        fs.close(fd, (closeError) => {
          if (error ?? closeError) reject(error ?? closeError);
          else resolve(bytes!);
        });
      // One byte more than expected: a read that returns exactly the expected size has met the end.
      const buffer = Buffer.allocUnsafe(size + 1);
      let total = 0;
      const readOn = () =>
        fs.read(fd, buffer, total, buffer.length - total, total, (readError, bytesRead) => {
          if (readError) return done(readError);
          total += bytesRead;
          if (total === size || bytesRead === 0) return done(null, buffer.subarray(0, total));
          // It grew since: read it whole the ordinary way.
          if (total === buffer.length) return fs.close(fd, () => fs.readFile(path, (e, whole) => (e ? reject(e) : resolve(whole))));
          // Otherwise a short read (it shrank, or a slow file system): read on to the end.
          readOn();
        });
      readOn();
    });
  });
}

/** Parses bytes already read, named `fileName` in errors. */
export function parseBytes(fileName: string, bytes: Uint8Array, options: ParseFileOptions = {}): ParseFileResult {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { ok: false, errors: [{ file: fileName, path: '', expected: 'a Hexfray file: UTF-8 JSON text (this file holds binary data or another text encoding)' }] };
  }
  return parseFile(fileName, text, options);
}

/**
 * Stats (unless `known` is given), size-checks, reads and parses `path`; fs errors (missing file,
 * no permission) are thrown for the caller to word. `options` go to parseFile (`summaryOnly` for a listing).
 */
export async function readFileChecked(path: string, fileName: string, options: ParseFileOptions = {}, known?: Stats): Promise<CheckedRead> {
  const st = known ?? (await stat(path));
  if (!st.isFile()) return { stat: st, parsed: { ok: false, errors: [{ file: fileName, path: '', expected: 'a file (this is a folder or a device)' }] } };
  if (st.size > MAX_FILE_BYTES) {
    return {
      stat: st,
      parsed: {
        ok: false,
        errors: [{ file: fileName, path: '', expected: `a file of at most ${formatBytes(MAX_FILE_BYTES)} (this one is ${formatBytes(st.size)}, Hexfray does not open files that large)` }],
      },
    };
  }
  const bytes = await readSized(path, st.size);
  return { stat: st, bytes, parsed: parseBytes(fileName, bytes, options) };
}
