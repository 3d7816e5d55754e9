import { describe, expect, it } from 'vitest';
import { defenceLoss, whoRolls } from '../../../shared/rules/vers/whoRolls';

describe('whoRolls (RULES.md 2.2)', () => {
  it.each([
    // attacker, defender, loss, setting -> plan
    ['pc', 'npc', null, 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against: 'static-dodge' }],
    ['pc', 'npc', 'unaware', 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against: 'zero' }],
    ['pc', 'npc', 'grappled', 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against: 'zero' }],
    ['npc', 'pc', null, 'attacker', { kind: 'dodge-roll', roller: 'defender', rolledBy: 'player', dodge: 'dodge' }],
    ['npc', 'pc', 'grappled', 'attacker', { kind: 'dodge-roll', roller: 'defender', rolledBy: 'player', dodge: 'zero' }],
    ['pc', 'pc', null, 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against: 'static-dodge' }],
    ['pc', 'pc', null, 'gm', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'gm', against: 'static-dodge' }],
    ['pc', 'pc', 'unaware', 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'player', against: 'zero' }],
    ['npc', 'npc', null, 'attacker', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'gm', against: 'static-dodge' }],
    ['npc', 'npc', 'unaware', 'gm', { kind: 'attack-roll', roller: 'attacker', rolledBy: 'gm', against: 'zero' }],
  ] as const)('%s attacks %s, defence lost: %s, sameSideRoller %s', (a, d, loss, sameSideRoller, plan) => {
    expect(whoRolls(a, d, loss, { sameSideRoller })).toEqual(plan);
  });

  it('an NPC attack on an unaware PC hits with no roll', () => {
    const plan = whoRolls('npc', 'pc', 'unaware');
    expect(plan.kind).toBe('no-roll');
    if (plan.kind === 'no-roll') expect(plan.result).toBe('hit');
  });
});

describe('defenceLoss', () => {
  it.each([
    [true, false, false, null],
    [false, false, false, 'unaware'],
    [true, true, false, 'grappled'],
    [true, true, true, null],       // attacking from inside the grapple leaves Dodge intact
    [false, true, false, 'unaware'],
  ] as const)('aware %s, in grapple %s, attacker inside %s: %s', (aware, inGrapple, inside, loss) => {
    expect(defenceLoss(aware, inGrapple, inside)).toBe(loss);
  });
});
