// The host thread while big files move: every operation on a file at a limit runs through the web
// host as the GM window calls it (test/bigFileCalls.ts), and each is checked for what the GM gets
// back and for where its heavy work ran. Parsing, checking, serializing, packing, hashing and
// rendering belong on the file and export threads (src-main/host/offThread.ts), so the host's own
// thread answers every other request meanwhile; before that work moved off it, a capped session's
// save held the thread 130 ms and its HTML export 1,550 ms. How long each call holds the thread is
// a measurement, printed by `npm run bench -- host`; here only where the work ran is asserted: the
// tasks each call sent off the thread, and the most JSON text the host's thread parsed or wrote in
// one go, which no load on a shared machine can change.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportThread, fileThread } from '../../../src-main/host/offThread';
import type { OffThreadTask } from '../../../src-main/host/offThreadTasks';
import { BigFileHosts, type Observe } from '../../bigFileCalls';

/** JSON text the host's thread may handle itself in one call: requests' and replies' envelopes, a listing. */
const ENVELOPE = 64 * 1024;

type Work = { tasks: string[]; json: number };

describe('the host thread while big files move', () => {
  let hosts: BigFileHosts;
  /** What each call did, by its kind and description. */
  const work = new Map<string, Work>();
  let current: Work | null = null;
  // Calls run one at a time, so whatever runs between a call's start and its answer is its own.
  const observe: Observe = async (kind, what, call) => {
    const w: Work = { tasks: [], json: 0 };
    work.set(`${kind}: ${what}`, w);
    current = w;
    const { parse, stringify } = JSON;
    JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => {
      w.json = Math.max(w.json, text.length);
      return parse(text, reviver);
    }) as typeof JSON.parse;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      const text = stringify(...args);
      w.json = Math.max(w.json, text?.length ?? 0);
      return text;
    }) as typeof JSON.stringify;
    try {
      return await call();
    } finally {
      JSON.parse = parse;
      JSON.stringify = stringify;
      current = null;
    }
  };
  const did = (kind: string, what: string): Work => work.get(`${kind}: ${what}`) ?? { tasks: ['(not called)'], json: NaN };
  /** Asserts the tasks a call sent off the thread, in order, and that the host's thread handled no more JSON than envelopes. */
  const ranOff = (kind: string, what: string, tasks: string[]) => {
    const w = did(kind, what);
    expect(w.tasks, `${kind}: ${what}`).toEqual(tasks);
    expect(w.json, `${kind}: ${what}: the most JSON text the host's thread handled at once`).toBeLessThan(ENVELOPE);
  };

  beforeAll(async () => {
    for (const [name, thread] of [['file', fileThread], ['export', exportThread]] as const) {
      const run = thread.run.bind(thread);
      vi.spyOn(thread, 'run').mockImplementation(<T extends OffThreadTask>(task: T) => {
        current?.tasks.push(`${name}:${task.kind}`);
        return run(task);
      });
    }
    hosts = await BigFileHosts.start();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await hosts.close();
  });

  it('a session at the cap: saved and opened on the file thread, exported on the export thread', async () => {
    await hosts.sessionAtTheCap(observe);
    ranOff('save', '25,000-command session', ['file:saveRequest']);
    ranOff('open', '25,000-command session', ['file:parse']);
    for (const [kind, what] of [['duplicate', '25,000-command session'], ['export', '25,000-command session as its file'], ['import', '25,000-command session']]) {
      expect(did(kind!, what!).tasks, `${kind}: ${what}`).toEqual(['file:parse', 'file:serialize']);
    }
    ranOff('list', 'three 25,000-command sessions, unread', ['file:summarize', 'file:summarize', 'file:summarize']);
    for (const format of ['md', 'html']) expect(did('export', `25,000-command session as ${format}`).tasks).toEqual(['export:export']);
  }, 120_000);

  it('a session of many small values: its body parsed, checked and written on the file thread', async () => {
    await hosts.manySmallValues(observe);
    ranOff('save', '25,000 commands and 1.2 million small values', ['file:saveRequest']);
    ranOff('open', '25,000 commands and 1.2 million small values', ['file:parse']);
  }, 120_000);

  it('a session over the cap, dropped into the library: refused on open and listed as such', async () => {
    const r = await hosts.overTheCap(observe);
    expect(r.message).toContain('at most 25,000 commands (this one has 100,000');
    expect(r.listedOk).toBe(false);
    ranOff('open', '100,000-command session (refused)', ['file:parse']);
  }, 60_000);

  it('a 2,000-combatant encounter: saved and opened whole, on the file thread', async () => {
    expect(await hosts.crowd(observe)).toBe(2000);
    ranOff('save', '2,000-combatant encounter', ['file:saveRequest']);
    ranOff('open', '2,000-combatant encounter', ['file:parse']);
  }, 60_000);

  it('a 20 MB map image: imported and bundled on the file thread, read by address unread', async () => {
    expect(await hosts.bigImage(observe)).toEqual({ gmBytes: 20 * 1024 * 1024 - 64, playersStatus: 200, importedName: 'Crowd (2)' });
    ranOff('big body', '28 MB image import (the largest body a channel takes)', ['file:imageRequest']);
    expect(did('image read', '20 MB image by address, GM window')).toEqual({ tasks: [], json: 0 });
    expect(did('image read', "20 MB image by address, players' screen")).toEqual({ tasks: [], json: 0 });
    ranOff('bundle out', 'export of an encounter with a 20 MB image', ['file:bundleReply']);
    ranOff('bundle in', 'import of an encounter with a 20 MB image', ['file:bundleRequest', 'file:keepImages', 'file:serialize']);
  }, 120_000);

  it('bodies over their channel’s limit: refused on both ports before any of them is read as JSON', async () => {
    const { refused, sent } = await hosts.bombs(observe);
    expect(sent).toEqual({ gm: 4, players: 1 });
    expect(refused).toEqual(sent);
    for (const [key, w] of work) if (key.startsWith('refused:')) expect(w, key).toEqual({ tasks: [], json: 0 });
  }, 60_000);
});
