import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedDice, type DiceSource } from '../../../shared/dice';
import { parseDice } from '../../../shared/dice/expression';
import { buildBoard } from '../../../shared/model/board';
import type { AttackChoices, AttackCommand, Command } from '../../../shared/model/commands';
import { factsFor } from '../../../shared/model/facts';
import { initialState } from '../../../shared/model/initial';
import { planAttack } from '../../../shared/engine/plan';
import { reduce, type ReduceResult } from '../../../shared/engine/reducer';
import { attackPreview } from '../../../shared/engine/attackPreview';
import type { Encounter } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import type { CombatState, Harm } from '../../../shared/model/state';
import { createYaugsAdapter, yaugsAdapter } from '../../../shared/systems/yaugs/definition';
import { YAUGS_HOUSE_MOVE_HEXES } from '../../../shared/systems/yaugs/movement';
import { attackedKey } from '../../../shared/systems/yaugs/roundUse';
import { yaugsRound } from '../../../shared/systems/yaugs/round';
import type { LogEvent } from '../../../shared/model/events';
import type { YaugsSettings } from '../../../shared/rules/yaugs/settings';
import { yaugsSettings } from '../../../shared/rules/yaugs/settings';
import { resolveActive } from '../../../shared/rules/yaugs/active';
import { resolveDamage } from '../../../shared/rules/yaugs/damage';
import { defenceMode } from '../../../shared/rules/yaugs/defence';
import { resolveParry } from '../../../shared/rules/yaugs/parry';
import { previewAttack } from '../../../shared/rules/yaugs/preview';
import { BRAWLER, ARCHER, SHIELD_GUARD, SWORDSMAN } from '../../../shared/rules/yaugs/samples';
import { deriveSheet, sheetSkill, type YaugsSheet } from '../../../shared/rules/yaugs/sheet';

// ---- fixture -----------------------------------------------------------------------------------

type Spec = { id: string; name: string; sheet: YaugsSheet; q: number; r: number; facing?: number | null; hidden?: boolean };

function encounter(specs: Spec[], settings: Partial<YaugsSettings> = {}, width = 20): Encounter {
  return encounterSchema.parse({
    name: 'YAUGS adapter test',
    system: 'yaugs',
    settings: yaugsSettings(settings),
    map: { width, height: 20, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [] },
    gmNotes: '',
    combatants: specs.map((s) => ({
      id: s.id,
      name: s.name,
      side: s.id.startsWith('pc') ? 'pc' : 'npc',
      sheet: s.sheet,
      position: { q: s.q, r: s.r },
      facing: s.facing ?? null,
      hidden: s.hidden ?? false,
      notes: '',
      color: null,
    })),
  });
}

function ok(r: ReduceResult): { state: CombatState; events: LogEvent[] } {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

function started(specs: Spec[], order?: string[], seed = 'seed'): CombatState {
  return ok(reduce(initialState(encounter(specs), seed), { type: 'start-combat', ...(order ? { order } : {}) })).state;
}

const yaugsChoices = (x: Partial<Extract<AttackChoices, { system: 'yaugs' }>> = {}): AttackChoices => ({
  system: 'yaugs',
  defenderAware: true,
  defenderCanMove: true,
  areaEffect: false,
  parryWith: null,
  ...x,
});

function attackCmd(attacker: string, defender: string, weapon: string, choices: AttackChoices, dice?: number[]): AttackCommand {
  return { type: 'attack', attacker, defender, weapon, situational: [], choices, ...(dice ? { dice } : {}) };
}

const attackEvent = (events: LogEvent[]): LogEvent => events.find((e) => e.kind === 'attack')!;
const hpOf = (s: CombatState, id: string): number => (s.harm[id] as Extract<Harm, { system: 'yaugs' }>).hp;
const faces = (e: LogEvent): number[] => e.rolls.flatMap((r) => r.roll?.faces.map((f) => f.value) ?? []);

// Bryn (swordsman) stands next to the guard; the brawler on the guard's other side.
const BRYN: Spec = { id: 'pc-bryn', name: 'Bryn', sheet: SWORDSMAN, q: 6, r: 5 };
const GUARD: Spec = { id: 'npc-guard', name: 'Guard', sheet: SHIELD_GUARD, q: 5, r: 5 };
const BRAWL: Spec = { id: 'npc-brawler', name: 'Brawler', sheet: BRAWLER, q: 4, r: 5 };

// The guard's numbers from the rules core, never copied from the adapter.
const guardDerived = deriveSheet(SHIELD_GUARD);
const guardAD = guardDerived.activeDefence.value;
const guardLevel = guardDerived.defenceLevel.value;
const sword = sheetSkill(SWORDSMAN, 'Sword');
const longsword = SWORDSMAN.weapons[0]!;
const longswordDice = (() => {
  const p = parseDice(longsword.damage);
  if (!p.ok) throw new Error('bad sample');
  return p.value;
})();

// ---- harm, movement, order, weapons -----------------------------------------------------------

describe('YAUGS harm (House hit-point track)', () => {
  const c = encounter([BRYN, GUARD]).combatants;

  it('starts from the current hit points when the sheet has them, else the maximum', () => {
    expect(yaugsAdapter.initialHarm(c[0]!, initialState(encounter([BRYN, GUARD]), 's'))).toEqual({ system: 'yaugs', hp: 30, maxHp: 30 });
    const hurt = encounter([{ ...BRYN, sheet: { ...SWORDSMAN, hitPoints: { max: 30, current: 12 } } }, GUARD]);
    expect(yaugsAdapter.initialHarm(hurt.combatants[0]!, initialState(hurt, 's'))).toEqual({ system: 'yaugs', hp: 12, maxHp: 30 });
  });

  it.each([
    [20, 20, 'unhurt'],
    [16, 20, 'grazed'],
    [15, 20, 'wounded'], // exactly 75% is no longer "grazed"
    [9, 20, 'wounded'],
    [8, 20, 'badly hurt'], // exactly 40% is no longer "wounded"
    [1, 20, 'badly hurt'],
    [0, 20, 'down'],
    [-4, 20, 'down'],
    [99, 100, 'grazed'],
    [76, 100, 'grazed'],
    [75, 100, 'wounded'],
    [41, 100, 'wounded'],
    [40, 100, 'badly hurt'],
  ] as const)('%i of %i HP reads "%s" to the players', (hp, maxHp, word) => {
    expect(yaugsAdapter.harmWords({ system: 'yaugs', hp, maxHp }, c[0]!)).toBe(word);
  });

  it('is out at 0 HP or below, and says so with the numbers for the GM', () => {
    expect(yaugsAdapter.isOut({ system: 'yaugs', hp: 1, maxHp: 30 }, c[0]!)).toBe(false);
    expect(yaugsAdapter.isOut({ system: 'yaugs', hp: 0, maxHp: 30 }, c[0]!)).toBe(true);
    expect(yaugsAdapter.isOut({ system: 'yaugs', hp: -3, maxHp: 30 }, c[0]!)).toBe(true);
    expect(yaugsAdapter.describeHarm({ system: 'yaugs', hp: 12, maxHp: 30 })).toBe('12/30 HP');
    expect(yaugsAdapter.describeHarm({ system: 'yaugs', hp: 0, maxHp: 30 })).toMatch(/^0\/30 HP: down \(House/);
  });

  it('a sheet already at 0 HP starts the fight out', () => {
    const s = started([{ ...BRYN, sheet: { ...SWORDSMAN, hitPoints: { max: 30, current: 0 } } }, GUARD]);
    expect(s.out).toEqual(['pc-bryn']);
  });
});

describe('YAUGS movement (House 3 hexes a turn), order and weapons', () => {
  it('allows the House 3 hexes a turn, less what was moved', () => {
    const s = started([BRYN, { ...GUARD, q: 10 }], ['pc-bryn', 'npc-guard']);
    const bryn = s.encounter.combatants[0]!;
    expect(yaugsAdapter.moveBudget(bryn, s)).toBe(YAUGS_HOUSE_MOVE_HEXES);
    const moved = ok(reduce(s, { type: 'move', id: 'pc-bryn', path: [{ q: 6, r: 5 }, { q: 6, r: 6 }, { q: 6, r: 7 }] })).state;
    expect(yaugsAdapter.moveBudget(bryn, moved)).toBe(YAUGS_HOUSE_MOVE_HEXES - 2);
    const tooFar = reduce(moved, { type: 'move', id: 'pc-bryn', path: [{ q: 6, r: 7 }, { q: 6, r: 8 }, { q: 6, r: 9 }] });
    expect(tooFar.ok).toBe(false);
  });

  it('leaves the order to the GM: every round keeps the order chosen at the start', () => {
    let s = started([BRYN, GUARD, BRAWL], ['npc-brawler', 'pc-bryn', 'npc-guard']);
    expect(yaugsAdapter.roundOrder(s)).toBeNull();
    for (let i = 0; i < 3; i++) s = ok(reduce(s, { type: 'end-turn' })).state;
    expect(s.round).toBe(2);
    expect(s.order).toEqual(['npc-brawler', 'pc-bryn', 'npc-guard']);
    expect(s.current).toBe('npc-brawler');
  });

  it('lists the sheet weapons with their reach (default 1) and whether they fire', () => {
    const c = encounter([BRYN, GUARD, { id: 'npc-archer', name: 'Archer', sheet: ARCHER, q: 1, r: 1 }]).combatants;
    expect(yaugsAdapter.weapons(c[1]!)).toEqual([
      { name: 'Spear', ranged: false, reachHexes: 2 },
      { name: 'Round shield', ranged: false, reachHexes: 1 },
    ]);
    expect(yaugsAdapter.weapons(c[2]!)).toEqual([
      { name: 'Longbow', ranged: true, reachHexes: 1 },
      { name: 'Dagger', ranged: false, reachHexes: 1 },
    ]);
  });
});

// ---- attacks with typed dice ------------------------------------------------------------------

describe('YAUGS attacks with typed dice', () => {
  const fresh = () => started([BRYN, GUARD, BRAWL], ['pc-bryn', 'npc-guard', 'npc-brawler']);

  it('a hit: d100 + skill against d100 + Active Defence, then weapon damage less armour', () => {
    const s = fresh();
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60, 30, 5])));
    const want = resolveActive({ skill: sword.percentile, roll: 60, level: sword.level.level }, { defence: guardAD, roll: 30, level: guardLevel });
    expect(want.winner).toBe('attacker');
    expect(want.critical).toBeNull();
    const dmg = resolveDamage(longswordDice, [5], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: false });
    expect(hpOf(r.state, 'npc-guard')).toBe(SHIELD_GUARD.hitPoints.max - dmg.damage);
    const e = attackEvent(r.events);
    expect(e.actor).toBe('pc-bryn');
    expect(e.target).toBe('npc-guard');
    expect(faces(e)).toEqual([60, 30, 5]);
    expect(e.rolls[0]!.total).toBe(want.attackerTotal);
    expect(e.rolls[0]!.against).toBe(want.defenderTotal);
    expect(e.rolls[1]!.total).toBe(want.defenderTotal);
    expect(e.rolls[2]!.total).toBe(dmg.damage);
    expect(e.rolls.every((x) => x.roll === null || x.roll.typed)).toBe(true);
    expect(e.summary).toBe(`Bryn hits Guard with Longsword: ${dmg.damage} damage (${SHIELD_GUARD.hitPoints.max - dmg.damage}/${SHIELD_GUARD.hitPoints.max} HP)`);
    expect(e.settings).toMatchObject(yaugsSettings());
    // The attacking weapon is committed for the round; the count of attacks met goes up.
    expect(yaugsRound(r.state).committed['pc-bryn']).toEqual({ [attackedKey('Longsword')]: 1 });
    expect(r.state.counters.attacksThisRound['npc-guard']).toBe(1);
  });

  it("the defender's fumble widens the attacker's critical, which doubles the damage dice", () => {
    const s = fresh();
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [90, 10, 7, 4])));
    const want = resolveActive({ skill: sword.percentile, roll: 90, level: sword.level.level }, { defence: guardAD, roll: 10, level: guardLevel });
    expect(want).toMatchObject({ winner: 'attacker', fumble: 'defender', critical: 'attacker' });
    const dmg = resolveDamage(longswordDice, [7, 4], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: true });
    expect(hpOf(r.state, 'npc-guard')).toBe(SHIELD_GUARD.hitPoints.max - dmg.damage);
    const e = attackEvent(r.events);
    expect(e.rolls[2]!.roll!.expression).toBe('2d10+1');
    expect(e.rolls[0]!.outcome).toBe('wins, critical');
    expect(e.rolls[1]!.outcome).toBe('loses, fumble');
    expect(e.effects).toContain('Critical: Bryn');
    expect(e.effects).toContain('Fumble: Guard');
  });

  it("a defender's critical offers Counter-Attack; nobody is hurt and no damage die is rolled", () => {
    const s = fresh();
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' }), [5, 100])));
    const want = resolveActive({ skill: sword.percentile, roll: 5, level: sword.level.level }, { defence: guardAD, roll: 100, level: guardLevel });
    expect(want).toMatchObject({ winner: 'defender', critical: 'defender', fumble: 'attacker' });
    expect(r.state.harm).toEqual(s.harm);
    const e = attackEvent(r.events);
    expect(e.effects).toContain('Options: Counter-Attack');
    expect(e.summary).toBe("Guard defends against Bryn's Longsword, critical (Bryn fumbles)");
    // No parry die after a lost attack, so the shield stays free.
    expect(yaugsRound(r.state).committed['npc-guard']).toBeUndefined();
  });

  it('GM tables, when filled in, are offered as options', () => {
    const tables = { opposedResults: [{ id: 'disarm', label: 'Disarm' }], fumble: [{ id: 'drop', label: 'Drops weapon' }], critical: [] };
    const adapter = createYaugsAdapter(tables);
    const s = fresh();
    const board = buildBoard(s.encounter, s.out);
    const { facts } = factsFor(s, board, 'pc-bryn', 'npc-guard', 1);
    const r = adapter.plan(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices()), facts).resolve(typedDice([5, 100]));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.event.effects).toContain('Options: Counter-Attack, Disarm');
    expect(r.value.event.effects).toContain('Fumble options: Drops weapon');
  });

  it('equal totals give no result', () => {
    const s = fresh();
    // Attacker 65 + a against 72-ish + d: choose d, then a to tie exactly.
    const d = 40;
    const a = guardAD + d - sword.percentile;
    const want = resolveActive({ skill: sword.percentile, roll: a, level: sword.level.level }, { defence: guardAD, roll: d, level: guardLevel });
    expect(want.winner).toBe('none');
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' }), [a, d])));
    expect(r.state.harm).toEqual(s.harm);
    expect(attackEvent(r.events).summary).toBe('Bryn attacks Guard with Longsword: tie, no result');
  });

  it('an unaware defender uses Passive Defence with no die (only one d100 before the damage)', () => {
    const s = fresh();
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ defenderAware: false }), [20, 3])));
    const pd = defenceMode({ ...SHIELD_GUARD.attributes, passiveDefence: guardDerived.passiveDefence }, { aware: false, canMove: true, oqUsed: 0, oq: 2, areaEffect: false, autoDefenceAllowsDie: false });
    expect(pd.active).toBe(false);
    const e = attackEvent(r.events);
    expect(e.rolls[1]!.roll).toBeNull();
    expect(e.rolls[1]!.total).toBe(pd.value);
    const dmg = resolveDamage(longswordDice, [3], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: false });
    expect(hpOf(r.state, 'npc-guard')).toBe(SHIELD_GUARD.hitPoints.max - dmg.damage);
    // A third typed face would be one too many.
    expect(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ defenderAware: false }), [20, 3, 3])).ok).toBe(false);
  });

  it('situational modifiers add to the attacker total', () => {
    const s = fresh();
    const cmd: AttackCommand = { ...attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60, 30, 5]), situational: [{ source: 'High ground', value: 10 }] };
    const e = attackEvent(ok(reduce(s, cmd)).events);
    expect(e.rolls[0]!.total).toBe(60 + sword.percentile + 10);
    expect(e.rolls[0]!.modifiers).toContainEqual({ source: 'High ground', category: 'situational', value: 10 });
  });
});

describe('YAUGS parry and block (RULES.md 1.5)', () => {
  const fresh = () => started([BRYN, GUARD, BRAWL], ['pc-bryn', 'npc-guard', 'npc-brawler']);
  const shield = SHIELD_GUARD.weapons[1]!;
  const shieldSkill = sheetSkill(SHIELD_GUARD, shield.skill).percentile;

  it('a block must be strictly greater than the attack total: equal fails, one more blocks', () => {
    const attackTotal = 60 + sword.percentile;
    const equalFace = attackTotal - shieldSkill - (shield.blockBonus ?? 0);
    expect(resolveParry({ roll: equalFace, skill: shieldSkill, blockBonus: shield.blockBonus ?? 0, attackTotal }).success).toBe(false);
    expect(resolveParry({ roll: equalFace + 1, skill: shieldSkill, blockBonus: shield.blockBonus ?? 0, attackTotal }).success).toBe(true);

    const s = fresh();
    const choices = yaugsChoices({ parryWith: 'Round shield' });
    const failed = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', choices, [60, 30, equalFace, 5])));
    const dmg = resolveDamage(longswordDice, [5], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: false });
    expect(hpOf(failed.state, 'npc-guard')).toBe(SHIELD_GUARD.hitPoints.max - dmg.damage);
    expect(attackEvent(failed.events).rolls[2]!.outcome).toBe('fails');

    const blocked = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', choices, [60, 30, equalFace + 1])));
    expect(blocked.state.harm).toEqual(s.harm);
    const e = attackEvent(blocked.events);
    expect(e.summary).toBe("Guard blocks Bryn's Longsword with Round shield");
    expect(e.rolls[2]!.total).toBe(attackTotal + 1);
    // Both attempts commit the shield (one of its two blocks).
    expect(yaugsRound(failed.state).committed['npc-guard']).toEqual({ 'Round shield': 1 });
    expect(yaugsRound(blocked.state).committed['npc-guard']).toEqual({ 'Round shield': 1 });
  });

  it('a puncturing blow cannot be parried with a weapon: no parry die, and the log says why', () => {
    const s = started([BRYN, GUARD], ['npc-guard', 'pc-bryn']);
    const r = ok(reduce(s, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices({ parryWith: 'Longsword' }), [90, 20, 4])));
    const e = attackEvent(r.events);
    expect(e.rolls.map((x) => x.label)).not.toContain('Bryn: parry with Longsword');
    expect(e.effects.some((x) => x.startsWith('No parry with Longsword: a puncturing blow cannot be met with a parry'))).toBe(true);
    expect(planAttack(s, { attacker: 'npc-guard', defender: 'pc-bryn', weapon: 'Spear', situational: [] })!.command.choices).toMatchObject({ parryWith: null });
  });

  it('a weapon that attacked cannot parry, and one that blocked cannot attack, in the same round', () => {
    // Bryn attacks the brawler with the Longsword, then the brawler swings back.
    let s = started([BRYN, { ...BRAWL, q: 7, r: 5 }, { ...GUARD, q: 12 }], ['pc-bryn', 'npc-brawler', 'npc-guard']);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-brawler', 'Longsword', yaugsChoices(), [1, 50]))).state;
    s = ok(reduce(s, { type: 'end-turn' })).state;
    expect(planAttack(s, { attacker: 'npc-brawler', defender: 'pc-bryn', weapon: 'Fists', situational: [] })!.command.choices).toMatchObject({ parryWith: null });
    const r = ok(reduce(s, attackCmd('npc-brawler', 'pc-bryn', 'Fists', yaugsChoices({ parryWith: 'Longsword' }), [90, 40, 3])));
    expect(attackEvent(r.events).rolls).toHaveLength(3); // attack, defence, damage: no parry die

    // The guard blocks with the shield in Bryn's turn, then may not bash with it in its own.
    let g = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    g = ok(reduce(g, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' }), [60, 30, 100]))).state;
    g = ok(reduce(g, { type: 'end-turn' })).state;
    const refused = reduce(g, attackCmd('npc-guard', 'pc-bryn', 'Round shield', yaugsChoices(), [50, 50]));
    expect(refused).toEqual({ ok: false, reason: 'Guard parried or blocked with Round shield this round: a weapon either attacks or defends in a round, not both.' });
    expect(reduce(g, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [50, 50])).ok).toBe(true);
    // A new round frees the shield.
    g = ok(reduce(g, { type: 'next-round' })).state;
    expect(yaugsRound(g).committed).toEqual({});
  });
});

// ---- several attackers (RULES.md 1.4) ---------------------------------------------------------

describe('YAUGS Opponent Quotient over a round', () => {
  // Bryn with an OQ of 1: one attack a round met actively, the next passively.
  const LONE: Spec = { ...BRYN, sheet: { ...SWORDSMAN, overrides: { opponentQuotient: 1 } } };
  const brynDerived = deriveSheet(LONE.sheet);
  const brynMode = (oqUsed: number) =>
    defenceMode(
      { ...SWORDSMAN.attributes, passiveDefence: brynDerived.passiveDefence },
      { aware: true, canMove: true, oqUsed, oq: brynDerived.opponentQuotient.value, areaEffect: false, autoDefenceAllowsDie: false },
    );
  const fists = BRAWLER.weapons[0]!;
  const brawling = sheetSkill(BRAWLER, 'Brawling');

  it('the second attack of the round, beyond the OQ, meets Passive Defence with no die', () => {
    let s = started([LONE, { ...GUARD, q: 7, r: 5 }, { ...BRAWL, q: 5, r: 5 }], ['npc-guard', 'npc-brawler', 'pc-bryn']);
    const first = ok(reduce(s, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [10, 50])));
    const e1 = attackEvent(first.events);
    expect(e1.rolls[1]!.roll).not.toBeNull();
    expect(e1.rolls[1]!.total).toBe(50 + brynMode(0).value);
    s = ok(reduce(first.state, { type: 'end-turn' })).state;
    expect(s.counters.attacksThisRound['pc-bryn']).toBe(1);

    const second = ok(reduce(s, attackCmd('npc-brawler', 'pc-bryn', 'Fists', yaugsChoices(), [20, 2])));
    const e2 = attackEvent(second.events);
    const passive = brynMode(1);
    expect(passive.active).toBe(false);
    expect(e2.rolls[1]!.roll).toBeNull();
    expect(e2.rolls[1]!.total).toBe(passive.value);
    expect(e2.rolls[1]!.label).toContain('Opponent Quotient used up');
    const want = resolveActive({ skill: brawling.percentile, roll: 20, level: brawling.level.level }, { defence: passive.value, level: 1 });
    const dmg = want.winner === 'attacker' ? resolveDamage({ terms: [{ count: 1, sides: 6 }], modifier: 0 }, [2], { armourAbsorption: SWORDSMAN.armourAbsorption, critical: false }).damage : 0;
    expect(fists.damage).toBe('1d6');
    expect(hpOf(second.state, 'pc-bryn')).toBe(SWORDSMAN.hitPoints.max - dmg);
  });

  it('forgoing attacks raises the OQ for the round, so the next attack is met actively again', () => {
    let s = started([LONE, { ...GUARD, q: 7, r: 5 }, { ...BRAWL, q: 5, r: 5 }], ['npc-guard', 'npc-brawler', 'pc-bryn']);
    s = ok(reduce(s, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [10, 50]))).state;
    s = ok(reduce(s, { type: 'end-turn' })).state;
    // Out of Bryn's own turn: the raise may be declared at any time in the round (RULES.md 1.4).
    const forgo = ok(reduce(s, { type: 'yaugs-raise-oq', id: 'pc-bryn', method: 'forgo-attacks' }));
    expect(forgo.events[0]!.summary).toBe('Bryn forgoes its attacks this round: Opponent Quotient 1 -> 2');
    s = forgo.state;
    const e = attackEvent(ok(reduce(s, attackCmd('npc-brawler', 'pc-bryn', 'Fists', yaugsChoices(), [20, 60]))).events);
    expect(e.rolls[1]!.roll!.faces[0]!.value).toBe(60);
    expect(e.rolls[1]!.total).toBe(60 + brynMode(0).value);
    // Bryn's own attacks this round are refused; a new round clears the raise.
    s = ok(reduce(s, { type: 'end-turn' })).state;
    expect(reduce(s, attackCmd('pc-bryn', 'npc-brawler', 'Longsword', yaugsChoices(), [50, 50]))).toEqual({ ok: false, reason: 'Bryn forwent its attacks this round to raise its Opponent Quotient.' });
    expect(reduce(s, { type: 'yaugs-raise-oq', id: 'pc-bryn', method: 'forgo-attacks' })).toEqual({ ok: false, reason: 'Bryn has already forgone its attacks this round.' });
    s = ok(reduce(s, { type: 'next-round' })).state;
    expect(yaugsRound(s).raises).toEqual({});
  });

  it('a parry or block uses no OQ slot of its own (RULES.md 1.5): after blocking, the next attack is still met actively', () => {
    // The guard (OQ 2) meets Bryn actively and blocks: one slot. The brawler's blow takes the second.
    let s = started([BRYN, GUARD, BRAWL], ['pc-bryn', 'npc-brawler', 'npc-guard']);
    expect(guardDerived.opponentQuotient.value).toBe(2);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' }), [60, 30, 100]))).state;
    expect(s.counters.metActively['npc-guard']).toBe(1);
    s = ok(reduce(s, { type: 'end-turn' })).state;
    const e = attackEvent(ok(reduce(s, attackCmd('npc-brawler', 'npc-guard', 'Fists', yaugsChoices(), [20, 2, 3]))).events);
    expect(e.rolls[1]!.roll).not.toBeNull();
  });

  it('with OQ 1 the defender can parry the one attack it meets', () => {
    const ONE: Spec = { ...GUARD, sheet: { ...SHIELD_GUARD, overrides: { opponentQuotient: 1 } } };
    const s = started([BRYN, ONE], ['pc-bryn', 'npc-guard']);
    const choices = planAttack(s, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [] })!.command.choices;
    expect(choices).toMatchObject({ parryWith: 'Round shield' });
    const e = attackEvent(ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', choices, [60, 30, 100]))).events);
    expect(e.rolls.map((r) => r.label)).toContain('Guard: block with Round shield');
  });

  it('an attack met passively uses no OQ slot: an unseen blow leaves the slot for the next one', () => {
    let s = started([LONE, { ...GUARD, q: 7, r: 5 }, { ...BRAWL, q: 5, r: 5 }], ['npc-guard', 'npc-brawler', 'pc-bryn']);
    s = ok(reduce(s, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices({ defenderAware: false }), [10, 4]))).state;
    expect(s.counters.metActively['pc-bryn'] ?? 0).toBe(0);
    expect(s.counters.attacksThisRound['pc-bryn']).toBe(1);
    s = ok(reduce(s, { type: 'end-turn' })).state;
    const e = attackEvent(ok(reduce(s, attackCmd('npc-brawler', 'pc-bryn', 'Fists', yaugsChoices(), [20, 60]))).events);
    expect(e.rolls[1]!.roll).not.toBeNull();
  });

  it('once the OQ is used up the parry is not offered, and the default choice says none', () => {
    let s = started([BRYN, { ...GUARD, sheet: { ...SHIELD_GUARD, overrides: { opponentQuotient: 1 } } }, BRAWL], ['pc-bryn', 'npc-brawler', 'npc-guard']);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60, 30, 3]))).state;
    s = ok(reduce(s, { type: 'end-turn' })).state;
    expect(planAttack(s, { attacker: 'npc-brawler', defender: 'npc-guard', weapon: 'Fists', situational: [] })!.command.choices).toMatchObject({ parryWith: null });
  });

  it("the brawler's auto-defence ability keeps its die beyond the OQ", () => {
    const TOUGH: Spec = { ...BRAWL, sheet: { ...BRAWLER, overrides: { opponentQuotient: 1 } }, q: 5, r: 5 };
    let s = started([BRYN, TOUGH, { ...GUARD, q: 4, r: 5 }], ['pc-bryn', 'npc-guard', 'npc-brawler']);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-brawler', 'Longsword', yaugsChoices(), [10, 50]))).state;
    s = ok(reduce(s, { type: 'end-turn' })).state;
    const e = attackEvent(ok(reduce(s, attackCmd('npc-guard', 'npc-brawler', 'Spear', yaugsChoices(), [10, 50]))).events);
    expect(e.rolls[1]!.roll).not.toBeNull();
  });
});

// ---- refusals, determinism, out of the fight ---------------------------------------------------

describe('YAUGS refusals and determinism', () => {
  it('a refused attack names the reason and leaves the state as it was', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const snapshot = JSON.stringify(s);
    const unknown = reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Buckler' }), [60, 30, 5]));
    expect(unknown).toEqual({ ok: false, reason: 'Guard has no weapon or shield called "Buckler" to parry or block with.' });
    const tooFew = reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60]));
    expect(tooFew.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('refuses a bow shot beyond its long range, and the preview offers no odds for it', () => {
    const ARCH: Spec = { id: 'npc-archer', name: 'Archer', sheet: ARCHER, q: 0, r: 0 };
    const FAR: Spec = { ...BRYN, q: 100, r: 0 };
    const s = ok(reduce(initialState(encounter([ARCH, FAR], {}, 120), 'seed'), { type: 'start-combat', order: ['npc-archer', 'pc-bryn'] })).state;
    const r = reduce(s, attackCmd('npc-archer', 'pc-bryn', 'Longbow', yaugsChoices(), [60, 30, 5]));
    expect(r).toEqual({ ok: false, reason: "Archer's Longbow cannot reach 200 m: its long range ends at 180 m." });
    const { facts } = factsFor(s, buildBoard(s.encounter, s.out), 'npc-archer', 'pc-bryn', 1);
    const p = yaugsAdapter.plan(s, { attacker: 'npc-archer', defender: 'pc-bryn', weapon: 'Longbow', situational: [], choices: yaugsChoices() }, facts).preview();
    expect(p.outcomes).toEqual([expect.objectContaining({ id: 'no-attack', probability: 1 })]);
  });

  it('seeded attacks are deterministic, and another seed rolls other dice', () => {
    const play = (seed: string) => {
      let s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard'], seed);
      const events: LogEvent[] = [];
      const cmds: Command[] = [
        attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' })),
        { type: 'end-turn' },
        attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices()),
        { type: 'end-turn' },
        attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices()),
      ];
      for (const c of cmds) {
        const r = ok(reduce(s, c));
        s = r.state;
        events.push(...r.events);
      }
      return { state: JSON.stringify(s), faces: events.filter((e) => e.kind === 'attack').flatMap(faces) };
    };
    expect(play('alpha')).toEqual(play('alpha'));
    expect(play('alpha').faces).not.toEqual(play('beta').faces);
    expect(play('alpha').state).not.toBe(play('beta').state);
  });

  it('takes a defender out when its hit points reach 0 (House)', () => {
    const WEAK: Spec = { ...GUARD, sheet: { ...SHIELD_GUARD, hitPoints: { max: 28, current: 2 } } };
    const s = started([BRYN, WEAK], ['pc-bryn', 'npc-guard']);
    const dmg = resolveDamage(longswordDice, [9], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: false });
    expect(dmg.damage).toBeGreaterThanOrEqual(2);
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60, 30, 9])));
    expect(hpOf(r.state, 'npc-guard')).toBe(2 - dmg.damage);
    expect(r.state.out).toEqual(['npc-guard']);
    expect(r.events.map((e) => e.kind)).toEqual(['attack', 'out']);
    expect(yaugsAdapter.harmWords(r.state.harm['npc-guard']!, r.state.encounter.combatants[1]!)).toBe('down');
    // A defender already out does not dodge by default.
    expect(planAttack(r.state, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [] })!.command.choices).toMatchObject({ defenderCanMove: false, parryWith: null });
  });

  it('armour that absorbs the whole blow leaves the hit points as they were', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const dmg = resolveDamage(longswordDice, [1], { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical: false });
    expect(dmg.damage).toBe(0);
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [60, 30, 1])));
    expect(r.state.harm).toEqual(s.harm);
    expect(attackEvent(r.events).summary).toBe('Bryn hits Guard with Longsword: armour absorbs it all (28/28 HP)');
  });
});

// ---- default choices and preview --------------------------------------------------------------

describe('YAUGS default choices and preview', () => {
  it('defaults: aware unless attacked from behind, free to move, area effect from the damage type, best parry', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    expect(planAttack(s, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [] })!.command.choices).toEqual({
      system: 'yaugs',
      defenderAware: true,
      defenderCanMove: true,
      areaEffect: false,
      // Shield 60 + 15 beats the spear's parry (and a spear cannot block).
      parryWith: 'Round shield',
    });
    // Bryn stands in direction 0 from the guard; facing 3 turns the guard's back to him.
    const behind = started([BRYN, { ...GUARD, facing: 3 }], ['pc-bryn', 'npc-guard']);
    expect(planAttack(behind, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [] })!.command.choices).toMatchObject({ defenderAware: false });
    const front = started([BRYN, { ...GUARD, facing: 0 }], ['pc-bryn', 'npc-guard']);
    expect(planAttack(front, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [] })!.command.choices).toMatchObject({ defenderAware: true });
  });

  it('the preview is the rules core preview with what the state knows, outcomes summing to 1', () => {
    let s = started([BRYN, GUARD, BRAWL], ['pc-bryn', 'npc-brawler', 'npc-guard']);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: 'Round shield' }), [60, 30, 100]))).state;
    s = ok(reduce(s, { type: 'end-turn' })).state;
    const { facts } = factsFor(s, buildBoard(s.encounter, s.out), 'npc-brawler', 'npc-guard', 1);
    const choices = yaugsChoices({ parryWith: 'Round shield' });
    const p = yaugsAdapter.plan(s, { attacker: 'npc-brawler', defender: 'npc-guard', weapon: 'Fists', situational: [{ source: 'Flank', value: 5 }], choices }, facts).preview();
    const core = previewAttack({
      attacker: BRAWLER,
      weapon: BRAWLER.weapons[0]!,
      defender: SHIELD_GUARD,
      facts,
      situational: [{ source: 'Flank', category: 'situational', value: 5 }],
      settings: yaugsSettings(),
      // One attack met (a block within it uses no slot of its own): one slot of the guard's OQ used.
      defenderState: { aware: true, canMove: true, areaEffect: false, oqUsed: 1, blocksUsed: { 'Round shield': 1 }, attackedWith: [], parryWith: 'Round shield', oqRaise: { gaveGroundAndWon: false, forgoesAttacks: false } },
    });
    expect(p).toEqual(core);
    expect(p.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('the chance of each outcome equals resolving every die face through the adapter (passive defender)', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const { facts } = factsFor(s, buildBoard(s.encounter, s.out), 'pc-bryn', 'npc-guard', 1);
    const choices = yaugsChoices({ defenderAware: false });
    const p = yaugsAdapter.plan(s, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [{ source: 'Dark', value: -60 }], choices }, facts).preview();
    const counts = countOutcomes(s, facts, choices, [{ source: 'Dark', value: -60 }], [[]]);
    for (const o of p.outcomes) expect(o.probability).toBeCloseTo((counts[o.id] ?? 0) / 100, 12);
    // The penalty makes every outcome but a critical defence possible against a passive defender.
    expect(counts['attacker-wins']).toBeGreaterThan(0);
    expect(counts['defender-wins']).toBeGreaterThan(0);
  });

  it('the same holds with both sides rolling: all 10,000 pairs of faces', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const { facts } = factsFor(s, buildBoard(s.encounter, s.out), 'pc-bryn', 'npc-guard', 1);
    const choices = yaugsChoices();
    const p = yaugsAdapter.plan(s, { attacker: 'pc-bryn', defender: 'npc-guard', weapon: 'Longsword', situational: [], choices }, facts).preview();
    const counts = countOutcomes(s, facts, choices, [], Array.from({ length: 100 }, (_, i) => [i + 1]));
    for (const o of p.outcomes) expect(o.probability).toBeCloseTo((counts[o.id] ?? 0) / 10000, 12);
    expect(Object.keys(counts).sort()).toEqual(['attacker-wins', 'attacker-wins-critical', 'defender-wins', 'defender-wins-critical', 'tie']);
  });
});

/** Resolves the attack for every attacker face and each listed defender face list; counts outcome ids. */
function countOutcomes(
  s: CombatState,
  facts: ReturnType<typeof factsFor>['facts'],
  choices: AttackChoices,
  situational: AttackCommand['situational'],
  defenderFaces: number[][],
): Record<string, number> {
  const counts: Record<string, number> = {};
  const cmd: AttackCommand = { ...attackCmd('pc-bryn', 'npc-guard', 'Longsword', choices), situational };
  for (let a = 1; a <= 100; a++) {
    for (const d of defenderFaces) {
      const queue = [a, ...d];
      // d100s from the queue; any damage die shows 1 (the outcome does not depend on it).
      const dice: DiceSource = { kind: 'seeded', roll: (sides) => (sides === 100 && queue.length ? queue.shift()! : 1) };
      const r = yaugsAdapter.plan(s, cmd, facts).resolve(dice);
      if (!r.ok) throw new Error(r.reason);
      const [att, def] = r.value.event.rolls;
      const id =
        att!.outcome === 'wins, critical' ? 'attacker-wins-critical'
        : att!.outcome === 'wins' ? 'attacker-wins'
        : att!.outcome === 'tie: no result' ? 'tie'
        : def!.outcome === 'wins, critical' ? 'defender-wins-critical' : 'defender-wins';
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  return counts;
}

// ---- property: the adapter agrees with the rules core for any faces ----------------------------

describe('YAUGS attack against the rules core, any faces', () => {
  it('harm and rolls follow resolveActive, resolveParry and resolveDamage', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const shield = SHIELD_GUARD.weapons[1]!;
    const shieldSkill = sheetSkill(SHIELD_GUARD, shield.skill).percentile;
    const d100 = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(d100, d100, d100, fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 2 }), fc.boolean(), (a, d, pf, dmgFaces, parry) => {
        const ex = resolveActive({ skill: sword.percentile, roll: a, level: sword.level.level }, { defence: guardAD, roll: d, level: guardLevel });
        const dice = [a, d];
        let parried = false;
        if (ex.winner === 'attacker' && parry) {
          dice.push(pf);
          parried = resolveParry({ roll: pf, skill: shieldSkill, blockBonus: shield.blockBonus ?? 0, attackTotal: ex.attackerTotal }).success;
        }
        let hp = SHIELD_GUARD.hitPoints.max;
        if (ex.winner === 'attacker' && !parried) {
          const critical = ex.critical === 'attacker';
          const used = critical ? dmgFaces : dmgFaces.slice(0, 1);
          dice.push(...used);
          hp -= resolveDamage(longswordDice, used, { armourAbsorption: SHIELD_GUARD.armourAbsorption, critical }).damage;
        }
        const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices({ parryWith: parry ? 'Round shield' : null }), dice)));
        expect(hpOf(r.state, 'npc-guard')).toBe(hp);
        expect(faces(attackEvent(r.events))).toEqual(dice);
      }),
      { numRuns: 300 },
    );
  });
});

describe('YAUGS cover and area effects', () => {
  const brynDerived = deriveSheet(SWORDSMAN);
  const modeFor = (areaEffect: boolean) =>
    defenceMode(
      { ...SWORDSMAN.attributes, passiveDefence: brynDerived.passiveDefence },
      { aware: true, canMove: true, oqUsed: 0, oq: brynDerived.opponentQuotient.value, areaEffect, autoDefenceAllowsDie: false },
    );

  it('cover adds the house modifier per cover point to the defence, and the event records the setting', () => {
    const ARCH: Spec = { id: 'npc-archer', name: 'Archer', sheet: ARCHER, q: 2, r: 5 };
    const enc = encounterSchema.parse({
      ...encounter([ARCH, BRYN], { coverModifierPerPoint: 5 }),
      map: {
        width: 20, height: 20, orientation: 'pointy', metersPerHex: 2, background: null,
        terrain: [{ q: 4, r: 5, kind: 'cover', id: 'crate', name: 'Crate', value: 4, structure: 10, maxStructure: 10, blocksSight: false }],
      },
    });
    const s = ok(reduce(initialState(enc, 'seed'), { type: 'start-combat', order: ['npc-archer', 'pc-bryn'] })).state;
    const r = ok(reduce(s, attackCmd('npc-archer', 'pc-bryn', 'Longbow', yaugsChoices(), [10, 50])));
    const def = attackEvent(r.events).rolls[1]!;
    expect(def.modifiers).toContainEqual(expect.objectContaining({ category: 'cover', value: 4 * 5 }));
    expect(def.total).toBe(50 + modeFor(false).value + 4 * 5);
    expect(attackEvent(r.events).settings).toMatchObject({ coverModifierPerPoint: 5, marginalFailureWidth: 'example' });
    // YAUGS has no rule for damaging cover: the crate is untouched.
    expect(r.state.encounter.map.terrain).toEqual(s.encounter.map.terrain);
  });

  it('an area effect drops the Passive Defence part of Active Defence', () => {
    const s = started([BRYN, GUARD], ['npc-guard', 'pc-bryn']);
    const r = ok(reduce(s, attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices({ areaEffect: true }), [10, 50])));
    const area = modeFor(true);
    expect(area.value).toBe(modeFor(false).value - brynDerived.passiveDefence);
    expect(attackEvent(r.events).rolls[1]!.total).toBe(50 + area.value);
  });
});

// ---- revised RULES.md 1.2 and 1.4: caps, raises, Counter-Attack ---------------------------------

describe('YAUGS attacker caps (RULES.md 1.4)', () => {
  const TANK: Spec = { ...BRYN, sheet: { ...SWORDSMAN, hitPoints: { max: 1000 } }, q: 8, r: 8 };
  const guardAt = (n: number, q: number, r: number): Spec => ({ id: `npc-g${n}`, name: `Guard ${n}`, sheet: SHIELD_GUARD, q, r });

  it('a 7th melee attacker in a round is refused with a reason naming the cap; the first six and a repeat are not', () => {
    // Six guards around Bryn and a seventh two hexes off with its reach-2 spear.
    const ring = [[9, 8], [9, 7], [8, 7], [7, 8], [7, 9], [8, 9], [10, 8]] as const;
    const guards = ring.map(([q, r], i) => guardAt(i + 1, q, r));
    let s = started([TANK, ...guards], [...guards.map((g) => g.id), 'pc-bryn']);
    for (const g of guards.slice(0, 6)) {
      s = ok(reduce(s, attackCmd(g.id, 'pc-bryn', 'Spear', yaugsChoices()))).state;
      s = ok(reduce(s, { type: 'end-turn' })).state;
    }
    expect(s.counters.meleeAttackers['pc-bryn']).toHaveLength(6);
    const before = JSON.stringify(s);
    // Hand-derived from RULES.md 1.4: 6 others have attacked in melee, so the 7th is refused.
    expect(reduce(s, attackCmd('npc-g7', 'pc-bryn', 'Spear', yaugsChoices()))).toEqual({
      ok: false,
      reason: 'Bryn has already been attacked in melee by 6 other combatants this round: the YAUGS cap in melee is 6 attackers.',
    });
    expect(JSON.stringify(s)).toBe(before);
    // The preview refuses it with the same words.
    const preview = attackPreview(s, { attacker: 'npc-g7', defender: 'pc-bryn', weapon: 'Spear', situational: [], choices: yaugsChoices() });
    expect(preview!.blocked).toBe('Bryn has already been attacked in melee by 6 other combatants this round: the YAUGS cap in melee is 6 attackers.');
    // A new round opens the count again.
    s = ok(reduce(s, { type: 'next-round' })).state;
    expect(reduce(s, attackCmd('npc-g1', 'pc-bryn', 'Spear', yaugsChoices())).ok).toBe(true);
  });

  it('a 13th archer at short range is refused: the cap there is 12', () => {
    const archers: Spec[] = Array.from({ length: 13 }, (_, i) => ({ id: `npc-a${i}`, name: `Archer ${i}`, sheet: ARCHER, q: 2 + (i % 7), r: i < 7 ? 2 : 3 }));
    let s = started([{ ...TANK, q: 8, r: 10 }, ...archers], [...archers.map((a) => a.id), 'pc-bryn']);
    for (const a of archers.slice(0, 12)) {
      s = ok(reduce(s, attackCmd(a.id, 'pc-bryn', 'Longbow', yaugsChoices()))).state;
      s = ok(reduce(s, { type: 'end-turn' })).state;
    }
    expect(reduce(s, attackCmd('npc-a12', 'pc-bryn', 'Longbow', yaugsChoices()))).toEqual({
      ok: false,
      reason: 'Bryn has already been attacked at short range by 12 other combatants this round: the YAUGS cap at short range is 12 attackers.',
    });
  });
});

describe('YAUGS give ground (RULES.md 1.4)', () => {
  it('a won opposed roll steps the defender back and raises its OQ; once a round; a refusal changes nothing', () => {
    let s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    s = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [10, 50]))).state;
    const before = JSON.stringify(s);
    expect(reduce(s, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'give-ground', to: { q: 6, r: 5 }, dice: [90, 10] })).toEqual({
      ok: false,
      reason: 'Guard cannot give ground into column 9, row 6: it is not free.',
    });
    expect(reduce(s, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'give-ground', to: { q: 2, r: 5 }, dice: [90, 10] }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
    // By hand: 90 + AGL(SK) 40 = 130 against 10 + Bryn's Agility 63 + 15 x max(0, 1 - (2 + 1)) = 73.
    const r = ok(reduce(s, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'give-ground', to: { q: 4, r: 5 }, dice: [90, 10] }));
    expect(r.events[0]!.rolls.map((x) => [x.total, x.against])).toEqual([[130, 73], [73, 130]]);
    expect(r.events[0]!.summary).toBe('Guard gives ground to column 7, row 6: Opponent Quotient 2 -> 3');
    expect(r.state.encounter.combatants.find((c) => c.id === 'npc-guard')!.position).toEqual({ q: 4, r: 5 });
    expect(yaugsRound(r.state).raises['npc-guard']).toEqual({ giveGround: 'won', forgo: false });
    expect(reduce(r.state, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'give-ground', to: { q: 3, r: 5 }, dice: [90, 10] })).toEqual({
      ok: false,
      reason: 'Guard has already tried to give ground this round (once a round).',
    });
    // Forgoing is a second, independent raise: OQ 2 + 1 + 1.
    const both = ok(reduce(r.state, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'forgo-attacks' }));
    expect(both.events[0]!.summary).toBe('Guard forgoes its attacks this round: Opponent Quotient 3 -> 4');
  });

  it('a lost roll uses the round’s attempt and changes nothing else', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    const r = ok(reduce(s, { type: 'yaugs-raise-oq', id: 'npc-guard', method: 'give-ground', to: { q: 4, r: 5 }, dice: [1, 100] }));
    expect(r.state.encounter.combatants.find((c) => c.id === 'npc-guard')!.position).toEqual({ q: 5, r: 5 });
    expect(yaugsRound(r.state).raises['npc-guard']).toEqual({ giveGround: 'lost', forgo: false });
    expect(r.events[0]!.summary).toBe("Guard tries to give ground and fails: the round's attempt is used");
  });
});

describe('YAUGS Counter-Attack (RULES.md 1.2, 1.4)', () => {
  it('a critical defence lets the defender strike that attacker once, out of turn, until the next turn begins', () => {
    const s = started([BRYN, GUARD], ['pc-bryn', 'npc-guard']);
    // The guard's natural 100 wins and always criticals.
    const r = ok(reduce(s, attackCmd('pc-bryn', 'npc-guard', 'Longsword', yaugsChoices(), [50, 100])));
    expect(yaugsRound(r.state).counterAttacks).toEqual([{ by: 'npc-guard', on: 'pc-bryn', with: null }]);
    expect(reduce(s, { ...attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [50, 50, 3]), counterAttack: true })).toMatchObject({ ok: false });
    const counter = ok(reduce(r.state, { ...attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [90, 50, 3]), counterAttack: true }));
    expect(attackEvent(counter.events).actor).toBe('npc-guard');
    expect(counter.state.current).toBe('pc-bryn');
    expect(yaugsRound(counter.state).counterAttacks).toEqual([]);
    expect(reduce(counter.state, { ...attackCmd('npc-guard', 'pc-bryn', 'Spear', yaugsChoices(), [90, 50, 3]), counterAttack: true })).toEqual({
      ok: false,
      reason: 'Guard has no Counter-Attack on Bryn: only a critical defence offers one, until the next turn begins.',
    });
    // Unused, the offer lapses when the next turn begins.
    const lapsed = ok(reduce(r.state, { type: 'end-turn' })).state;
    expect(yaugsRound(lapsed).counterAttacks).toEqual([]);
  });
});
