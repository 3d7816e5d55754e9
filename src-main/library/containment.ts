// Links inside the library that lead out of it: a file or folder (a kind folder, .backups,
// exports, assets) may be a symbolic link, and following one would open, serve or write files
// anywhere on the disk. Paths are judged by where they really lead, so a library reached through
// a link of its own (Documents/Hexfray pointing to another disk) still works.
import { realpath } from 'node:fs/promises';
import { dirname, sep } from 'node:path';

/** Where `path` really leads; for a path that does not exist yet, where its nearest existing folder leads, with the rest added. */
async function realTarget(path: string): Promise<string> {
  let missing = '';
  for (let p = path; ; ) {
    try {
      return (await realpath(p)) + missing;
    } catch (e) {
      const parent = dirname(p);
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || parent === p) throw e;
      missing = p.slice(parent.length) + missing;
      p = parent;
    }
  }
}

/** True when `path` (an existing file or folder, or one about to be made) leads to somewhere inside `root`. */
export async function leadsInside(root: string, path: string): Promise<boolean> {
  const [realRoot, real] = await Promise.all([realpath(root), realTarget(path)]);
  return real === realRoot || real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
}
