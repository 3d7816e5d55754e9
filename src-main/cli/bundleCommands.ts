// `hexfray bundle` and `hexfray unbundle`: the app's encounter bundles from the command line, through
// the same library code, so a bundle made either way opens the other way.
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { Library } from '../library/library';
import { importBundle, makeBundle, type TakenChoice } from '../library/bundle';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps } from '../library/fsOps';
import type { Io } from './commands';

/** `hexfray bundle LIBRARY/encounters/NAME.encounter.json --out FILE`: the encounter and its images in one file. */
export async function bundleCommand(file: string | undefined, out: string | undefined, io: Io): Promise<number> {
  if (!file || !out) {
    io.err('hexfray bundle: name the encounter file and --out FILE (hexfray bundle --help)');
    return 2;
  }
  const path = resolve(file);
  if (basename(dirname(path)) !== 'encounters') {
    io.err(`hexfray bundle: ${file} is not in a library's encounters/ folder, where its images can be found`);
    return 2;
  }
  const library = new Library(dirname(dirname(path)));
  const r = await makeBundle(library, `encounters/${basename(path)}`);
  if (!r.ok) {
    io.err(`hexfray bundle: ${r.error.message}`);
    return 1;
  }
  try {
    await atomicWrite(nodeFsOps, resolve(out), r.bytes);
  } catch (e) {
    io.err(`hexfray bundle: cannot write ${out} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return 1;
  }
  io.out(`wrote ${out} (${r.bytes.length} bytes)`);
  return 0;
}

/** `hexfray unbundle BUNDLE --library DIR [--taken rename|skip|replace]`: a bundle into a library. */
export async function unbundleCommand(file: string | undefined, opts: { library: string | undefined; taken: string | undefined }, io: Io): Promise<number> {
  if (!file || !opts.library) {
    io.err('hexfray unbundle: name the bundle and --library DIR (hexfray unbundle --help)');
    return 2;
  }
  const taken = (['rename', 'skip', 'replace'] as const).find((t) => t === opts.taken);
  if (opts.taken !== undefined && !taken) {
    io.err(`hexfray unbundle: --taken is rename, skip or replace (not "${opts.taken}")`);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    io.err(`${file}: a readable file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return 1;
  }
  const r = await importBundle(new Library(resolve(opts.library)), basename(file), bytes, taken as TakenChoice | undefined);
  if (!r.ok) {
    io.err(r.error.code === 'name-taken' ? `hexfray unbundle: ${r.error.message} Say --taken rename, skip or replace.` : `hexfray unbundle: ${r.error.message}`);
    return 1;
  }
  io.out(r.id ? `imported "${r.name}" as ${r.id}, ${r.assetsAdded} image(s) added` : `skipped "${r.name}": the library keeps its own`);
  return 0;
}
