import { describe, expect, it } from 'vitest';
import { parseTableDice } from '../../../src-renderer/state/typedFaces';
import type { DieSlot } from '../../../shared/systems/definition';

const vers: DieSlot[] = [{ label: 'Mara: attack with Sword', dice: '3d6', when: null, total: true }];
const yaugs: DieSlot[] = [
  { label: 'Wren: Bow', dice: 'd100', when: null },
  { label: 'Bruiser: Active Defence', dice: 'd100', when: null },
  { label: 'Damage (Longbow)', dice: '1d8+2', when: 'if it hits; a critical doubles the dice', upTo: 2 },
];
const waylights: DieSlot[] = [{ label: 'Ilse: attack dice', dice: '3d6', when: null }, { label: 'Aldous: defence dice', dice: '2d6', when: null }];

describe('table dice read against the dice of the roll', () => {
  it('a 0 is refused for the die it would be, with the 00 hint only for a d100', () => {
    const d6 = parseTableDice('0 3 4', vers).error!;
    expect(d6).toContain('a d6 shows 1 to 6');
    expect(d6).not.toContain('00');
    expect(parseTableDice('0 50', yaugs).error).toContain('type 00 as 100');
    expect(parseTableDice('00 50 3', yaugs)).toEqual({ dice: [100, 50, 3], error: null });
  });

  it('a face larger than its die is refused as it is typed', () => {
    expect(parseTableDice('7 3 4', vers).error).toBe('Die 1 is 7, but a d6 shows 1 to 6.');
    expect(parseTableDice('50 60 9', yaugs).error).toBe('Die 3 is 9, but a d8 shows 1 to 8.');
    expect(parseTableDice('4 5 6 3 7', waylights).error).toBe('Die 5 is 7, but a d6 shows 1 to 6.');
  });

  it('more faces than the roll can read are refused at once; a critical\u2019s doubled damage counts', () => {
    expect(parseTableDice('3 4 5 6', vers).error).toBe('4 dice typed; this roll reads 3 dice at most (3d6).');
    expect(parseTableDice('50 60 5 6', yaugs).error).toBeNull();
    expect(parseTableDice('50 60 5 6 7', yaugs).error).toMatch(/^5 dice typed; this roll reads 4 dice at most/);
    // Fewer than it reads are the engine's to judge: a miss reads no damage die.
    expect(parseTableDice('50 60', yaugs)).toEqual({ dice: [50, 60], error: null });
  });

  it('a VERS total is spread over its three dice; one out of 3-18 is refused', () => {
    const sixteen = parseTableDice('16', vers);
    expect(sixteen.error).toBeNull();
    expect(sixteen.dice!.reduce((a, b) => a + b, 0)).toBe(16);
    expect(sixteen.dice!.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(parseTableDice('3', vers).dice).toEqual([1, 1, 1]);
    expect(parseTableDice('19', vers).error).toBe('A 3d6 total is 3 to 18; 19 is not one.');
    // Not where each die counts (a Waylights pool).
    expect(parseTableDice('16', waylights).error).toContain('a d6 shows 1 to 6');
  });

  it('a die left to type beside a player\u2019s faces is named, and holds the roll back', () => {
    const r = parseTableDice('? 45', yaugs);
    expect(r.dice).toBeUndefined();
    expect(r.error).toBe(`Die 1 (${yaugs[0]!.label}) is still to type: put its face where the ? stands.`);
  });

  it('without the roll\u2019s dice, any whole faces pass', () => {
    expect(parseTableDice('95 2')).toEqual({ dice: [95, 2], error: null });
    expect(parseTableDice('')).toEqual({ dice: undefined, error: null });
    expect(parseTableDice('x').error).toContain('"x" is not one');
  });
});
