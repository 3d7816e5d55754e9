// Shared fast-check generators for the hex tests.
import fc from 'fast-check';
import type { Hex } from '../../../shared/hex';

export const coord = fc.integer({ min: -60, max: 60 });
export const hexArb: fc.Arbitrary<Hex> = fc.record({ q: coord, r: coord });
export const smallHex: fc.Arbitrary<Hex> = fc.record({ q: fc.integer({ min: -8, max: 8 }), r: fc.integer({ min: -8, max: 8 }) });

/** Pixel vector of a hex difference in a pointy-top layout of size 1, independent of the code under test. */
export function pixelOf(h: Hex): { x: number; y: number } {
  return { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r };
}

/** Cube distance written the textbook way, as an independent oracle. */
export function oracleDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
