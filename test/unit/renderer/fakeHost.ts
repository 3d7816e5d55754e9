// An in-memory host for the renderer's stores: a library of JSON values by id, with the replies the
// real host gives (one reply shape; library results inside it). Records what the app asked for.
import type { HostApi } from '../../../shared/ipc/contract';

type Kind = 'encounters' | 'characters' | 'sessions';
type Stored = { kind: Kind; value: Record<string, unknown>; modified: number; signature: string };

const ext: Record<Kind, string> = { encounters: 'encounter', characters: 'character', sessions: 'session' };

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'untitled';
}

export class FakeHost {
  readonly files = new Map<string, Stored>();
  readonly calls: string[] = [];
  /** How many times the app asked for a listing (the library's place, a kind's files, the trash). */
  listings = 0;
  /** When set, the next library.save fails with this message. */
  failNextSave: string | null = null;
  /** When set, library.save holds its reply until it settles, as a slow disk would. */
  saveGate: Promise<void> | null = null;
  private clock = 1;

  /** Writes a file as another program would: a new signature, which a save expecting the old one refuses. */
  put(id: string, value: Record<string, unknown>): void {
    const n = this.clock++;
    this.files.set(id, { kind: id.slice(0, id.indexOf('/')) as Kind, value: structuredClone(value), modified: n, signature: n.toString(16).padStart(64, '0') });
  }

  private entry(id: string, s: Stored) {
    const v = s.value as { name?: string; encounter?: { name?: string }; sheet?: { name?: string } };
    return { ok: true as const, id, kind: s.kind, fileName: id.slice(id.indexOf('/') + 1), modified: s.modified, size: JSON.stringify(s.value).length, format: `hexfray/${ext[s.kind]}`, name: v.name ?? v.sheet?.name ?? 'untitled' };
  }

  readonly api = {
    'app.version': async () => ({ ok: true, value: { name: 'hexfray', version: '0.0.0', host: 'web' } }),
    'app.setDirty': async () => ({ ok: true, value: null }),
    'library.info': async () => (this.listings++, { ok: true, value: { root: '/fake/library' } }),
    'library.list': async (kind: Kind) => (this.listings++, { ok: true, value: { ok: true, entries: [...this.files].filter(([, s]) => s.kind === kind).map(([id, s]) => this.entry(id, s)) } }),
    'library.open': async (id: string) => {
      this.calls.push(`open ${id}`);
      const s = this.files.get(id);
      if (!s) return { ok: true, value: { ok: false, error: { code: 'missing', message: `${id} is no longer in the library.` } } };
      return { ok: true, value: { ok: true, id, format: `hexfray/${ext[s.kind]}`, value: structuredClone(s.value), signature: s.signature } };
    },
    'library.save': async (kind: Kind, value: Record<string, unknown>, opts: { id?: string; name?: string; expected?: string }) => {
      this.calls.push(`save ${kind} ${opts.id ?? '(new)'}${opts.expected ? ' expecting' : ''}`);
      if (this.saveGate) await this.saveGate;
      const current = opts.id ? this.files.get(opts.id) : undefined;
      if (opts.expected && current?.signature !== opts.expected) {
        return { ok: true, value: { ok: false, error: { code: 'conflict', message: `${opts.id} changed outside Hexfray.` } } };
      }
      if (this.failNextSave) {
        const message = this.failNextSave;
        this.failNextSave = null;
        return { ok: true, value: { ok: false, error: { code: 'io', message } } };
      }
      const v = value as { name?: string; sheet?: { name?: string } };
      let id = opts.id;
      if (!id) {
        const base = slug(opts.name ?? v.name ?? v.sheet?.name ?? 'untitled');
        let n = 1;
        do id = `${kind}/${base}${n > 1 ? `-${n}` : ''}.${ext[kind]}.json`;
        while (this.files.has(id) && ++n);
      }
      this.put(id, value);
      const stored = this.files.get(id)!;
      return { ok: true, value: { ok: true, id, entry: this.entry(id, stored), signature: stored.signature } };
    },
    'library.trash': async () => (this.listings++, { ok: true, value: { ok: true, items: [] } }),
    'library.changes': async () => ({ ok: true, value: { seq: 0, changes: [] } }),
    'session.export': async (_record: unknown, format: string) => {
      this.calls.push(`export ${format}`);
      return { ok: true, value: { ok: true, fileName: `log.${format}`, text: 'log' } };
    },
    'player.open': async () => {
      this.calls.push('player.open');
      return { ok: true, value: { url: null } };
    },
    'player.publish': async () => ({ ok: true, value: { revision: 1 } }),
  };

  /** The host API the app state takes; channels a store never calls are left out. */
  get host(): HostApi {
    return this.api as unknown as HostApi;
  }
}
