// Token art on the players' screen: a token the players see carries its art's name, and a hidden
// combatant's art is never named anywhere in the view (main serves only images the view names).
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
});
