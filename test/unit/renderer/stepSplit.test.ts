import { describe, expect, it } from 'vitest';
import { withStep } from '../../../src-renderer/systems/waylights/stepSplit';

const aldous = { id: 'aldous', name: 'Aldous' };
const split = (attackDice: number, defenceDice: number, stepAside: { q: number; r: number } | null = null) => ({ system: 'waylights' as const, attackDice, defenceDice, stepAside });

describe('a Waylights step aside switched on and off (RULES.md 3.3, issue 21 point 4)', () => {
  it('all three dice on defence: the step takes one from the defence, and switched off gives it back', () => {
    const on = withStep(split(3, 3), 3, { q: 4, r: 4 }, null, aldous);
    expect(on.choices).toEqual(split(3, 2, { q: 4, r: 4 }));
    expect(on.change).toBe("The step's die comes out of Aldous's defence dice: 3 → 2.");
    const off = withStep(on.choices, 3, null, on.taken, aldous);
    // Back to the split it was: the freed die is a defence die again, not a counter-attack die.
    expect(off.choices).toEqual(split(3, 3));
    expect(off.change).toBe("The step's die goes back to Aldous's defence dice: 2 → 3.");
  });

  it('with a counter-attack die in the split, the step takes that one and gives it back there', () => {
    const on = withStep(split(2, 1), 3, { q: 4, r: 4 }, null, aldous);
    expect(on.choices.defenceDice).toBe(1);
    expect(on.change).toContain('counter-attack dice');
    expect(withStep(on.choices, 3, null, on.taken, aldous).choices).toEqual(split(2, 1));
  });

  it('moving the step to another hex changes no dice', () => {
    const on = withStep(split(3, 3), 3, { q: 4, r: 4 }, null, aldous);
    const moved = withStep(on.choices, 3, { q: 4, r: 5 }, on.taken, aldous);
    expect(moved.choices).toEqual(split(3, 2, { q: 4, r: 5 }));
    expect(withStep(moved.choices, 3, null, moved.taken, aldous).choices).toEqual(split(3, 3));
  });
});
