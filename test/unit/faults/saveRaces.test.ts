// Races on one file, as an adversary would stage them: an outside edit (written in place, or saved
// beside and renamed over, as editors and sync clients do) at a random moment of a save; two saves
// carrying the same expected signature; several saves at once. Whatever the timing, no outside
// edit is replaced unseen, no acknowledged version vanishes and no save fails falsely.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { backupsOf } from '../../../src-main/library/backups';
import { encounterBody, ok, tempDir } from '../library/tempLibrary';

const RACE_TRIALS = 120;
const PAIRS = 50;
const CONCURRENT_ROUNDS = 50;
const AT_ONCE = 4;

/** Every version of a file that survives: its current text and each backup's. */
function survivingTexts(root: string, fileName: string): string[] {
  const dir = join(root, 'encounters', '.backups');
  const backups = existsSync(dir) ? backupsOf(fileName, readdirSync(dir)).map((n) => readFileSync(join(dir, n), 'utf8')) : [];
  const path = join(root, 'encounters', fileName);
  return [...(existsSync(path) ? [readFileSync(path, 'utf8')] : []), ...backups];
}

function tempFilesIn(root: string): string[] {
  const dir = join(root, 'encounters');
  return [...readdirSync(dir), ...(existsSync(join(dir, '.backups')) ? readdirSync(join(dir, '.backups')) : [])].filter((n) => n.endsWith('.tmp'));
}

/** An outside edit of `path` carrying `marker`: in place (a truncating write) or as a new file renamed over it. */
function editOutside(path: string, marker: string, inPlace: boolean): void {
  const text = JSON.stringify({ ...(JSON.parse(readFileSync(path, 'utf8')) as object), gmNotes: marker }, null, 2) + '\n';
  if (inPlace) return writeFileSync(path, text);
  writeFileSync(`${path}.editor-swap`, text);
  renameSync(`${path}.editor-swap`, path);
}

describe('save races', () => {
  it('outside edits at random moments of a save: none is overwritten unseen', async () => {
    const root = tempDir('hexfray-race-');
    const started = Date.now();
    try {
      const lib = new Library(root);
      const tally = { refused: 0, savedEditInBackup: 0, savedEditAfter: 0, overwritten: 0, failed: 0 };
      for (let i = 0; i < RACE_TRIALS; i++) {
        const first = ok(await lib.save('encounters', encounterBody(`Race ${i}`)));
        const path = join(root, first.id);
        const marker = `outside edit ${i}`;
        const edited = new Promise<void>((resolve) => setTimeout(() => resolve(editOutside(path, marker, i % 2 === 0)), Math.random() * 15));
        const saving = lib.save('encounters', encounterBody(`Race ${i}`, { gmNotes: `app save ${i}` }), { id: first.id, expected: first.signature });
        const [saved] = await Promise.all([saving, edited]);
        const survives = survivingTexts(root, first.entry.fileName).some((t) => t.includes(`"gmNotes": "${marker}"`));
        if (!survives) tally.overwritten++;
        else if (!saved.ok) tally[saved.error.code === 'conflict' ? 'refused' : 'failed']++;
        else if (readFileSync(path, 'utf8').includes(marker)) tally.savedEditAfter++;
        else tally.savedEditInBackup++;
      }
      const leftovers = tempFilesIn(root);
      console.log(
        `race trials: ${RACE_TRIALS} (edits in place and renamed over, at 0-15 ms), overwritten edits: ${tally.overwritten}; ` +
          `refused as conflicts: ${tally.refused}, saved with the edit kept as backup: ${tally.savedEditInBackup}, edit landed after the save: ${tally.savedEditAfter}, ` +
          `other failures: ${tally.failed}, temp files left: ${leftovers.length}, ${Date.now() - started} ms`,
      );
      expect(tally.overwritten).toBe(0);
      expect(tally.failed).toBe(0);
      expect(leftovers).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it('two saves with the same expected signature: one is written, the other refused, no version lost', async () => {
    const root = tempDir('hexfray-double-');
    const started = Date.now();
    try {
      const lib = new Library(root);
      let bothAcknowledged = 0;
      let lost = 0;
      for (let i = 0; i < PAIRS; i++) {
        const first = ok(await lib.save('encounters', encounterBody(`Double ${i}`)));
        const bodies = ['A', 'B'].map((w) => encounterBody(`Double ${i}`, { gmNotes: `window ${w} ${i}` }));
        const results = await Promise.all(bodies.map((b) => lib.save('encounters', b, { id: first.id, expected: first.signature })));
        if (results.every((r) => r.ok)) bothAcknowledged++;
        const texts = survivingTexts(root, first.entry.fileName);
        // An acknowledged version is lost when neither the file nor a backup holds it.
        results.forEach((r, k) => {
          if (r.ok && !texts.some((t) => t.includes(`"gmNotes": "window ${k === 0 ? 'A' : 'B'} ${i}"`))) lost++;
        });
        // And the file on disk is the one whose save was acknowledged last.
        const onDisk = readFileSync(join(root, first.id), 'utf8');
        if (!results.some((r, k) => r.ok && onDisk.includes(`window ${k === 0 ? 'A' : 'B'} ${i}`))) lost++;
      }
      console.log(`double saves: ${PAIRS} pairs with one expected signature, both acknowledged: ${bothAcknowledged}, versions lost: ${lost}, ${Date.now() - started} ms`);
      expect(bothAcknowledged).toBe(0);
      expect(lost).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it(`${AT_ONCE} saves of one file at once: no false failure, every version kept`, async () => {
    const root = tempDir('hexfray-concurrent-');
    const started = Date.now();
    try {
      const lib = new Library(root, { backupsToKeep: AT_ONCE + 1 });
      let falseFailures = 0;
      let lost = 0;
      const why: string[] = [];
      for (let i = 0; i < CONCURRENT_ROUNDS; i++) {
        const first = ok(await lib.save('encounters', encounterBody(`Many ${i}`)));
        const results = await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => lib.save('encounters', encounterBody(`Many ${i}`, { gmNotes: `save ${k} of ${i}` }), { id: first.id })));
        for (const r of results) {
          if (r.ok) continue;
          falseFailures++;
          why.push(r.error.message);
        }
        const texts = survivingTexts(root, first.entry.fileName);
        for (let k = 0; k < AT_ONCE; k++) if (!texts.some((t) => t.includes(`"gmNotes": "save ${k} of ${i}"`))) lost++;
      }
      const leftovers = tempFilesIn(root);
      console.log(`concurrent saves: ${CONCURRENT_ROUNDS} rounds of ${AT_ONCE}, false failures: ${falseFailures}, versions lost: ${lost}, temp files left: ${leftovers.length}, ${Date.now() - started} ms`);
      expect(falseFailures, why.slice(0, 3).join('; ')).toBe(0);
      expect(lost).toBe(0);
      expect(leftovers).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
