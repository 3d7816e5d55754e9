// Token art on the players' screen: a token the players see carries its art's name, and a hidden
// combatant's art is never named anywhere in the view (main serves only images the view names),
// neither as set in prep nor as changed in the fight.
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { encounterSchema } from '../../../shared/systems/registry';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { playerViewSchema } from '../../../shared/ipc/playerView';
import type { Encounter } from '../../../shared/model/schema';

const SEEN = 'hero-0123456789ab.png';
const SECRET = 'ambusher-abcdef012345.webp';

/** The YAUGS sample with art on every combatant: the first PC's is SEEN, the hidden NPC's SECRET. */
function withArt(): { enc: Encounter; pc: string; hidden: string } {
  const enc = EXAMPLES.yaugs();
  const pc = enc.combatants.find((c) => c.side === 'pc')!.id;
  const hidden = enc.combatants.find((c) => c.side === 'npc')!.id;
  const combatants = enc.combatants.map((c, i) => ({
    ...c,
    hidden: c.id === hidden,
    portrait: c.id === pc ? SEEN : c.id === hidden ? SECRET : `other-${'0'.repeat(11)}${i % 10}.jpg`,
  }));
  const r = encounterSchema.safeParse({ ...enc, combatants });
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return { enc: r.data, pc, hidden };
}

describe('token art on the players\u2019 screen', () => {
  const { enc, pc, hidden } = withArt();
  const session = new Session(enc, 'art');
  session.apply({ type: 'start-combat' });
  const view = () => playerView(session.state, stepsOf(session), { revealed: [], lit: null });

  it('names the art of a token the players see, within the players\u2019 schema', () => {
    const v = view();
    expect(v.tokens.find((t) => t.id === pc)?.portrait).toBe(SEEN);
    expect(playerViewSchema.safeParse(v).success).toBe(true);
  });

  it('never names a hidden combatant\u2019s art, until the GM reveals it', () => {
    expect(JSON.stringify(view())).not.toContain(SECRET);
    session.apply({ type: 'set-hidden', id: hidden, hidden: false });
    expect(view().tokens.find((t) => t.id === hidden)?.portrait).toBe(SECRET);
    session.apply({ type: 'set-hidden', id: hidden, hidden: true });
    expect(JSON.stringify(view())).not.toContain(SECRET);
  });

  it('art changed in the fight reaches the players for a token they see, never for a hidden one', () => {
    const WOLF = 'wolf-form-0123456789ab.png';
    const LURK = 'lurker-form-0123456789ab.png';
    const steps = session.appliedCount;
    session.apply({ type: 'set-portrait', id: pc, portrait: WOLF });
    session.apply({ type: 'set-portrait', id: hidden, portrait: LURK });
    const v = view();
    expect(v.tokens.find((t) => t.id === pc)?.portrait).toBe(WOLF);
    expect(playerViewSchema.safeParse(v).success).toBe(true);
    // Neither the new art, nor a line of the log, tells them of the hidden one.
    const sent = JSON.stringify(v);
    expect(sent).not.toContain(LURK);
    expect(sent).not.toContain(SECRET);
    const name = session.state.encounter.combatants.find((c) => c.id === pc)!.name;
    expect(v.log.filter((e) => e.kind === 'portrait-set').map((e) => e.text)).toEqual([`${name}'s token changes`]);
    // Removed, the seen token is drawn in its side's colour again.
    session.apply({ type: 'set-portrait', id: pc, portrait: null });
    expect(view().tokens.find((t) => t.id === pc)).not.toHaveProperty('portrait');
    while (session.appliedCount > steps) session.undo();
  });
});
