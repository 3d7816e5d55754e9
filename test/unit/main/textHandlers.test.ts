// The web host's big-body channels answered from their text (textHandlers.ts): a save's body is
// read, checked and serialized on the file thread, an opened file's body is sent on as the JSON
// text the thread made. What the window gets must be what the usual path gives, refusals included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { dispatch } from '../../../shared/ipc';
import { EXAMPLES } from '../../../shared/sim/examples';
import { saveAsset } from '../../../src-main/library/assets';
import { pngImage } from '../../fixtures/uvttMaps';
import { INLINE_BODY } from '../../../src-main/textHandlers';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from './handlersFixture';
import { longSession } from './longSession';

describe('channels answered from their text', () => {
  let dir: string;
  let host: WebHost;
  let t: ReturnType<typeof testHandlers>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-text-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    t = testHandlers('web', '1.0.0');
    host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, textHandlers: t.textHandlers });
  });
  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(t.root, { recursive: true, force: true });
  });

  const post = async (channel: string, body: string) => {
    const res = await fetch(`${host.url}api/${channel}`, { method: 'POST', headers: { 'x-hexfray-token': host.token }, body });
    return { status: res.status, reply: (await res.json()) as { ok: boolean; value?: Record<string, unknown>; error?: string } };
  };

  it('saves a big body: the file holds it, and the signature is of its bytes', async () => {
    const session = longSession(3000);
    const body = JSON.stringify(['sessions', session, {}]);
    expect(body.length).toBeGreaterThan(INLINE_BODY);
    const { status, reply } = await post('library.save', body);
    expect(status).toBe(200);
    expect(reply).toMatchObject({ ok: true, value: { ok: true, id: expect.stringMatching(/^sessions\//), entry: { ok: true, format: 'hexfray/session', name: session.name } } });
    const saved = reply.value as { id: string; signature: string };
    const bytes = readFileSync(join(t.root, saved.id));
    expect(saved.signature).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((JSON.parse(bytes.toString('utf8')) as { commands: unknown[] }).commands).toHaveLength(3000);
  }, 60_000);

  it('opens it with the very reply the usual path gives', async () => {
    const saved = await post('library.save', JSON.stringify(['sessions', longSession(3000), {}]));
    const id = (saved.reply.value as { id: string }).id;
    const { status, reply } = await post('library.open', JSON.stringify([id]));
    expect(status).toBe(200);
    expect(reply).toEqual(JSON.parse(JSON.stringify(await dispatch(t.handlers, 'library.open', [id]))));
    expect((reply.value as { value: { commands: unknown[] } }).value.commands).toHaveLength(3000);
    // A file that is not there is refused as the usual path refuses it.
    expect((await post('library.open', JSON.stringify(['sessions/gone.session.json']))).reply).toEqual(await dispatch(t.handlers, 'library.open', ['sessions/gone.session.json']));
  }, 60_000);

  it('refuses a big body as the usual path does: bad arguments named, a body that fails its schema, no JSON', async () => {
    const padding = 'x'.repeat(INLINE_BODY);
    const badKind = JSON.stringify(['maps', { name: 'x', padding }, {}]);
    expect((await post('library.save', badKind)).reply).toEqual(await dispatch(t.handlers, 'library.save', JSON.parse(badKind)));
    const invalid = JSON.stringify(['encounters', { name: 'x', padding }, {}]);
    const r = await post('library.save', invalid);
    expect(r.reply).toEqual(JSON.parse(JSON.stringify(await dispatch(t.handlers, 'library.save', JSON.parse(invalid)))));
    expect(r.reply).toMatchObject({ ok: true, value: { ok: false, error: { code: 'invalid-file' } } });
    const notJson = await post('library.save', `[${padding}`);
    expect(notJson).toEqual({ status: 400, reply: { ok: false, error: 'the request body is not valid JSON' } });
  }, 60_000);

  it('bundles an encounter with its image: the reply the usual path (Electron\'s) gives, refusals too', async () => {
    const asset = await saveAsset(t.root, 'ford.png', Buffer.concat([pngImage(64, 48), Buffer.alloc(2 * 1024 * 1024, 7)]).toString('base64'));
    if (!asset.ok) throw new Error(asset.error.message);
    const enc = { ...EXAMPLES.yaugs(), map: { ...EXAMPLES.yaugs().map, background: { image: asset.name, scale: 1, offsetX: 0, offsetY: 0, opacity: 1 } } };
    const saved = await post('library.save', JSON.stringify(['encounters', enc, {}]));
    const id = (saved.reply.value as { id: string }).id;
    const { status, reply } = await post('library.exportBundle', JSON.stringify([id]));
    expect(status).toBe(200);
    const usual = (await dispatch(t.handlers, 'library.exportBundle', [id])) as { ok: true; value: { ok: true; fileName: string; base64: string } };
    expect(reply).toMatchObject({ ok: true, value: { ok: true, fileName: usual.value.fileName, base64: expect.any(String) } });
    // The same files inside (a zip's entries carry the time it was made, so the bytes may differ).
    const files = (base64: string) => Object.fromEntries(Object.entries(unzipSync(Buffer.from(base64, 'base64'))).map(([name, bytes]) => [name, createHash('sha256').update(bytes).digest('hex')]));
    expect(files((reply.value as { base64: string }).base64)).toEqual(files(usual.value.base64));
    expect(Object.keys(files(usual.value.base64))).toContain(`assets/${asset.name}`);
    // Not an encounter, not there, not an id: refused as the usual path refuses them.
    for (const args of [['sessions/x.session.json'], ['encounters/gone.encounter.json'], [42]]) {
      expect((await post('library.exportBundle', JSON.stringify(args))).reply).toEqual(JSON.parse(JSON.stringify(await dispatch(t.handlers, 'library.exportBundle', args))));
    }
  }, 60_000);
});
