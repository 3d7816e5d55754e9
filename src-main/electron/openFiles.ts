// Files handed to Hexfray by the OS: on the command line (Windows and Linux, a double-click or
// "Open with"), in a second instance's command line, or in macOS's open-file event. Main brings
// each into the library (or finds it there) and gives the renderer only the library id.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMAT_NAMES, formatOf } from '../../shared/files';
import type { Library } from '../library';
import { makeId, parseId } from '../library/kinds';

/** The file endings Hexfray opens: '.encounter.json', '.session.json', '.character.json'. */
export const HEXFRAY_EXTENSIONS: readonly string[] = FORMAT_NAMES.map((f) => formatOf(f).extension);

/** Whether a path names a Hexfray file (case aside, as Windows and macOS treat names). */
export function isHexfrayFile(p: string): boolean {
  const lower = p.toLowerCase();
  return HEXFRAY_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

// Flags that take the next argument as their value; that value is never a file to open.
const FLAGS_WITH_VALUE = new Set(['--library']);

/**
 * The Hexfray files named on a command line, as absolute paths (relative ones against `cwd`),
 * without duplicates. The executable, flags, file:// URLs of other files and anything that is not
 * a Hexfray file are skipped.
 */
export function filesFromArgv(argv: readonly string[], cwd: string, platform: NodeJS.Platform = process.platform): string[] {
  const p = platform === 'win32' ? path.win32 : path.posix;
  const found: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    let arg = argv[i]!;
    if (arg.startsWith('-')) {
      if (FLAGS_WITH_VALUE.has(arg)) i++;
      continue;
    }
    // Linux desktop entries pass %U: file:// URLs rather than paths.
    if (arg.startsWith('file://')) {
      try {
        arg = fileURLToPath(arg, { windows: platform === 'win32' });
      } catch {
        continue;
      }
    }
    if (!isHexfrayFile(arg)) continue;
    const abs = p.resolve(cwd, arg);
    if (!found.includes(abs)) found.push(abs);
  }
  return found;
}

/** What a second instance hands the first (Electron's additionalData): the files it was given, already absolute. */
export type InstanceData = { files: string[] };

/** The files in a second instance's data, checked (it crosses a process boundary), or null when absent or malformed. */
export function filesFromInstanceData(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const files = (data as { files?: unknown }).files;
  if (!Array.isArray(files)) return null;
  return files.filter((f): f is string => typeof f === 'string' && f.length <= 4096 && path.isAbsolute(f) && isHexfrayFile(f)).slice(0, 20);
}

/** The library id of a file that already sits in a kind folder of the library, else null. */
export function libraryIdOf(root: string, absPath: string, p: path.PlatformPath = path): string | null {
  const rel = p.relative(p.resolve(root), p.resolve(absPath));
  const parts = rel.split(p.sep);
  if (parts.length !== 2 || p.isAbsolute(rel)) return null;
  const id = `${parts[0]}/${parts[1]}`;
  const parsed = parseId(id);
  return parsed ? makeId(parsed.kind, parsed.fileName) : null;
}

/** Filters for the Open dialog. macOS matches only the last extension, so it gets '.json'. */
export function openDialogFilters(platform: NodeJS.Platform): { name: string; extensions: string[] }[] {
  const exts = platform === 'darwin' ? ['json'] : HEXFRAY_EXTENSIONS.map((e) => e.slice(1));
  return [{ name: 'Hexfray files', extensions: exts }];
}

/** A file opened from outside: the library id to show, or a message for the GM. */
export type OpenOutcome = { ok: true; id: string; name: string; imported: boolean } | { ok: false; message: string };

/** Where an outside file was imported before (kept with the recent list), so opening it twice does not copy it twice. */
export type ImportMemory = { importedFrom(source: string): string | undefined };

async function sameBytes(a: string, b: string): Promise<boolean> {
  try {
    const [x, y] = await Promise.all([readFile(a), readFile(b)]);
    return x.equals(y);
  } catch {
    return false;
  }
}

/**
 * Brings a file the OS handed over into reach of the renderer: a library file opens in place; a
 * file imported before and unchanged since opens its copy; anything else is validated and
 * imported (a broken file is refused with a message and never copied).
 */
export async function openExternalFile(library: Pick<Library, 'root' | 'open' | 'importFile'>, absPath: string, memory?: ImportMemory): Promise<OpenOutcome> {
  const shown = path.basename(absPath);
  if (!isHexfrayFile(absPath)) return { ok: false, message: `${shown} is not a Hexfray file (encounter, session or character).` };
  const inLibrary = libraryIdOf(library.root, absPath);
  const earlier = inLibrary ? undefined : memory?.importedFrom(absPath);
  const copy = earlier ? parseId(earlier) : null;
  const reuse = copy && (await sameBytes(absPath, path.join(library.root, copy.kind, copy.fileName))) ? earlier : undefined;
  const id = inLibrary ?? reuse;
  if (id) {
    const r = await library.open(id);
    return r.ok ? { ok: true, id: r.id, name: r.entry.name, imported: false } : { ok: false, message: r.error.message };
  }
  const r = await library.importFile(absPath);
  return r.ok ? { ok: true, id: r.id, name: r.entry.name, imported: true } : { ok: false, message: r.error.message };
}
