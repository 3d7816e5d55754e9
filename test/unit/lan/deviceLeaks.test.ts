// What every kind of device receives on the wire (the party's phone, and one phone per PC, with
// "each PC sees its own" off and on), captured from the listener's real server-sent events through
// a fight in each system: a secret door, GM notes, a hidden lurker who attacks unseen and is then
// revealed, a reinforcement that stays hidden, the GM revealing NPC numbers to the table, and fog
// that the GM changes by hand. No GM-only byte may arrive; a PC's phone never holds an NPC's numbers
// nor, with its own sight, anyone (but a PC) on a hex its PC does not see.
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { playTurn } from '../../../shared/sim/autoplay';
import { encounterSchema } from '../../../shared/systems/registry';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { ownSight, partySight } from '../../../shared/projection/partySight';
import { pcViews } from '../../../shared/projection/deviceView';
import { hexKey } from '../../../shared/hex';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';
import type { Command } from '../../../shared/model/commands';
import type { Encounter } from '../../../shared/model/schema';
import type { CombatState } from '../../../shared/model/state';
import type { DeviceFrame } from '../../../shared/ipc/lan';
import { ask, joinDevice, startLan, type TestDevice } from './lanFixture';
import type { LanHost } from '../../../src-main/lan/lanHost';

const SECRET = { gm: 'SECRET-GM-NOTES', npc: 'SECRET-NPC-NOTE', lurker: 'SECRET-LURKER-NOTE', hiddenJoin: 'SECRET-HIDDEN-JOIN', joinReason: 'SECRET-JOIN-REASON' };
const RADIUS = 24;
const hosts: LanHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.stop();
});

/** The sample with secrets in its notes, a hidden lurker, and a shut secret door beside the first PC. */
function planted(system: 'yaugs' | 'vers' | 'waylights'): { enc: Encounter; door: { a: { q: number; r: number }; b: { q: number; r: number } } } {
  const raw = JSON.parse(JSON.stringify(EXAMPLES[system]())) as Encounter & { combatants: Encounter['combatants'][number][] };
  raw.gmNotes = SECRET.gm;
  const npc = raw.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
  npc.notes = SECRET.npc;
  const lurker = JSON.parse(JSON.stringify(npc)) as typeof npc;
  Object.assign(lurker, { id: 'lurker-x', name: 'Lurker X', hidden: true, notes: SECRET.lurker, position: { q: npc.position.q + 1, r: npc.position.r } });
  raw.combatants.push(lurker);
  const h = raw.combatants.find((c) => c.side === 'pc')!.position;
  const door = { a: { q: h.q + 1, r: h.r }, b: { q: h.q + 2, r: h.r } };
  const enc = encounterSchema.parse({ ...raw, map: { ...raw.map, edges: [...(raw.map.edges ?? []), { ...door, kind: 'door', door: { state: 'closed', secret: true } }] } });
  return { enc, door };
}

describe.each(['yaugs', 'vers', 'waylights'] as const)('%s: devices of every kind through a fight', (system) => {
  it('receive nothing GM-only, and a PC\'s phone only what that PC may', async () => {
    const { enc, door } = planted(system);
    const { lan, feed, port, code } = await startLan();
    hosts.push(lan);
    const pcs = enc.combatants.filter((c) => c.side === 'pc').map((c) => c.id);
    const party = await joinDevice(port, code, 'Party');
    const phones: { pc: string; dev: TestDevice }[] = [];
    const session = new Session(enc, `devices-${system}`);
    let seen: string[] = [];
    let ownOn = false;
    let revealed: string[] = [];
    const publish = (state: CombatState) => {
      seen = partySight(state, RADIUS, seen);
      const steps = stepsOf(session);
      feed.publish(playerView(state, steps, { revealed, lit: seen, logSteps: 40 }), DEFAULT_PLAYER_SCREEN);
      // As the GM's window does: PCs share the party's view until something is revealed or each sees its own.
      const asParty = revealed.length === 0 && !ownOn;
      lan.publish({ asParty, views: asParty ? {} : pcViews(state, steps, pcs, { lit: seen, ownSightRadius: ownOn ? RADIUS : null, logSteps: 40 }), asks: [] });
    };
    const apply = (cmd: Command) => {
      if (!session.apply(cmd).ok) return null;
      publish(session.state);
      return session.state;
    };
    apply({ type: 'start-combat' });
    for (const pc of pcs) {
      const dev = await joinDevice(port, code, pc);
      expect((await ask(port, 'POST', '/as', { cookie: dev.cookie, body: JSON.stringify({ pc }) })).status).toBe(200);
      phones.push({ pc, dev });
    }
    publish(session.state);
    const npc = enc.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
    apply({ type: 'add-combatant', combatant: { ...npc, id: 'hidden-join', name: SECRET.hiddenJoin, hidden: true, position: { q: npc.position.q, r: npc.position.r + 1 } }, reason: SECRET.joinReason } as Command);
    // Fights of all lengths: the lurker acts unseen, then shows itself; the GM shows an NPC's numbers and, midway, each PC sees its own.
    for (let i = 0; i < 24 && session.state.phase !== 'ended'; i++) {
      if (i === 6) apply({ type: 'set-hidden', id: 'lurker-x', hidden: false });
      if (i === 8) {
        revealed = [npc.id];
        publish(session.state);
      }
      if (i === 10) {
        ownOn = true;
        publish(session.state);
      }
      // The GM lights a far corner by hand.
      if (i === 12) {
        seen = [...seen, '0,0', '1,0', '0,1'];
        publish(session.state);
      }
      playTurn(session.state, apply);
    }
    const last = (d: TestDevice) => d.frames.at(-1)?.revision ?? -1;
    await party.waitFor(() => phones.every((p) => last(p.dev) >= 0) && party.raw.length > 10);
    await new Promise((r) => setTimeout(r, 100));

    const all = [party, ...phones.map((p) => p.dev)];
    for (const d of all) {
      const text = d.raw.join('\n');
      expect(d.frames.length).toBeGreaterThan(10);
      for (const s of Object.values(SECRET)) expect(text, s).not.toContain(s);
      expect(text).not.toContain('"hidden-join"');
      expect(text).not.toMatch(/secret|locked/);
      for (const f of d.frames) {
        const edge = f.view?.map.edges.find((e) => hexKey(e.a) === hexKey(door.a) && hexKey(e.b) === hexKey(door.b));
        if (edge) expect(edge.kind).toBe('wall');
      }
    }
    // The lurker was on the board unseen for six turns: none of those frames named it.
    const before = party.frames.filter((f) => f.view && !f.view.tokens.some((t) => t.id === 'lurker-x'));
    expect(before.length).toBeGreaterThan(0);
    // The party's phone got the revealed NPC's numbers once shown; no PC's phone ever did.
    expect(party.frames.some((f) => f.view?.tokens.some((t) => t.id === npc.id && t.harmDetail !== null))).toBe(true);
    for (const { pc, dev } of phones) {
      // From the moment it plays its PC (before that it was the party's).
      const views = dev.frames.filter((f: DeviceFrame) => f.me.pc === pc).map((f) => f.view).filter((v) => v !== null);
      expect(views.length).toBeGreaterThan(5);
      for (const v of views) for (const t of v.tokens) if (t.id !== pc) expect(t.harmDetail, `${pc} sees ${t.id}'s numbers`).toBeNull();
      expect(views.at(-1)!.tokens.find((t) => t.id === pc)?.harmDetail ?? 'out').not.toBeNull();
    }
    // With its own sight, a PC's last view shows no one but PCs outside what that PC sees.
    const final = session.state;
    for (const { pc, dev } of phones) {
      const mine = new Set(ownSight(final, pc, RADIUS));
      const v = dev.frames.at(-1)!.view!;
      for (const t of v.tokens) if (t.side !== 'pc') expect(mine.has(hexKey(t.position)), `${pc} sees ${t.id}`).toBe(true);
    }
    for (const d of all) d.close();
  }, 30_000);
});
