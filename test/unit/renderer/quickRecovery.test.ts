import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import type { CombatState, Harm } from '../../../shared/model/state';
import { anyPatientGrazed, grazedOf, patientsOf } from '../../../src-renderer/systems/vers/quickRecovery';

const grazed = { system: 'vers', marks: [{ condition: 'grazed', lethal: true, note: '' }] } as unknown as Harm;

describe('VERS quick recovery in the attack panel', () => {
  it('says someone to tend is Grazed exactly when the sorted list of patients would', () => {
    const session = new Session(EXAMPLES.vers(), 'quick-recovery');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    const base = session.state;
    const ask = (state: CombatState) => base.encounter.combatants.map((actor) => [anyPatientGrazed(state, actor), patientsOf(state, actor).some((p) => grazedOf(state, p.id) > 0)]);
    const same = (state: CombatState) => ask(state).forEach(([quick, sorted]) => expect(quick).toBe(sorted));
    same(base);
    for (const c of base.encounter.combatants) {
      const one = { ...base, harm: { ...base.harm, [c.id]: grazed } };
      same(one);
      // Out of the fight, an ally is no one to tend.
      same({ ...one, out: [c.id] });
    }
    expect(ask({ ...base, harm: { ...base.harm, [base.encounter.combatants[0]!.id]: grazed } }).some(([quick]) => quick)).toBe(true);
  });
});
