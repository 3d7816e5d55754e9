// The order of a save's steps against everything else touching the same file: saves of one file
// run one after another, an outside edit landing while a save is under way is never replaced
// unseen, and the backup holds exactly the bytes the save replaced.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupsOf } from '../../../src-main/library/backups';
import type { FsOps } from '../../../src-main/library';
import { encounterBody, fails, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function setup(fsOps: Partial<FsOps> = {}) {
  const t = tempLibrary({ fsOps });
  cleanups.push(t.cleanup);
  return t;
}

const FILE = 'goblin-ambush.encounter.json';
const backupTexts = (root: string) => {
  const dir = join(root, 'encounters', '.backups');
  return backupsOf(FILE, readdirSync(dir)).map((n) => readFileSync(join(dir, n), 'utf8'));
};
const leftovers = (root: string) => [...readdirSync(join(root, 'encounters')), ...readdirSync(join(root, 'encounters', '.backups'))].filter((n) => n.endsWith('.tmp'));

/** An outside edit as a text editor saves it: the file rewritten in place with one field changed. */
function editOutside(path: string, gmNotes: string): string {
  const text = JSON.stringify({ ...(JSON.parse(readFileSync(path, 'utf8')) as object), gmNotes }, null, 2) + '\n';
  writeFileSync(path, text);
  return text;
}

describe('saves of one file', () => {
  it('two saves with the same expected signature: one is written, the other is refused as a conflict', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    const [a, b] = await Promise.all([
      lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from window A' }), { id: first.id, expected: first.signature }),
      lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from window B' }), { id: first.id, expected: first.signature }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const refused = fails(a.ok ? b : a);
    expect(refused.code).toBe('conflict');
    // The file holds what the acknowledged save wrote.
    expect(JSON.parse(readFileSync(join(root, first.id), 'utf8')).gmNotes).toBe(a.ok ? 'from window A' : 'from window B');
  });

  it('concurrent saves without a signature all succeed, each backing up the version before it', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: `save ${n}` }), { id: first.id })));
    expect(results.map((r) => (r.ok ? 'ok' : r.error.message))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    // Queued in call order: the last call's body is on disk, and the five kept backups are the versions it replaced.
    expect(JSON.parse(readFileSync(join(root, first.id), 'utf8')).gmNotes).toBe('save 6');
    expect(backupTexts(root).map((t) => JSON.parse(t).gmNotes)).toEqual(['save 1', 'save 2', 'save 3', 'save 4', 'save 5']);
    expect(leftovers(root)).toEqual([]);
  });
});

describe('an outside edit landing while a save is under way', () => {
  /** File operations that edit the target outside Hexfray the moment the save writes its new content. */
  function editDuringWrite(gmNotes: string) {
    const seen: { path?: string; text?: string } = {};
    const ops: Partial<FsOps> = {
      writeNew: async (path, data) => {
        const { nodeFsOps } = await import('../../../src-main/library');
        await nodeFsOps.writeNew(path, data);
        if (seen.path && !seen.text && path.includes(`.${FILE}.`) && !path.includes('.backups')) seen.text = editOutside(seen.path, gmNotes);
      },
    };
    return { ops, seen };
  }

  it('with the signature of what was opened: refused as a conflict, and the edit stays on disk', async () => {
    const { ops, seen } = editDuringWrite('edited while saving');
    const { lib, root } = setup(ops);
    const first = ok(await lib.save('encounters', encounterBody()));
    seen.path = join(root, first.id);
    const err = fails(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from the app' }), { id: first.id, expected: first.signature }));
    expect(err.code).toBe('conflict');
    expect(seen.text).toBeDefined();
    expect(readFileSync(seen.path, 'utf8')).toBe(seen.text);
    expect(leftovers(root)).toEqual([]);
  });

  it('without a signature (the GM chose to overwrite): the save goes through and the edit is the newest backup', async () => {
    const { ops, seen } = editDuringWrite('edited while saving');
    const { lib, root } = setup(ops);
    const first = ok(await lib.save('encounters', encounterBody()));
    seen.path = join(root, first.id);
    ok(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from the app' }), { id: first.id }));
    expect(JSON.parse(readFileSync(seen.path, 'utf8')).gmNotes).toBe('from the app');
    expect(backupTexts(root).at(-1)).toBe(seen.text);
    expect(leftovers(root)).toEqual([]);
  });

  it('written into the file in place after its check: the save goes through, says so, and the edit is the newest backup', async () => {
    const seen: { path?: string; text?: string } = {};
    const { lib, root } = setup({
      // The moment the checked old file is filed as a backup, before the new one is renamed over it.
      rename: async (from, to) => {
        if (seen.path && !seen.text && to.includes('.backups')) seen.text = editOutside(seen.path, 'edited at the last moment');
        const { nodeFsOps } = await import('../../../src-main/library');
        return nodeFsOps.rename(from, to);
      },
    });
    const first = ok(await lib.save('encounters', encounterBody()));
    seen.path = join(root, first.id);
    const saved = ok(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from the app' }), { id: first.id, expected: first.signature }));
    expect(saved.notice).toMatch(/^goblin-ambush\.encounter\.json was changed outside Hexfray while it was being saved; that version is kept as its newest backup/);
    expect(JSON.parse(readFileSync(seen.path, 'utf8')).gmNotes).toBe('from the app');
    expect(backupTexts(root).at(-1)).toBe(seen.text);
  });
});
