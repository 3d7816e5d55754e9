import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { Drafts } from '../../../src-renderer/db/drafts';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { createHost } from '../../../src-renderer/host/client';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Encounter } from '../../../shared/model/schema';
import type { Command } from '../../../shared/model/commands';
import { FakeHost } from './fakeHost';
import { reactive } from './reactive';

let dbs = 0;
const freshDb = () => new HexfrayDb(`plain-test-${dbs++}`);

/** The YAUGS sample with its first token on a hex taken from reactive state, as a hovered hex is. */
function encounterWithProxy(): Encounter {
  const enc = EXAMPLES.yaugs();
  const [first, ...rest] = enc.combatants;
  return { ...enc, combatants: [{ ...first!, position: reactive({ ...first!.position }) }, ...rest] } as Encounter;
}

describe('everything that leaves the window is plain data', () => {
  it('the proxy these tests use is one a structured clone refuses', () => {
    expect(() => structuredClone(encounterWithProxy())).toThrow(/could not be cloned/);
  });

  it('the journal starts a fight whose encounter holds a reactive hex, and gives back plain data', async () => {
    const journal = new Journal(freshDb());
    const enc = encounterWithProxy();
    await journal.begin('s1', enc.name, enc, 'seed', null);
    const move: Command = { type: 'move', id: enc.combatants[0]!.id, path: [reactive({ q: 1, r: 1 })] };
    await journal.append('s1', 0, move);
    const back = await journal.latestUnsettled();
    expect(back?.session.encounter.combatants[0]!.position).toEqual(enc.combatants[0]!.position);
    expect(back?.commands).toEqual([{ type: 'move', id: enc.combatants[0]!.id, path: [{ q: 1, r: 1 }] }]);
  });

  it('a prep draft holding a reactive hex is written', async () => {
    const drafts = new Drafts(freshDb());
    await drafts.save('d1', encounterWithProxy(), null);
    expect((await drafts.latestUnsettled())?.encounter.combatants[0]!.position).toEqual(EXAMPLES.yaugs().combatants[0]!.position);
  });

  it('Start combat on prep whose token stands on a reactive hex starts the fight and journals it', async () => {
    const db = freshDb();
    const app = new AppState(new FakeHost().host, db);
    app.workspace.edit(encounterWithProxy());
    expect(await app.workspace.run('seed-1')).toBeNull();
    expect(app.screen).toBe('combat');
    expect(app.combat?.journalError).toBeNull();
    const back = await new Journal(db).latestUnsettled();
    expect(back?.commands.map((c) => c.type)).toEqual(['start-combat']);
  });

  describe('the host client under Electron', () => {
    const saved = (globalThis as { window?: unknown }).window;
    afterEach(() => {
      (globalThis as { window?: unknown }).window = saved;
    });

    it('sends plain arguments through the bridge, which clones them as IPC does', async () => {
      const sent: unknown[][] = [];
      const bridge = new Proxy({}, { get: () => async (...args: unknown[]) => (sent.push(structuredClone(args)), { ok: true, value: null }) });
      (globalThis as { window?: unknown }).window = { hexfray: bridge };
      const host = createHost();
      const r = await host['library.save']('encounters', encounterWithProxy(), {});
      expect(r.ok).toBe(true);
      expect((sent[0]![1] as Encounter).combatants[0]!.position).toEqual(EXAMPLES.yaugs().combatants[0]!.position);
    });
  });
});
