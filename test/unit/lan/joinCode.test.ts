// Join codes and the limits on what one address or device may try.
import { describe, expect, it } from 'vitest';
import { AttemptLimiter, MAX_FAILURES, RateLimit, WINDOW_MS, codeMatches, newJoinCode } from '../../../src-main/lan/joinCode';

describe('join codes', () => {
  it('are six characters a table reads aloud without confusion, and differ between sessions', () => {
    const codes = new Set(Array.from({ length: 200 }, newJoinCode));
    expect(codes.size).toBeGreaterThan(195);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-KMNP-Z2-9]{6}$/);
  });

  it('match whatever the case and spacing, and nothing else', () => {
    expect(codeMatches('ab3 d-ef', 'AB3DEF')).toBe(true);
    expect(codeMatches('AB3DEG', 'AB3DEF')).toBe(false);
    expect(codeMatches('AB3DE', 'AB3DEF')).toBe(false);
    expect(codeMatches('', 'AB3DEF')).toBe(false);
  });
});

describe('limits', () => {
  it('refuse an address after five wrong codes until the minute has passed', () => {
    let now = 0;
    const l = new AttemptLimiter(() => now);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(l.allowed('10.0.0.9')).toBe(true);
      l.failed('10.0.0.9');
    }
    expect(l.allowed('10.0.0.9')).toBe(false);
    expect(l.allowed('10.0.0.10')).toBe(true);
    now += WINDOW_MS + 1;
    expect(l.allowed('10.0.0.9')).toBe(true);
  });

  it('let a device act a few times in a window, then not until it slides', () => {
    let now = 0;
    const r = new RateLimit(3, 1000, () => now);
    expect([r.take('d1'), r.take('d1'), r.take('d1'), r.take('d1')]).toEqual([true, true, true, false]);
    expect(r.take('d2')).toBe(true);
    now = 1001;
    expect(r.take('d1')).toBe(true);
  });
});
