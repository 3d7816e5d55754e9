// Which dice a PC's player is asked for on a device, wherever they stand in the roll (RULES.md:
// YAUGS attack or defence, the VERS roller, Waylights pools), and where the faces typed there land
// in the GM's table-dice field. Each system is read from the engine's own die slots.
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { attackPreview } from '../../../shared/engine/attackPreview';
import { TO_TYPE, placeFaces, rollShareOf, rollShares } from '../../../shared/projection/rollAsk';
import type { SystemId } from '../../../shared/model/catalog';
import type { DieSlot } from '../../../shared/systems/definition';

/** The engine's die slots for `attacker` on `defender` (placed beside it, acting first), with the attacker's first weapon. */
function slotsOf(system: SystemId, attacker: string, defender: string, choices?: Record<string, unknown>): { slots: readonly DieSlot[]; who: (id: string) => { id: string; name: string; side: string } } {
  const enc = JSON.parse(JSON.stringify(EXAMPLES[system]())) as ReturnType<(typeof EXAMPLES)[SystemId]>;
  const d = enc.combatants.find((c) => c.id === defender)!;
  const a = enc.combatants.find((c) => c.id === attacker)!;
  a.position = { q: d.position.q + 1, r: d.position.r };
  const s = new Session(enc, 'ask');
  expect(s.apply({ type: 'start-combat', order: [attacker] })).toMatchObject({ ok: true });
  // Waylights orders turns by Timing, whatever the GM names: the others end theirs first.
  for (let i = 0; i < 10 && s.state.current !== attacker; i++) s.apply({ type: 'end-turn' });
  expect(s.state.current).toBe(attacker);
  const req = { attacker, defender, weapon: a.sheet.weapons[0]!.name, situational: [] };
  const first = attackPreview(s.state, req)!;
  const p = attackPreview(s.state, { ...req, choices: { ...first.choices, ...choices } as typeof first.choices })!;
  expect(p.blocked).toBeNull();
  const who = (id: string) => {
    const c = enc.combatants.find((x) => x.id === id)!;
    return { id: c.id, name: c.name, side: c.side };
  };
  return { slots: p.dice, who };
}

describe("the rolls asked of the PCs' players", () => {
  it('YAUGS, an NPC attacks a PC: the PC is asked its Active Defence and parry, which land after the NPC\'s attack die', () => {
    const { slots, who } = slotsOf('yaugs', 'bruiser', 'aldric');
    expect(slots.map((s) => s.label)).toEqual(['Bruiser: Brawling', 'Aldric: Active Defence', 'Aldric: parry with Longsword', 'Damage (Fists)']);
    const [share, ...more] = rollShares(who('bruiser'), who('aldric'), slots, ['aldric']);
    expect(more).toEqual([]);
    expect(share).toEqual({ ask: { pc: 'aldric', text: 'Active Defence: d100, then parry with Longsword: d100 (if the attack wins)', dies: [100, 100] }, at: [1, 2] });
    // Nothing of the NPC's roll is described to the device.
    expect(JSON.stringify(share!.ask)).not.toMatch(/Bruiser|Brawling|Fists/);
    // The GM's field: the NPC's die still to type, then the PC's faces.
    expect(placeFaces('', share!, [45, 30])).toEqual({ text: `${TO_TYPE} 45 30`, missing: 1 });
    expect(placeFaces('62', share!, [45, 30])).toEqual({ text: '62 45 30', missing: 0 });
    expect(placeFaces('62 11 12 4', share!, [45, 30])).toEqual({ text: '62 45 30 4', missing: 0 });
    // No device plays Aldric: nobody is asked.
    expect(rollShares(who('bruiser'), who('aldric'), slots, ['wren'])).toEqual([]);
  });

  it('YAUGS, a PC attacks: its attack die, and its damage only where it has a fixed place', () => {
    const npc = slotsOf('yaugs', 'aldric', 'bruiser');
    // Bruiser may parry (only if the attack wins), so the damage's place is not known before the roll.
    expect(rollShares(npc.who('aldric'), npc.who('bruiser'), npc.slots, ['aldric'])).toEqual([{ ask: { pc: 'aldric', text: 'Sword: d100', dies: [100] }, at: [0] }]);
    const sentry = slotsOf('yaugs', 'sentry', 'aldric');
    expect(rollShareOf({ id: 'aldric', name: 'Aldric' }, false, sentry.slots)).toEqual({ ask: { pc: 'aldric', text: 'Active Defence: d100', dies: [100] }, at: [1] });
    const slots: DieSlot[] = [
      { label: 'Wren: Bow', dice: 'd100', when: null },
      { label: 'Bruiser: Active Defence', dice: 'd100', when: null },
      { label: 'Damage (Longbow)', dice: '1d8+2', when: 'if it hits', upTo: 2 },
    ];
    const share = rollShareOf({ id: 'wren', name: 'Wren' }, true, slots)!;
    expect(share).toEqual({ ask: { pc: 'wren', text: 'Bow: d100, then Damage (Longbow): 1d8+2 (if it hits)', dies: [100, 8] }, at: [0, 2] });
    expect(placeFaces('', share, [17, 6])).toEqual({ text: `17 ${TO_TYPE} 6`, missing: 1 });
  });

  it('YAUGS, a PC attacks a PC: both players are asked for their own dice', () => {
    const { slots, who } = slotsOf('yaugs', 'aldric', 'wren');
    const shares = rollShares(who('aldric'), who('wren'), slots, ['aldric', 'wren']);
    expect(shares.map((s) => [s.ask.pc, s.ask.dies, s.at])).toEqual([['aldric', [100], [0]], ['wren', [100, 100], [1, 2]]]);
    expect(shares[1]!.ask.text).not.toContain('Aldric');
    // Each phone's faces go to their own places, whichever comes first.
    const afterWren = placeFaces('', shares[1]!, [50, 20]);
    expect(placeFaces(afterWren.text, shares[0]!, [33])).toEqual({ text: '33 50 20', missing: 0 });
  });

  it('VERS: the one 3d6 of 2.2 is the PC\'s, its Dodge when an NPC attacks it, its attack when it attacks', () => {
    const wolf = slotsOf('vers', 'wolf1', 'mara');
    expect(rollShares(wolf.who('wolf1'), wolf.who('mara'), wolf.slots, ['mara'])).toEqual([{ ask: { pc: 'mara', text: 'Dodge: 3d6', dies: [6, 6, 6] }, at: [0, 1, 2] }]);
    const mara = slotsOf('vers', 'mara', 'wolf1');
    const [share] = rollShares(mara.who('mara'), mara.who('wolf1'), mara.slots, ['mara']);
    expect(share).toEqual({ ask: { pc: 'mara', text: 'attack with Longsword: 3d6', dies: [6, 6, 6] }, at: [0, 1, 2] });
    expect(placeFaces('', share!, [2, 5, 6])).toEqual({ text: '2 5 6', missing: 0 });
  });

  it('Waylights: a PC defender is asked its defence pool (and counter dice), which land after the NPC\'s pools', () => {
    // Brother Aldous keeps a die for defence; Ilse defends with two and counters with the rest.
    const { slots, who } = slotsOf('waylights', 'aldous', 'ilse', { attackDice: 2, defenceDice: 2 });
    expect(slots.map((s) => s.label)).toEqual(['Brother Aldous: attack dice', 'Brother Aldous: defence dice', 'Ilse: defence dice', 'Ilse: counter-attack dice']);
    const npcDice = slots.slice(0, 2).reduce((n, s) => n + Number(s.dice.split('d')[0]), 0);
    const [share] = rollShares(who('aldous'), who('ilse'), slots, ['ilse']);
    expect(share!.ask.pc).toBe('ilse');
    expect(share!.ask.text).toMatch(/^defence dice: 2d6, then counter-attack dice: \d+d6$/);
    expect(share!.ask.text).not.toContain('Aldous');
    expect(share!.at[0]).toBe(npcDice);
    expect(share!.at).toEqual(share!.ask.dies.map((_, i) => npcDice + i));
    const placed = placeFaces('', share!, share!.ask.dies.map(() => 1));
    expect(placed.missing).toBe(npcDice);
    expect(placed.text.split(' ').slice(npcDice)).toEqual(share!.ask.dies.map(() => '1'));
  });

  it('Waylights: a PC attacker is asked its attack and defence pools, at the head of the roll', () => {
    const { slots, who } = slotsOf('waylights', 'ilse', 'aldous', { attackDice: 2, defenceDice: 1 });
    const [share] = rollShares(who('ilse'), who('aldous'), slots, ['ilse']);
    expect(share!.ask.text).toMatch(/^attack dice: \d+d\d+, then defence dice: \d+d\d+$/);
    expect(share!.at).toEqual(share!.ask.dies.map((_, i) => i));
  });
});
