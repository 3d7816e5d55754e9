import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { encounterSchema } from '../../../shared/systems/registry';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { playerViewSchema } from '../../../shared/ipc/playerView';
import { footprintHexes, hexKey } from '../../../shared/hex';
import type { Encounter } from '../../../shared/model/schema';

/** The YAUGS sample with Bruiser given a 7-hex body where he stands. */
function withOgre(): Encounter {
  const enc = EXAMPLES.yaugs();
  const combatants = enc.combatants.map((c) => (c.id === 'bruiser' ? { ...c, footprint: { size: 7 as const } } : c));
  const r = encounterSchema.safeParse({ ...enc, combatants });
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return r.data;
}

describe('big bodies on the players\u2019 screen', () => {
  const session = new Session(withOgre(), 'ogre');
  session.apply({ type: 'start-combat' });
  const ogre = session.state.encounter.combatants.find((c) => c.id === 'bruiser')!;
  const body = footprintHexes(ogre.position, 7, 0);
  const view = (lit: string[] | null) => playerView(session.state, stepsOf(session), { revealed: [], lit });

  it('carry every hex of a big body and none for one hex, within the players\u2019 schema', () => {
    const v = view(null);
    const t = v.tokens.find((x) => x.id === 'bruiser')!;
    expect(t.body!.map(hexKey).sort()).toEqual(body.map(hexKey).sort());
    expect(v.tokens.filter((x) => x.id !== 'bruiser').every((x) => x.body === undefined)).toBe(true);
    expect(playerViewSchema.safeParse(v).success).toBe(true);
  });

  it('show a big body when any one of its hexes is in sight, and hide it when none is', () => {
    const lit = session.state.encounter.combatants.filter((c) => c.side === 'pc').map((c) => hexKey(c.position));
    expect(view([...lit, hexKey(body[6]!)]).tokens.some((x) => x.id === 'bruiser')).toBe(true);
    expect(view(lit).tokens.some((x) => x.id === 'bruiser')).toBe(false);
  });
});
