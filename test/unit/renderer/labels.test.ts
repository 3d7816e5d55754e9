import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, categoryLabel, humanWords } from '../../../src-renderer/labels/modifierLabels';
import { systemWords } from '../../../src-renderer/state/systemWords';
import { versDerived, versBlank } from '../../../src-renderer/systems/vers/versDraft';
import { attackPreview } from '../../../shared/engine/attackPreview';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { adapterFor } from '../../../shared/systems/registry';

// A code key on screen: camelCase ("closeCombat") or a hyphenated key ("several-attackers").
const CODE = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b[a-z]+-[a-z]+\b/;

describe('labels for the GM', () => {
  it('gives every modifier kind words, never its code key', () => {
    for (const words of Object.values(CATEGORY_LABELS)) expect(words).not.toMatch(CODE);
    expect(categoryLabel('several-attackers')).toBe('ganging up');
    expect(categoryLabel('from-a-newer-file')).toBe('other');
  });

  it('writes VERS skill keys as words, whole words only', () => {
    expect(systemWords('vers', 'closeCombat rank 3')).toBe('Close combat rank 3');
    expect(systemWords('vers', 'Range: short (8 m, Agility 2)')).toBe('Range: short (8 m, Agility 2)');
    expect(humanWords('closeCombatant', { closeCombat: 'x' })).toBe('closeCombatant');
    expect(systemWords('yaugs', 'Sword (Longsword)')).toBe('Sword (Longsword)');
  });

  it('no modifier source of an example attack in any system reads as a code key once labelled', () => {
    for (const system of ['yaugs', 'vers', 'waylights'] as const) {
      const enc = EXAMPLES[system]();
      const s = new Session(enc, 'seed-1');
      expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
      const state = s.state;
      const a = enc.combatants.find((c) => c.id === state.current)!;
      const adapter = adapterFor(system);
      for (const d of enc.combatants.filter((c) => c.side !== a.side)) {
        for (const w of adapter.weapons(a)) {
          const p = attackPreview(state, { attacker: a.id, defender: d.id, weapon: w.name, situational: [], });
          for (const m of p?.preview.modifiers ?? []) expect(systemWords(system, m.source)).not.toMatch(CODE);
        }
      }
    }
  });

  it('the VERS quick-create notes name skills in words', () => {
    const attack = versDerived(versBlank()).find((r) => r.key === 'attack')!;
    expect(attack.note).toBe('static: Agility + Close combat (untrained −2)');
  });
});
