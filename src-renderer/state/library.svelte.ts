// The library as the renderer sees it: listings by kind, the trash, and the operations on files,
// all through the host API with opaque ids. Errors come back as messages for the GM.
import type { HostApi, Result } from '../../shared/ipc/contract';
import { KIND_FORMAT, type BodyOfKind, type FormatOfKind, type LibraryKind } from '../../shared/ipc/fileKinds';
import { assetUrl } from '../host/client';
import { downloadText } from '../host/download';

export type Kind = LibraryKind;
export type Entry = Extract<Result<'library.list'>, { ok: true }>['entries'][number];
export type TrashItem = Extract<Result<'library.trash'>, { ok: true }>['items'][number];
/** A library operation's result: its value, or a message for the GM with the library's error code ('conflict', ...). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string; code?: string };

/** What opening a file gives: main has validated it; `value` is kept as sent, unknown fields and all. */
export type Opened = Extract<Result<'library.open'>, { ok: true }>;
/** A file of kind `K` opened: its body typed as that kind's format. */
export type OpenedOf<K extends Kind> = Extract<Opened, { format: FormatOfKind<K> }>;
export type Saved = Extract<Result<'library.save'>, { ok: true }>;

/** Whether an opened file is of the format kind `K` holds (main answers the format it found). */
function isOfKind<K extends Kind>(opened: Opened, kind: K): opened is OpenedOf<K> {
  return opened.format === KIND_FORMAT[kind];
}

/** The listing of one kind with `entry` in it (replacing the entry of the same id, or of `replaces`), newest first. */
function withEntry(entries: readonly Entry[], entry: Entry, replaces?: string): Entry[] {
  return [entry, ...entries.filter((e) => e.id !== entry.id && e.id !== replaces)].sort((a, b) => b.modified - a.modified);
}

/** Unwraps a host reply whose value is itself a library result, into one outcome. */
function unwrap<T extends { ok: boolean }>(reply: { ok: true; value: T } | { ok: false; error: string }): Outcome<Extract<T, { ok: true }>> {
  if (!reply.ok) return { ok: false, error: reply.error };
  const v = reply.value as T & { error?: { message: string; code?: string } };
  if (v.ok) return { ok: true, value: v as Extract<T, { ok: true }> };
  return { ok: false, error: v.error?.message ?? 'The library refused.', ...(v.error?.code ? { code: v.error.code } : {}) };
}

export class LibraryState {
  entries = $state<Record<Kind, Entry[]>>({ encounters: [], characters: [], sessions: [] });
  trash = $state<TrashItem[]>([]);
  root = $state('');
  loading = $state(false);
  /** Whether the first listing has come back: until then an empty list means not read yet, not empty. */
  loaded = $state(false);
  error = $state<string | null>(null);
  private seq = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly host: HostApi) {}

  async refresh(kinds: Kind[] = ['encounters', 'characters', 'sessions']): Promise<void> {
    this.loading = true;
    const info = await this.host['library.info']();
    if (info.ok) this.root = info.value.root;
    for (const kind of kinds) {
      const asked = this.#writes;
      const r = unwrap(await this.host['library.list'](kind));
      if (r.ok) {
        // A write answered while this listing was on its way is newer than it: keep its entry.
        let list = [...r.value.entries].sort((a, b) => b.modified - a.modified);
        for (const w of this.#recent) if (w.seq > asked && w.entry.kind === kind) list = withEntry(list, w.entry, w.replaces);
        this.entries = { ...this.entries, [kind]: list };
      }
      else this.error = r.error;
    }
    const t = unwrap(await this.host['library.trash']());
    if (t.ok) this.trash = [...t.value.items].sort((a, b) => b.deletedAt - a.deletedAt);
    this.loading = false;
    this.loaded = true;
  }

  async open(id: string): Promise<Outcome<Opened>> {
    return unwrap(await this.host['library.open'](id));
  }

  /** Opens a file that must be of `kind`: its body typed as that kind's, or a message naming the format found. */
  async openAs<K extends Kind>(id: string, kind: K, fileName = id.slice(id.indexOf('/') + 1)): Promise<Outcome<OpenedOf<K>>> {
    const r = await this.open(id);
    if (!r.ok) return r;
    if (!isOfKind(r.value, kind)) return { ok: false, error: `${fileName} is a ${r.value.format} file, not ${KIND_FORMAT[kind]}.` };
    return { ok: true, value: r.value };
  }

  /** Puts the entry a write answered into its kind's listing: no listing call (the reply has it). */
  // The entries writes answered lately, numbered, so a listing asked before one of them cannot
  // drop it when its older answer arrives (a file imported while the start screen first lists).
  #writes = 0;
  #recent: { seq: number; entry: Entry; replaces?: string | undefined }[] = [];

  private show(entry: Entry, replaces?: string): void {
    this.#recent.push({ seq: ++this.#writes, entry, replaces });
    if (this.#recent.length > 32) this.#recent.shift();
    this.entries = { ...this.entries, [entry.kind]: withEntry(this.entries[entry.kind], entry, replaces) };
  }

  /**
   * Saves `value` over `opts.id`, or as a new file. With `opts.expected` (the signature of what was
   * opened or last saved), a file changed outside Hexfray fails with code 'conflict' instead.
   */
  async save<K extends Kind>(kind: K, value: BodyOfKind<K>, opts: { id?: string; name?: string; expected?: string } = {}): Promise<Outcome<Saved>> {
    const r = unwrap(await this.host['library.save'](kind, value, opts));
    if (r.ok) this.show(r.value.entry);
    return r;
  }

  async rename(id: string, name: string, kind: Kind): Promise<Outcome<{ id: string }>> {
    const r = unwrap(await this.host['library.rename'](id, name));
    if (r.ok) this.show(r.value.entry, id);
    else void this.refresh([kind]);
    return r;
  }

  async duplicate(id: string, kind: Kind): Promise<Outcome<{ id: string }>> {
    const r = unwrap(await this.host['library.duplicate'](id));
    if (r.ok) this.show(r.value.entry);
    else void this.refresh([kind]);
    return r;
  }

  async remove(id: string, kind: Kind): Promise<Outcome<{ trashId: string }>> {
    const r = unwrap(await this.host['library.delete'](id));
    void this.refresh([kind]);
    return r;
  }

  async restore(trashId: string): Promise<Outcome<{ id: string; notice?: string }>> {
    const r = unwrap(await this.host['library.restore'](trashId));
    void this.refresh();
    return r;
  }

  /** Reads a file the GM picked and hands its text to main, which validates it before saving. */
  async importFile(file: File): Promise<Outcome<{ id: string; kind: Kind }>> {
    if (file.size > 20 * 1024 * 1024) return { ok: false, error: `${file.name} is larger than 20 MB; Hexfray files are far smaller.` };
    const r = unwrap(await this.host['library.importText'](file.name, await file.text()));
    if (r.ok) this.show(r.value.entry);
    return r;
  }

  /** Offers a library file as a download (the browser or window asks where to put it). */
  async exportFile(id: string): Promise<Outcome<{ fileName: string }>> {
    const r = unwrap(await this.host['library.exportText'](id));
    if (!r.ok) return r;
    downloadText(r.value.fileName, r.value.text, 'application/json');
    return { ok: true, value: { fileName: r.value.fileName } };
  }

  /** Offers an encounter with every image it uses as one bundle file to download. */
  async exportBundle(id: string): Promise<Outcome<{ fileName: string }>> {
    const r = unwrap(await this.host['library.exportBundle'](id));
    if (!r.ok) return r;
    downloadText(r.value.fileName, Uint8Array.from(atob(r.value.base64), (c) => c.charCodeAt(0)), 'application/zip');
    return { ok: true, value: { fileName: r.value.fileName } };
  }

  /**
   * Sends a bundle the GM picked to main, which checks every part and imports it. An encounter name
   * already taken comes back as `taken` (nothing imported), to ask the GM and call again with the answer.
   */
  async importBundle(file: File, taken?: 'rename' | 'skip' | 'replace'): Promise<Outcome<{ id: string | null; name: string; assetsAdded: number }> | { ok: false; taken: string; error: string }> {
    if (file.size > 22 * 1024 * 1024) return { ok: false, error: `${file.name} is larger than 22 MB; a bundle holds one encounter and its images.` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    // Left out when absent: the web host sends arguments as JSON, where undefined becomes null.
    const reply = await (taken ? this.host['library.importBundle'](file.name, btoa(binary), taken) : this.host['library.importBundle'](file.name, btoa(binary)));
    if (reply.ok && !reply.value.ok && 'name' in reply.value.error) return { ok: false, taken: reply.value.error.name, error: reply.value.error.message };
    const r = unwrap(reply);
    void this.refresh(['encounters']);
    return r;
  }

  /** Sends an image the GM picked to main, which checks it and keeps it in the library's assets. */
  async importImage(file: File): Promise<Outcome<{ name: string }>> {
    if (file.size > 20 * 1024 * 1024) return { ok: false, error: `${file.name} is larger than 20 MB.` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return this.importImageBase64(file.name, btoa(binary));
  }

  /** Sends an image already held as base64 (a battle map file's) to main, which checks it and keeps it. */
  async importImageBase64(fileName: string, base64: string): Promise<Outcome<{ name: string }>> {
    return unwrap(await this.host['asset.import'](fileName, base64));
  }

  /** The images the library keeps, newest first: token art to give again without finding the file. */
  async listImages(): Promise<Outcome<{ assets: { name: string; bytes: number; modified: number }[] }>> {
    return unwrap(await this.host['asset.list']());
  }

  /** Where the window loads a library image from (a checked route of the host, by the image's name). */
  imageUrl(name: string): string {
    return assetUrl(name);
  }

  /** Polls for changes made outside the app; `onChange` hears which ids changed. */
  watch(onChange: (ids: readonly string[]) => void, everyMs = 2000): () => void {
    const tick = async () => {
      const r = await this.host['library.changes'](this.seq);
      if (!r.ok || r.value.seq === this.seq) return;
      this.seq = r.value.seq;
      const kinds = r.value.changes.map((c) => c.kind).filter((k, i, all) => all.indexOf(k) === i);
      if (kinds.length) {
        await this.refresh(kinds);
        onChange(r.value.changes.flatMap((c) => c.ids));
      }
    };
    void this.host['library.changes'](0).then((r) => {
      if (r.ok) this.seq = r.value.seq;
    });
    this.timer = setInterval(() => void tick(), everyMs);
    return () => {
      if (this.timer) clearInterval(this.timer);
    };
  }
}
