// An edit made outside Hexfray (a text editor, a sync client) while the web host runs: a save that
// carries the signature of what was opened is refused as a conflict over HTTP, the outside edit
// survives, and a save carrying the fresh signature of a reload goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from '../main/handlersFixture';
import { encounterBody, ok } from '../library/tempLibrary';

type Reply = { ok: boolean; value: { ok: boolean; id: string; signature: string; value: Record<string, unknown>; error: { code: string; message: string } } };

describe('outside edits against the running web host', () => {
  let dir: string;
  let root: string;
  let host: WebHost;
  let id: string;
  const call = async (channel: string, args: unknown[]): Promise<Reply> => {
    const r = await fetch(`${host.url}api/${channel}`, { method: 'POST', headers: { 'x-hexfray-token': host.token }, body: JSON.stringify(args) });
    return (await r.json()) as Reply;
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-outside-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    const t = testHandlers('web', '1.0.0');
    root = t.root;
    id = ok(await t.library.save('encounters', encounterBody('Ford'))).id;
    host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers });
  });
  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses the stale save, keeps the edit, and accepts a save after a reload', async () => {
    const opened = await call('library.open', [id]);
    expect(opened.value.ok).toBe(true);
    const path = join(root, id);
    const edited = readFileSync(path, 'utf8').replace('"gmNotes": "', '"gmNotes": "Edited in a text editor. ');
    writeFileSync(path, edited);

    const stale = await call('library.save', ['encounters', { ...opened.value.value, gmNotes: 'from the app' }, { id, expected: opened.value.signature }]);
    expect(stale.value).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/^ford\.encounter\.json was changed outside Hexfray since you opened it\. Nothing was saved/) } });
    expect(readFileSync(path, 'utf8')).toBe(edited);

    const reloaded = await call('library.open', [id]);
    expect(String(reloaded.value.value.gmNotes)).toMatch(/^Edited in a text editor\./);
    const saved = await call('library.save', ['encounters', { ...reloaded.value.value, gmNotes: 'merged' }, { id, expected: reloaded.value.signature }]);
    expect(saved.value).toMatchObject({ ok: true, id });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ gmNotes: 'merged' });
  });
});
