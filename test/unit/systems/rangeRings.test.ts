// The rings the map draws around an attacker come from each system's own band edges (RULES.md 1.3,
// 2.3, 3.1), turned into hexes at the map's scale.
import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import { rangeRings } from '../../../shared/systems/rangeRings';
import { EXAMPLES } from '../../../shared/sim/examples';
import { ARCHER } from '../../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS } from '../../../shared/rules/waylights/samples';

/** A sample encounter with its first combatant's sheet swapped and the map made large enough for long bands. */
function withSheet(enc: Encounter, sheet: unknown): Encounter {
  const raw = JSON.parse(JSON.stringify(enc));
  raw.map.width = 100;
  raw.map.height = 100;
  raw.combatants[0].sheet = sheet;
  return encounterSchema.parse(raw);
}

describe('range rings per system', () => {
  it('YAUGS: a bow\'s short, medium and long bands (30, 90, 180 m) at 2 m a hex', () => {
    const enc = withSheet(EXAMPLES.yaugs(), ARCHER);
    expect(rangeRings(enc, enc.combatants[0]!, 'Longbow')).toEqual([
      { radius: 15, label: 'short' },
      { radius: 45, label: 'medium' },
      { radius: 90, label: 'long' },
    ]);
    expect(rangeRings(enc, enc.combatants[0]!, 'Dagger')).toEqual([{ radius: 1, label: 'reach' }]);
  });

  it('VERS: Agility 3 puts the bands at 16, 32, 64, 128 and 256 m (RULES.md 2.3)', () => {
    const enc = withSheet(EXAMPLES.vers(), SAMPLE_SHEETS.tobin);
    expect(rangeRings(enc, enc.combatants[0]!, 'Longbow').map((r) => r.radius)).toEqual([8, 16, 32, 64, 128]);
    expect(rangeRings(enc, enc.combatants[0]!, 'Dagger')).toEqual([{ radius: 1, label: 'close' }]);
  });

  it('Waylights: a rifle\'s range in hexes as its sheet gives it', () => {
    const enc = withSheet(EXAMPLES.waylights(), SAMPLE_CHARACTERS.scout);
    expect(rangeRings(enc, enc.combatants[0]!, 'Pneumatic rifle')).toEqual([{ radius: 20, label: 'range' }]);
    expect(rangeRings(enc, enc.combatants[0]!, 'No such weapon')).toEqual([]);
  });
});
