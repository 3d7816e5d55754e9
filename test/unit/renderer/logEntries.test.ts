import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../shared/model/events';
import { isAreaBanner, LatestAttack, LogEntries } from '../../../src-renderer/gm/combat/logEntries';
import { Session } from '../../../shared/engine';
import type { Command } from '../../../shared/model/commands';
import { at } from '../../../shared/systems/exampleMap';
import { arena } from '../engine/areaFixture';

const event = (kind: LogEvent['kind'], summary: string): LogEvent => ({ kind, round: 1, turn: 0, actor: null, target: null, summary, rolls: [], effects: [], gmOnly: false });

/** A log of `n` turns: each a turn-start marker and an end, every third turn an attack between them. */
function log(n: number, tag = ''): LogEvent[] {
  return Array.from({ length: n }, (_, t) => [event('turn-started', `start ${t}${tag}`), ...(t % 3 === 0 ? [event('attack', `attack ${t}${tag}`)] : []), event('turn-ended', `end ${t}${tag}`)]).flat();
}

/** What the panel drew before: every entry but the markers, newest first, read whole. */
function whole(events: readonly LogEvent[], limit: number) {
  const all = events.map((e, i) => ({ e, i })).filter(({ e }) => e.kind !== 'turn-started').reverse();
  return { shown: all.slice(0, limit).map(({ e, i }) => ({ e, i, rules: '' })), hidden: Math.max(0, all.length - limit) };
}

describe('the log panel\u2019s entries', () => {
  it('are the newest page without the turn-start markers, as a whole read finds them, through growth, undo and a new branch', () => {
    const entries = new LogEntries();
    const full = log(40);
    const steps = [full.slice(0, 10), full.slice(0, 30), full.slice(0, 28), full, [...full.slice(0, 50), ...log(5, ' again')], []];
    for (const events of steps) for (const limit of [5, 50]) expect(entries.page(events, limit)).toEqual(whole(events, limit));
  });

  it('keep an entry\u2019s object while its event keeps its place, so its row is left alone', () => {
    const entries = new LogEntries();
    const events = log(20);
    const before = entries.page(events, 10).shown;
    const after = entries.page([...events, ...log(1, ' new')], 10).shown;
    expect(after[2]).toBe(before[0]);
  });

  it('find the newest attack, also when it is taken back', () => {
    const latest = new LatestAttack();
    const events = log(10);
    expect(latest.of(events)?.summary).toBe('attack 9');
    expect(latest.of(events.slice(0, events.length - 2))?.summary).toBe('attack 6');
    expect(latest.of([...events, ...log(2, ' more').slice(2)])?.summary).toBe('attack 9');
    expect(latest.of([])).toBeNull();
  });

  it.each(['yaugs', 'vers', 'waylights'] as const)('%s: tell an area attack\u2019s every target, with the thrower\u2019s roll once', (system) => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const session = new Session(x.enc, 'banner');
    expect(session.apply({ type: 'start-combat', order: [x.attacker, ...x.others], surprise: null } as Command).ok).toBe(true);
    expect(session.apply({ type: 'attack', attacker: x.attacker, weapon: 'Grenade', at: at(6, 6), situational: [] } as unknown as Command).ok).toBe(true);
    const events = session.events;
    const attacks = events.filter((e) => e.kind === 'attack');
    expect(attacks).toHaveLength(2);
    const names = x.others.slice(0, 2).map((id) => x.enc.combatants.find((c) => c.id === id)!.name);
    const banner = new LatestAttack().of(events)!;
    expect(banner.summary).toMatch(/ strikes a burst 1 with Grenade at column \d+, row \d+: /);
    // The box shows what follows the last ': ' as the result: there, every target's.
    const result = banner.summary.slice(banner.summary.lastIndexOf(': ') + 2);
    for (const n of names) expect(result).toMatch(new RegExp(`${n} \\([a-z ]+\\)`));
    // The second target's record repeats the thrower's roll first; the banner shows it once.
    const repeated = attacks[1]!.rolls.filter((r, k) => attacks[0]!.rolls[k]?.label === r.label && JSON.stringify(attacks[0]!.rolls[k]!.roll) === JSON.stringify(r.roll)).length;
    expect(banner.rolls).toHaveLength(attacks[0]!.rolls.length + attacks[1]!.rolls.length - repeated);
    expect(isAreaBanner(banner)).toBe(true);
    // A single attack after it is the banner again.
    const single = { ...attacks[0]!, summary: 'Next: miss' };
    const after = new LatestAttack().of([...events, single])!;
    expect(after.summary).toBe('Next: miss');
    expect(isAreaBanner(after)).toBe(false);
  });
});
