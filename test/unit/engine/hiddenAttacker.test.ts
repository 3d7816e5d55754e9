import { describe, expect, it } from 'vitest';
import { planAttack, Session, type CombatState } from '../../../shared/engine';
import { EXAMPLES } from '../../../shared/sim/examples';
import { adapterFor } from '../../../shared/systems/registry';
import type { SystemId } from '../../../shared/model/schema';

/** The sample fight of `system` started, with `hidden` hidden from the players. */
function fight(system: SystemId, hidden: string): CombatState {
  const enc = EXAMPLES[system]();
  const s = new Session({ ...enc, combatants: enc.combatants.map((c) => ({ ...c, hidden: c.id === hidden })) } as typeof enc, 'hidden');
  s.apply({ type: 'start-combat' });
  return s.state;
}

/** Whether the default choices of `attacker`'s attack on `defender` have the defender see it coming. */
function aware(state: CombatState, attacker: string, defender: string): boolean {
  const a = state.encounter.combatants.find((c) => c.id === attacker)!;
  const plan = planAttack(state, { attacker, defender, weapon: adapterFor(state.encounter.system).weapons(a)[0]!.name, situational: [] });
  const choices = plan!.command.choices as { defenderAware: boolean };
  return choices.defenderAware;
}

describe('the default awareness of a hidden attacker\u2019s target', () => {
  it('YAUGS: the party does not see the hidden Lurker coming; another NPC does, and so does the party once it is revealed', () => {
    const s = fight('yaugs', 'lurker');
    expect(aware(s, 'lurker', 'aldric')).toBe(false);
    expect(aware(s, 'lurker', 'bruiser')).toBe(true);
    expect(aware(fight('yaugs', 'none'), 'lurker', 'aldric')).toBe(true);
  });

  it('VERS: the same for a hidden Bandit', () => {
    const s = fight('vers', 'bandit');
    expect(aware(s, 'bandit', 'mara')).toBe(false);
    expect(aware(s, 'bandit', 'wolf1')).toBe(true);
    expect(aware(fight('vers', 'none'), 'bandit', 'mara')).toBe(true);
  });
});
