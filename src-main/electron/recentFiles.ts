// The in-app recent list behind File › Open Recent, kept in <userData>/recent.json. Items are
// library ids (what the renderer opens) with the name shown; an item imported from outside also
// keeps the path it came from, so opening that file again reuses its copy. The file is checked on
// load: anything malformed is dropped, never trusted.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps } from '../library/fsOps';
import { parseId } from '../library/kinds';
import { isHexfrayFile, type ImportMemory } from './openFiles';

/** One recent file. */
export type RecentItem = { id: string; name: string; source?: string };

/** How many files Open Recent lists. */
export const MAX_RECENT = 10;

/** Where the list is kept. */
export function recentFile(userDataDir: string): string {
  return join(userDataDir, 'recent.json');
}

function checkItem(v: unknown): RecentItem | null {
  if (typeof v !== 'object' || v === null) return null;
  const { id, name, source } = v as Record<string, unknown>;
  if (parseId(id) === null || typeof id !== 'string') return null;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200) return null;
  const goodSource = typeof source === 'string' && source.length <= 4096 && isAbsolute(source) && isHexfrayFile(source);
  return goodSource ? { id, name, source } : { id, name };
}

/** The list in a saved text: valid items only, newest first, no id twice, at most MAX_RECENT. */
export function parseRecentList(text: string | undefined): RecentItem[] {
  if (text === undefined) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: RecentItem[] = [];
  for (const v of data) {
    const item = checkItem(v);
    if (item && !items.some((i) => i.id === item.id)) items.push(item);
    if (items.length === MAX_RECENT) break;
  }
  return items;
}

/** The list with `item` first; a file already listed moves up and keeps the source it was imported from. */
export function withRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  const old = list.find((i) => i.id === item.id);
  const source = item.source ?? old?.source;
  const first: RecentItem = source ? { id: item.id, name: item.name, source } : { id: item.id, name: item.name };
  return [first, ...list.filter((i) => i.id !== item.id)].slice(0, MAX_RECENT);
}

/** The recent list on disk; every change is saved, in order, and reported to `onChange` (the menu rebuilds). */
export class RecentFiles implements ImportMemory {
  private list: RecentItem[];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: string, private readonly onChange: (items: readonly RecentItem[]) => void = () => {}) {
    let text: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = undefined;
    }
    this.list = parseRecentList(text);
  }

  get items(): readonly RecentItem[] {
    return this.list;
  }

  add(item: RecentItem): void {
    if (!checkItem(item)) return;
    this.update(withRecent(this.list, item));
  }

  remove(id: string): void {
    this.update(this.list.filter((i) => i.id !== id));
  }

  clear(): void {
    this.update([]);
  }

  /** The library id an outside file was imported to, if it is still listed. */
  importedFrom(source: string): string | undefined {
    return this.list.find((i) => i.source === source)?.id;
  }

  /** Resolves when every change so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  private update(next: RecentItem[]): void {
    this.list = next;
    const text = `${JSON.stringify(next, null, 2)}\n`;
    // A lost recent list is a small loss: a failed write must not disturb the GM.
    this.writing = this.writing.then(async () => {
      await nodeFsOps.mkdir(dirname(this.file));
      await atomicWrite(nodeFsOps, this.file, text);
    }).catch(() => undefined);
    this.onChange(next);
  }
}
