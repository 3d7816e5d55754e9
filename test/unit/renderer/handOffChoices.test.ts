import { describe, expect, it } from 'vitest';
import { HELD_IN_FULL, handOffChoices } from '../../../src-renderer/gm/combat/handOffChoices';

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Fighter ${i}` }));

describe('the "Next to act" list of the turn strip', () => {
  it('holds everyone still to act in a short list, open or not', () => {
    const few = people(HELD_IN_FULL);
    expect(handOffChoices(few, '', false).map((w) => w.id)).toEqual(few.map((w) => w.id));
  });

  it('holds only the current choice of a long list until the GM opens it, then everyone in order', () => {
    const many = people(500);
    expect(handOffChoices(many, '', false)).toEqual([]);
    expect(handOffChoices(many, 'c42', false).map((w) => w.name)).toEqual(['Fighter 42']);
    expect(handOffChoices(many, 'c42', true).map((w) => w.id)).toEqual(many.map((w) => w.id));
  });
});
