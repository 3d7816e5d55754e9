// Token art changed in the fight (issue 27): a creature transforms, or the GM forgot its art in prep.
// One logged command sets or removes it; it is refused for a combatant not in the fight or a name
// that is no library image, undone and replayed like every other command.
import { describe, expect, it } from 'vitest';
import { digestOf, reduce, replay, Session } from '../../../shared/engine';
import { parseFile, serializeFile } from '../../../shared/files';
import type { SessionRecord } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';

const WOLF = 'wolf-form-0123456789ab.png';

const started = (): Session => {
  const session = new Session(EXAMPLES.yaugs(), 'art');
  session.apply({ type: 'start-combat' });
  return session;
};
const npcOf = (s: Session) => s.state.encounter.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
const artOf = (s: Session, id: string) => s.state.encounter.combatants.find((c) => c.id === id)!.portrait;

describe('set-portrait', () => {
  it("gives a combatant new art mid-fight and removes it, each with a line in the GM's log", () => {
    const session = started();
    const npc = npcOf(session);
    const r = session.apply({ type: 'set-portrait', id: npc.id, portrait: WOLF });
    expect(r).toMatchObject({ ok: true, events: [{ kind: 'portrait-set', actor: npc.id, summary: `${npc.name}'s token art changed`, gmOnly: false }] });
    expect(artOf(session, npc.id)).toBe(WOLF);
    const removed = session.apply({ type: 'set-portrait', id: npc.id, portrait: null });
    expect(removed).toMatchObject({ ok: true, events: [{ summary: `${npc.name}'s token art removed` }] });
    expect(session.state.encounter.combatants.find((c) => c.id === npc.id)).not.toHaveProperty('portrait');
  });

  it('refuses a combatant not in the fight, and a name that is no library image, leaving the state as it was', () => {
    const session = started();
    const npc = npcOf(session);
    expect(reduce(session.state, { type: 'set-portrait', id: 'nobody', portrait: WOLF })).toEqual({ ok: false, reason: 'No combatant "nobody".' });
    for (const bad of ['../../etc/passwd.png', 'C:\\art\\wolf.png', 'wolf.png', 'wolf-0123456789ab.gif']) {
      const r = reduce(session.state, { type: 'set-portrait', id: npc.id, portrait: bad });
      expect(r).toMatchObject({ ok: false, reason: expect.stringContaining(`That art does not fit ${npc.name}: the name of an image in the library's assets`) });
    }
    expect(session.apply({ type: 'set-portrait', id: npc.id, portrait: 'wolf.png' }).ok).toBe(false);
    expect(session.appliedCount).toBe(1);
  });

  it('is undone to the art it had, redone, and the digest tells the two states apart', () => {
    const session = started();
    const npc = npcOf(session);
    const before = digestOf(session.state);
    session.apply({ type: 'set-portrait', id: npc.id, portrait: WOLF });
    const after = digestOf(session.state);
    expect(after).not.toBe(before);
    expect(session.undo()).toEqual({ type: 'set-portrait', id: npc.id, portrait: WOLF });
    expect(artOf(session, npc.id)).toBe(npc.portrait);
    expect(digestOf(session.state)).toBe(before);
    session.redo();
    expect(artOf(session, npc.id)).toBe(WOLF);
    expect(digestOf(session.state)).toBe(after);
  });

  it('survives a saved session file and replays die for die, the digest verified', () => {
    const session = started();
    const npc = npcOf(session);
    session.apply({ type: 'set-portrait', id: npc.id, portrait: WOLF });
    session.apply({ type: 'end-turn' });
    session.apply({ type: 'set-portrait', id: npc.id, portrait: null });
    const saved = serializeFile('hexfray/session', session.toRecord());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const read = parseFile('art.session.json', saved.text, { expect: 'hexfray/session' });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const again = replay(read.value as unknown as SessionRecord, { verify: true });
    expect(again.mismatch).toBeNull();
    expect(digestOf(again.state)).toBe(digestOf(session.state));
    // A file whose command names no library image is refused when read, naming the field.
    const broken = saved.text.replace('"portrait": null', '"portrait": "../wolf.png"');
    expect(broken).not.toBe(saved.text);
    const refused = parseFile('art.session.json', broken, { expect: 'hexfray/session' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(JSON.stringify(refused.errors)).toContain('portrait');
  });
});
