// Which dice a PC's player is asked for on a device, from the attack's die slots in order.
import { describe, expect, it } from 'vitest';
import { askFor, rollAskOf } from '../../../src-renderer/gm/combat/rollAsk';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { attackPreview } from '../../../shared/engine/attackPreview';

const wren = { id: 'wren', name: 'Wren', side: 'pc' };
const bruiser = { id: 'bruiser', name: 'Bruiser', side: 'npc' };

describe('the roll asked of a PC\'s player', () => {
  it('is the PC\'s own leading dice, and the damage right after its attack; never the NPC\'s dice nor name', () => {
    const slots = [
      { label: 'Wren: Bow', dice: 'd100', when: null },
      { label: 'Bruiser: Active Defence', dice: 'd100', when: null },
      { label: 'Damage (Longbow)', dice: '1d8+2', when: 'if it hits', upTo: 2 },
    ];
    const a = rollAskOf(wren, true, slots)!;
    expect(a).toEqual({ pc: 'wren', text: 'Bow: d100', dies: [100] });
    expect(rollAskOf(wren, true, [slots[0]!, slots[2]!])).toEqual({ pc: 'wren', text: 'Bow: d100, then Damage (Longbow): 1d8+2 (if it hits)', dies: [100, 8] });
    expect(rollAskOf(wren, true, [slots[1]!, slots[0]!])).toBeNull();
  });

  it('goes to a PC defender whose dice come first (a VERS Dodge), and to no one when no device plays the PC', () => {
    const dodge = [{ label: 'Wren: Dodge', dice: '3d6', when: null, total: true as const }];
    expect(askFor(bruiser, wren, dodge, ['wren'])).toEqual({ pc: 'wren', text: 'Dodge: 3d6', dies: [6, 6, 6] });
    expect(askFor(bruiser, wren, dodge, [])).toBeNull();
    expect(askFor(wren, bruiser, [{ label: 'Bruiser: Dodge', dice: '3d6', when: null }], ['wren'])).toBeNull();
  });

  it('reads the engine\'s own slots: Wren\'s bow shot in the YAUGS sample', () => {
    const s = new Session(EXAMPLES.yaugs(), 'ask');
    s.apply({ type: 'start-combat' });
    s.apply({ type: 'end-turn' });
    const p = attackPreview(s.state, { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [] })!;
    expect(askFor(wren, bruiser, p.dice, ['wren'])).toMatchObject({ pc: 'wren', dies: [100] });
  });
});
