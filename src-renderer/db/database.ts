// The renderer's own store (IndexedDB through Dexie): the command journal that makes a crash cost
// nothing in a fight, and drafts of encounters being prepared. Files on disk stay the record; this
// is the safety net between saves.
import { Dexie, type DBCore, type DBCoreMutateRequest, type EntityTable } from 'dexie';
import { plain } from '../host/plain.svelte';
import type { SessionFog } from '../../shared/engine/session';
import type { Command } from '../../shared/model/commands';
import type { Encounter } from '../../shared/model/schema';

/** A journaled session as the journal gives it back: its fixed part and where it stands. */
export type JournalSession = JournalSessionRow & Omit<JournalProgress, 'id'>;

/**
 * What a session starts with and never changes: written once, when journaling begins. It holds the
 * whole encounter (hundreds of combatants at a big table), so no per-command write touches it.
 */
export type JournalSessionRow = {
  id: string;
  name: string;
  encounter: Encounter;
  seed: string;
  startedAt: number;
  /** The top-level fields of the session file it was opened from that the journal does not rebuild (absent for a new fight). */
  fields?: Record<string, unknown>;
};

/** Where a journaled session stands: the small row every command, undo, redo and save rewrites. */
export type JournalProgress = {
  /** The session's id. */
  id: string;
  /** The library id of the encounter or session file it belongs to, when saved. */
  libraryId: string | null;
  /** How many journaled commands are applied (the rest were undone and can be redone). */
  cursor: number;
  updatedAt: number;
  /** The signature of that file as opened or last saved, so a recovered fight's save still asks when it changed outside. */
  signature?: string | null;
  /** 1 once saved or closed on purpose: nothing to recover. */
  settled: 0 | 1;
};

/** The fields of a version 2 session row that version 3 moves to the progress table. */
const PROGRESS_FIELDS = ['libraryId', 'cursor', 'updatedAt', 'settled'] as const;

/** A journaled fight's fog on the players' screen, apart from the small progress row every command rewrites. */
export type JournalFog = { id: string; fog: SessionFog };

/** A journaled command; `fields` are the other fields of its entry in the file it was opened from, if any. */
export type JournalCommand = { id?: number; sessionId: string; index: number; command: Command; fields?: Record<string, unknown> };

export type Draft = {
  id: string;
  encounter: Encounter;
  libraryId: string | null;
  /** The signature of that file when the draft's edits began (absent in drafts written before signatures). */
  signature?: string | null;
  updatedAt: number;
  settled: 0 | 1;
};

/**
 * Every value the store writes, as plain data: a row that still holds a reactive proxy (a hex the
 * pointer rests on, placed as a token) would fail the whole write with a DataCloneError.
 */
function plainWrites(down: DBCore): DBCore {
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      return {
        ...table,
        mutate(req: DBCoreMutateRequest) {
          if (req.type === 'add' || req.type === 'put') return table.mutate({ ...req, values: req.values.map(plain) });
          return table.mutate(req);
        },
      };
    },
  };
}

export class HexfrayDb extends Dexie {
  sessions!: EntityTable<JournalSessionRow, 'id'>;
  progress!: EntityTable<JournalProgress, 'id'>;
  commands!: EntityTable<JournalCommand, 'id'>;
  drafts!: EntityTable<Draft, 'id'>;
  fog!: EntityTable<JournalFog, 'id'>;

  constructor(name = 'hexfray') {
    super(name);
    this.use({ stack: 'dbcore', name: 'plain-writes', create: plainWrites });
    this.version(1).stores({
      sessions: 'id, settled, updatedAt',
      commands: '++id, [sessionId+index], sessionId',
      drafts: 'id, settled, updatedAt',
      prefs: 'key',
    });
    // Version 2 drops the preferences table: nothing ever read or wrote it.
    this.version(2).stores({ prefs: null });
    // Version 3 moves what every command rewrites (cursor, updatedAt, settled, libraryId) out of
    // the session row, which holds the whole encounter: updating it cloned and rewrote hundreds of
    // combatants per command. The session row keeps what never changes.
    this.version(3)
      .stores({ sessions: 'id', progress: 'id, settled, updatedAt' })
      .upgrade(async (tx) => {
        const sessions = tx.table<Record<string, unknown>, string>('sessions');
        const rows = await sessions.toArray();
        await tx.table<JournalProgress, string>('progress').bulkPut(rows.map((s) => ({
          id: s['id'] as string,
          libraryId: (s['libraryId'] as string | null | undefined) ?? null,
          cursor: (s['cursor'] as number | undefined) ?? 0,
          updatedAt: (s['updatedAt'] as number | undefined) ?? (s['startedAt'] as number | undefined) ?? 0,
          settled: s['settled'] === 1 ? 1 : 0,
        })));
        await sessions.toCollection().modify((s) => {
          for (const f of PROGRESS_FIELDS) delete s[f];
        });
      });
    // Version 4 adds each fight's fog, in a table of its own: a whole map's hex keys do not belong
    // in the progress row every command rewrites.
    this.version(4).stores({ fog: 'id' });
  }
}
