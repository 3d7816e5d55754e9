import { describe, expect, it } from 'vitest';
import { LibraryState } from '../../../src-renderer/state/library.svelte';
import { PlayerScreenState } from '../../../src-renderer/state/playerScreen.svelte';
import { AppInfo } from '../../../src-renderer/state/appInfo.svelte';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { FightFog } from '../../../src-renderer/state/fightFog.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { HostApi } from '../../../shared/ipc/contract';
import { FakeHost } from './fakeHost';

describe('LibraryState', () => {
  it('lists each kind newest first, with where the library is', async () => {
    const fake = new FakeHost();
    fake.put('encounters/old.encounter.json', { name: 'Old' });
    fake.put('encounters/new.encounter.json', { name: 'New' });
    const lib = new LibraryState(fake.host);
    // Before the first listing comes back, an empty list is "not read yet", not "no files".
    expect(lib.loaded).toBe(false);
    await lib.refresh();
    expect(lib.loaded).toBe(true);
    expect(lib.entries.encounters.map((e) => e.id)).toEqual(['encounters/new.encounter.json', 'encounters/old.encounter.json']);
    expect(lib.root).toBe('/fake/library');
  });

  it('a save answers the id and signature and the listing shows the file', async () => {
    const fake = new FakeHost();
    const lib = new LibraryState(fake.host);
    const r = await lib.save('encounters', { ...EXAMPLES.yaugs(), name: 'Bridge' });
    expect(r.ok && r.value.id).toBe('encounters/bridge.encounter.json');
    expect(r.ok && r.value.signature).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => lib.entries.encounters.map((e) => e.id)).toEqual(['encounters/bridge.encounter.json']);
  });

  it('a save puts the entry its reply carries into the listing, with no listing call', async () => {
    const fake = new FakeHost();
    fake.put('encounters/old.encounter.json', { name: 'Old' });
    const lib = new LibraryState(fake.host);
    await lib.refresh(['encounters']);
    const asked = fake.listings;
    const first = await lib.save('encounters', { ...EXAMPLES.yaugs(), name: 'Bridge' });
    if (!first.ok) throw new Error(first.error);
    expect(lib.entries.encounters.map((e) => [e.id, e.ok && e.name])).toEqual([
      ['encounters/bridge.encounter.json', 'Bridge'],
      ['encounters/old.encounter.json', 'Old'],
    ]);
    // Saved again under a new name inside: the one entry of that id shows it, still first.
    await lib.save('encounters', { ...EXAMPLES.yaugs(), name: 'Bridge at dusk' }, { id: first.value.id });
    expect(lib.entries.encounters.map((e) => [e.id, e.ok && e.name])).toEqual([
      ['encounters/bridge.encounter.json', 'Bridge at dusk'],
      ['encounters/old.encounter.json', 'Old'],
    ]);
    expect(fake.listings).toBe(asked);
  });

  it('opening as a kind types the body, and refuses a file of another format with its name', async () => {
    const fake = new FakeHost();
    fake.put('sessions/ford.session.json', { name: 'Ford' });
    const lib = new LibraryState(fake.host);
    expect(await lib.openAs('sessions/ford.session.json', 'encounters')).toEqual({ ok: false, error: 'ford.session.json is a hexfray/session file, not hexfray/encounter.' });
    const r = await lib.openAs('sessions/ford.session.json', 'sessions');
    expect(r.ok && r.value.value.name).toBe('Ford');
  });

  it('a refused save carries the library\u2019s message and code (a conflict is told apart)', async () => {
    const fake = new FakeHost();
    const lib = new LibraryState(fake.host);
    const first = await lib.save('encounters', { ...EXAMPLES.yaugs(), name: 'Bridge' });
    if (!first.ok) throw new Error(first.error);
    fake.put(first.value.id, { name: 'Bridge, edited elsewhere' });
    const r = await lib.save('encounters', { ...EXAMPLES.yaugs(), name: 'Bridge' }, { id: first.value.id, expected: first.value.signature });
    expect(r).toEqual({ ok: false, error: `${first.value.id} changed outside Hexfray.`, code: 'conflict' });
  });

  it('a host that cannot be reached is a message, not an exception', async () => {
    const down = { 'library.open': async () => ({ ok: false, error: 'cannot reach the Hexfray host' }) } as unknown as HostApi;
    expect(await new LibraryState(down).open('encounters/x.encounter.json')).toEqual({ ok: false, error: 'cannot reach the Hexfray host' });
  });

  it('refuses a picked file larger than any Hexfray file before reading it', async () => {
    const fake = new FakeHost();
    const huge = { name: 'huge.encounter.json', size: 21 * 1024 * 1024, text: async () => '' } as unknown as File;
    const r = await new LibraryState(fake.host).importFile(huge);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/larger than 20 MB/);
  });
});

describe('PlayerScreenState', () => {
  it('reveals and hides fog hexes by hand, a hidden hex staying hidden from the party\u2019s sight', () => {
    const s = new PlayerScreenState(new FakeHost().host);
    const fog = new FightFog();
    s.fogBrush = 'reveal';
    s.paintFogKeys(fog, ['1,1']);
    s.paintFogKeys(fog, ['1,1']);
    expect(fog.seen).toEqual(['1,1']);
    s.fogBrush = 'hide';
    s.paintFogKeys(fog, ['1,1']);
    expect(fog.seen).toEqual([]);
    expect(fog.gmHidden).toEqual(['1,1']);
    fog.reset();
    expect(fog.gmHidden).toEqual([]);
  });

  it('sends the focus only when the players\u2019 screen follows the GM', () => {
    const s = new PlayerScreenState(new FakeHost().host);
    s.gmFocus = { q: 3, r: 4 };
    expect(s.screen().focus).toBeNull();
    s.follow = 'gm';
    expect(s.screen().focus).toEqual({ q: 3, r: 4 });
  });

  it('publishes a redacted view: a hidden combatant never reaches the players', async () => {
    const published: unknown[] = [];
    const host = { 'player.publish': async (view: unknown) => (published.push(view), { ok: true, value: { revision: 1 } }) } as unknown as HostApi;
    const combat = new CombatController('f', EXAMPLES.yaugs(), 's', null);
    await combat.apply({ type: 'start-combat' });
    const s = new PlayerScreenState(host);
    await s.publish(combat);
    const text = JSON.stringify(published[0]);
    expect(text).toContain('Aldric');
    // The sample's Lurker is hidden from the players.
    expect(text).not.toContain('Lurker');
    expect(s.lastError).toBeNull();
  });

  it('toggles which combatants\u2019 numbers the players see', () => {
    const s = new PlayerScreenState(new FakeHost().host);
    s.toggleRevealed('bruiser');
    expect(s.revealed).toEqual(['bruiser']);
    s.toggleRevealed('bruiser');
    expect(s.revealed).toEqual([]);
  });
});

describe('AppInfo', () => {
  it('shows the version and host, or why it could not ask', async () => {
    const info = new AppInfo();
    await info.load(new FakeHost().host);
    expect([info.version, info.host]).toEqual(['0.0.0', 'web']);
    const failed = new AppInfo();
    await failed.load({ 'app.version': async () => ({ ok: false, error: 'host down' }) } as unknown as HostApi);
    expect(failed.error).toBe('host down');
  });
});
