// Session exports: a crafted huge session is refused at once with a message naming the field, and
// a big valid one is replayed and rendered off the host's thread, so the host goes on answering
// meanwhile. "Goes on answering" is counted in turns of the event loop, not timed.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from '../../../shared/files';
import { dispatch } from '../../../shared/ipc';
import { exportSession } from '../../../src-main/host/sessionExport';
import { OffThread } from '../../../src-main/host/offThread';
import { testHandlers } from './handlersFixture';
import { longSession } from './longSession';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the command cap', () => {
  it('a session file of more than 25,000 commands is refused, naming the field and the cap', () => {
    const r = parseFile('marathon.session.json', JSON.stringify({ format: 'hexfray/session', version: 1, ...longSession(25_001) }));
    expect(r).toMatchObject({
      ok: false,
      errors: [{ file: 'marathon.session.json', path: 'commands', expected: 'a session of at most 25,000 commands (this one has 25,001; Hexfray does not replay sessions that long)' }],
    });
  });

  it('session.export refuses a 300,000-command session with that message and writes nothing', async () => {
    const { handlers, root } = testHandlers('web', '1.0.0');
    dirs.push(root);
    const reply = await dispatch(handlers, 'session.export', [longSession(300_000), 'md', { players: false }]);
    expect(reply).toMatchObject({ ok: true, value: { ok: false, error: { message: expect.stringMatching(/commands: a session of at most 25,000 commands \(this one has 300,000/) } } });
    expect(existsSync(join(root, 'exports')) ? readdirSync(join(root, 'exports')) : []).toEqual([]);
  });

  it('a broken session to export is refused naming the field', async () => {
    const exportsDir = mkdtempSync(join(tmpdir(), 'hexfray-export-'));
    dirs.push(exportsDir);
    const bad = { ...longSession(3), seed: 42 };
    const r = await exportSession(exportsDir, bad, 'md', false);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-file', message: expect.stringMatching(/^Not exported: the session: seed: /) } });
  });
});

describe('a big export runs off the host thread', () => {
  it('the event loop keeps turning while a 20,000-command session is exported, and the export is whole', async () => {
    const exportsDir = mkdtempSync(join(tmpdir(), 'hexfray-export-'));
    dirs.push(exportsDir);
    let turns = 0;
    let running = true;
    const beat = () => {
      turns++;
      if (running) setImmediate(beat);
    };
    setImmediate(beat);
    const r = await exportSession(exportsDir, longSession(20_000), 'md', false);
    running = false;
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    // On the host's thread the replay would hold the loop for the whole render: a handful of turns
    // (one per file operation of the copy). Off it, the loop turns freely for as long as the render lasts.
    expect(turns).toBeGreaterThan(1000);
    expect(r.text).toContain('# ');
    expect(readFileSync(join(exportsDir, r.fileName), 'utf8')).toBe(r.text);
  });
});

describe('the export thread', () => {
  it('an export cut off by the thread stopping fails with a message, and the next export starts a new thread', async () => {
    const thread = new OffThread();
    const exportsDir = mkdtempSync(join(tmpdir(), 'hexfray-export-'));
    dirs.push(exportsDir);
    const json = JSON.stringify(longSession(20_000));
    const first = thread.run({ kind: 'export', render: { json, format: 'md', players: false, date: 0 }, exportsDir });
    await thread.close();
    expect(await first).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Not exported: the export thread stopped \(exit code \d+\)\. Try again\.$/) } });
    const second = await thread.run({ kind: 'export', render: { json: JSON.stringify(longSession(10)), format: 'md', players: true, date: 0 }, exportsDir });
    expect(second).toMatchObject({ ok: true, fileName: expect.stringMatching(/-players\.md$/) });
    await thread.close();
  });
});
