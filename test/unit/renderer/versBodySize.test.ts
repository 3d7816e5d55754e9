import { describe, expect, it } from 'vitest';
import { footprintForSize } from '../../../shared/rules/vers/bodySize';
import { room as versUi } from '../../../src-renderer/systems/vers';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { AnyCombatant } from '../../../shared/model/schema';

describe('VERS Size suggests a body (RULES.md 5.2)', () => {
  it('3 hexes at Size 1-2, 7 at 3-4, 19 at 5 or more, one hex below', () => {
    expect([-2, 0, 1, 2, 3, 4, 5, 8].map(footprintForSize)).toEqual([1, 1, 3, 3, 7, 7, 19, 19]);
  });

  it('the VERS room offers it for a sheet with Size above 0 and says why; none at Size 0', () => {
    const c = EXAMPLES.vers().combatants[0]!;
    const sized = (size: number) => ({ ...c, sheet: { ...c.sheet, attributes: { ...(c.sheet as { attributes: object }).attributes, size } } }) as AnyCombatant;
    expect(versUi.suggestedBody!(sized(4))).toEqual({ size: 7, why: 'Size 4' });
    expect(versUi.suggestedBody!(sized(0))).toBeNull();
  });
});
