import { describe, expect, it } from 'vitest';
import { shortHarm } from '../../../src-renderer/player/shortHarm';

describe("harm in a few words on the players' screen", () => {
  it('names each kind of mark once, with a count, without the effects or the small print', () => {
    const vers = 'Disabled (L), Impaired (N), Wounded (L), Wounded (N), Grazed (N), Grazed (N): -2 to everything; -2 to physical rolls; Discipline roll to act';
    expect(shortHarm(vers)).toBe('Disabled, Impaired, Wounded ×2, Grazed ×2');
  });

  it('leaves a short reading as it is', () => {
    expect(shortHarm('22/30 HP')).toBe('22/30 HP');
    expect(shortHarm('Wounds 10, Injury 2')).toBe('Wounds 10, Injury 2');
  });
});
