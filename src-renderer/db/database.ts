// The renderer's own store (IndexedDB through Dexie): the command journal that makes a crash cost
// nothing in a fight, and drafts of encounters being prepared. Files on disk stay the record; this
// is the safety net between saves.
import { Dexie, type EntityTable } from 'dexie';
import type { Command } from '../../shared/model/commands';
import type { Encounter } from '../../shared/model/schema';

export type JournalSession = {
  id: string;
  name: string;
  encounter: Encounter;
  seed: string;
  /** The library id of the encounter or session file it belongs to, when saved. */
  libraryId: string | null;
  /** How many journaled commands are applied (the rest were undone and can be redone). */
  cursor: number;
  startedAt: number;
  updatedAt: number;
  /** 1 once saved or closed on purpose: nothing to recover. */
  settled: 0 | 1;
};

export type JournalCommand = { id?: number; sessionId: string; index: number; command: Command };

export type Draft = {
  id: string;
  encounter: Encounter;
  libraryId: string | null;
  /** The signature of that file when the draft's edits began (absent in drafts written before signatures). */
  signature?: string | null;
  updatedAt: number;
  settled: 0 | 1;
};

export class HexfrayDb extends Dexie {
  sessions!: EntityTable<JournalSession, 'id'>;
  commands!: EntityTable<JournalCommand, 'id'>;
  drafts!: EntityTable<Draft, 'id'>;

  constructor(name = 'hexfray') {
    super(name);
    this.version(1).stores({
      sessions: 'id, settled, updatedAt',
      commands: '++id, [sessionId+index], sessionId',
      drafts: 'id, settled, updatedAt',
      prefs: 'key',
    });
    // Version 2 drops the preferences table: nothing ever read or wrote it.
    this.version(2).stores({ prefs: null });
  }
}
