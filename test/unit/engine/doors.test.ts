// Doors on hex sides (RULES.md 5.4) through the engine's entry, with the appendix's shape
// `{ type: 'set-door', a, b, state, by? }`: the GM free, a combatant for 1 hex of movement; what
// the door's state does to movement and sight; the log, undo, replay, digests and the exports.
import { describe, expect, it } from 'vitest';
import { attackPreview, commandSchema, digestOf, initialState, reduce, replay, Session, type CombatState, type Encounter } from '../../../shared/engine';
import { exportMarkdown } from '../../../shared/export';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';
import { playerEntries } from '../../../shared/projection/playerLog';

type Hex = { q: number; r: number };
type Edge = NonNullable<Encounter['map']['edges']>[number];

// Wren at (2,6) and Bruiser at (8,6) on row 6; Aldric at (4,6) beside the door between (4,6) and (5,6).
const A: Hex = { q: 4, r: 6 };
const B: Hex = { q: 5, r: 6 };
const door = (state: 'open' | 'closed' | 'locked', secret = false): Edge => ({ a: A, b: B, kind: 'door', door: { state, secret } });

function encounter(edges: Edge[]): Encounter {
  const base = EXAMPLES.yaugs();
  const at: Record<string, Hex> = { aldric: A, wren: { q: 2, r: 6 }, bruiser: { q: 8, r: 6 }, sentry: { q: 14, r: 0 }, lurker: { q: 16, r: 0 } };
  return encounterSchema.parse({ ...base, map: { ...base.map, terrain: [], edges }, combatants: base.combatants.map((c) => ({ ...c, position: at[c.id]! })) }) as Encounter;
}

function fight(edges: Edge[]): CombatState {
  const started = reduce(initialState(encounter(edges), 'doors'), { type: 'start-combat', order: ['aldric', 'wren', 'bruiser', 'sentry', 'lurker'] });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

const ok = (r: ReturnType<typeof reduce>): CombatState => {
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const refusal = (r: ReturnType<typeof reduce>): string => (r.ok ? 'accepted' : r.reason);
const doorOf = (s: CombatState) => s.encounter.map.edges!.find((e) => e.kind === 'door')!.door!.state;
const longbow = { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [] };

describe('set-door', () => {
  it('the command has the appendix shape', () => {
    expect(commandSchema.safeParse({ type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' }).success).toBe(true);
    expect(commandSchema.safeParse({ type: 'set-door', a: A, b: B, state: 'ajar' }).success).toBe(false);
  });

  it('a combatant opens a door on its edge for 1 hex of movement; sight and the way through open with it', () => {
    const s = fight([door('closed')]);
    expect(attackPreview(s, longbow)!.facts.lineOfSight).toBe(false);
    const r = reduce(s, { type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' });
    const opened = ok(r);
    expect(doorOf(opened)).toBe('open');
    expect(opened.use.moved).toBe(1);
    expect(r.ok && r.events[0]!.summary).toBe('Aldric opens the door between column 8, row 7 and column 9, row 7 (1 hex of movement)');
    // Through the open door: 1 more hex, 2 of the 3 spent.
    const through = ok(reduce(opened, { type: 'move', id: 'aldric', path: [B] }));
    expect(through.use.moved).toBe(2);
    expect(attackPreview(opened, longbow)!.facts.lineOfSight).toBe(true);
  });

  it('the door closes the way again: a move through a closed door is refused, naming it', () => {
    const s = fight([door('closed')]);
    expect(refusal(reduce(s, { type: 'move', id: 'aldric', path: [B] }))).toBe('Aldric cannot move there: the closed door between column 8, row 7 and column 9, row 7 is in the way.');
  });

  it('a combatant cannot lock, unlock, or reach a door off its edge, nor pay for it with no movement left', () => {
    const s = fight([door('closed')]);
    expect(refusal(reduce(s, { type: 'set-door', a: A, b: B, state: 'locked', by: 'aldric' }))).toMatch(/^Aldric cannot lock the door between .*: locking and unlocking are the GM's ruling/);
    expect(refusal(reduce(fight([door('locked')]), { type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' }))).toMatch(/^Aldric cannot unlock the door between/);
    const away = ok(reduce(s, { type: 'move', id: 'aldric', path: [{ q: 3, r: 6 }, { q: 2, r: 7 }] }));
    expect(refusal(reduce(away, { type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' }))).toBe("The door between column 8, row 7 and column 9, row 7 is not on an edge of Aldric's hex.");
    const spent = ok(reduce(s, { type: 'move', id: 'aldric', path: [{ q: 3, r: 6 }, { q: 3, r: 7 }, { q: 4, r: 6 }] }));
    expect(refusal(reduce(spent, { type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' }))).toBe('Aldric has no movement left this turn: a door takes 1 hex of movement.');
    // Out of turn.
    expect(refusal(reduce(s, { type: 'set-door', a: A, b: B, state: 'open', by: 'bruiser' }))).toBe("It is not Bruiser's turn.");
  });

  it('the GM changes any door at any time, free, locks included', () => {
    const s = fight([door('open')]);
    const locked = reduce(s, { type: 'set-door', a: B, b: A, state: 'locked' });
    expect(doorOf(ok(locked))).toBe('locked');
    expect(ok(locked).use.moved).toBe(0);
    expect(locked.ok && locked.events[0]!.summary).toBe('The GM closes and locks the door between column 8, row 7 and column 9, row 7');
  });

  it('refused, with the reason, on a side with no door, a wall, a non-neighbour, or a door already so', () => {
    const s = fight([door('closed'), { a: { q: 4, r: 7 }, b: { q: 5, r: 7 }, kind: 'wall' }]);
    expect(refusal(reduce(s, { type: 'set-door', a: { q: 4, r: 7 }, b: { q: 5, r: 7 }, state: 'open' }))).toBe('The side between column 8, row 8 and column 9, row 8 holds a wall, not a door.');
    expect(refusal(reduce(s, { type: 'set-door', a: { q: 6, r: 6 }, b: { q: 7, r: 6 }, state: 'open' }))).toBe('There is no door between column 10, row 7 and column 11, row 7: that side holds no edge.');
    expect(refusal(reduce(s, { type: 'set-door', a: A, b: { q: 6, r: 6 }, state: 'open' }))).toBe('Column 8, row 7 and column 10, row 7 are not neighbours: a door stands on the side two neighbouring hexes share.');
    expect(refusal(reduce(s, { type: 'set-door', a: A, b: B, state: 'closed' }))).toBe('The door between column 8, row 7 and column 9, row 7 is already closed.');
  });

  it('is undone by replay, replays to the same digests, and changes the digest', () => {
    const session = new Session(encounter([door('closed')]), 'doors');
    expect(session.apply({ type: 'start-combat', order: ['aldric', 'wren', 'bruiser', 'sentry', 'lurker'] }).ok).toBe(true);
    const before = digestOf(session.state);
    expect(session.apply({ type: 'set-door', a: A, b: B, state: 'open', by: 'aldric' }).ok).toBe(true);
    expect(session.apply({ type: 'move', id: 'aldric', path: [B] }).ok).toBe(true);
    expect(digestOf(session.state)).not.toBe(before);
    const record = session.toRecord();
    expect(replay(record, { verify: true }).mismatch).toBeNull();
    session.undo();
    session.undo();
    expect(doorOf(session.state)).toBe('closed');
    expect(digestOf(session.state)).toBe(before);
    // A recorded digest that no longer matches is found at the door.
    const tampered = { ...record, commands: record.commands.map((c, i) => (i === 1 ? { ...c, command: { ...c.command, state: 'locked' as const, by: undefined } } : c)) };
    expect(replay(tampered, { verify: true }).mismatch?.index).toBe(1);
  });

  it('is in the GM\'s export; the players read that a door opens, and nothing of a lock or a secret door kept shut', () => {
    const session = new Session(encounter([door('closed', true)]), 'doors');
    session.apply({ type: 'start-combat', order: ['aldric', 'wren', 'bruiser', 'sentry', 'lurker'] });
    session.apply({ type: 'set-door', a: A, b: B, state: 'locked' });
    session.apply({ type: 'set-door', a: A, b: B, state: 'open' });
    const gm = exportMarkdown(session.toRecord(), { players: false });
    expect(gm).toContain('The GM locks the door between column 8, row 7 and column 9, row 7 (secret)');
    expect(gm).toContain('The GM unlocks and opens the door between column 8, row 7 and column 9, row 7 (secret)');
    const players = exportMarkdown(session.toRecord(), { players: true });
    expect(players).not.toMatch(/lock|secret/i);
    const step = (n: number) => ({ before: session.stateAt(n - 1), events: session.eventsByCommand[n - 1]!, after: session.stateAt(n), command: session.applied[n - 1]!.command });
    const audience = { unseen: new Set<string>(), revealed: [] };
    expect(playerEntries(step(2), audience)).toEqual([]);
    expect(playerEntries(step(3), audience).map((e) => e.text)).toEqual(['A door opens']);
  });
});
