// Reading a whole file whose size was just seen, as cheaply as a listing of a thousand files needs.
import * as fs from 'node:fs';

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
