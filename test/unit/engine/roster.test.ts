// Who is in a running fight, changed by the GM as logged commands (issue "a whole fight at a real
// table"): reinforcements, someone leaving, the ambusher revealed, the turn order set, a sheet edited.
import { describe, expect, it } from 'vitest';
import { reduce, Session, type Command, type CombatState } from '../../../shared/engine';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { EXAMPLES } from '../../../shared/sim/examples';

function ok(s: CombatState, cmd: Command): CombatState {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.state;
}

const started = (): Session => {
  const session = new Session(EXAMPLES.yaugs(), 'roster');
  session.apply({ type: 'start-combat' });
  return session;
};

describe('reinforcements and departures', () => {
  it('a combatant joins mid-fight on a free hex, with its harm from the sheet, last in the order', () => {
    const s = started().state;
    const template = s.encounter.combatants.find((c) => c.id === 'bruiser')!;
    const free = { q: template.position.q, r: template.position.r + 3 };
    const joined = ok(s, { type: 'add-combatant', combatant: { ...template, id: 'bruiser2', name: 'Bruiser 2', position: free }, reason: 'reinforcements' });
    expect(joined.encounter.combatants.map((c) => c.id)).toContain('bruiser2');
    expect(joined.order[joined.order.length - 1]).toBe('bruiser2');
    expect(joined.harm['bruiser2']).toEqual(joined.harm['bruiser']);
    const taken = reduce(s, { type: 'add-combatant', combatant: { ...template, id: 'bruiser3', position: template.position } });
    expect(taken).toMatchObject({ ok: false, reason: expect.stringContaining('taken') });
    expect(reduce(s, { type: 'add-combatant', combatant: { ...template } })).toEqual({ ok: false, reason: 'There is already a combatant "bruiser".' });
  });

  it('a combatant that leaves in its own turn passes the turn on and is gone from the map and the order', () => {
    const s = started().state;
    const who = s.current!;
    const r = reduce(s, { type: 'remove-combatant', id: who, reason: 'flees' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.encounter.combatants.some((c) => c.id === who)).toBe(false);
    expect(r.state.order).not.toContain(who);
    expect(r.state.current).not.toBe(who);
    expect(r.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['left', 'turn-started']));
  });
});

describe('the ambush: a hidden NPC revealed once combat runs', () => {
  it('revealing tells the players; its attacks on a visible PC always show as an attack', () => {
    const session = started();
    expect(session.state.encounter.combatants.find((c) => c.id === 'lurker')!.hidden).toBe(true);
    const r = session.apply({ type: 'set-hidden', id: 'lurker', hidden: false });
    expect(r.ok).toBe(true);
    const view = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    expect(view.tokens.map((t) => t.id)).toContain('lurker');
    expect(view.log.some((e) => e.text === 'Lurker is revealed')).toBe(true);
    expect(session.apply({ type: 'set-hidden', id: 'lurker', hidden: false })).toEqual({ ok: false, reason: 'Lurker is already shown to the players.' });
  });

  it('an attack by a still-hidden combatant reaches the players as "Someone attacks ..."', () => {
    const session = started();
    // Play until the hidden Lurker has attacked someone.
    for (let i = 0; i < 300 && session.state.phase === 'combat'; i++) {
      const s = session.state;
      if (s.current === 'lurker') {
        const target = s.encounter.combatants.find((c) => c.side === 'pc' && !s.out.includes(c.id))!;
        const r = session.apply({ type: 'attack', attacker: 'lurker', defender: target.id, weapon: 'Longbow', situational: [], choices: { system: 'yaugs', defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null } });
        if (r.ok) break;
      }
      session.apply({ type: 'end-turn' });
    }
    const attack = session.events.find((e) => e.kind === 'attack' && e.actor === 'lurker');
    expect(attack, 'the lurker attacked').toBeDefined();
    expect(attack!.gmOnly).toBe(false);
    const view = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    const shown = view.log.filter((e) => e.kind === 'attack' && e.text.startsWith('Someone attacks'));
    expect(shown.length).toBeGreaterThan(0);
    expect(JSON.stringify(view)).not.toContain('Lurker');
  });
});

describe('turn order and sheets in play', () => {
  it('the GM sets the order for the rest of the round; a hand-off system has none to set', () => {
    const s = started().state;
    const reversed = [...s.order].reverse();
    const r = reduce(s, { type: 'set-order', order: reversed });
    expect(r.ok && r.state.order).toEqual(reversed);
    const vers = new Session(EXAMPLES.vers(), 'v');
    vers.apply({ type: 'start-combat' });
    expect(reduce(vers.state, { type: 'set-order', order: ['mara'] })).toMatchObject({ ok: false });
  });

  it('a sheet edited in play needs a reason and a sheet valid for the system', () => {
    const s = started().state;
    const c = s.encounter.combatants[0]!;
    const edited = ok(s, { type: 'edit-sheet', id: c.id, sheet: { ...c.sheet, passiveDefence: 30 } as never, reason: 'forgot the shield bonus' });
    expect((edited.encounter.combatants[0]!.sheet as { passiveDefence: number }).passiveDefence).toBe(30);
    expect(reduce(s, { type: 'edit-sheet', id: c.id, sheet: { ...c.sheet, passiveDefence: 30 } as never, reason: ' ' })).toEqual({ ok: false, reason: 'Say why the sheet changes: the log keeps the reason.' });
  });
});

describe('what the players call a combatant', () => {
  it('a stand-in name replaces the real one on the players\' screen and log; none shows no name at all', () => {
    const session = started();
    const bruiser = session.state.encounter.combatants.find((c) => c.id === 'bruiser')!;
    expect(session.apply({ type: 'set-players-name', id: 'bruiser', playersName: 'a bandit' }).ok).toBe(true);
    let view = playerView(session.state, stepsOf(session), { revealed: ['bruiser'], lit: null });
    expect(view.tokens.find((t) => t.id === 'bruiser')!.name).toBe('a bandit');
    expect(JSON.stringify(view)).not.toContain(bruiser.name);
    session.apply({ type: 'set-players-name', id: 'bruiser', playersName: null });
    view = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    expect(view.tokens.find((t) => t.id === 'bruiser')!.name).toBe('');
    session.apply({ type: 'set-players-name', id: 'bruiser' });
    expect(session.state.encounter.combatants.find((c) => c.id === 'bruiser')).not.toHaveProperty('playersName');
  });
});
