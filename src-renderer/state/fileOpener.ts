// Opening files: a library entry (an encounter for prep, a session to carry on the fight or to
// replay), an encounter from the start screen, and a Universal VTT map to line up and import.
// Each asks first when opening it would leave a fight with unsaved commands.
import type { Encounter, SystemId } from '../../shared/model/schema';
import type { SessionRecord } from '../../shared/engine/session';
import { MAX_UVTT_BYTES, readUvtt } from '../../shared/uvtt';
import { formatBytes, formatFileErrors } from '../../shared/files';
import type { FileKept, Journal } from '../db/journal';
import type { Entry, LibraryState } from './library.svelte';
import type { Messages } from './messages.svelte';
import type { Navigation } from './navigation.svelte';
import { ReplayState } from './replay.svelte';
import { UvttImportState } from './uvttImport.svelte';
import type { Workspace } from './workspace.svelte';

const FORMATS = { encounters: 'hexfray/encounter', sessions: 'hexfray/session' } as const;

/** What session file `file` (with `signature`) holds beyond what the journal rebuilds: see FileKept. */
function keptOf(file: Readonly<Record<string, unknown>>, signature: string | null): FileKept {
  const { commands, encounter: _rebuilt, ...fields } = file as { commands?: unknown; encounter?: unknown };
  const entryFields = (Array.isArray(commands) ? commands : []).map((entry: Record<string, unknown>) => {
    const { command: _c, digest: _d, ...rest } = entry;
    return Object.keys(rest).length ? rest : undefined;
  });
  return { signature, fields, entryFields };
}

export class FileOpener {
  constructor(
    private readonly work: Workspace,
    private readonly library: LibraryState,
    private readonly journal: Journal | null,
    private readonly nav: Navigation,
    private readonly messages: Messages,
  ) {}

  /** Opens a library file: an encounter for prep, a session to carry on the fight (asking first when that leaves a running fight). */
  async openEntry(entry: Entry): Promise<void> {
    if (!entry.ok) return this.messages.say(entry.error.message, 'error');
    const kind = entry.kind;
    if (kind === 'encounters' || kind === 'sessions') await this.nav.leaveFightThen(`open "${entry.fileName}"`, async () => void (await this.open(kind, entry.id, entry.fileName)));
  }

  /** Opens an encounter for prep from the start screen (a new one, a sample), asking first when that leaves a running fight. */
  openEncounter(encounter: Encounter): Promise<void> {
    return this.nav.leaveFightThen(`open "${encounter.name}"`, () => this.work.edit(encounter));
  }

  /**
   * Opens file `id` as main sent it, without asking. Main validated it against its format and
   * migrated it, so the renderer does not parse it again: a second parse would drop the fields
   * this version does not know, and saving would then lose them. Returns whether it opened.
   */
  async open(kind: 'encounters' | 'sessions', id: string, fileName: string): Promise<boolean> {
    const r = await this.library.open(id);
    if (!r.ok) {
      this.messages.say(r.error, 'error');
      return false;
    }
    if (r.value.format !== FORMATS[kind]) {
      this.messages.say(`${fileName} is a ${r.value.format} file, not ${FORMATS[kind]}.`, 'error');
      return false;
    }
    if (kind === 'encounters') {
      this.work.edit(r.value.value as unknown as Encounter, id, { signature: r.value.signature });
      if (r.value.migratedFrom) this.messages.say(`${fileName} was written by an older Hexfray; saving will update it.`);
      return true;
    }
    const rec = r.value.value as unknown as SessionRecord;
    const fight = crypto.randomUUID();
    const commands = rec.commands.map((c) => c.command);
    const problem = this.work.resume(fight, rec.encounter, rec.seed, rec.name, commands, commands.length, null);
    if (problem) {
      this.messages.say(problem, 'error');
      return false;
    }
    this.work.combat?.fog.load(rec.fog);
    await this.journal?.beginWith(fight, rec.name, rec.encounter, rec.seed, id, commands, keptOf(r.value.value, r.value.signature));
    this.work.combat?.markSaved(id, r.value.signature, r.value.value);
    return true;
  }

  /** Opens a saved session in the replay viewer, leaving any fight or prep in progress as it is. */
  async replayEntry(entry: Entry): Promise<void> {
    if (!entry.ok) return this.messages.say(entry.error.message, 'error');
    const r = await this.library.open(entry.id);
    if (!r.ok) return this.messages.say(r.error, 'error');
    if (r.value.format !== FORMATS.sessions) return this.messages.say(`${entry.fileName} is not a session file.`, 'error');
    this.work.showReplay(new ReplayState(r.value.value as unknown as SessionRecord));
  }

  /** Reads a Universal VTT map the GM picked and shows it under the hex grid to line up (asking first when that leaves a running fight). */
  async importMap(file: File): Promise<void> {
    if (file.size > MAX_UVTT_BYTES) return this.messages.say(`${file.name} is ${formatBytes(file.size)}; a map file may be at most ${formatBytes(MAX_UVTT_BYTES)}.`, 'error');
    const r = readUvtt(file.name, await file.text());
    if (!r.ok) return this.messages.say(formatFileErrors(r.errors), 'error');
    await this.nav.leaveFightThen(`import "${file.name}"`, () => this.work.showImport(new UvttImportState(r.value, file.name)));
  }

  /** Makes the lined-up map an encounter: its image kept in the library's assets, then prep. */
  async finishImport(system: SystemId, settings: Encounter['settings']): Promise<void> {
    const u = this.work.uvtt;
    if (!u) return;
    const asset = await this.library.importImageBase64(`${u.name.trim() || 'map'}.${u.read.image.type}`, u.read.image.base64);
    if (!asset.ok) return this.messages.say(asset.error, 'error');
    const made = u.encounter(asset.value.name, system, settings);
    if (!made.ok) return this.messages.say(`The imported map does not make an encounter: ${made.error}`, 'error');
    this.work.closeImport();
    // Not saved yet: the unsaved marker shows, and a draft keeps it until the GM saves.
    this.work.edit(made.encounter, null, { unsaved: true });
    this.work.autosave.changed();
    this.messages.say(`Imported "${made.encounter.name}": ${made.encounter.map.width} x ${made.encounter.map.height} hexes. Save it to keep it in the library.`);
  }

  /** Leaves the import without making anything. */
  cancelImport(): void {
    this.work.closeImport();
    this.work.show('start');
  }
}
