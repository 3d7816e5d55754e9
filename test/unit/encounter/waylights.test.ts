import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, offsetToAxial } from '../../../shared/hex';
import { initialState } from '../../../shared/model/initial';
import { planAttack } from '../../../shared/engine/plan';
import { reduce } from '../../../shared/engine/reducer';
import { attackPreview } from '../../../shared/engine/attackPreview';
import type { Encounter, TerrainCell } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import { buildBoard } from '../../../shared/model/board';
import { factsFor } from '../../../shared/model/facts';
import { waylightsAdapter } from '../../../shared/systems/waylights/definition';
import { moveBudget } from '../../../shared/systems/waylights/turnBudget';
import type { Command } from '../../../shared/model/commands';
import type { CombatState, Harm, TurnStep, TurnUse } from '../../../shared/model/state';
import type { LogEvent } from '../../../shared/model/events';
import {
  bestSplit, fighterFromSheet, previewAttack, resolveMutualExchange, SAMPLE_CHARACTERS, waylightsSheetSchema,
  type PreviewInput, type WaylightsSheet, type WaylightsSheetInput,
} from '../../../shared/rules/waylights';
import { waylightsSettings, type WaylightsSettings } from '../../../shared/rules/waylights/settings';
import { sumModifiers } from '../../../shared/rules/modifier';

// ---- fixtures -----------------------------------------------------------------------------------

type Placement = { id: string; name: string; side: 'pc' | 'npc' | 'ally'; col: number; row: number; sheet: WaylightsSheet };

const at = (col: number, row: number) => offsetToAxial({ col, row });

function encounter(who: Placement[], settings: Partial<WaylightsSettings> = {}, terrain: TerrainCell[] = []): Encounter {
  return encounterSchema.parse({
    name: 'Waylights test',
    system: 'waylights',
    settings: waylightsSettings(settings),
    gmNotes: '',
    map: { width: 30, height: 12, orientation: 'pointy', metersPerHex: 2, background: null, terrain },
    combatants: who.map((p) => ({
      id: p.id, name: p.name, side: p.side, sheet: p.sheet, position: at(p.col, p.row), facing: null, hidden: false, notes: '', color: null,
    })),
  });
}

const S = SAMPLE_CHARACTERS;
/** Ilse (Timing 3) and Aldous (Timing 1) stand side by side; Tamsin (Timing 4) 5 hexes from Aldous; the villager far off. */
const CAST: Placement[] = [
  { id: 'ilse', name: 'Ilse', side: 'pc', col: 2, row: 4, sheet: S.duellist },
  { id: 'aldous', name: 'Aldous', side: 'npc', col: 3, row: 4, sheet: S.zealot },
  { id: 'tamsin', name: 'Tamsin', side: 'pc', col: 8, row: 4, sheet: S.scout },
  { id: 'villager', name: 'Villager', side: 'npc', col: 29, row: 8, sheet: S.villager },
];

function ok(state: CombatState, cmd: Command): { state: CombatState; events: LogEvent[] } {
  const r = reduce(state, cmd);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

function started(enc: Encounter, seed = 'seed'): CombatState {
  return ok(initialState(enc, seed), { type: 'start-combat' }).state;
}

/** Ends turns until it is `id`'s turn. */
function turnOf(state: CombatState, id: string): CombatState {
  let s = state;
  for (let i = 0; i < 20 && s.current !== id; i++) s = ok(s, { type: 'end-turn' }).state;
  if (s.current !== id) throw new Error(`never ${id}'s turn`);
  return s;
}

function attackCmd(attacker: string, defender: string, weapon: string, attackDice: number, defenceDice: number, dice?: number[]): Command {
  return { type: 'attack', attacker, defender, weapon, situational: [], choices: { system: 'waylights', attackDice, defenceDice }, ...(dice ? { dice } : {}) };
}

function harm(state: CombatState, id: string): Extract<Harm, { system: 'waylights' }> {
  const h = state.harm[id];
  if (!h || h.system !== 'waylights') throw new Error(`no Waylights harm for ${id}`);
  return h;
}

function sheetOf(state: CombatState, id: string): WaylightsSheet {
  const c = state.encounter.combatants.find((x) => x.id === id)!;
  return c.sheet as WaylightsSheet;
}

function combatant(state: CombatState, id: string) {
  return state.encounter.combatants.find((x) => x.id === id)!;
}

function factsOf(state: CombatState, a: string, d: string, reach = 1) {
  return factsFor(state, buildBoard(state.encounter, state.out), a, d, reach).facts;
}

/** The rules core's own answer for an exchange, with the dice cut up in the documented order. */
function coreExchange(
  state: CombatState, a: string, d: string, weapon: string, counter: string | undefined,
  split: { aAttack: number; aDefence: number; dDefence: number; dAttack: number }, faces: number[],
  extra: { cover?: number } = {},
) {
  const s = waylightsSettings(state.encounter.settings as WaylightsSettings);
  let i = 0;
  const take = (n: number) => faces.slice(i, (i += n));
  const aAttack = take(split.aAttack);
  const aDefence = take(split.aDefence);
  const dDefence = take(split.dDefence);
  const dAttack = counter ? take(split.dAttack) : [];
  const coverMods = extra.cover ? [{ source: 'cover', category: 'cover' as const, value: extra.cover * s.coverModifierPerPoint }] : [];
  return resolveMutualExchange({
    attacker: fighterFromSheet(a, sheetOf(state, a), { wounds: harm(state, a).wounds, weapon, extraDefence: coverMods }, s),
    defender: fighterFromSheet(d, sheetOf(state, d), { wounds: harm(state, d).wounds, ...(counter ? { weapon: counter } : {}), extraDefence: coverMods }, s),
    dice: { attacker: { attack: aAttack, defence: aDefence }, defender: { attack: dAttack, defence: dDefence } },
    settings: s,
  });
}

function sheet(input: WaylightsSheetInput): WaylightsSheet {
  return waylightsSheetSchema.parse(input);
}

// ---- start, order, weapons ------------------------------------------------------------------------

describe('Waylights adapter: start of combat', () => {
  it('everyone starts unhurt with no tension', () => {
    const s = started(encounter(CAST));
    for (const c of CAST) expect(s.harm[c.id]).toEqual({ system: 'waylights', wounds: 0, injury: 0, tension: 0 });
    expect(s.out).toEqual([]);
  });

  it('the round order is by Timing, highest first (RULES.md 3.2)', () => {
    const s = started(encounter(CAST));
    const timing = (id: string) => sheetOf(s, id).timing;
    expect(s.order.map(timing)).toEqual([...s.order.map(timing)].sort((x, y) => y - x));
    expect(s.order).toEqual(['tamsin', 'ilse', 'aldous', 'villager']);
    expect(s.current).toBe('tamsin');
  });

  it('at equal Timing the PCs act first, allies count with the PCs, and full ties keep the GM order', () => {
    const same = (timing: number) => sheet({ ...waylightsSheetSchema.parse(S.villager), timing });
    const enc = encounter([
      { id: 'n1', name: 'N1', side: 'npc', col: 1, row: 1, sheet: same(2) },
      { id: 'a1', name: 'A1', side: 'ally', col: 3, row: 1, sheet: same(2) },
      { id: 'p1', name: 'P1', side: 'pc', col: 5, row: 1, sheet: same(2) },
      { id: 'n2', name: 'N2', side: 'npc', col: 7, row: 1, sheet: same(5) },
    ]);
    expect(started(enc).order).toEqual(['n2', 'a1', 'p1', 'n1']);
    const gm = ok(initialState(enc, 'x'), { type: 'start-combat', order: ['p1', 'n1', 'a1', 'n2'] }).state;
    expect(gm.order).toEqual(['n2', 'p1', 'a1', 'n1']);
  });

  it('a GM order holds for its round; the next is by Timing again, and the log says so (RULES.md 3.2, 5.1)', () => {
    const s = started(encounter(CAST));
    const set = ok(s, { type: 'set-order', order: ['tamsin', 'villager', 'aldous', 'ilse'] });
    expect(set.events[0]!.effects).toEqual(['This order holds for this round: the rules order the next round again.']);
    let t = set.state;
    const events: LogEvent[] = [];
    for (let i = 0; i < 4; i++) {
      const r = ok(t, { type: 'end-turn' });
      t = r.state;
      events.push(...r.events);
    }
    expect(t.round).toBe(2);
    expect(t.order).toEqual(['tamsin', 'ilse', 'aldous', 'villager']);
    expect(events.find((e) => e.kind === 'order-set')?.summary).toBe("The rules order round 2 again: Tamsin, Ilse, Aldous, Villager (last round's order, as the GM set it or a delay moved it, is not kept)");
    // A round whose order did not change says nothing.
    let u = t;
    const quiet: LogEvent[] = [];
    for (let i = 0; i < 4; i++) {
      const r = ok(u, { type: 'end-turn' });
      u = r.state;
      quiet.push(...r.events);
    }
    expect(u.round).toBe(3);
    expect(quiet.some((e) => e.kind === 'order-set')).toBe(false);
  });

  it('the next round leaves out those who are out of the fight', () => {
    let s = started(encounter(CAST));
    s = ok(s, { type: 'set-out', id: 'ilse', out: true, reason: 'fled' }).state;
    s = ok(s, { type: 'next-round' }).state;
    expect(s.order).toEqual(['tamsin', 'aldous', 'villager']);
  });

  it('lists the sheet weapons with ranged flags and reach', () => {
    const s = started(encounter(CAST));
    expect(waylightsAdapter.weapons(combatant(s, 'tamsin'))).toEqual([
      { name: 'Pneumatic rifle', ranged: true, reachHexes: 1 },
      { name: 'Knife', ranged: false, reachHexes: 1 },
    ]);
  });
});

// ---- harm words and out -------------------------------------------------------------------------

describe('Waylights adapter: harm words and out of the fight (RULES.md 3.4)', () => {
  const byResolve = {
    civilian: ['unhurt', 'grazed', 'badly hurt', 'down', 'down'],
    trained: ['unhurt', 'grazed', 'wounded', 'badly hurt', 'down', 'down'],
    fanatic: ['unhurt', 'grazed', 'wounded', 'wounded', 'badly hurt', 'down', 'down'],
    fearless: ['unhurt', 'grazed', 'wounded', 'wounded', 'wounded', 'badly hurt', 'down', 'down'],
  } as const;
  const limits = { civilian: 3, trained: 4, fanatic: 5, fearless: 6 } as const;
  for (const [resolve, words] of Object.entries(byResolve) as [keyof typeof byResolve, readonly string[]][]) {
    it.each(words.map((w, injury) => [injury, w] as const))(`${resolve}: Injury %i reads "%s"`, (injury, word) => {
      const c = { ...combatant(started(encounter(CAST)), 'ilse'), sheet: sheet({ ...S.duellist, resolve }) };
      const h: Harm = { system: 'waylights', wounds: injury * 4, injury, tension: 0 };
      expect(waylightsAdapter.harmWords(h, c)).toBe(word);
      expect(waylightsAdapter.isOut(h, c)).toBe(injury >= limits[resolve]);
    });
  }

  it('describes harm for the GM with numbers', () => {
    expect(waylightsAdapter.describeHarm({ system: 'waylights', wounds: 7, injury: 1, tension: 2 })).toBe('Wounds 7, Injury 1, tension 2');
  });

  it('harm set by hand that reaches the resolve level takes the combatant out', () => {
    let s = started(encounter(CAST));
    // Ilse: Threshold 4, trained (out at Injury 4).
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: 15, reason: '' }).state;
    expect(s.out).not.toContain('ilse');
    expect(waylightsAdapter.harmWords(s.harm.ilse!, combatant(s, 'ilse'))).toBe('badly hurt');
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: 1, reason: '' }).state;
    expect(s.out).toContain('ilse');
  });
});

// ---- the exchange -------------------------------------------------------------------------------

describe('Waylights adapter: the exchange (RULES.md 3.3)', () => {
  const base = () => turnOf(started(encounter(CAST)), 'ilse');

  it('rolls in the documented order and applies the rules core result to both sides', () => {
    const s = base();
    // Ilse 2 attack + 1 defence; Aldous 2 defence + 1 counter-attack with his Maul.
    const faces = [6, 5, 2, 3, 1, 6];
    const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 2, 2, faces));
    const core = coreExchange(s, 'ilse', 'aldous', 'Sabre', 'Maul', { aAttack: 2, aDefence: 1, dDefence: 2, dAttack: 1 }, faces);
    for (const id of ['ilse', 'aldous']) {
      expect(harm(r.state, id)).toEqual({ system: 'waylights', wounds: core.after[id]!.wounds, injury: core.after[id]!.injury, tension: core.tension[id] });
    }
    const ev = r.events.find((e) => e.kind === 'attack')!;
    expect(ev.actor).toBe('ilse');
    expect(ev.target).toBe('aldous');
    expect(ev.rolls.map((b) => b.roll?.faces.map((f) => f.value))).toEqual([[6, 5], [2], [3, 1], [6]]);
    expect(ev.rolls.every((b) => b.roll?.typed)).toBe(true);
    expect(ev.settings).toEqual(waylightsSettings());
    expect(r.state.use.attacks).toBe(1);
  });

  it('every breakdown adds up: faces + modifiers = total', () => {
    const s = base();
    const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 2, 2, [4, 4, 4, 4, 4, 4]));
    for (const b of r.events.find((e) => e.kind === 'attack')!.rolls) {
      expect(b.roll!.total + sumModifiers(b.modifiers)).toBe(b.total);
    }
  });

  it('matches the rules core for any faces and splits, whoever is faster (property)', () => {
    const s0 = base();
    // Aldous wounded first so Injury and the Injury revision come into play.
    const s1 = ok(s0, { type: 'adjust-harm', id: 'aldous', wounds: 4, reason: '' }).state;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (a, d, faces, aldousAttacks) => {
          const s = aldousAttacks ? turnOf(s1, 'aldous') : s1;
          const [att, def, weapon, counter] = aldousAttacks ? ['aldous', 'ilse', 'Maul', 'Sabre'] : ['ilse', 'aldous', 'Sabre', 'Maul'];
          const r = ok(s, attackCmd(att, def, weapon, a, d, faces));
          const core = coreExchange(s, att, def, weapon, counter, { aAttack: a, aDefence: 3 - a, dDefence: d, dAttack: 3 - d }, faces);
          for (const id of [att, def]) {
            expect(harm(r.state, id).wounds).toBe(core.after[id]!.wounds);
            expect(harm(r.state, id).injury).toBe(core.after[id]!.injury);
            expect(harm(r.state, id).tension).toBe(harm(s, id).tension + core.tension[id]!);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the worked example: attack 14 against defence 10 + shield 3 hits for 14 - 10 - Hits 1 + weapon 2 = 5; tension +2 to the attacker', () => {
    const plain = { strength: 0, speed: 0, instinct: 0, focus: 0 };
    const skills = { melee: { level: 0, stat: 'strength' }, ranged: { level: 0, stat: 'instinct' } } as const;
    const attacker = sheet({
      name: 'A', stats: plain, skills, threshold: 10, timing: 2, movement: 4, resolve: 'fearless',
      weapons: [{ name: 'Blade', kind: 'melee', damageBonus: 2 }],
    });
    const defender = sheet({
      name: 'D', stats: plain, skills, threshold: 10, timing: 1, movement: 4, resolve: 'fearless',
      shield: { defence: 3 }, weapons: [{ name: 'Club', kind: 'melee' }],
    });
    let s = started(encounter([
      { id: 'a', name: 'A', side: 'pc', col: 2, row: 2, sheet: attacker },
      { id: 'd', name: 'D', side: 'npc', col: 3, row: 2, sheet: defender },
    ]));
    // A puts all 3 dice into attack (6+6+2 = 14); D all 3 into defence (4+3+3 = 10): no counter-attack.
    s = ok(s, attackCmd('a', 'd', 'Blade', 3, 3, [6, 6, 2, 4, 3, 3])).state;
    expect(harm(s, 'd').wounds).toBe(5);
    expect(harm(s, 'a').tension).toBe(2);
    // Near-miss tension is on by default (RULES.md 3.5): D lost by 13 - 14 = 1, so it gains 3 - 1 = 2.
    expect(harm(s, 'd').tension).toBe(2);
    expect(harm(s, 'a').wounds).toBe(0);
    const off = ok(started(encounter([
      { id: 'a', name: 'A', side: 'pc', col: 2, row: 2, sheet: attacker },
      { id: 'd', name: 'D', side: 'npc', col: 3, row: 2, sheet: defender },
    ], { nearMissTension: false })), attackCmd('a', 'd', 'Blade', 3, 3, [6, 6, 2, 4, 3, 3])).state;
    expect(harm(off, 'd').tension).toBe(0);
  });

  it('a counter-attack can take the attacker out', () => {
    let s = base();
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: 15, reason: '' }).state; // Injury 3 of 4
    const faces = [1, 1, 1, 6, 6, 6];
    const core = coreExchange(s, 'ilse', 'aldous', 'Sabre', 'Maul', { aAttack: 1, aDefence: 2, dDefence: 1, dAttack: 2 }, faces);
    const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 1, 1, faces));
    expect(core.after.ilse!.out).toBe(true);
    expect(r.state.out).toContain('ilse');
    expect(r.events.some((e) => e.kind === 'out' && e.actor === 'ilse')).toBe(true);
    expect(waylightsAdapter.harmWords(r.state.harm.ilse!, combatant(r.state, 'ilse'))).toBe('down');
  });

  it('a hard hit takes the defender out; killing it then takes both actions of a turn (RULES.md 3.2)', () => {
    let s = started(encounter([
      { id: 'ilse', name: 'Ilse', side: 'pc', col: 2, row: 2, sheet: S.duellist },
      { id: 'vil', name: 'Villager', side: 'npc', col: 3, row: 2, sheet: S.villager },
    ]));
    const faces = [6, 6, 6, 1, 1, 1];
    const core = coreExchange(s, 'ilse', 'vil', 'Sabre', 'Club', { aAttack: 3, aDefence: 0, dDefence: 3, dAttack: 0 }, faces);
    s = ok(s, attackCmd('ilse', 'vil', 'Sabre', 3, 3, faces)).state;
    expect(core.after.vil!.out).toBe(true);
    expect(s.out).toEqual(['vil']);
    const before = JSON.stringify(s);
    const r = reduce(s, attackCmd('ilse', 'vil', 'Sabre', 3, 3, faces));
    expect(r).toEqual({ ok: false, reason: 'Killing a knocked-out character takes both actions of the turn, and Ilse has already used one.' });
    expect(JSON.stringify(s)).toBe(before);
    // Next round, with both actions free: a Fight with no exchange, and the log says the Villager dies.
    s = turnOf(ok(s, { type: 'next-round' }).state, 'ilse');
    const kill = ok(s, attackCmd('ilse', 'vil', 'Sabre', 3, 3));
    expect(kill.events.find((e) => e.kind === 'attack')!.summary).toBe('Ilse kills the knocked-out Villager with Sabre (both actions of the turn)');
    expect(harm(kill.state, 'vil').dead).toBe(true);
    expect(reduce(kill.state, { type: 'move', id: 'ilse', path: [at(1, 2), at(0, 2)] }).ok).toBe(false);
  });

  it('a defender whose weapons do not reach wastes its counter-attack dice, which are not rolled', () => {
    const s = turnOf(started(encounter(CAST)), 'tamsin');
    // Tamsin 2 attack + 1 defence; Aldous 1 defence, 2 counter dice wasted (his Maul reaches 1 hex, he is 5 away).
    const faces = [5, 4, 3, 2];
    const r = ok(s, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 2, 1, faces));
    const core = coreExchange(s, 'tamsin', 'aldous', 'Pneumatic rifle', undefined, { aAttack: 2, aDefence: 1, dDefence: 1, dAttack: 2 }, faces);
    expect(harm(r.state, 'aldous').wounds).toBe(core.after.aldous!.wounds);
    expect(harm(r.state, 'tamsin').wounds).toBe(0);
    const ev = r.events.find((e) => e.kind === 'attack')!;
    expect(ev.summary).toMatch(/wasted/);
    expect(ev.rolls).toHaveLength(3);
    const extra = reduce(s, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 2, 1, [...faces, 6]));
    expect(extra.ok).toBe(false);
  });

  it('cover adds coverModifierPerPoint per point to the defence (house rule), for both sides', () => {
    const crate: TerrainCell = { ...at(6, 4), kind: 'cover', id: 'crate', name: 'Crate', value: 4, structure: 10, maxStructure: 10, blocksSight: false };
    const cast = CAST.map((p) => (p.id === 'aldous' ? { ...p, sheet: sheet({ ...S.zealot, weapons: [{ name: 'Sling', kind: 'ranged', rangeHexes: 10 }] }) } : p));
    const s = turnOf(started(encounter(cast, { coverModifierPerPoint: 1 }, [crate])), 'tamsin');
    expect(factsOf(s, 'tamsin', 'aldous').cover).toBe(4);
    const faces = [6, 6, 1, 2, 2, 3];
    const r = ok(s, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 2, 2, faces));
    const core = coreExchange(s, 'tamsin', 'aldous', 'Pneumatic rifle', 'Sling', { aAttack: 2, aDefence: 1, dDefence: 2, dAttack: 1 }, faces, { cover: 4 });
    for (const id of ['tamsin', 'aldous']) expect(harm(r.state, id).wounds).toBe(core.after[id]!.wounds);
    const ev = r.events.find((e) => e.kind === 'attack')!;
    expect(ev.rolls[2]!.modifiers.some((m) => m.category === 'cover' && m.value === 4)).toBe(true);
    expect(r.state.encounter.map.terrain).toEqual(s.encounter.map.terrain); // Waylights does not damage cover
  });

  it('situational modifiers count per die on the attacker\'s dice', () => {
    const s = base();
    const cmd: Command = { ...(attackCmd('ilse', 'aldous', 'Sabre', 3, 3, [3, 3, 3, 3, 3, 3]) as Extract<Command, { type: 'attack' }>), situational: [{ source: 'High ground', value: 1 }] };
    const r = ok(s, cmd);
    const ev = r.events.find((e) => e.kind === 'attack')!;
    const high = ev.rolls[0]!.modifiers.find((m) => m.category === 'situational');
    expect(high?.value).toBe(3);
  });
});

// ---- refusals -----------------------------------------------------------------------------------

describe('Waylights adapter: refused attacks change nothing', () => {
  const cases: [string, (s: CombatState) => CombatState, Command, RegExp][] = [
    ['more attack dice than the pool', (s) => turnOf(s, 'ilse'), attackCmd('ilse', 'aldous', 'Sabre', 4, 1, [1, 1, 1, 1]), /Ilse has 3 dice/],
    ['more defence dice than the pool', (s) => turnOf(s, 'ilse'), attackCmd('ilse', 'aldous', 'Sabre', 1, 5, [1, 1, 1, 1]), /Aldous has 3 dice/],
    ['a target beyond the rifle\'s range', (s) => s, attackCmd('tamsin', 'villager', 'Pneumatic rifle', 3, 3, [1, 1, 1, 1, 1, 1]), /beyond the range of Pneumatic rifle \(20 hexes\)/],
    ['too few typed dice', (s) => turnOf(s, 'ilse'), attackCmd('ilse', 'aldous', 'Sabre', 2, 2, [1, 1]), /Typed dice/],
    ['a third action', (s) => {
      let t = turnOf(s, 'ilse');
      for (let i = 0; i < 2; i++) t = ok(t, attackCmd('ilse', 'aldous', 'Sabre', 0, 3, [1, 1, 1, 1, 1, 1])).state;
      return t;
    }, attackCmd('ilse', 'aldous', 'Sabre', 0, 3, [1, 1, 1, 1, 1, 1]), /used both actions of this turn \(2 attacks\)/],
  ];
  it.each(cases)('%s', (_name, setup, cmd, reason) => {
    const s = setup(started(encounter(CAST)));
    const before = JSON.stringify(s);
    const r = reduce(s, cmd);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the villager really is out of rifle range', () => {
    expect(hexDistance(at(8, 4), at(29, 8))).toBeGreaterThan(20);
  });
});

// ---- turn budget ----------------------------------------------------------------------------------

describe('Waylights adapter: the two-action turn (RULES.md 3.2)', () => {
  const use = (u: Partial<TurnUse>): TurnUse => ({ actions: 0, moved: 0, steps: [], attacks: 0, turnTaken: false, ...u });
  const turn = (steps: TurnStep[]): TurnUse =>
    use({ steps, moved: steps.reduce<number>((n, x) => n + (typeof x === 'number' ? x : 0), 0), attacks: steps.filter((x) => x !== 0 && typeof x !== 'number').length });
  // Movement 5 (Ilse): two Moves make 10 hexes, one Move 5, the free step 1, a Split Move 2 + 1.
  // Hand-derived from RULES.md 3.2: the order of moves and actions matters.
  const table: [TurnStep[], number][] = [
    [[], 10],
    [[5], 5],
    [[6], 4],
    [[10], 0],
    [['act'], 5],
    [['act', 4], 1],
    [['act', 5], 0],
    [['act', 'act'], 1],
    [['act', 'act', 1], 0],
    // A Split Move: 2 hexes, the Fight, then 1 more hex and no 4th.
    [[2, 'act'], 1],
    [[2, 'act', 1], 0],
    // 3 hexes are a Move, so after the Fight nothing is left.
    [[3, 'act'], 0],
  ];
  it.each(table)('a turn of %o leaves %i hexes', (steps, budget) => {
    const s = started(encounter(CAST));
    expect(waylightsAdapter.moveBudget(combatant(s, 'ilse'), { ...s, use: turn(steps) })).toBe(budget);
  });

  it.each([[0, 0, 1], [0, 1, 1], [0, 2, 1], [1, 0, 2], [1, 1, 1], [4, 0, 8], [4, 1, 4], [4, 2, 1]])(
    'movement %i with %i actions taken allows %i hexes in all',
    (movement, actions, hexes) => {
      expect(moveBudget(movement, turn(Array.from({ length: actions }, () => 'act' as const)))).toBe(hexes);
    },
  );

  it('a Split Move of 2 hexes, a Fight and 1 more hex is legal; a 4th hex is refused (Movement 5)', () => {
    let s = turnOf(started(encounter(CAST)), 'ilse');
    // Out and back: 2 hexes, ending beside Aldous again.
    s = ok(s, { type: 'move', id: 'ilse', path: [at(1, 4), at(2, 4)] }).state;
    s = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 0, 3, [1, 1, 1, 1, 1, 1])).state;
    expect(waylightsAdapter.moveBudget(combatant(s, 'ilse'), s)).toBe(1);
    s = ok(s, { type: 'move', id: 'ilse', path: [at(1, 4)] }).state;
    const fourth = reduce(s, { type: 'move', id: 'ilse', path: [at(0, 4)] });
    expect(fourth).toEqual({ ok: false, reason: 'Ilse can move 0 more this turn; that path costs 1.' });
  });

  it('after two attacks only the free step is left, and a third attack is refused', () => {
    let s = turnOf(started(encounter(CAST)), 'ilse');
    for (let i = 0; i < 2; i++) s = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 0, 3, [1, 1, 1, 1, 1, 1])).state;
    const far = reduce(s, { type: 'move', id: 'ilse', path: [at(1, 4), at(0, 4)] });
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.reason).toBe('Ilse can move 1 more this turn; that path costs 2.');
    s = ok(s, { type: 'move', id: 'ilse', path: [at(1, 4)] }).state;
    expect(waylightsAdapter.moveBudget(combatant(s, 'ilse'), s)).toBe(0);
  });

  it('moving further than one Move leaves no action to fight', () => {
    const s = turnOf(started(encounter(CAST)), 'tamsin');
    const path = (n: number) => Array.from({ length: n }, (_, i) => at(9 + i, 4));
    const six = ok(s, { type: 'move', id: 'tamsin', path: path(6) }).state;
    ok(six, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 3, 3, [1, 1, 1, 1, 1, 1]));
    const seven = ok(s, { type: 'move', id: 'tamsin', path: path(7) }).state;
    const r = reduce(seven, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 3, 3, [1, 1, 1, 1, 1, 1]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('Tamsin has moved 7 hexes this turn with Movement 6, which takes both actions; no action is left to fight.');
  });
});

// ---- dice sources ---------------------------------------------------------------------------------

describe('Waylights adapter: seeded dice', () => {
  const run = (seed: string) => {
    let s = turnOf(started(encounter(CAST), seed), 'ilse');
    const events: LogEvent[] = [];
    for (let i = 0; i < 2; i++) {
      const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 2, 2));
      s = r.state;
      events.push(...r.events);
    }
    return { s, faces: events.filter((e) => e.kind === 'attack').flatMap((e) => e.rolls.flatMap((b) => b.roll!.faces.map((f) => f.value))) };
  };

  it('the same seed and commands give the same state; another seed other dice', () => {
    const a = run('alpha');
    const b = run('alpha');
    expect(JSON.stringify(a.s)).toBe(JSON.stringify(b.s));
    expect(a.faces).toHaveLength(12);
    expect(a.faces.every((f) => f >= 1 && f <= 6)).toBe(true);
    expect(run('beta').faces).not.toEqual(a.faces);
    expect(a.s.rng).not.toEqual(turnOf(started(encounter(CAST), 'alpha'), 'ilse').rng);
  });
});

// ---- preview and default choices ------------------------------------------------------------------

describe('Waylights adapter: preview', () => {
  it('equals resolving every face through the engine (1 die a side, both sides injured)', () => {
    // Pools of 2: Ilse 1 attack + 1 defence, Aldous 1 defence + 1 counter; Ilse is faster, so her attack
    // does not depend on the counter's die.
    let s = turnOf(started(encounter(CAST, { poolSize: 2 })), 'ilse');
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: 4, reason: '' }).state; // Injury 1
    s = ok(s, { type: 'adjust-harm', id: 'aldous', wounds: 5, reason: '' }).state; // Injury 1
    const facts = factsOf(s, 'ilse', 'aldous');
    const p = waylightsAdapter.plan(s, { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices: { system: 'waylights', attackDice: 1, defenceDice: 1 } }, facts).preview();
    expect(p.outcomes.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);

    const counts = new Map<string, number>();
    for (let fa = 1; fa <= 6; fa++) {
      for (let fd = 1; fd <= 6; fd++) {
        const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 1, 1, [fa, 1, fd, 1]));
        const dealt = harm(r.state, 'aldous').wounds - harm(s, 'aldous').wounds;
        const hitRoll = r.events.find((e) => e.kind === 'attack')!.rolls[0]!;
        const id = dealt > 0 ? `damage-${dealt}` : hitRoll.total > hitRoll.against! ? 'no-damage' : 'no-hit';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    for (const o of p.outcomes) expect(o.probability).toBeCloseTo((counts.get(o.id) ?? 0) / 36, 12);
    for (const [id, n] of counts) expect(p.outcomes.find((o) => o.id === id)?.probability).toBeCloseTo(n / 36, 12);
  });

  it('passes the current Injury of both sides, the defender\'s Wounds, the facts and settings to the rules core', () => {
    let s = turnOf(started(encounter(CAST, { weaponBonusPerAttackDie: 1 })), 'ilse');
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: 9, reason: '' }).state;
    s = ok(s, { type: 'adjust-harm', id: 'aldous', wounds: 11, reason: '' }).state;
    const facts = factsOf(s, 'ilse', 'aldous');
    const p = waylightsAdapter.plan(s, { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices: { system: 'waylights', attackDice: 2, defenceDice: 1 } }, facts).preview();
    const core = previewAttack({
      attacker: { sheet: S.duellist, weapon: 'Sabre', injury: 2 },
      defender: { sheet: S.zealot, weapon: 'Maul', injury: 2, wounds: 11 },
      split: { attackDice: 2, defenceDice: 1 }, facts, settings: waylightsSettings({ weaponBonusPerAttackDie: 1 }),
    });
    expect(p.outcomes).toEqual(core.outcomes);
    expect(p.modifiers).toEqual(core.modifiers);
    expect(p.total).toBe(core.total);
    // The counter's own odds: Aldous's 2 dice against Ilse's 1 defence die, as the rules core gives them.
    const back = previewAttack({
      attacker: { sheet: S.zealot, weapon: 'Maul', injury: 2 },
      defender: { sheet: S.duellist, weapon: 'Sabre', injury: 2, wounds: 9 },
      split: { attackDice: 2, defenceDice: 1 }, facts, settings: waylightsSettings({ weaponBonusPerAttackDie: 1 }),
    });
    const hurt = back.outcomes.filter((o) => o.id.startsWith('damage-')).reduce((n, o) => n + o.probability, 0);
    expect(p.notes).toContain(`Aldous counter-attacks with Maul (2 dice): it hurts Ilse ${(100 * hurt).toFixed(0)}% of the time, ${back.expectedDamage.toFixed(1)} damage on average.`);
  });

  it('a faster defender\'s counter lands first: the odds shown are exactly those of resolving every face (RULES.md 3.3)', () => {
    // Pools of 2: the attacker 1 attack + 1 defence die, the faster defender 1 defence + 1 counter die.
    const fast = { ...S.zealot, timing: 9 };
    let s = turnOf(started(encounter([{ ...CAST[0]!, sheet: S.duellist }, { ...CAST[1]!, sheet: fast }], { poolSize: 2 })), 'ilse');
    // Wounds just below a Threshold step, so the counter's damage often raises Ilse's Injury.
    s = ok(s, { type: 'adjust-harm', id: 'ilse', wounds: S.duellist.threshold - 1, reason: '' }).state;
    const choices = { system: 'waylights' as const, attackDice: 1, defenceDice: 1 };
    const p = waylightsAdapter.plan(s, { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices }, factsOf(s, 'ilse', 'aldous')).preview();
    expect(p.notes.some((n) => n.includes('its counter resolves first'))).toBe(true);
    const counts = new Map<string, number>();
    const before = harm(s, 'aldous').wounds;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) {
      const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 1, 1, [a, b, c, d]));
      const dealt = harm(r.state, 'aldous').wounds - before;
      const e = r.events.find((x) => x.kind === 'attack')!;
      const id = dealt > 0 ? `damage-${dealt}` : /no damage|absorb/i.test(JSON.stringify(e.rolls)) ? 'no-damage' : 'no-hit';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const o of p.outcomes.filter((x) => x.id.startsWith('damage-'))) expect(o.probability, o.id).toBeCloseTo((counts.get(o.id) ?? 0) / 1296, 12);
    const dealtAny = [...counts].filter(([k]) => k.startsWith('damage-')).reduce((n, [, v]) => n + v, 0) / 1296;
    expect(p.outcomes.filter((x) => x.id.startsWith('damage-')).reduce((n, o) => n + o.probability, 0)).toBeCloseTo(dealtAny, 12);
  });

  it('several attackers: Waylights has no modifier for them, only the Injury of earlier attacks carries', () => {
    let s = turnOf(started(encounter(CAST)), 'tamsin');
    s = ok(s, attackCmd('tamsin', 'aldous', 'Pneumatic rifle', 3, 3, [6, 6, 6, 1, 1, 1])).state;
    expect(harm(s, 'aldous').injury).toBeGreaterThan(0);
    expect(s.out).not.toContain('aldous');
    s = turnOf(s, 'ilse');
    const facts = factsOf(s, 'ilse', 'aldous');
    expect(facts.attacksReceived).toBe(1);
    const req = { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices: { system: 'waylights' as const, attackDice: 2, defenceDice: 2 } };
    const second = waylightsAdapter.plan(s, req, facts).preview();
    const fresh = waylightsAdapter.plan(s, req, { ...facts, attacksReceived: 0 }).preview();
    expect(second.outcomes).toEqual(fresh.outcomes);
    expect(second.total).toBe(fresh.total);
    const core = previewAttack({
      attacker: { sheet: S.duellist, weapon: 'Sabre', injury: 0 },
      defender: { sheet: S.zealot, weapon: 'Maul', injury: harm(s, 'aldous').injury, wounds: harm(s, 'aldous').wounds },
      split: { attackDice: 2, defenceDice: 2 }, facts, settings: waylightsSettings(),
    });
    expect(second.outcomes).toEqual(core.outcomes);
    // The second exchange uses the Wounds the first one dealt.
    const faces = [5, 5, 2, 3, 3, 4];
    const r = ok(s, attackCmd('ilse', 'aldous', 'Sabre', 2, 2, faces));
    const ex = coreExchange(s, 'ilse', 'aldous', 'Sabre', 'Maul', { aAttack: 2, aDefence: 1, dDefence: 2, dAttack: 1 }, faces);
    expect(harm(r.state, 'aldous').wounds).toBe(ex.after.aldous!.wounds);
  });

  it('an impossible split previews as one certain "not possible" outcome instead of throwing', () => {
    const s = turnOf(started(encounter(CAST)), 'ilse');
    const p = waylightsAdapter.plan(s, { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices: { system: 'waylights', attackDice: 7, defenceDice: 1 } }, factsOf(s, 'ilse', 'aldous')).preview();
    expect(p.outcomes).toEqual([{ id: 'not-possible', label: 'Not possible', probability: 1, detail: 'Ilse has 3 dice, so it cannot put 7 into attack.', harms: false }]);
  });

  it('default choices: the attacker\'s best split against the worst reply, then the defender\'s best reply to it', () => {
    const s = turnOf(started(encounter(CAST)), 'ilse');
    const facts = factsOf(s, 'ilse', 'aldous');
    const x: PreviewInput = {
      attacker: { sheet: S.duellist, weapon: 'Sabre', injury: 0 },
      defender: { sheet: S.zealot, weapon: 'Maul', injury: 0, wounds: 0 },
      split: { attackDice: 3, defenceDice: 3 }, facts, settings: waylightsSettings(),
    };
    const attackDice = bestSplit(x, 'attacker', 'worst-case').best.attackDice;
    const defenceDice = bestSplit({ ...x, split: { attackDice, defenceDice: 3 } }, 'defender', 'given').best.defenceDice;
    const choices = planAttack(s, { attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [] })!.command.choices;
    expect(choices).toEqual({ system: 'waylights', attackDice, defenceDice });
    // The defaults are a legal exchange.
    ok(s, { type: 'attack', attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices });
  });
});

// ---- revised RULES.md 3.2 and 3.3: surprise, step aside --------------------------------------------

describe('Waylights surprise (RULES.md 3.2)', () => {
  const twin = (id: string, side: 'pc' | 'npc', col: number): Placement => ({ id, name: id, side, col, row: 4, sheet: S.duellist });

  it('Timing ties go to the side that meant to surprise, in every round; without surprise to the PCs', () => {
    const enc = encounter([twin('pc1', 'pc', 2), twin('npc1', 'npc', 6)]);
    const plain = ok(initialState(enc, 'seed'), { type: 'start-combat' }).state;
    expect(plain.order).toEqual(['pc1', 'npc1']);
    const ambush = ok(initialState(enc, 'seed'), { type: 'start-combat', surprise: 'npc' });
    expect(ambush.state.order).toEqual(['npc1', 'pc1']);
    expect(ambush.events.find((e) => e.kind === 'combat-started')!.summary).toContain('the NPCs meant to surprise');
    const round2 = ok(ambush.state, { type: 'next-round' }).state;
    expect(round2.order).toEqual(['npc1', 'pc1']);
  });
});

describe('Waylights step aside against a ranged attack (RULES.md 3.3)', () => {
  const step = (to: { q: number; r: number }, defenceDice: number, dice: number[]): Command => ({
    type: 'attack', attacker: 'tamsin', defender: 'target', weapon: 'Pneumatic rifle', situational: [],
    choices: { system: 'waylights', attackDice: 3, defenceDice, stepAside: to }, dice,
  });

  it('a faster defender steps first: out of range, the attack hits nothing (its dice still rolled), and the preview says so', () => {
    // Tamsin's rifle reaches 20 hexes; the target stands at 20 and steps to 21.
    const fast = { ...S.duellist, timing: 9 };
    let s = started(encounter([{ id: 'tamsin', name: 'Tamsin', side: 'pc', col: 8, row: 4, sheet: S.scout }, { id: 'target', name: 'Target', side: 'npc', col: 28, row: 4, sheet: fast }]));
    s = turnOf(s, 'tamsin');
    const cmd = step(at(29, 4), 1, [6, 6, 6, 1]);
    const preview = attackPreview(s, { attacker: 'tamsin', defender: 'target', weapon: 'Pneumatic rifle', situational: [], choices: (cmd as Extract<Command, { type: 'attack' }>).choices });
    expect(preview!.preview.outcomes).toEqual([expect.objectContaining({ id: 'stepped-aside', probability: 1 })]);
    const r = ok(s, cmd);
    expect(combatant(r.state, 'target').position).toEqual(at(29, 4));
    expect(harm(r.state, 'target').wounds).toBe(0);
    const e = r.events.find((x) => x.kind === 'attack')!;
    expect(e.summary).toContain('the attack hits nothing');
    // Its dice were rolled and spent: not "no attack dice".
    expect(e.summary).not.toContain('no attack dice');
    expect(e.summary).toContain("Tamsin's 3 dice of attack are spent on a target gone from reach");
    expect(e.rolls.flatMap((x) => x.roll?.faces.map((f) => f.value) ?? [])).toEqual([6, 6, 6, 1]);
  });

  it('a slower defender steps after the attack resolves', () => {
    const s = turnOf(started(encounter(CAST)), 'tamsin');
    const cmd: Command = { type: 'attack', attacker: 'tamsin', defender: 'aldous', weapon: 'Pneumatic rifle', situational: [], choices: { system: 'waylights', attackDice: 3, defenceDice: 1, stepAside: at(4, 4) }, dice: [6, 6, 6, 1] };
    const r = ok(s, cmd);
    expect(combatant(r.state, 'aldous').position).toEqual(at(4, 4));
    expect(harm(r.state, 'aldous').wounds).toBeGreaterThan(0);
    expect(r.events.find((x) => x.kind === 'attack')!.summary).toContain('steps aside to column');
  });

  it('is refused against a melee attack, into a hex not next to it, or with no die left to give', () => {
    const s = turnOf(started(encounter(CAST)), 'ilse');
    const melee: Command = { type: 'attack', attacker: 'ilse', defender: 'aldous', weapon: 'Sabre', situational: [], choices: { system: 'waylights', attackDice: 3, defenceDice: 1, stepAside: at(4, 4) }, dice: [1, 1, 1, 1] };
    expect(reduce(s, melee)).toEqual({ ok: false, reason: 'Aldous: Giving up a defence die to move 1 hex is only allowed against a ranged attack.' });
    const t = turnOf(started(encounter(CAST)), 'tamsin');
    const far: Command = { type: 'attack', attacker: 'tamsin', defender: 'aldous', weapon: 'Pneumatic rifle', situational: [], choices: { system: 'waylights', attackDice: 3, defenceDice: 1, stepAside: at(6, 4) }, dice: [1, 1, 1, 1] };
    // The hex as the map's readout names it (column 7, row 5), not axial.
    expect(reduce(t, far)).toMatchObject({ ok: false, reason: expect.stringContaining('; column 7, row 5 is not next to it.') });
    const all: Command = { type: 'attack', attacker: 'tamsin', defender: 'aldous', weapon: 'Pneumatic rifle', situational: [], choices: { system: 'waylights', attackDice: 3, defenceDice: 3, stepAside: at(4, 4) }, dice: [1, 1, 1, 1] };
    expect(reduce(t, all)).toMatchObject({ ok: false, reason: expect.stringContaining('no die left to give up') });
  });
});

describe('Waylights defence dice take the skill of the weapon held (RULES.md 3.1)', () => {
  // A slinger: ranged bonus 3 + 2 = 5, melee untrained -1 + 1 = 0; its sling reaches 3 hexes.
  const slinger = sheet({
    name: 'Slinger', stats: { strength: 1, speed: 1, instinct: 2, focus: 1 },
    skills: { melee: { level: 'untrained', stat: 'strength' }, ranged: { level: 3, stat: 'instinct' } },
    threshold: 3, timing: 0, movement: 4, resolve: 'trained',
    weapons: [{ name: 'Sling', kind: 'ranged', damageBonus: 1, rangeHexes: 3 }],
  });
  const fight = () => turnOf(started(encounter([
    { id: 'tamsin', name: 'Tamsin', side: 'pc', col: 8, row: 4, sheet: S.scout },
    { id: 'slinger', name: 'Slinger', side: 'npc', col: 14, row: 4, sheet: slinger },
  ])), 'tamsin');

  it('a defender holding only a launcher that does not reach defends with its ranged skill, in the preview and the roll', () => {
    const s = fight();
    const req = { attacker: 'tamsin', defender: 'slinger', weapon: 'Pneumatic rifle', situational: [], choices: { system: 'waylights' as const, attackDice: 2, defenceDice: 2 } };
    const p = attackPreview(s, req)!.preview;
    expect(p.modifiers).toContainEqual(expect.objectContaining({ source: 'Defender ranged bonus 5 x 2 dice', value: -10 }));
    // Tamsin 2 attack + 1 defence; the slinger 2 defence dice (its third is a wasted counter die).
    const r = ok(s, attackCmd('tamsin', 'slinger', 'Pneumatic rifle', 2, 2, [3, 3, 1, 2, 2]));
    const defence = r.events.find((e) => e.kind === 'attack')!.rolls.find((b) => b.label.startsWith('Slinger') && /defence/i.test(b.label))!;
    expect(defence.total).toBe(2 + 2 + 2 * 5);
  });

  it('a defender holding a melee weapon that does not reach still defends with its melee skill', () => {
    const both = { ...slinger, weapons: [...slinger.weapons, { ...S.duellist.weapons[0]! }] };
    const s = turnOf(started(encounter([
      { id: 'tamsin', name: 'Tamsin', side: 'pc', col: 8, row: 4, sheet: S.scout },
      { id: 'slinger', name: 'Slinger', side: 'npc', col: 14, row: 4, sheet: both },
    ])), 'tamsin');
    const p = attackPreview(s, { attacker: 'tamsin', defender: 'slinger', weapon: 'Pneumatic rifle', situational: [], choices: { system: 'waylights', attackDice: 2, defenceDice: 2 } })!.preview;
    expect(p.modifiers).toContainEqual(expect.objectContaining({ source: 'Defender melee bonus 0 x 2 dice' }));
  });
});
