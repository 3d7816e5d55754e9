// A process killed in the middle of a save runs nothing after the moment it died. These tests stop
// a save at every file-system step in turn (a partial write, then nothing more ever happens) and
// check what a later start finds: the file whole (old or new), every backup whole, never more
// backups than the setting keeps.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Library, nodeFsOps, type FsOps } from '../../../src-main/library';
import { backupsOf } from '../../../src-main/library/backups';
import { encounterBody, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** File-system operations that die at their `dieAt`th call (0-based): a write leaves half its bytes. */
function dyingOps(dieAt: number): { ops: FsOps; died: () => boolean; death: Promise<void> } {
  let calls = 0;
  let died = false;
  let announce: () => void = () => undefined;
  const death = new Promise<void>((r) => (announce = r));
  const step = (): boolean => {
    if (calls++ !== dieAt) return false;
    died = true;
    return true;
  };
  // The process is gone from here on: nothing after this point runs.
  const frozen = (): Promise<never> => {
    announce();
    return new Promise<never>(() => undefined);
  };
  const ops: FsOps = {
    writeNew: async (path, data) => {
      if (!step()) return nodeFsOps.writeNew(path, data);
      await writeFile(path, typeof data === 'string' ? data.slice(0, data.length / 2) : data.subarray(0, data.length / 2));
      return frozen();
    },
    rename: async (from, to) => (step() ? frozen() : nodeFsOps.rename(from, to)),
    unlink: async (path) => (step() ? frozen() : nodeFsOps.unlink(path)),
    link: async (existing, path) => (step() ? frozen() : nodeFsOps.link(existing, path)),
    mkdir: async (path) => (step() ? frozen() : nodeFsOps.mkdir(path)),
    fsyncDir: async (path) => (step() ? frozen() : nodeFsOps.fsyncDir(path)),
  };
  return { ops, died: () => died, death };
}

const KEEP = 3;

describe('a save killed at any step', () => {
  it('leaves the file and every backup whole, and never more backups than kept', async () => {
    let trials = 0;
    for (let dieAt = 0; ; dieAt++) {
      const t = tempLibrary({ backupsToKeep: KEEP });
      cleanups.push(t.cleanup);
      const first = ok(await t.lib.save('encounters', encounterBody('Kill', { gmNotes: 'v0' })));
      // Enough saves that the killed one has to rotate the oldest backup out.
      for (let i = 1; i <= KEEP + 1; i++) ok(await t.lib.save('encounters', encounterBody('Kill', { gmNotes: `v${i}` }), { id: first.id }));
      const { ops, died, death } = dyingOps(dieAt);
      const dying = new Library(t.root, { fsOps: ops, backupsToKeep: KEEP });
      const done = dying.save('encounters', encounterBody('Kill', { gmNotes: 'new' }), { id: first.id });
      // Either the save finishes, or it dies at this step (a partial write has landed by then).
      await Promise.race([done, death]);
      if (!died()) {
        ok(await done);
        break;
      }
      trials++;
      const notes = JSON.parse(readFileSync(join(t.root, first.id), 'utf8')).gmNotes;
      expect(['v4', 'new']).toContain(notes);
      const dir = join(t.root, 'encounters', '.backups');
      const backups = backupsOf('kill.encounter.json', readdirSync(dir));
      expect(backups.length, `killed at step ${dieAt}`).toBeLessThanOrEqual(KEEP);
      for (const b of backups) expect(() => JSON.parse(readFileSync(join(dir, b), 'utf8')), `backup ${b} after a kill at step ${dieAt}`).not.toThrow();
      // What a fresh start lists is the file, readable.
      expect(ok(await new Library(t.root).open(first.id)).entry.name).toBe('Kill');
    }
    expect(trials).toBeGreaterThanOrEqual(4);
  });

  it('a temp backup left by a kill is cleared by the next save and never counted as a version', async () => {
    const t = tempLibrary({ backupsToKeep: KEEP });
    cleanups.push(t.cleanup);
    const first = ok(await t.lib.save('encounters', encounterBody('Kill', { gmNotes: 'v0' })));
    ok(await t.lib.save('encounters', encounterBody('Kill', { gmNotes: 'v1' }), { id: first.id }));
    const dir = join(t.root, 'encounters', '.backups');
    // Named by a process that has ended, as a save killed mid-backup leaves it.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(dir, `.kill.encounter.json.${gone}.abcdef012345.tmp`), '{"format": "hexf');
    // One of this very process is a save in progress: left alone.
    await writeFile(join(dir, `.kill.encounter.json.${process.pid}.abcdef012345.tmp`), '{"format": "hexf');
    expect(backupsOf('kill.encounter.json', readdirSync(dir))).toHaveLength(1);
    ok(await t.lib.save('encounters', encounterBody('Kill', { gmNotes: 'v2' }), { id: first.id }));
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([`.kill.encounter.json.${process.pid}.abcdef012345.tmp`]);
    expect(backupsOf('kill.encounter.json', readdirSync(dir))).toHaveLength(2);
  });
});
