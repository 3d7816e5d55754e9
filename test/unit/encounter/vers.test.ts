import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Encounter } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import { initialState } from '../../../shared/model/initial';
import { planAttack } from '../../../shared/engine/plan';
import { grapplePreview } from '../../../shared/engine/grappleRoll';
import { attackPreview } from '../../../shared/engine/attackPreview';
import { reduce } from '../../../shared/engine/reducer';
import { buildBoard } from '../../../shared/model/board';
import { factsFor } from '../../../shared/model/facts';
import type { AttackCommand, Command } from '../../../shared/model/commands';
import type { LogEvent } from '../../../shared/model/events';
import type { CombatState, Harm } from '../../../shared/model/state';
import type { VersMark } from '../../../shared/systems/vers/schemas';
import { versAdapter } from '../../../shared/systems/vers/definition';
import { typedDice } from '../../../shared/dice';
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';
import type { VersSheet } from '../../../shared/rules/vers/sheet';
import { rollCheck, rangeBand } from '../../../shared/rules/vers';
import { hitDamage } from '../../../shared/rules/vers/damage';
import { hitCover } from '../../../shared/rules/vers/cover';
import { addMark } from '../../../shared/rules/vers/injuryTrack';
import { bodyReach, discipline, dodge, movement, skillValue, staticAttack } from '../../../shared/rules/vers/derived';
import { reachAdvantage } from '../../../shared/rules/vers/closeCombat';
import { versSettings, type VersSettings } from '../../../shared/rules/vers/settings';
import { sumModifiers } from '../../../shared/rules/modifier';

const { mara, tobin, wolf, bandit } = SAMPLE_SHEETS;

type Placed = { id: string; sheet: VersSheet; side: 'pc' | 'npc' | 'ally'; at: [number, number]; facing?: number | null };

function encounter(placed: Placed[], opts: { settings?: Partial<VersSettings>; metersPerHex?: number; terrain?: unknown[] } = {}): Encounter {
  return encounterSchema.parse({
    name: 'Roadside ambush',
    system: 'vers',
    map: { width: 12, height: 8, orientation: 'pointy', metersPerHex: opts.metersPerHex ?? 2, background: null, terrain: opts.terrain ?? [] },
    gmNotes: '',
    settings: versSettings(opts.settings),
    combatants: placed.map((p) => ({
      id: p.id, name: p.sheet.name.split(' ')[0], side: p.side, sheet: p.sheet,
      position: { q: p.at[0], r: p.at[1] }, facing: p.facing ?? null, hidden: false, notes: '', color: null,
    })),
  });
}

/** Mara (PC) and the Bandit (NPC) side by side, Tobin (PC) further off, the Wolf (NPC) beside the Bandit. */
const STANDARD: Placed[] = [
  { id: 'mara', sheet: mara, side: 'pc', at: [2, 2] },
  { id: 'bandit', sheet: bandit, side: 'npc', at: [3, 2] },
  { id: 'tobin', sheet: tobin, side: 'pc', at: [7, 2] },
  { id: 'wolf', sheet: wolf, side: 'npc', at: [4, 2] },
];

function apply(state: CombatState, ...cmds: Command[]): { state: CombatState; events: LogEvent[] } {
  let s = state;
  const events: LogEvent[] = [];
  for (const cmd of cmds) {
    const r = reduce(s, cmd);
    if (!r.ok) throw new Error(`refused ${cmd.type}: ${r.reason}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A fight in round 1 with `first` taking the first turn. */
function started(enc: Encounter, first: string, seed = 'seed'): CombatState {
  return apply(initialState(enc, seed), { type: 'start-combat', order: [first] }).state;
}

function atk(attacker: string, defender: string, weapon: string, dice?: number[], aware = true, situational: AttackCommand['situational'] = []): AttackCommand {
  return { type: 'attack', attacker, defender, weapon, situational, choices: { system: 'vers', defenderAware: aware }, ...(dice ? { dice } : {}) };
}

function attackEvent(events: LogEvent[]): LogEvent {
  const e = events.find((x) => x.kind === 'attack');
  if (!e) throw new Error('no attack event');
  return e;
}

function marks(state: CombatState, id: string): VersMark[] {
  const h = state.harm[id];
  if (!h || h.system !== 'vers') throw new Error(`no VERS harm for ${id}`);
  return h.marks;
}

const vers = (m: VersMark[]): Harm => ({ system: 'vers', marks: m });
const sumOf = (d: number[]) => d.reduce((a, b) => a + b, 0);

// Mara's Longsword attack on the Bandit, figured by hand from RULES.md 2.1-2.3: TN base + Agility +
// Close Combat + the Reach difference (her sword against his longest close weapon) - his static Dodge,
// which his Wounded mark lowers by 1 (RULES.md 2.7: an NPC's penalties lower its static values).
const maraOnBandit = 10 + mara.attributes.agility + skillValue(mara, 'closeCombat')
  + reachAdvantage(bodyReach(mara).value + 1, bodyReach(bandit).value + 0) - (dodge(bandit).value - 1);

describe('VERS adapter: the sheet in the fight', () => {
  it('starts harm from the sheet injuries and gives no round order (popcorn hand-off)', () => {
    const s = started(encounter(STANDARD), 'mara');
    expect(marks(s, 'bandit')).toEqual(bandit.injuries);
    expect(marks(s, 'mara')).toEqual([]);
    expect(versAdapter.roundOrder(s)).toBeNull();
    expect(s.current).toBe('mara');
    expect(s.out).toEqual([]);
  });

  it('lists the sheet weapons; close weapons reach the adjacent hex', () => {
    const s = started(encounter(STANDARD), 'mara');
    const t = s.encounter.combatants.find((c) => c.id === 'tobin')!;
    expect(versAdapter.weapons(t)).toEqual([
      { name: 'Longbow', ranged: true, reachHexes: 1 },
      { name: 'Dagger', ranged: false, reachHexes: 1 },
    ]);
  });

  it('moves Movement in metres a turn, as whole hexes, less what was moved; Disabled halves it', () => {
    const m = movement(mara).value;
    for (const metersPerHex of [1, 1.5, 2, 3, 5]) {
      const s = started(encounter(STANDARD, { metersPerHex }), 'mara');
      const c = s.encounter.combatants.find((x) => x.id === 'mara')!;
      expect(versAdapter.moveBudget(c, s)).toBe(Math.floor(m / metersPerHex));
      expect(versAdapter.moveBudget(c, { ...s, use: { ...s.use, moved: 1 } })).toBe(Math.max(0, Math.floor(m / metersPerHex) - 1));
      const hurt = { ...s, harm: { ...s.harm, mara: vers([{ condition: 'disabled', lethal: true, note: '' }]) } };
      expect(versAdapter.moveBudget(c, hurt)).toBe(Math.floor(Math.floor(m / 2) / metersPerHex));
    }
  });

  it('the reducer holds a move to the budget', () => {
    const s = started(encounter(STANDARD), 'mara');
    const budget = Math.floor(movement(mara).value / 2);
    const path = Array.from({ length: budget + 1 }, (_, i) => ({ q: 2 + i, r: 3 }));
    const r = reduce(s, { type: 'move', id: 'mara', path: [{ q: 2, r: 2 }, ...path.slice(0, budget)] });
    expect(r.ok).toBe(true);
    const far = reduce(s, { type: 'move', id: 'mara', path: [{ q: 2, r: 2 }, ...path] });
    expect(far).toEqual({ ok: false, reason: `Mara can move ${budget} more this turn; that path costs ${budget + 1}.` });
  });

  it('default choices: the defender is aware unless attacked from behind', () => {
    // The Bandit at (3,2) faces direction 0 (+q): Mara at (2,2) is directly behind him, Tobin at (7,2) in front.
    const enc = encounter(STANDARD.map((p) => (p.id === 'bandit' ? { ...p, facing: 0 } : p)));
    const s = started(enc, 'mara');
    expect(planAttack(s, { attacker: 'mara', defender: 'bandit', weapon: 'Longsword', situational: [] })!.command.choices).toEqual({ system: 'vers', defenderAware: false });
    expect(planAttack(s, { attacker: 'tobin', defender: 'bandit', weapon: 'Longbow', situational: [] })!.command.choices).toEqual({ system: 'vers', defenderAware: true });
    expect(planAttack(started(encounter(STANDARD), 'mara'), { attacker: 'mara', defender: 'bandit', weapon: 'Longsword', situational: [] })!.command.choices).toEqual({ system: 'vers', defenderAware: true });
  });
});

describe('VERS adapter: attacks with typed dice', () => {
  it('a PC attack on an NPC: the PC rolls against static Dodge; a hit marks NDV = EV - RV', () => {
    const s = started(encounter(STANDARD), 'mara');
    for (const dice of [[2, 3, 4], [1, 1, 1], [5, 5, 4], [6, 6, 4], [6, 6, 6], [4, 4, 4]]) {
      const { state, events } = apply(s, atk('mara', 'bandit', 'Longsword', dice));
      const check = rollCheck(maraOnBandit, dice as [number, number, number]);
      const e = attackEvent(events);
      expect(e.rolls).toHaveLength(1);
      const roll = e.rolls[0]!;
      expect(roll.roll?.faces.map((f) => f.value)).toEqual(dice);
      expect(roll.roll?.typed).toBe(true);
      expect(roll.total).toBe(sumOf(dice));
      expect(roll.against).toBe(maraOnBandit);
      expect(sumModifiers(roll.modifiers)).toBe(maraOnBandit);
      expect(e.settings).toEqual(versSettings());
      if (check.success) {
        const dmg = hitDamage(6, bandit.rv, check.degrees, false);
        const expected = addMark(bandit.injuries, dmg.condition!, true, 'Longsword by Mara').marks;
        expect(marks(state, 'bandit')).toEqual(expected);
        expect(e.summary).toContain(`NDV ${dmg.ndv}`);
      } else {
        expect(marks(state, 'bandit')).toEqual(bandit.injuries);
        expect(e.summary).toBe('Mara misses Roadside with Longsword');
      }
    }
  });

  it('an NPC attack on a PC: the PC rolls Dodge against the static attack, with the modifiers reversed', () => {
    const s = started(encounter(STANDARD), 'bandit');
    // The Bandit's Club (Reach 0) gains nothing on Mara's Longsword (Reach 1); attack modifiers count reversed on her Dodge.
    // RULES.md 2.7: the Bandit's Wounded mark lowers his static attack by 1.
    const dodgeTN = 10 + dodge(mara).value - (staticAttack(bandit, bandit.weapons[0]!).value - 1) - reachAdvantage(0, 1);
    for (const dice of [[3, 3, 3], [6, 5, 1], [6, 6, 5], [1, 1, 2]]) {
      const { state, events } = apply(s, atk('bandit', 'mara', 'Club', dice));
      const e = attackEvent(events);
      const check = rollCheck(dodgeTN, dice as [number, number, number]);
      expect(e.rolls[0]!.against).toBe(dodgeTN);
      expect(e.rolls[0]!.label).toContain("Dodge");
      if (check.success) {
        expect(marks(state, 'mara')).toEqual([]);
      } else {
        const dmg = hitDamage(4, mara.rv, check.degrees - 1, false);
        expect(marks(state, 'mara')).toEqual(addMark([], dmg.condition!, true, 'Club by Roadside').marks);
      }
    }
  });

  it('an NPC attack on an unaware PC hits with no roll, and typed dice are refused', () => {
    const s = started(encounter(STANDARD), 'bandit');
    const { state, events } = apply(s, atk('bandit', 'mara', 'Club', [], false));
    const e = attackEvent(events);
    expect(e.rolls[0]!.roll).toBeNull();
    const dmg = hitDamage(4, mara.rv, 0, false);
    expect(marks(state, 'mara')).toEqual(addMark([], dmg.condition!, true, 'Club by Roadside').marks);
    const r = reduce(s, atk('bandit', 'mara', 'Club', [3, 4, 5], false));
    expect(r).toMatchObject({ ok: false });
  });

  it('an unaware NPC: the PC rolls against 0 instead of the static Dodge', () => {
    const s = started(encounter(STANDARD), 'mara');
    const { events } = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 5], false));
    expect(attackEvent(events).rolls[0]!.against).toBe(maraOnBandit + (dodge(bandit).value - 1));
  });

  it('allies are GM-run: an ally attacking a PC makes the PC roll Dodge; a PC attacking an ally rolls the attack', () => {
    const enc = encounter(STANDARD.map((p) => (p.id === 'bandit' ? { ...p, side: 'ally' as const } : p)));
    const a = attackEvent(apply(started(enc, 'bandit'), atk('bandit', 'mara', 'Club', [3, 3, 3])).events);
    expect(a.rolls[0]!.label).toContain("Mara's Dodge");
    const b = attackEvent(apply(started(enc, 'mara'), atk('mara', 'bandit', 'Longsword', [3, 3, 3])).events);
    expect(b.rolls[0]!.label).toContain("Mara's attack");
    expect(b.rolls[0]!.against).toBe(maraOnBandit);
  });

  it('fists are non-lethal, weapons lethal; the mark notes the weapon and the attacker', () => {
    const s = started(encounter([{ id: 'mara', sheet: mara, side: 'pc', at: [2, 2] }, { id: 'wolf', sheet: wolf, side: 'npc', at: [3, 2] }]), 'mara');
    const fistDamage = hitDamage(1, wolf.rv, 0);
    expect(fistDamage.condition).not.toBeNull();
    const fist = apply(s, atk('mara', 'wolf', 'Fists', [1, 1, 2])).state;
    expect(marks(fist, 'wolf')).toEqual([{ condition: fistDamage.condition, lethal: false, note: 'Fists by Mara' }]);
    const sword = apply(s, atk('mara', 'wolf', 'Longsword', [1, 1, 2])).state;
    expect(marks(sword, 'wolf')).toEqual([{ condition: hitDamage(6, wolf.rv, 0).condition, lethal: true, note: 'Longsword by Mara' }]);
  });

  it('RULES.md 2.7: two Grazed plus a third Grazed gives Grazed, Grazed, Wounded', () => {
    const s0 = started(encounter([{ id: 'mara', sheet: mara, side: 'pc', at: [2, 2] }, { id: 'wolf', sheet: wolf, side: 'npc', at: [3, 2] }]), 'mara');
    const grazed: VersMark = { condition: 'grazed', lethal: true, note: 'earlier' };
    const s = { ...s0, harm: { ...s0.harm, wolf: vers([grazed, grazed]) } };
    expect(hitDamage(1, wolf.rv, 0).condition).toBe('grazed');
    const { state, events } = apply(s, atk('mara', 'wolf', 'Fists', [1, 1, 2]));
    expect(marks(state, 'wolf').map((m) => m.condition)).toEqual(['grazed', 'grazed', 'wounded']);
    expect(attackEvent(events).summary).toContain('Grazed moves up to Wounded (N)');
  });

  it('a hit with NDV below 0 leaves the track as it is', () => {
    // Fists EV 1 on the wolf's RV 1: NDV 0 grazes; with a -rv sheet it cannot go below. Use Tobin's bow on a heavily armoured bandit instead.
    const tank: VersSheet = { ...bandit, name: 'Armoured Bandit', rv: 9, injuries: [] };
    const enc = encounter([{ id: 'mara', sheet: mara, side: 'pc', at: [2, 2] }, { id: 'tank', sheet: tank, side: 'npc', at: [3, 2] }]);
    const { state, events } = apply(started(enc, 'mara'), atk('mara', 'tank', 'Longsword', [1, 1, 2]));
    expect(hitDamage(6, 9, 0).condition).toBeNull();
    expect(marks(state, 'tank')).toEqual([]);
    expect(attackEvent(events).summary).toContain('no injury');
  });

  it('marks move up a full level and overflow is logged with the track unchanged', () => {
    const s0 = started(encounter(STANDARD), 'mara');
    const full: VersMark[] = [
      { condition: 'grazed', lethal: true, note: '' }, { condition: 'grazed', lethal: true, note: '' },
      { condition: 'wounded', lethal: true, note: '' }, { condition: 'wounded', lethal: true, note: '' },
      { condition: 'impaired', lethal: true, note: '' }, { condition: 'disabled', lethal: true, note: '' },
    ];
    const s = { ...s0, harm: { ...s0.harm, bandit: vers(full) } };
    const { state, events } = apply(s, atk('mara', 'bandit', 'Longsword', [1, 1, 2]));
    expect(marks(state, 'bandit')).toEqual(full);
    const e = attackEvent(events);
    expect(e.summary).toContain('the track is full');
    expect(e.effects.join(' ')).toContain('every slot up to Disabled full');
  });

  it("the roller's Wounded marks lower the attack by 1 each", () => {
    const s = started(encounter(STANDARD), 'mara');
    const hurt = apply(s,
      { type: 'adjust-harm', id: 'mara', addMark: { condition: 'wounded', lethal: true, note: 'cut' }, reason: 'earlier fight' },
      { type: 'adjust-harm', id: 'mara', addMark: { condition: 'wounded', lethal: true, note: 'cut' }, reason: 'earlier fight' },
    ).state;
    const e = attackEvent(apply(hurt, atk('mara', 'bandit', 'Longsword', [3, 3, 3])).events);
    expect(e.rolls[0]!.against).toBe(maraOnBandit - 2);
    expect(e.rolls[0]!.modifiers.filter((m) => m.category === 'injury').map((m) => m.value)).toEqual([-2]);
  });

  it('a Disabled attacker has one simple action a turn; the second attack is refused and changes nothing', () => {
    const s0 = started(encounter(STANDARD), 'mara');
    const s = apply(s0, { type: 'adjust-harm', id: 'mara', addMark: { condition: 'disabled', lethal: true, note: 'arrow' }, reason: 'test' }).state;
    const once = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 5]));
    expect(attackEvent(once.events).effects.join(' ')).toContain('Disabled');
    const before = JSON.stringify(once.state);
    const r = reduce(once.state, atk('mara', 'bandit', 'Longsword', [6, 6, 5]));
    expect(r).toEqual({ ok: false, reason: 'Mara is Disabled: one simple action a turn, and it is already spent.' });
    expect(JSON.stringify(once.state)).toBe(before);
  });

  it('refuses an attack beyond Extreme range with a reason and changes nothing', () => {
    // 11 hexes at 30 m is 330 m; Tobin's Agility 3 reaches 2^(3+5) = 256 m at Extreme.
    const enc = encounter([{ id: 'tobin', sheet: tobin, side: 'pc', at: [-1, 2] }, { id: 'bandit', sheet: bandit, side: 'npc', at: [10, 2] }], { metersPerHex: 30 });
    const s = started(enc, 'tobin');
    expect(rangeBand(3, 330).modifier).toBeNull();
    const before = JSON.stringify(s);
    const r = reduce(s, atk('tobin', 'bandit', 'Longbow', [3, 3, 3]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('beyond Extreme range');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('VERS adapter: several attackers', () => {
  it('the k-th attack on a defender in a round, whoever makes it, counts k - 1 (RULES.md 2.6); a new round clears it', () => {
    const s = started(encounter(STANDARD), 'mara');
    const first = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 5]));
    const second = apply(first.state, atk('mara', 'bandit', 'Longsword', [6, 6, 5]));
    const a1 = attackEvent(first.events).rolls[0]!;
    const a2 = attackEvent(second.events).rolls[0]!;
    expect(a2.against).toBe(a1.against! + 1);
    expect(a1.modifiers.find((m) => m.category === 'several-attackers')!.value + 0).toBe(0);
    expect(a2.modifiers.find((m) => m.category === 'several-attackers')!.value).toBe(1);
    // Tobin's turn in the same round: his attack on the Bandit is the third, so +2 against the NPC.
    const next = apply(second.state, { type: 'end-turn', next: 'tobin' }, atk('tobin', 'bandit', 'Longbow', [6, 6, 5]));
    expect(attackEvent(next.events).rolls[0]!.modifiers.find((m) => m.category === 'several-attackers')!.value).toBe(2);
    // A new round starts the count again.
    const round2 = apply(next.state, { type: 'next-round' });
    expect(round2.state.counters.attacksThisRound).toEqual({});
  });

  it('with the first attack not free, the k-th attack gives k', () => {
    const s = started(encounter(STANDARD, { settings: { multiAttackFirstFree: false } }), 'mara');
    // Misses (a Dramatic Failure), so no new mark lowers the Bandit's static Dodge in between.
    const first = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 6]));
    const second = apply(first.state, atk('mara', 'bandit', 'Longsword', [6, 6, 6]));
    expect(attackEvent(first.events).rolls[0]!.against).toBe(maraOnBandit + 1);
    expect(attackEvent(second.events).rolls[0]!.against).toBe(maraOnBandit + 2);
    expect(attackEvent(first.events).settings).toMatchObject({ multiAttackFirstFree: false });
  });

  it('attacks on another defender do not count', () => {
    const s = started(encounter(STANDARD), 'tobin');
    const first = apply(s, atk('tobin', 'wolf', 'Longbow', [6, 6, 5]));
    const second = apply(first.state, atk('tobin', 'bandit', 'Longbow', [6, 6, 5]));
    expect(attackEvent(second.events).rolls[0]!.modifiers.find((m) => m.category === 'several-attackers')!.value + 0).toBe(0);
  });
});

describe('VERS adapter: cover and grapples', () => {
  // Tobin at (1,2) shoots the Bandit at (5,2) across a crate at (3,2).
  const crate = { q: 3, r: 2, kind: 'cover', id: 'crate', name: 'Crate', value: 6, structure: 3, maxStructure: 3, blocksSight: false };
  const placed: Placed[] = [{ id: 'tobin', sheet: tobin, side: 'pc', at: [1, 2] }, { id: 'bandit', sheet: bandit, side: 'npc', at: [5, 2] }];
  // 8 m at Agility 3 is Short range (0); the crate's 6 counts against the attack.
  const tobinOnBandit = 10 + tobin.attributes.agility + skillValue(tobin, 'rangedCombat') + rangeBand(3, 8).modifier! - 6 - (dodge(bandit).value - 1);

  it('a miss by fewer degrees than the cover strikes the cover; breaking it carries the rest to the defender', () => {
    const s = started(encounter(placed, { terrain: [crate] }), 'tobin');
    const dice = [6, 5, 1]; // 12: DoF 2 < 6
    const check = rollCheck(tobinOnBandit, [6, 5, 1]);
    expect(check.success).toBe(false);
    const { state, events } = apply(s, atk('tobin', 'bandit', 'Longbow', dice));
    const e = attackEvent(events);
    expect(e.rolls[0]!.against).toBe(tobinOnBandit);
    const hit = hitCover(5, { rv: 0, structure: 3 });
    expect(hit.broken).toBe(true);
    // The crate is gone from the map, with a log line saying so.
    expect(state.encounter.map.terrain.find((t) => t.kind === 'cover')).toBeUndefined();
    expect(events.some((x) => x.kind === 'cover-destroyed')).toBe(true);
    const through = hitDamage(hit.carried, bandit.rv, 0);
    const expected = through.condition ? addMark(bandit.injuries, through.condition, true, 'Longbow by Tobin, through Crate').marks : bandit.injuries;
    expect(marks(state, 'bandit')).toEqual(expected);
  });

  it('cover that holds only loses structure', () => {
    const strong = { ...crate, structure: 20, maxStructure: 20 };
    const { state, events } = apply(started(encounter(placed, { terrain: [strong] }), 'tobin'), atk('tobin', 'bandit', 'Longbow', [6, 5, 1]));
    const hit = hitCover(5, { rv: 0, structure: 20 });
    expect(state.encounter.map.terrain.find((t) => t.kind === 'cover')).toMatchObject({ structure: hit.structureLeft });
    expect(marks(state, 'bandit')).toEqual(bandit.injuries);
    expect(events.some((x) => x.kind === 'cover-damaged')).toBe(true);
  });

  it('a miss by at least the cover value is a plain miss', () => {
    const dice = [6, 6, 5]; // 17: DoF 6, and cover 6 > 6 is false (literal)
    expect(rollCheck(tobinOnBandit, [6, 6, 5]).degrees).toBe(6);
    const { state } = apply(started(encounter(placed, { terrain: [crate] }), 'tobin'), atk('tobin', 'bandit', 'Longbow', dice));
    expect(state.encounter.map.terrain).toEqual([crate]);
    // Counterfactual: cover >= DoF, so the same roll strikes the crate.
    const cf = apply(started(encounter(placed, { terrain: [crate], settings: { coverEquality: 'counterfactual' } }), 'tobin'), atk('tobin', 'bandit', 'Longbow', dice));
    expect(cf.state.encounter.map.terrain).toEqual([]);
  });

  it('a ranged attack on a grapple: -4, no Dodge, and 2+ DoF hits the other member', () => {
    const enc = encounter([
      { id: 'tobin', sheet: tobin, side: 'pc', at: [1, 2] },
      { id: 'bandit', sheet: bandit, side: 'npc', at: [5, 2] },
      { id: 'wolf', sheet: wolf, side: 'npc', at: [6, 2] },
    ]);
    const s = apply(started(enc, 'bandit'), { type: 'grapple', attacker: 'bandit', defender: 'wolf' }, { type: 'end-turn', next: 'tobin' }).state;
    expect(s.grapples).toHaveLength(1);
    // In the grapple the Bandit has no Dodge: the roll is against 0.
    const tn = 10 + tobin.attributes.agility + skillValue(tobin, 'rangedCombat') + rangeBand(3, 8).modifier! - 4;
    const wild = apply(s, atk('tobin', 'bandit', 'Longbow', [6, 6, 4]));
    expect(rollCheck(tn, [6, 6, 4]).degrees).toBeGreaterThanOrEqual(2);
    const e = attackEvent(wild.events);
    expect(e.rolls[0]!.against).toBe(tn);
    const dmg = hitDamage(5, wolf.rv, 0);
    expect(marks(wild.state, 'wolf')).toEqual(addMark([], dmg.condition!, true, 'Longbow by Tobin').marks);
    expect(marks(wild.state, 'bandit')).toEqual(bandit.injuries);
    expect(e.summary).toContain('Grey');
    // 1 DoF is a plain miss.
    const near = apply(s, atk('tobin', 'bandit', 'Longbow', [5, 5, 4]));
    expect(rollCheck(tn, [5, 5, 4])).toMatchObject({ success: false, degrees: 1 });
    expect(marks(near.state, 'wolf')).toEqual([]);
  });
});

describe('VERS adapter: more cover and grapple cases', () => {
  it('a close attack on a grapple strikes the other member only on a Dramatic Failure', () => {
    const s = apply(started(encounter(STANDARD), 'wolf'), { type: 'grapple', attacker: 'wolf', defender: 'bandit' }, { type: 'end-turn', next: 'mara' }).state;
    // The wolf stepped into the Bandit's hex, beside Mara. In the grapple the Bandit has no Dodge.
    const tn = maraOnBandit + (dodge(bandit).value - 1) - 2;
    const plain = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 5]));
    expect(attackEvent(plain.events).rolls[0]!.against).toBe(tn);
    expect(rollCheck(tn, [6, 6, 5])).toMatchObject({ success: false, dramatic: null });
    expect(marks(plain.state, 'wolf')).toEqual([]);
    const wild = apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 6]));
    const dmg = hitDamage(6, wolf.rv, 0);
    expect(marks(wild.state, 'wolf')).toEqual(addMark([], dmg.condition!, true, 'Longsword by Mara').marks);
    expect(marks(wild.state, 'bandit')).toEqual(bandit.injuries);
  });

  it('when the PC dodges behind cover by fewer degrees than the cover, the cover takes the hit', () => {
    const crate = { q: 3, r: 2, kind: 'cover', id: 'crate', name: 'Crate', value: 6, structure: 3, maxStructure: 3, blocksSight: false };
    const enc = encounter([{ id: 'bandit', sheet: bandit, side: 'npc', at: [1, 2] }, { id: 'tobin', sheet: tobin, side: 'pc', at: [5, 2] }], { terrain: [crate] });
    const s = started(enc, 'bandit');
    const crossbow = bandit.weapons.find((w) => w.name === 'Crossbow')!;
    // Tobin's Dodge against the static attack, the attack's range and cover modifiers reversed.
    const tn = 10 + dodge(tobin).value - (staticAttack(bandit, crossbow).value - 1) - rangeBand(bandit.attributes.agility, 8).modifier! + 6;
    const clean = apply(s, atk('bandit', 'tobin', 'Crossbow', [4, 3, 3]));
    expect(rollCheck(tn, [4, 3, 3]).degrees).toBeGreaterThanOrEqual(6);
    expect(attackEvent(clean.events).rolls[0]!.against).toBe(tn);
    expect(clean.state.encounter.map.terrain).toEqual([crate]);
    const close = apply(s, atk('bandit', 'tobin', 'Crossbow', [6, 6, 5]));
    expect(rollCheck(tn, [6, 6, 5])).toMatchObject({ success: true });
    expect(rollCheck(tn, [6, 6, 5]).degrees).toBeLessThan(6);
    const hit = hitCover(crossbow.ev, { rv: 0, structure: 3 });
    expect(close.state.encounter.map.terrain).toEqual([]);
    const through = hitDamage(hit.carried, tobin.rv, 0);
    expect(marks(close.state, 'tobin')).toEqual(addMark([], through.condition!, true, 'Crossbow by Roadside, through Crate').marks);
  });
});

describe('VERS adapter: preview and determinism', () => {
  const ALL: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL.push([a, b, c]);

  function factsOf(s: CombatState, a: string, d: string) {
    return factsFor(s, buildBoard(s.encounter, s.out), a, d, 1).facts;
  }

  it('outcome probabilities sum to 1 and equal resolving every face of 3d6', () => {
    const crate = { q: 3, r: 2, kind: 'cover', id: 'crate', name: 'Crate', value: 3, structure: 50, maxStructure: 50, blocksSight: false };
    const cases: [CombatState, AttackCommand][] = [
      [started(encounter(STANDARD), 'mara'), atk('mara', 'bandit', 'Longsword')],
      [started(encounter(STANDARD), 'bandit'), atk('bandit', 'mara', 'Club')],
      [started(encounter([{ id: 'tobin', sheet: tobin, side: 'pc', at: [1, 2] }, { id: 'bandit', sheet: bandit, side: 'npc', at: [5, 2] }], { terrain: [crate] }), 'tobin'), atk('tobin', 'bandit', 'Longbow')],
    ];
    for (const [s, cmd] of cases) {
      const facts = factsOf(s, cmd.attacker, cmd.defender);
      const p = versAdapter.plan(s, { ...cmd }, facts).preview();
      expect(p.outcomes.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
      const counted = new Map<string, number>();
      for (const faces of ALL) {
        const r = versAdapter.plan(s, cmd, facts).resolve(typedDice(faces));
        if (!r.ok) throw new Error(r.reason);
        const label = r.value.event.rolls[0]!.outcome;
        counted.set(label, (counted.get(label) ?? 0) + 1);
      }
      for (const o of p.outcomes) expect(o.probability).toBeCloseTo((counted.get(o.label) ?? 0) / 216, 12);
      expect([...counted.values()].reduce((a, b) => a + b, 0)).toBe(216);
    }
  });

  it("the preview's hit chance is the share of faces that leave a mark", () => {
    const s = started(encounter(STANDARD), 'mara');
    const cmd = atk('mara', 'bandit', 'Longsword');
    const facts = factsOf(s, 'mara', 'bandit');
    const p = versAdapter.plan(s, cmd, facts).preview() as ReturnType<ReturnType<typeof versAdapter.plan>["preview"]> & { odds: { hit: number } };
    let hits = 0;
    for (const faces of ALL) {
      const r = versAdapter.plan(s, cmd, facts).resolve(typedDice(faces));
      if (r.ok && r.value.harm.bandit) hits++;
    }
    expect(p.odds.hit).toBeCloseTo(hits / 216, 12);
    expect(p.total).toBe(maraOnBandit);
  });

  it('the preview uses the fight injuries, not the sheet ones', () => {
    const s = started(encounter(STANDARD), 'mara');
    const facts = factsOf(s, 'mara', 'bandit');
    const fresh = versAdapter.plan(s, atk('mara', 'bandit', 'Longsword'), facts).preview();
    const hurt = { ...s, harm: { ...s.harm, mara: vers([{ condition: 'wounded', lethal: true, note: '' }]) } };
    expect(versAdapter.plan(hurt, atk('mara', 'bandit', 'Longsword'), facts).preview().total).toBe(fresh.total - 1);
  });

  it('seeded attacks are deterministic; another seed rolls other dice', () => {
    const run = (seed: string) => {
      let s = started(encounter(STANDARD), 'mara', seed);
      const faces: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = apply(s, atk('mara', 'bandit', 'Longsword'));
        s = r.state;
        faces.push(...attackEvent(r.events).rolls[0]!.roll!.faces.map((f) => f.value));
      }
      return { json: JSON.stringify(s), faces };
    };
    expect(run('seed')).toEqual(run('seed'));
    expect(run('other seed').faces).not.toEqual(run('seed').faces);
  });

  it('the dice faces in the log are 1-6 and the seeded roll is not marked typed (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
      const r = apply(started(encounter(STANDARD), 'mara', seed), atk('mara', 'bandit', 'Longsword'));
      const roll = attackEvent(r.events).rolls[0]!.roll!;
      return roll.faces.length === 3 && roll.faces.every((f) => f.sides === 6 && f.value >= 1 && f.value <= 6) && !roll.typed;
    }), { numRuns: 50 });
  });
});

describe('VERS adapter: harm words and out of the fight', () => {
  const m = (condition: VersMark['condition'], lethal = true): VersMark => ({ condition, lethal, note: '' });
  const c = started(encounter(STANDARD), 'mara').encounter.combatants[0]!;

  it.each([
    [[], 'unhurt'],
    [[m('grazed')], 'grazed'],
    [[m('grazed'), m('grazed')], 'grazed'],
    [[m('grazed'), m('wounded')], 'wounded'],
    [[m('wounded'), m('wounded')], 'wounded'],
    [[m('impaired')], 'badly hurt'],
    [[m('grazed'), m('disabled')], 'badly hurt'],
  ] as const)('%j reads %s', (list, word) => {
    expect(versAdapter.harmWords(vers([...list]), c)).toBe(word);
  });

  it('Disabled alone is not out (a Discipline roll to act); the GM may still set a fall by hand', () => {
    const h = vers([m('disabled')]);
    expect(versAdapter.isOut(h, c)).toBe(false);
    expect(versAdapter.describeHarm(h)).toContain('Discipline roll to act');
    const s = started(encounter(STANDARD), 'mara');
    const down = apply(s,
      { type: 'adjust-harm', id: 'bandit', addMark: { condition: 'disabled', lethal: true, note: 'sword' }, reason: 'test' },
      { type: 'set-out', id: 'bandit', out: true, reason: 'failed Discipline' },
    ).state;
    expect(down.out).toEqual(['bandit']);
  });

  it('a Disabled character rolls Discipline as its turn begins: at effTN it acts, one above it falls', () => {
    const s0 = started(encounter(STANDARD), 'bandit');
    const track: VersMark[] = [m('wounded'), m('disabled', false)];
    const s = { ...s0, harm: { ...s0.harm, mara: vers(track) } };
    // Discipline = Resolve + Composure; Wounded counts against everything, Impaired (physical) does not apply.
    const tn = 10 + discipline(mara).value - 1;
    // Three d6 faces that add up to `sum` (3..18).
    const split = (sum: number): number[] => {
      const a = Math.min(6, sum - 2);
      const b = Math.min(6, sum - a - 1);
      return [a, b, sum - a - b];
    };
    const pass = split(tn);
    const fail = split(tn + 1);
    expect(sumOf(pass)).toBe(tn);
    expect(rollCheck(tn, pass as [number, number, number])).toMatchObject({ success: true, degrees: 0 });
    const acts = apply(s, { type: 'end-turn', next: 'mara', dice: pass }).state;
    expect(acts.current).toBe('mara');
    expect(acts.out).toEqual([]);
    expect(marks(acts, 'mara')).toEqual(track);
    const falls = apply(s, { type: 'end-turn', next: 'mara', dice: fail }).state;
    // The Disabled mark is non-lethal: unconscious, not dead.
    expect(falls.harm.mara).toEqual({ system: 'vers', marks: track, fallen: 'unconscious' });
    expect(falls.out).toEqual(['mara']);
    expect(falls.current).not.toBe('mara');
    const c = falls.encounter.combatants.find((x) => x.id === 'mara')!;
    expect(versAdapter.isOut(falls.harm.mara!, c)).toBe(true);
    expect(versAdapter.harmWords(falls.harm.mara!, c)).toBe('down');
    expect(versAdapter.describeHarm(falls.harm.mara!)).toContain('Unconscious');
  });

  it('a fallen character hit again keeps its fall and stays out', () => {
    const s0 = started(encounter(STANDARD), 'mara');
    const fallen: Harm = { system: 'vers', marks: [...bandit.injuries, m('disabled')], fallen: 'unconscious' };
    const s = { ...s0, harm: { ...s0.harm, bandit: fallen }, out: ['bandit'] };
    const { state } = apply(s, atk('mara', 'bandit', 'Longsword', [1, 1, 2]));
    expect(state.harm.bandit).toMatchObject({ fallen: 'unconscious' });
    expect(marks(state, 'bandit').length).toBeGreaterThan(bandit.injuries.length);
    expect(state.out).toEqual(['bandit']);
  });

  it('describes the track with its numbers for the GM', () => {
    expect(versAdapter.describeHarm(vers([]))).toBe('Unhurt');
    expect(versAdapter.describeHarm(vers([m('grazed', false), m('wounded'), m('wounded'), m('impaired')])))
      .toBe('Impaired (L), Wounded (L), Wounded (L), Grazed (N): -2 to everything; -2 to physical rolls');
  });
});

// ---- revised RULES.md 2.4 and 2.7: shields, cover in the defender's hex, quick recovery ----------

describe('VERS cover the defender stands in or carries (RULES.md 2.4, section 4)', () => {
  const oak = { q: 3, r: 2, kind: 'cover', id: 'oak', name: 'Oak', value: 4, structure: 20, maxStructure: 20, blocksSight: false };

  it('a cover object in the defender’s own hex counts against an attacker in the next hex', () => {
    const s = started(encounter([{ id: 'mara', sheet: mara, side: 'pc', at: [2, 2] }, { id: 'bandit', sheet: bandit, side: 'npc', at: [3, 2] }], { terrain: [oak] }), 'mara');
    const e = attackEvent(apply(s, atk('mara', 'bandit', 'Longsword', [6, 6, 6])).events);
    // maraOnBandit less the oak's 4, hand-derived from RULES.md 2.4.
    expect(e.rolls[0]!.against).toBe(maraOnBandit - 4);
    expect(e.rolls[0]!.modifiers).toContainEqual({ source: 'Cover +4 (Oak)', category: 'cover', value: -4 });
  });

  it('a shield is cover the defender holds: it counts in melee, takes the hit on a near miss, and its structure is tracked', () => {
    const shielded = { ...mara, shield: { name: 'Kite shield', cover: 3, structure: 5 } };
    const s = started(encounter([{ id: 'mara', sheet: shielded, side: 'pc', at: [2, 2] }, { id: 'bandit', sheet: bandit, side: 'npc', at: [3, 2] }]), 'bandit');
    expect(s.harm['mara']).toMatchObject({ shield: 5 });
    // Mara dodges against the Club: the shield's +3 counts for her (the attack modifier reversed).
    const tn = 10 + dodge(mara).value - (staticAttack(bandit, bandit.weapons[0]!).value - 1) - reachAdvantage(0, 1) + 3;
    const dice = [5, 5, 4]; // 14: a success for Mara by tn - 14 degrees, fewer than the shield's 3
    const check = rollCheck(tn, dice as [number, number, number]);
    expect(check.success && check.degrees < 3).toBe(true);
    const r = apply(s, atk('bandit', 'mara', 'Club', dice));
    const e = attackEvent(r.events);
    expect(e.rolls[0]!.against).toBe(tn);
    expect(e.summary).toContain('Kite shield takes the hit');
    // The Club's EV 4 against the shield's RV 0 (House): 5 - 4 = 1 structure left.
    expect(r.state.harm['mara']).toMatchObject({ shield: 1 });
    expect(marks(r.state, 'mara')).toEqual([]);
  });

  it('a shield does not count against an attack from behind when facing is used', () => {
    const shielded = { ...mara, shield: { name: 'Kite shield', cover: 3, structure: 5 } };
    // The Bandit stands in direction 0 from Mara; facing 3 turns her back to him.
    const s = started(encounter([{ id: 'mara', sheet: shielded, side: 'pc', at: [2, 2], facing: 3 }, { id: 'bandit', sheet: bandit, side: 'npc', at: [3, 2] }]), 'bandit');
    const e = attackEvent(apply(s, atk('bandit', 'mara', 'Club', [6, 6, 5])).events);
    expect(e.rolls[0]!.modifiers.some((m) => m.category === 'cover' && m.value !== 0)).toBe(false);
  });
});

describe('VERS quick recovery in combat (RULES.md 2.7)', () => {
  const grazed = { ...mara, injuries: [{ condition: 'grazed' as const, lethal: true, note: '' }, { condition: 'wounded' as const, lethal: true, note: '' }] };
  const placed: Placed[] = [
    { id: 'mara', sheet: grazed, side: 'pc', at: [2, 2] },
    { id: 'tobin', sheet: tobin, side: 'pc', at: [3, 2] },
    { id: 'bandit', sheet: bandit, side: 'npc', at: [8, 2] },
  ];
  // First Aid by hand: TN base 10 + Logic + First Aid rank (untrained -2) - 4, less the roller's penalties.
  const maraAid = 10 + mara.attributes.logic + (mara.skills.firstAid ?? -2) - 4 - 1;

  it('takes the acting character’s turn and a First Aid roll at -4; a success removes every Grazed mark', () => {
    const s = started(encounter(placed), 'mara');
    const good = apply(s, { type: 'recover', id: 'mara', kind: 'vers-quick', dice: [1, 1, 1] });
    const e = good.events.find((x) => x.kind === 'recovered')!;
    expect(e.rolls[0]!.against).toBe(maraAid);
    expect(marks(good.state, 'mara').map((m) => m.condition)).toEqual(['wounded']);
    const after = reduce(good.state, atk('mara', 'tobin', 'Longsword', [3, 3, 3]));
    expect(after.ok ? '' : after.reason).toBe('Mara spent this turn on quick recovery.');
    expect(reduce(good.state, { type: 'recover', id: 'mara', kind: 'vers-quick', dice: [1, 1, 1] }).ok).toBe(false);
    const bad = apply(s, { type: 'recover', id: 'mara', kind: 'vers-quick', dice: [6, 6, 6] });
    expect(marks(bad.state, 'mara').map((m) => m.condition)).toEqual(['grazed', 'wounded']);
    expect(bad.events.find((x) => x.kind === 'recovered')!.summary).toContain('no mark is removed');
  });

  it('an ally may tend the hurt one, but only in its own turn', () => {
    const s = started(encounter(placed), 'tobin');
    const tobinAid = 10 + tobin.attributes.logic + (tobin.skills.firstAid ?? -2) - 4;
    const r = apply(s, { type: 'recover', id: 'mara', kind: 'vers-quick', medic: 'tobin', dice: [1, 1, 1] });
    expect(r.events.find((x) => x.kind === 'recovered')!.rolls[0]!.against).toBe(tobinAid);
    expect(marks(r.state, 'mara').map((m) => m.condition)).toEqual(['wounded']);
    expect(reduce(s, { type: 'recover', id: 'mara', kind: 'vers-quick', dice: [1, 1, 1] })).toEqual({
      ok: false,
      reason: "Quick recovery in combat takes the acting character's turn: it is not Mara's turn.",
    });
  });
});

// ---- RULES.md 2.3: grapples started and broken by a roll ----------------------------------------

describe('VERS rolled grapples (RULES.md 2.3)', () => {
  const grab = (dice?: number[]): Command => ({ type: 'grapple', attacker: 'mara', defender: 'bandit', roll: true, ...(dice ? { dice } : {}) });
  // Mara's grappling attack from the adjacent hex: TN base + Agility + grappling rank - 2 for
  // grappling at close range, no Reach on either side, against the Bandit's Dodge less his Wounded.
  const maraGrabsBandit = 10 + mara.attributes.agility + skillValue(mara, 'grappling') - 2 - (dodge(bandit).value - 1);

  it('starting a grapple is an attack: the odds are shown first, and a hit moves the attacker in with no damage', () => {
    const s = started(encounter(STANDARD), 'mara');
    const p = grapplePreview(s, { kind: 'grapple', actor: 'mara', target: 'bandit' })!;
    expect(p.blocked).toBeNull();
    expect(p.preview.total).toBe(maraGrabsBandit);
    expect(p.preview.modifiers).toContainEqual(expect.objectContaining({ category: 'range', value: -2 }));
    expect(p.dice).toEqual([{ label: 'Mara: grappling', dice: '3d6', when: null }]);
    const chance = [...Array(216).keys()].filter((i) => rollCheck(maraGrabsBandit, [1 + (i % 6), 1 + (Math.floor(i / 6) % 6), 1 + Math.floor(i / 36)]).success).length / 216;
    expect(p.summary).toBe(`takes hold ${Math.round(100 * chance)}% · fails ${Math.round(100 * (1 - chance))}%`);

    const hit = apply(s, grab([2, 2, 3]));
    expect(hit.state.grapples).toEqual([['bandit', 'mara']]);
    expect(hit.state.encounter.combatants.find((c) => c.id === 'mara')!.position).toEqual({ q: 3, r: 2 });
    expect(marks(hit.state, 'bandit')).toEqual(bandit.injuries);
    const e = hit.events.find((x) => x.kind === 'grapple')!;
    expect(e.rolls[0]!.roll!.faces.map((f) => f.value)).toEqual([2, 2, 3]);
    expect(e.rolls[0]!.against).toBe(maraGrabsBandit);
    expect(e.summary).toBe('Mara grapples Roadside: both are grappling');
    // It is the turn's attack and one attack received by the Bandit this round (RULES.md 2.6).
    expect(hit.state.use.attacks).toBe(1);
    expect(hit.state.counters.attacksThisRound.bandit).toBe(1);
  });

  it('a failed grapple changes no position and is logged with its dice', () => {
    const s = started(encounter(STANDARD), 'mara');
    const miss = apply(s, grab([6, 6, 5]));
    expect(miss.state.grapples).toEqual([]);
    expect(miss.state.encounter.combatants.find((c) => c.id === 'mara')!.position).toEqual({ q: 2, r: 2 });
    const e = miss.events.find((x) => x.kind === 'grapple-failed')!;
    expect(e.summary).toBe('Mara tries to grapple Roadside: no hold');
    expect(e.rolls[0]!.roll!.faces.map((f) => f.value)).toEqual([6, 6, 5]);
  });

  it('the odds shown are the odds rolled: every face of 3d6 resolves as the preview sorts it', () => {
    const s = started(encounter(STANDARD), 'mara');
    const p = grapplePreview(s, { kind: 'grapple', actor: 'mara', target: 'bandit' })!;
    let holds = 0;
    for (let i = 0; i < 216; i++) {
      const r = reduce(s, grab([1 + (i % 6), 1 + (Math.floor(i / 6) % 6), 1 + Math.floor(i / 36)]));
      if (r.ok && r.state.grapples.length === 1) holds++;
    }
    const shown = p.preview.outcomes.filter((o) => o.label.endsWith('takes hold')).reduce((n, o) => n + o.probability, 0);
    expect(holds / 216).toBeCloseTo(shown, 12);
  });

  it('breaking free: the held one\'s grappling attack on its holder, no range penalty; on a hit it steps into the hex it names', () => {
    const held = apply(started(encounter(STANDARD), 'mara'), grab([1, 1, 1]), { type: 'end-turn', next: 'bandit' }).state;
    const to = { q: 3, r: 3 };
    const req = { kind: 'break-free' as const, actor: 'bandit', target: 'mara' };
    const p = grapplePreview(held, req)!;
    expect(p.preview.modifiers.filter((m) => m.category === 'range').map((m) => m.value)).toEqual([0]);
    // An NPC never rolls: the PC holder rolls Dodge against the Bandit's static grappling attack.
    expect(p.dice).toEqual([{ label: 'Mara: Dodge', dice: '3d6', when: null }]);
    expect(reduce(held, { type: 'break-free', id: 'bandit', from: 'mara', roll: true, dice: [6, 6, 6] })).toEqual({ ok: false, reason: 'Name the free hex Roadside steps into on breaking free.' });
    const free = apply(held, { type: 'break-free', id: 'bandit', from: 'mara', roll: true, to, dice: [6, 6, 6] });
    expect(free.state.grapples).toEqual([]);
    expect(free.state.encounter.combatants.find((c) => c.id === 'bandit')!.position).toEqual(to);
    expect(free.events.find((x) => x.kind === 'break-free')!.rolls[0]!.roll!.faces.map((f) => f.value)).toEqual([6, 6, 6]);
    const stuck = apply(held, { type: 'break-free', id: 'bandit', from: 'mara', roll: true, to, dice: [1, 1, 2] });
    expect(stuck.state.grapples).toHaveLength(1);
    expect(stuck.events.map((x) => x.kind)).toContain('break-free-failed');
  });

  it('is refused after quick recovery spent the turn, and the attack preview says so too', () => {
    const s = apply(started(encounter(STANDARD), 'mara'), { type: 'adjust-harm', id: 'mara', addMark: { condition: 'grazed', lethal: true, note: '' }, reason: '' }).state;
    const rec = apply(s, { type: 'recover', id: 'mara', kind: 'vers-quick', dice: [6, 6, 6] }).state;
    expect(reduce(rec, grab([1, 1, 1]))).toEqual({ ok: false, reason: 'Mara spent this turn on quick recovery.' });
    expect(grapplePreview(rec, { kind: 'grapple', actor: 'mara', target: 'bandit' })!.blocked).toBe('Mara spent this turn on quick recovery.');
    expect(attackPreview(rec, { attacker: 'mara', defender: 'bandit', weapon: 'Longsword', situational: [] })!.blocked).toBe('Mara spent this turn on quick recovery.');
  });

  it('the GM\'s declaration stays, logged as the GM\'s ruling', () => {
    const r = apply(started(encounter(STANDARD), 'mara'), { type: 'grapple', attacker: 'mara', defender: 'bandit' });
    expect(r.state.grapples).toHaveLength(1);
    expect(r.events.find((x) => x.kind === 'grapple')!.summary).toBe('Mara grapples Roadside (the GM\'s ruling)');
  });
});
