// The listing metadata of a kind folder, kept in <kind>/.index.json between runs, so the first
// listing after a restart reads only the files changed since (a stat each for the rest) instead of
// validating every file. It is a cache: entries are trusted only while a file's inode, size and
// mtime match, opening a file always validates it, and a missing or damaged index is rebuilt.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { atomicWrite } from './atomicWrite';
import type { FsOps } from './fsOps';
import type { LibraryEntry } from './entries';
import type { CachedEntry } from './entryCache';
import { makeId, type LibraryKind } from './kinds';

/** A cached entry and the file signature it was computed for. */
export type IndexedEntry = CachedEntry;

const INDEX_FILE = '.index.json';
const INDEX_VERSION = 1;

function isEntry(kind: LibraryKind, fileName: string, e: unknown): e is LibraryEntry {
  if (e === null || typeof e !== 'object') return false;
  const x = e as Record<string, unknown>;
  const common = x.id === makeId(kind, fileName) && x.kind === kind && x.fileName === fileName && typeof x.modified === 'number' && typeof x.size === 'number';
  if (!common) return false;
  if (x.ok === true) return typeof x.format === 'string' && typeof x.name === 'string';
  if (x.ok === false) {
    const err = x.error as Record<string, unknown> | null;
    return err !== null && typeof err === 'object' && typeof err.code === 'string' && typeof err.message === 'string';
  }
  return false;
}

/** Reads the index of a kind folder; anything unreadable or malformed counts as no index. */
export async function loadIndex(kindDir: string, kind: LibraryKind): Promise<Map<string, IndexedEntry>> {
  const out = new Map<string, IndexedEntry>();
  try {
    const raw = JSON.parse(await readFile(join(kindDir, INDEX_FILE), 'utf8')) as unknown;
    if (raw === null || typeof raw !== 'object' || (raw as { version?: unknown }).version !== INDEX_VERSION) return out;
    const files = (raw as { files?: unknown }).files;
    if (files === null || typeof files !== 'object') return out;
    for (const [fileName, v] of Object.entries(files as Record<string, unknown>)) {
      const item = v as { sig?: unknown; entry?: unknown } | null;
      if (item && typeof item.sig === 'string' && isEntry(kind, fileName, item.entry)) out.set(fileName, { sig: item.sig, entry: item.entry });
    }
  } catch {
    // No index yet, or a damaged one: the listing rebuilds it.
  }
  return out;
}

/** Writes the index atomically; failures (a read-only library) are ignored, since it is only a cache. */
export async function saveIndex(ops: FsOps, kindDir: string, entries: ReadonlyMap<string, IndexedEntry>): Promise<void> {
  const files: Record<string, IndexedEntry> = {};
  for (const [name, v] of [...entries].sort(([a], [b]) => (a < b ? -1 : 1))) files[name] = v;
  await atomicWrite(ops, join(kindDir, INDEX_FILE), JSON.stringify({ version: INDEX_VERSION, files })).catch(() => undefined);
}
