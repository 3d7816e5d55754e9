// Real kills during saves: a child process saves one encounter in a loop (each save backing up the
// previous version) in its own process group, and is SIGKILLed at a random moment. Afterwards the
// file must open whole and every backup must be a whole, valid version, never more than kept.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from '../../../shared/files';
import { Library } from '../../../src-main/library';
import { backupsOf } from '../../../src-main/library/backups';
import { encounterBody } from '../library/tempLibrary';

const TRIALS = 24;
const AT_ONCE = 3;
const KEEP = 3;
const LOOP = new URL('./saveLoop.ts', import.meta.url).pathname;
const FILE = 'kill-trial.encounter.json';

type Outcome = { saves: number; lost: boolean; broken: string[]; extraBackups: number; tempsAfterNextSave: number; why: string };

/** One trial: start the loop, let it save for a random while after its first save, kill its group, inspect. */
async function trial(): Promise<Outcome> {
  const root = mkdtempSync(join(tmpdir(), 'hexfray-kill-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', LOOP, root, String(KEEP)], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let saves = 0;
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let started = false;
      child.stdout.on('data', (c: Buffer) => {
        saves += c.toString().split('\n').filter(Boolean).length;
        if (started) return;
        started = true;
        // A random moment after the first whole save: most kills land inside a later save's steps.
        setTimeout(() => {
          process.kill(-child.pid!, 'SIGKILL');
          resolve();
        }, Math.random() * 400);
      });
      child.on('exit', () => (started ? undefined : reject(new Error(`the save loop stopped before its first save: ${stderr}`))));
    });
    await exited;
    const broken: string[] = [];
    const opened = await new Library(root).open(`encounters/${FILE}`);
    const lost = !opened.ok || !String((opened.value as { gmNotes?: unknown }).gmNotes).startsWith('version ');
    const dir = join(root, 'encounters', '.backups');
    // A kill before the second save finds no backup folder yet: the first save had nothing to back up.
    const backups = backupsOf(FILE, existsSync(dir) ? readdirSync(dir) : []);
    for (const b of backups) {
      const r = parseFile(b, readFileSync(join(dir, b), 'utf8'), { expect: 'hexfray/encounter' });
      if (!r.ok) broken.push(`${b}: ${r.errors[0]?.expected}`);
    }
    // The next save of the file (another process, as after a restart) clears what the killed one left at once.
    const next = new Library(root, { backupsToKeep: KEEP });
    await next.save('encounters', encounterBody(), { id: `encounters/${FILE}` });
    const temps = [...readdirSync(join(root, 'encounters')), ...(existsSync(dir) ? readdirSync(dir) : [])].filter((n) => n.endsWith('.tmp')).length;
    return { saves, lost, broken, extraBackups: Math.max(0, backups.length - KEEP), tempsAfterNextSave: temps, why: lost && !opened.ok ? opened.error.message : '' };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('kills during saves', () => {
  it('never lose the file nor leave a broken or surplus backup', async () => {
    const outcomes: Outcome[] = [];
    for (let done = 0; done < TRIALS; done += AT_ONCE) outcomes.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, TRIALS - done) }, trial))));
    const lost = outcomes.filter((o) => o.lost).length;
    const broken = outcomes.flatMap((o) => o.broken);
    const extra = outcomes.reduce((n, o) => n + o.extraBackups, 0);
    const temps = outcomes.reduce((n, o) => n + o.tempsAfterNextSave, 0);
    console.log(`kill trials: ${outcomes.length}, lost files: ${lost}, broken backups: ${broken.length}, temp files left after the next save: ${temps} (saves before the kill: ${outcomes.map((o) => o.saves).join(', ')}; backups over the ${KEEP} kept: ${extra})`);
    expect(outcomes).toHaveLength(TRIALS);
    expect(lost, outcomes.map((o) => o.why).join('; ')).toBe(0);
    expect(broken).toEqual([]);
    expect(extra).toBe(0);
    expect(temps).toBe(0);
  }, 60_000);
});
