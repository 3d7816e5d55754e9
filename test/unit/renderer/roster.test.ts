import { describe, expect, it } from 'vitest';
import { hexDistance, hexEquals } from '../../../shared/hex';
import { EXAMPLES, MORE_EXAMPLES } from '../../../shared/sim/examples';
import { bodyOf } from '../../../shared/model/body';
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { conditionMarker, conditionWords, rosterFor } from '../../../src-renderer/state/roster.svelte';
import { gmTokens } from '../../../src-renderer/gm/combat/tokens';

async function fight(system: 'yaugs' | 'vers' | 'waylights' = 'yaugs') {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  const ui = new CombatUi(combat);
  return { combat, ui, roster: rosterFor(combat, ui) };
}

describe('the roster of a running fight', () => {
  it('is one per fight on screen, shared by the panel and the registry', async () => {
    const { combat, ui, roster } = await fight();
    expect(rosterFor(combat, ui)).toBe(roster);
  });

  it('brings a reinforcement in on the nearest free hex, says which, names it apart and puts it last in a fixed order', async () => {
    const { combat, roster } = await fight();
    roster.reason = 'the horn';
    expect(await roster.add(YAUGS_SAMPLES.archer, 'npc')).toBe(true);
    expect(await roster.add(YAUGS_SAMPLES.archer, 'npc')).toBe(true);
    const added = combat.state.encounter.combatants.filter((c) => c.name.startsWith('Archer'));
    expect(added.map((c) => c.name)).toEqual(['Archer', 'Archer 2']);
    expect(roster.message).toMatch(/^Archer 2 joins on column \d+, row \d+ \(the nearest free hex to Archer\)\. It acts last in the order\.$/);
    expect(combat.state.order.slice(-2)).toEqual(added.map((c) => c.id));
    // Nobody shares a hex.
    const spots = combat.state.encounter.combatants.map((c) => c.position);
    expect(spots.filter((h, i) => spots.findIndex((x) => hexEquals(x, h)) !== i)).toEqual([]);
    expect(combat.events.some((e) => e.summary === 'Archer joins the fight (the horn)')).toBe(true);
    expect(roster.reason).toBe('');
  });

  it('places on a hex the GM clicks: only free hexes are offered, and one arrives hidden when asked', async () => {
    const { combat, ui, roster } = await fight();
    roster.placement = 'map';
    roster.arriveHidden = true;
    const added = roster.add(YAUGS_SAMPLES.brawler, 'npc');
    await expect.poll(() => ui.hexPick.open).toBeTruthy();
    const pick = ui.hexPick.open!;
    expect(pick.prompt).toBe('Pick the hex Brawler joins on');
    const taken = combat.state.encounter.combatants.map((c) => c.position);
    expect(pick.hexes.some((h) => taken.some((t) => hexEquals(t, h)))).toBe(false);
    expect(pick.hexes.some((h) => combat.state.encounter.map.terrain.some((t) => t.kind === 'wall' && hexEquals(t, h)))).toBe(false);
    // A taken hex does nothing; an offered one places it.
    ui.hexPick.click(taken[0]!);
    expect(combat.state.encounter.combatants.some((c) => c.name === 'Brawler')).toBe(false);
    ui.hexPick.click(pick.hexes[0]!);
    await expect.poll(() => combat.state.encounter.combatants.find((c) => c.name === 'Brawler')).toBeTruthy();
    const b = combat.state.encounter.combatants.find((c) => c.name === 'Brawler')!;
    expect(b.position).toEqual(pick.hexes[0]);
    expect(b.hidden).toBe(true);
    // The add is done once the hex is picked, so a quick-create form resets only then.
    expect(await added).toBe(true);
  });

  it('offers no hex under any part of a big body (the ogre covers 7)', async () => {
    const combat = new CombatController('fight-ogre', MORE_EXAMPLES.find((e) => e.slug === 'the-ogre-at-the-mill')!.encounter(), 'seed-1', null);
    expect(await combat.apply({ type: 'start-combat' })).toBe(true);
    const ui = new CombatUi(combat);
    const roster = rosterFor(combat, ui);
    roster.placement = 'map';
    void roster.add(YAUGS_SAMPLES.archer, 'npc');
    await expect.poll(() => ui.hexPick.open).toBeTruthy();
    const covered = combat.state.encounter.combatants.flatMap((c) => bodyOf(c));
    expect(covered.length).toBeGreaterThan(combat.state.encounter.combatants.length);
    expect(ui.hexPick.open!.hexes.filter((h) => covered.some((b) => hexEquals(b, h)))).toEqual([]);
    ui.hexPick.cancel();
  });

  it('a pick on the map that is cancelled, or replaced by another, adds nobody and says so to the caller', async () => {
    const { combat, ui, roster } = await fight();
    roster.placement = 'map';
    const count = combat.state.encounter.combatants.length;
    const first = roster.add(YAUGS_SAMPLES.brawler, 'npc');
    await expect.poll(() => ui.hexPick.open).toBeTruthy();
    ui.hexPick.cancel();
    expect(await first).toBe(false);
    const second = roster.add(YAUGS_SAMPLES.archer, 'npc');
    await expect.poll(() => ui.hexPick.open?.prompt).toBe('Pick the hex Archer joins on');
    ui.hexPick.ask({ prompt: 'Pick the hex Orc gives ground into', hexes: [], onpick: () => {} });
    expect(await second).toBe(false);
    expect(combat.state.encounter.combatants.length).toBe(count);
  });

  it('reveals and hides, and removes someone from the fight', async () => {
    const { combat, roster } = await fight();
    const lurker = combat.state.encounter.combatants.find((c) => c.hidden)!;
    roster.focusOn(lurker.id);
    expect(await roster.toggleHidden(lurker.id)).toBe(true);
    expect(roster.message).toBe(`${lurker.name} is revealed: the players see it now.`);
    expect(combat.state.encounter.combatants.find((c) => c.id === lurker.id)!.hidden).toBe(false);
    await roster.toggleHidden(lurker.id);
    expect(combat.state.encounter.combatants.find((c) => c.id === lurker.id)!.hidden).toBe(true);
    expect(await roster.remove(lurker.id)).toBe(true);
    expect(combat.state.encounter.combatants.some((c) => c.id === lurker.id)).toBe(false);
    expect(roster.focus).toBeNull();
    await combat.undo();
    expect(combat.state.encounter.combatants.some((c) => c.id === lurker.id)).toBe(true);
  });

  it('takes steps clicked in quick succession one after another, each from the order the one before left', async () => {
    const { combat, roster } = await fight();
    const ids = roster.rows.map((c) => c.id);
    const last = ids.at(-1)!;
    // Three clicks on "earlier" before the first has reached the journal and the screen.
    const clicks = [roster.move(last, -1), roster.move(last, -1), roster.move(last, -1)];
    expect(await Promise.all(clicks)).toEqual([true, true, true]);
    const moved = [...ids.slice(0, -4), last, ...ids.slice(-4, -1)];
    expect(roster.rows.map((c) => c.id)).toEqual(moved);
    expect(combat.state.order).toEqual(moved);
  });

  it('rearranges a fixed order by steps and by a drop, and offers nothing where the turn is handed on', async () => {
    const { combat, roster } = await fight();
    const ids = roster.rows.map((c) => c.id);
    expect(roster.canMove(ids[0]!, -1)).toBe(false);
    await roster.move(ids[2]!, -1);
    expect(roster.rows.map((c) => c.id)).toEqual([ids[0], ids[2], ids[1], ...ids.slice(3)]);
    // Dragged later it lands after the one it is dropped on; earlier, before it.
    await roster.moveOnto(ids[0]!, ids.at(-1)!);
    expect(roster.rows.map((c) => c.id)).toEqual([ids[2], ids[1], ...ids.slice(3), ids[0]]);
    await roster.moveOnto(ids[0]!, ids[2]!);
    expect(roster.rows.map((c) => c.id)).toEqual([ids[0], ids[2], ids[1], ...ids.slice(3)]);
    expect(combat.state.order).toEqual(roster.rows.map((c) => c.id));

    const vers = await fight('vers');
    expect(vers.roster.fixedOrder).toBe(false);
    expect(vers.roster.canMove(vers.roster.rows[1]!.id, -1)).toBe(false);
  });

  it('puts conditions on with a duration or until removed, refuses a bad one with a reason, and badges the token', async () => {
    const { combat, roster } = await fight();
    const id = combat.state.current!;
    expect(await roster.addCondition(id, '  ', 2)).toBe(false);
    expect(roster.conditionProblem).toMatch(/Name the condition/);
    expect(await roster.addCondition(id, 'prone', 0)).toBe(false);
    expect(roster.conditionProblem).toMatch(/whole number of turns/);
    expect(await roster.addCondition(id, 'Stunned', 2)).toBe(true);
    expect(await roster.addCondition(id, 'bound', null)).toBe(true);
    expect(roster.conditionProblem).toBeNull();
    expect(roster.conditionsOf(id).map(conditionWords)).toEqual(['stunned · 2 turns left', 'bound · until removed']);
    expect(gmTokens(combat.state, null, null).find((t) => t.id === id)!.markers).toEqual(expect.arrayContaining(['S', 'B']));
    await combat.apply({ type: 'end-turn' });
    expect(roster.conditionsOf(id).map(conditionWords)).toEqual(['stunned · 1 turn left', 'bound · until removed']);
    expect(await roster.removeCondition(id, 'bound')).toBe(true);
    expect(roster.conditionsOf(id).map((c) => c.condition)).toEqual(['stunned']);
    expect(conditionMarker({ condition: 'unconscious', turnsLeft: null, note: '' })).toBe('U');
  });

  it('edits a sheet only with a reason', async () => {
    const { combat, roster } = await fight();
    const c = combat.state.encounter.combatants[0]!;
    const sheet = { ...c.sheet, passiveDefence: 44 } as typeof c.sheet;
    expect(await roster.editSheet(c.id, sheet, ' ')).toBe(false);
    expect(roster.sheetProblem).toMatch(/Say why/);
    expect(await roster.editSheet(c.id, sheet, 'troll brew')).toBe(true);
    expect((combat.state.encounter.combatants[0]!.sheet as { passiveDefence: number }).passiveDefence).toBe(44);
    expect(roster.sheetProblem).toBeNull();
  });
});

describe('where a reinforcement joins by default', () => {
  it('beside its own side, not at the map centre: an NPC among the NPCs, a PC among the PCs', async () => {
    const { combat, roster } = await fight('waylights');
    const middle = (side: 'npc' | 'party') => {
      const own = combat.state.encounter.combatants.filter((c) => (c.side === 'npc') === (side === 'npc'));
      return { q: own.reduce((s, c) => s + c.position.q, 0) / own.length, r: own.reduce((s, c) => s + c.position.r, 0) / own.length };
    };
    const near = (h: { q: number; r: number }, side: 'npc' | 'party') => {
      const m = middle(side);
      return hexDistance(h, { q: Math.round(m.q), r: Math.round(m.r) });
    };
    const sample = combat.state.encounter.combatants[0]!.sheet;
    roster.focusOn(null);
    expect(await roster.add(sample, 'npc', 'Late bandit')).toBe(true);
    const npc = combat.state.encounter.combatants.find((c) => c.name === 'Late bandit')!;
    expect(roster.message).toContain('(the nearest free hex to the NPCs)');
    expect(near(npc.position, 'npc')).toBeLessThan(near(npc.position, 'party'));
    // The focus is now the newcomer, an NPC: a PC does not join beside it but among the PCs.
    expect(await roster.add(sample, 'pc', 'Late hero')).toBe(true);
    const pc = combat.state.encounter.combatants.find((c) => c.name === 'Late hero')!;
    expect(roster.message).toContain('(the nearest free hex to the PCs and allies)');
    expect(near(pc.position, 'party')).toBeLessThan(near(pc.position, 'npc'));
  });
});
