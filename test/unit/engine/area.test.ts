// Area attacks through the engine's entry (RULES.md 5.3 and the appendix's `attack` with `at`,
// `exclude` and `areaPreview`): one attack roll for every target, each defending on its own, the
// typed dice read in the preview's order, the GM's exclusions, and the refusals that name the thing.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseFile } from '../../../shared/files';
import { areaPreview, digestOf, reduce, replay, Session, type CombatState } from '../../../shared/engine';
import { burstHexes, coneDirection, coneHexes, footprintHexes, hexDistance, hexKey, hexLine, hexNeighbor, hexNeighbors, lineHexes } from '../../../shared/hex';
import type { Command } from '../../../shared/model/commands';
import type { Harm } from '../../../shared/model/state';
import { at } from '../../../shared/systems/exampleMap';
import { apply, arena, started, sums, type SystemId } from './areaFixture';
import { playerView, stepsOf } from '../../../shared/projection/playerView';

const SYSTEMS: SystemId[] = ['yaugs', 'vers', 'waylights'];

function harmed(before: Harm | undefined, after: Harm | undefined): boolean {
  if (!before || !after) return false;
  if (before.system === 'yaugs' && after.system === 'yaugs') return after.hp < before.hp;
  if (before.system === 'vers' && after.system === 'vers') return after.marks.length > before.marks.length;
  if (before.system === 'waylights' && after.system === 'waylights') return after.wounds > before.wounds;
  return false;
}

const throwAt = (attacker: string, hex: { q: number; r: number }, extra: Partial<Extract<Command, { type: 'attack' }>> = {}): Command =>
  ({ type: 'attack', attacker, weapon: 'Grenade', at: hex, ...extra }) as Command;

/** The attack with these typed faces, with faces of 1 added while the rules ask for more (damage dice). */
function withFaces(s: CombatState, cmd: Command, faces: number[]): ReturnType<typeof reduce> {
  const dice = [...faces];
  for (let tries = 0; tries < 12; tries++) {
    const r = reduce(s, { ...cmd, dice } as Command);
    if (r.ok || !/not enough typed dice/.test(r.reason)) return r;
    dice.push(1);
  }
  throw new Error('The attack never had enough dice.');
}

/** Exact frequencies over weighted face lists: each target's harm chance and the count harmed. */
function tally(s: CombatState, cmd: Command, targets: string[], lists: { faces: number[]; ways: number }[]) {
  let total = 0;
  const hurt = targets.map(() => 0);
  const counts = new Array<number>(targets.length + 1).fill(0);
  for (const { faces, ways } of lists) {
    const r = withFaces(s, cmd, faces);
    if (!r.ok) throw new Error(r.reason);
    total += ways;
    let k = 0;
    targets.forEach((id, i) => {
      if (harmed(s.harm[id], r.state.harm[id])) {
        hurt[i]! += ways;
        k++;
      }
    });
    counts[k]! += ways;
  }
  return { harm: hurt.map((h) => h / total), harmed: counts.map((c) => c / total) };
}

/** Every combination of the groups' weighted face lists, in order. */
function product(groups: { faces: number[]; ways: number }[][]): { faces: number[]; ways: number }[] {
  return groups.reduce<{ faces: number[]; ways: number }[]>((acc, g) => acc.flatMap((x) => g.map((y) => ({ faces: [...x.faces, ...y.faces], ways: x.ways * y.ways }))), [{ faces: [], ways: 1 }]);
}

const d100 = Array.from({ length: 100 }, (_, i) => ({ faces: [i + 1], ways: 1 }));

describe('area attacks: the preview equals the resolution exactly', () => {
  it('YAUGS: one d100 against a dodging target and an unaware one', () => {
    const x = arena('yaugs', { shape: 'burst', size: 1 }, [[6, 6], [7, 6]], (enc) => {
      for (const c of enc.combatants) if ('armourAbsorption' in c.sheet) c.sheet.armourAbsorption = 0;
      // No auto-defence die: blinded, the second target meets the blast with its Passive Defence, 0.
      for (const c of enc.combatants) if ('autoDefence' in c.sheet) c.sheet.autoDefence = [];
    });
    let s = started(x);
    s = apply(s, { type: 'add-condition', id: x.others[1]!, condition: 'blinded' });
    const aim = at(6, 6);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
    expect(p.blocked).toBeNull();
    expect(p.targets.map((t) => t.id)).toEqual([x.others[0], x.others[1]]);
    // The dodging target rolls its d100 after the attacker's; the unaware one rolls none.
    expect(p.dice.map((d) => d.dice).slice(0, 2)).toEqual(['1d100', 'd100']);
    const got = tally(s, throwAt(x.attacker, aim), [x.others[0]!, x.others[1]!], product([d100, d100]));
    p.targets.forEach((t, i) => expect(t.harm).toBeCloseTo(got.harm[i]!, 12));
    got.harmed.forEach((h, k) => expect(p.harmed[k]).toBeCloseTo(h, 12));
    // With its passive part 0 the unaware target is struck whatever the d100 shows.
    expect(p.targets[1]!.harm).toBeCloseTo(1, 12);
  });

  it('VERS: a PC\'s one 3d6 against two NPCs\' static Dodge', () => {
    const x = arena('vers', { shape: 'burst', size: 1 }, [null, [6, 6], [7, 6]]);
    const s = started(x);
    const aim = at(6, 6);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
    expect(p.blocked).toBeNull();
    const ids = p.targets.map((t) => t.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(p.dice.map((d) => d.dice)).toEqual(['3d6']);
    const got = tally(s, throwAt(x.attacker, aim), ids, sums(3, 6));
    p.targets.forEach((t, i) => expect(t.harm).toBeCloseTo(got.harm[i]!, 12));
    got.harmed.forEach((h, k) => expect(p.harmed[k]).toBeCloseTo(h, 12));
    // The one roll correlates them: the chance that both are harmed is not the product of their chances.
    expect(Math.abs(p.harmed[2]! - p.targets[0]!.harm * p.targets[1]!.harm)).toBeGreaterThan(1e-3);
  });

  it('VERS: an NPC\'s area attack: the NPC target meets its one roll, the PC target rolls its own Dodge', () => {
    const base = arena('vers', { shape: 'burst', size: 1 }, []);
    const enc = base.enc;
    const npc = enc.combatants.find((c) => c.side === 'npc')!;
    const pc = enc.combatants.find((c) => c.id === base.attacker)!;
    const other = enc.combatants.find((c) => c.side === 'npc' && c !== npc)!;
    // The NPC throws the PC's grenade: give it the same weapon.
    const x = arena('vers', { shape: 'burst', size: 1 }, [], (e) => {
      const thrower = e.combatants.find((c) => c.id === npc.id)!;
      const grenade = (e.combatants.find((c) => c.id === pc.id)!.sheet as { weapons: { name: string }[] }).weapons.find((w) => w.name === 'Grenade')!;
      (thrower.sheet as { weapons: unknown[] }).weapons.push(grenade);
      (thrower.sheet as { skills: Record<string, number> }).skills = { ...(thrower.sheet as { skills: Record<string, number> }).skills, rangedCombat: 2 };
      thrower.position = at(2, 6);
      e.combatants.find((c) => c.id === pc.id)!.position = at(6, 6);
      e.combatants.find((c) => c.id === other.id)!.position = at(7, 6);
      e.combatants.forEach((c, i) => {
        if (![npc.id, pc.id, other.id].includes(c.id)) c.position = at(19, i);
      });
    });
    const s = started({ enc: x.enc, attacker: npc.id, others: x.enc.combatants.map((c) => c.id).filter((id) => id !== npc.id) });
    const aim = at(6, 6);
    const p = areaPreview(s, { attacker: npc.id, weapon: 'Grenade', at: aim });
    expect(p.blocked).toBeNull();
    const ids = p.targets.map((t) => t.id);
    expect([...ids].sort()).toEqual([pc.id, other.id].sort());
    // The NPC's one roll first, then the PC's own Dodge.
    expect(p.dice.map((d) => d.dice)).toEqual(['3d6', '3d6']);
    expect(p.dice[1]!.label).toContain('Dodge');
    const got = tally(s, throwAt(npc.id, aim), ids, product([sums(3, 6), sums(3, 6)]));
    p.targets.forEach((t, i) => expect(t.harm).toBeCloseTo(got.harm[i]!, 12));
    got.harmed.forEach((h, k) => expect(p.harmed[k]).toBeCloseTo(h, 12));
  });

  it('Waylights: one roll of the attack dice, each target rolling its own defence', () => {
    const x = arena('waylights', { shape: 'burst', size: 1 }, [null, [6, 6], [7, 6]]);
    const s = started(x);
    const aim = at(6, 6);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
    expect(p.blocked).toBeNull();
    const ids = p.targets.map((t) => t.id);
    expect(ids.length).toBe(2);
    const groups = p.dice.map((d) => {
      const [n, sides] = d.dice.split('d').map(Number);
      return sums(n || 1, sides!);
    });
    const got = tally(s, throwAt(x.attacker, aim), ids, product(groups));
    p.targets.forEach((t, i) => expect(t.harm).toBeCloseTo(got.harm[i]!, 12));
    got.harmed.forEach((h, k) => expect(p.harmed[k]).toBeCloseTo(h, 12));
    expect(p.harmed.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe.each(SYSTEMS)('%s: area attacks through reduce', (system) => {
  it('strikes every combatant in the burst with the same attacker roll, and logs it once', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6], [6, 7]]);
    const s = started(x);
    const aim = at(6, 6);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
    expect(p.blocked).toBeNull();
    const inBurst = new Set(burstHexes(aim, 1).map(hexKey));
    expect(p.hexes.every((h) => inBurst.has(hexKey(h)))).toBe(true);
    const expected = s.encounter.combatants.filter((c) => c.id !== x.attacker && inBurst.has(hexKey(c.position))).map((c) => c.id);
    expect(p.targets.map((t) => t.id)).toEqual(expected);
    const r = reduce(s, throwAt(x.attacker, aim));
    if (!r.ok) throw new Error(r.reason);
    const head = r.events.filter((e) => e.kind === 'area-attack');
    expect(head).toHaveLength(1);
    const perTarget = r.events.filter((e) => e.kind === 'attack');
    expect(perTarget.map((e) => e.target)).toEqual(expected);
    // One attack roll: where the attacker rolled, every target's log shows the same faces.
    const attackerFaces = perTarget.map((e) => e.rolls.find((b) => b.label.includes(s.encounter.combatants.find((c) => c.id === x.attacker)!.name))?.roll?.faces.map((f) => f.value).join(','));
    const seen = new Set(attackerFaces.filter((f) => f !== undefined));
    expect(seen.size).toBeLessThanOrEqual(1);
    expect(r.state.use.attacks).toBe(s.use.attacks + 1);
  });

  it('leaves out the targets the GM excludes, and says so in the log', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const s = started(x);
    const aim = at(6, 6);
    const out = x.others[1]!;
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim, exclude: [out] });
    expect(p.targets.map((t) => t.id)).toEqual([x.others[0]]);
    expect(p.harmed).toHaveLength(2);
    const r = reduce(s, throwAt(x.attacker, aim, { exclude: [out] }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.harm[out]).toEqual(s.harm[out]);
    expect(r.events.filter((e) => e.kind === 'attack').map((e) => e.target)).toEqual([x.others[0]]);
    const name = s.encounter.combatants.find((c) => c.id === out)!.name;
    expect(r.events.find((e) => e.kind === 'area-attack')!.summary).toContain(`the GM took out ${name}`);
  });

  it('refuses, naming the thing, and applies nothing', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]], (enc) => {
      // A walled cell: column 10, row 6 is shut in by walls on every side.
      enc.map.terrain = hexNeighbors(at(10, 6)).map((h) => ({ ...h, kind: 'wall' as const }));
    });
    const s = started(x);
    const refusal = (cmd: Command) => {
      const r = reduce(s, cmd);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.reason;
    };
    const a = s.encounter.combatants.find((c) => c.id === x.attacker)!;
    const plain = (a.sheet as { weapons: { name: string; area?: unknown }[] }).weapons.find((w) => !w.area)!.name;
    expect(refusal({ type: 'attack', attacker: x.attacker, weapon: plain, at: at(6, 6) } as Command)).toContain(`${plain} is not an area weapon`);
    expect(refusal(throwAt(x.attacker, at(6, 6), { exclude: ['nobody'] }))).toContain('"nobody"');
    const far = s.encounter.combatants.find((c) => c.id === x.others[2] || c.position.q === at(19, 2).q)!;
    expect(refusal(throwAt(x.attacker, at(6, 6), { exclude: [far.id] }))).toContain(`${far.name}, who is not a target`);
    expect(refusal(throwAt(x.attacker, { q: 500, r: 500 }))).toContain('off the map');
    expect(refusal(throwAt(x.attacker, at(10, 6)))).toContain('cannot see the aimed hex (column 11, row 7)');
    expect(refusal(throwAt(x.attacker, hexNeighbors(at(10, 6))[3]!))).toContain('is a wall');
    // A burst is aimed within the weapon's range.
    const wide = arena(system, { shape: 'burst', size: 1 }, [[6, 6]], (enc) => {
      enc.map.width = 200;
      enc.map.metersPerHex = 100;
    });
    const w = started(wide);
    const r = reduce(w, throwAt(wide.attacker, at(199, 6)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/beyond the range of Grenade \(\d+ hexes\)/);
  });

  it('reads typed dice in the preview\'s order and refuses faces left over', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const s = started(x);
    const aim = at(6, 6);
    const first = withFaces(s, throwAt(x.attacker, aim), []);
    expect(first.ok).toBe(true);
    const r = reduce(s, throwAt(x.attacker, aim, { dice: [...Array(40).fill(1)] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/more faces were typed than this area attack uses/);
  });

  it('aims a cone and a line from the attacker\'s hex', () => {
    for (const shape of ['cone', 'line'] as const) {
      const x = arena(system, { shape, size: 4 }, [[4, 6], [5, 6], [3, 3]]);
      const s = started(x);
      const a = s.encounter.combatants.find((c) => c.id === x.attacker)!;
      const aim = at(6, 6);
      const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
      const want = shape === 'cone' ? coneHexes(a.position, coneDirection(a.position, aim), 4) : lineHexes(a.position, aim, 4);
      expect(p.hexes.map(hexKey).sort()).toEqual(want.map(hexKey).sort());
      const inShape = new Set(want.map(hexKey));
      expect(p.targets.map((t) => t.id)).toEqual(s.encounter.combatants.filter((c) => c.id !== a.id && inShape.has(hexKey(c.position))).map((c) => c.id));
      expect(reduce(s, throwAt(x.attacker, a.position)).ok).toBe(false);
    }
  });

  it('replays and verifies a session with an area attack, and the digest sees it', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const session = new Session(x.enc, 'area-replay');
    session.apply({ type: 'start-combat', order: [x.attacker, ...x.others], surprise: null } as Command);
    const before = digestOf(session.state);
    const r = session.apply(throwAt(x.attacker, at(6, 6)));
    expect(r.ok).toBe(true);
    expect(digestOf(session.state)).not.toBe(before);
    const record = JSON.parse(JSON.stringify(session.toRecord())) as Parameters<typeof replay>[0];
    const again = replay(record, { verify: true });
    expect(again.mismatch).toBeNull();
    expect(digestOf(again.state)).toBe(digestOf(session.state));
  });
});

describe('the grenadier sample (Waylights)', () => {
  it('ships a recorded session whose fire pots are area attacks, and it verifies', () => {
    const url = new URL('../../../build/examples/the-quarry-grenadier.session.json', import.meta.url);
    const parsed = parseFile('the-quarry-grenadier.session.json', readFileSync(url, 'utf8'), { expect: 'hexfray/session' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const record = parsed.value as unknown as Parameters<typeof replay>[0];
    const pots = record.commands.map((c) => c.command).filter((c) => c.type === 'attack' && c.at !== undefined);
    expect(pots.length).toBeGreaterThan(0);
    const again = replay(record, { verify: true });
    expect(again.mismatch).toBeNull();
    expect(again.session.events.filter((e) => e.kind === 'area-attack')).toHaveLength(pots.length);
  });
});

describe('area attacks: what each system reads of the blast', () => {
  it('YAUGS: a target that dodges uses an Opponent Quotient slot', () => {
    const x = arena('yaugs', { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const s = started(x);
    const r = reduce(s, throwAt(x.attacker, at(6, 6)));
    if (!r.ok) throw new Error(r.reason);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: at(6, 6) });
    for (const id of p.targets.map((t) => t.id)) expect(r.state.counters.metActively[id] ?? 0).toBe((s.counters.metActively[id] ?? 0) + 1);
  });

  it('YAUGS: a cover object that blocks sight from the burst\'s centre shields a target completely', () => {
    const centre = at(8, 6);
    const wallAt = hexNeighbor(centre, 0);
    const behind = hexNeighbor(wallAt, 0);
    const x = arena('yaugs', { shape: 'burst', size: 2 }, [[8, 6]], (enc, a) => {
      const second = enc.combatants.filter((c) => c !== a)[1]!;
      second.position = behind;
      enc.map.terrain = [{ ...wallAt, kind: 'cover', id: 'slab', name: 'Stone slab', value: 10, structure: 50, maxStructure: 50, blocksSight: true }];
    });
    const s = started(x);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: centre });
    expect(p.hexes.some((h) => hexKey(h) === hexKey(behind))).toBe(false);
    expect(p.targets.map((t) => t.id)).not.toContain(s.encounter.combatants.find((c) => hexKey(c.position) === hexKey(behind))!.id);
  });

  it('VERS: cover is counted from the burst\'s centre, not from the thrower', () => {
    const centre = at(10, 6);
    const thrower = at(2, 6);
    // A direction in which cover next to the centre stands between it and the target, but the thrower's line to the target passes clear of it.
    const d = [1, 2, 4, 5].find((k) => {
      const cover = hexNeighbor(centre, k);
      const target = hexNeighbor(cover, k);
      return !hexLine(thrower, target).some((h) => hexKey(h) === hexKey(cover));
    })!;
    const coverAt = hexNeighbor(centre, d);
    const target = hexNeighbor(coverAt, d);
    const make = (withCover: boolean) => {
      const x = arena('vers', { shape: 'burst', size: 2 }, [null, null], (enc, a) => {
        const foe = enc.combatants.find((c) => c.side === 'npc')!;
        foe.position = target;
        a.position = thrower;
        enc.map.terrain = withCover ? [{ ...coverAt, kind: 'cover', id: 'crate', name: 'Crate', value: 6, structure: 50, maxStructure: 50, blocksSight: false }] : [];
      });
      const s = started(x);
      const foe = s.encounter.combatants.find((c) => hexKey(c.position) === hexKey(target))!;
      return areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: centre }).targets.find((t) => t.id === foe.id)!;
    };
    const open = make(false);
    const covered = make(true);
    expect(covered.harm).toBeLessThan(open.harm);
  });

  it('a hidden thrower\'s blast is told to the GM only', () => {
    const x = arena('waylights', { shape: 'burst', size: 1 }, [[6, 6], [7, 6]], (_enc, a) => {
      a.hidden = true;
    });
    const s = started(x);
    const r = reduce(s, throwAt(x.attacker, at(6, 6)));
    if (!r.ok) throw new Error(r.reason);
    expect(r.events.find((e) => e.kind === 'area-attack')!.gmOnly).toBe(true);
  });
});

describe.each(SYSTEMS)('%s: an area attack out of turn', (system) => {
  it('is refused when it is not the thrower\'s turn, and made once when readied', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const s0 = started(x);
    const readied = apply(s0, { type: 'ready', id: x.attacker, trigger: 'when they bunch up' } as Command);
    expect(readied.current).not.toBe(x.attacker);
    const notNow = reduce(readied, throwAt(x.attacker, at(6, 6)));
    expect(notNow.ok).toBe(false);
    const r = reduce(readied, throwAt(x.attacker, at(6, 6), { readied: true }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.events.some((e) => e.kind === 'readied-attack')).toBe(true);
    expect(r.events.some((e) => e.kind === 'area-attack')).toBe(true);
    // It spends nothing of the turn it interrupts, and only once.
    expect(r.state.use).toEqual(readied.use);
    expect(reduce(r.state, throwAt(x.attacker, at(6, 6), { readied: true })).ok).toBe(false);
  });

  it('is never a Counter-Attack', () => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6]]);
    const r = reduce(started(x), throwAt(x.attacker, at(6, 6), { counterAttack: true }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('cannot be an area attack');
  });
});

describe('area attacks from a big body (RULES.md 5.3)', () => {
  it('a cone starts at the body\'s hex nearest the aim (ties: least q, then r) and never strikes the body itself', () => {
    const x = arena('yaugs', { shape: 'cone', size: 3 }, [[9, 6]], (_enc, a) => {
      a.position = at(5, 6);
      a.footprint = { size: 7 };
    });
    const s = started(x);
    const a = s.encounter.combatants.find((c) => c.id === x.attacker)!;
    const body = footprintHexes(a.position, 7);
    const aim = at(9, 6);
    const nearest = Math.min(...body.map((h) => hexDistance(h, aim)));
    const origin = body.filter((h) => hexDistance(h, aim) === nearest).sort((p, q) => p.q - q.q || p.r - q.r)[0]!;
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: aim });
    expect(p.source).toEqual(origin);
    const own = new Set(body.map(hexKey));
    const want = coneHexes(origin, coneDirection(origin, aim), 3).filter((h) => !own.has(hexKey(h)));
    expect(p.hexes.map(hexKey).sort()).toEqual(want.map(hexKey).sort());
    expect(reduce(s, throwAt(x.attacker, body[1]!)).ok).toBe(false);
  });
});

describe('YAUGS: a refusal of the thrower is said once, not per target', () => {
  it('refuses an area attack after the thrower forwent its attacks, in the words of any attack', () => {
    const x = arena('yaugs', { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const s = apply(started(x), { type: 'yaugs-raise-oq', id: x.attacker, method: 'forgo-attacks' } as Command);
    const r = reduce(s, throwAt(x.attacker, at(6, 6)));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toMatch(/forwent its attacks this round/);
      expect(r.reason).not.toMatch(/cannot be struck/);
    }
  });
});

describe('Waylights: a dash that leaves no action to fight is said before the throw', () => {
  it('blocks the preview with the thrower\'s reason, the one the reducer gives, naming no target', () => {
    const x = arena('waylights', { shape: 'burst', size: 1 }, [[8, 6], [9, 6]]);
    const s0 = started(x);
    const thrower = s0.encounter.combatants.find((c) => c.id === x.attacker)!;
    const movement = (thrower.sheet as { movement: number }).movement;
    // Further than one move: the dash takes both actions of the turn.
    const path = Array.from({ length: movement + 1 }, (_, i) => at(2, 7 + i));
    const s = apply(s0, { type: 'move', id: x.attacker, path } as Command);
    const p = areaPreview(s, { attacker: x.attacker, weapon: 'Grenade', at: at(8, 6) });
    expect(p.blocked).toMatch(/no action is left to fight/);
    expect(p.blocked).not.toMatch(/cannot be struck/);
    expect(p.harmed).toEqual([]);
    const r = reduce(s, throwAt(x.attacker, at(8, 6)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(p.blocked);
  });
});

describe('the players\' banner after an area attack', () => {
  it.each(SYSTEMS)('%s: tells every target\'s result, the thrower\'s roll once', (system) => {
    const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
    const session = new Session(x.enc, 'banner');
    const order = [x.attacker, ...x.others];
    expect(session.apply({ type: 'start-combat', order, surprise: null } as Command).ok).toBe(true);
    expect(session.apply(throwAt(x.attacker, at(6, 6))).ok).toBe(true);
    const state = session.state;
    const names = x.others.slice(0, 2).map((id) => state.encounter.combatants.find((c) => c.id === id)!);
    const view = playerView(state, stepsOf(session), { revealed: [], lit: null });
    const banner = view.banner!;
    expect(banner.kind).toBe('attack');
    const thrower = state.encounter.combatants.find((c) => c.id === x.attacker)!;
    expect(banner.text.startsWith(`${thrower.playersName ?? thrower.name} strikes an area: `)).toBe(true);
    for (const c of names) expect(banner.text).toContain(`${c.playersName ?? c.name}: `);
    // Each target's own attack line is in the log; the banner's dice hold the thrower's roll once.
    const attacks = view.log.filter((e) => e.kind === 'attack');
    expect(attacks).toHaveLength(2);
    const all = attacks.flatMap((e) => e.rolls).length;
    const thrown = attacks[0]!.rolls.findIndex((r, k) => JSON.stringify(r) !== JSON.stringify(attacks[1]!.rolls[k]));
    const shared = thrown < 0 ? Math.min(attacks[0]!.rolls.length, attacks[1]!.rolls.length) : thrown;
    expect(banner.rolls).toHaveLength(all - shared);
  });
});
