import { describe, expect, it } from 'vitest';
import { grappleGroup } from '../../../shared/rules/tactics';

describe('grappleGroup', () => {
  it('is null for a combatant in no grapple', () => {
    expect(grappleGroup([], 'a')).toBeNull();
    expect(grappleGroup([['b', 'c']], 'a')).toBeNull();
  });

  it('a recorded group of one is no grapple', () => {
    expect(grappleGroup([['a']], 'a')).toBeNull();
  });

  it('finds the pair, from either member, as arrays or sets', () => {
    expect(grappleGroup([['a', 'b']], 'a')).toEqual(new Set(['a', 'b']));
    expect(grappleGroup([new Set(['a', 'b'])], 'b')).toEqual(new Set(['a', 'b']));
  });

  it('pairs that share a member are one grapple, whatever order they are recorded in', () => {
    const pairs = [['c', 'd'], ['x', 'y'], ['b', 'c'], ['a', 'b']];
    expect(grappleGroup(pairs, 'a')).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(grappleGroup(pairs, 'd')).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(grappleGroup(pairs, 'x')).toEqual(new Set(['x', 'y']));
  });
});
