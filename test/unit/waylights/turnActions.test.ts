import { describe, expect, it } from 'vitest';
import { planTurn, startTurn, turnActions, type ProposedAction } from '../../../shared/rules/waylights';

function ok(movement: number, actions: ProposedAction[]) {
  const r = planTurn(movement, actions);
  if (!r.ok) throw new Error(`refused at ${r.index}: ${r.reason}`);
  return r.state;
}
function refused(movement: number, actions: ProposedAction[]) {
  const r = planTurn(movement, actions);
  if (r.ok) throw new Error('expected a refusal');
  return r;
}

describe('turnActions (RULES.md 3.2)', () => {
  it('two actions per turn, a third is refused', () => {
    expect(ok(5, [{ kind: 'fight' }, { kind: 'use-item' }]).actionsLeft).toBe(0);
    const r = refused(5, [{ kind: 'fight' }, { kind: 'use-skill' }, { kind: 'fight' }]);
    expect(r.index).toBe(2);
    expect(r.reason).toMatch(/Both actions/);
  });
  it('Move covers up to the movement value, not one hex more', () => {
    ok(5, [{ kind: 'move', hexes: 5 }]);
    expect(refused(5, [{ kind: 'move', hexes: 6 }]).reason).toMatch(/at most 5/);
  });
  it('moving twice (a dash) is two Move actions', () => {
    expect(ok(4, [{ kind: 'move', hexes: 4 }, { kind: 'move', hexes: 4 }]).actionsLeft).toBe(0);
  });
  it('free 1-hex step when neither Move nor Split Move is used', () => {
    ok(5, [{ kind: 'free-step' }, { kind: 'fight' }, { kind: 'change-weapon' }]);
    ok(5, [{ kind: 'fight' }, { kind: 'free-step' }]);
    expect(refused(5, [{ kind: 'move', hexes: 2 }, { kind: 'free-step' }]).reason).toMatch(/neither Move nor Split Move/);
    expect(refused(5, [{ kind: 'free-step' }, { kind: 'free-step' }]).reason).toMatch(/already/);
    expect(refused(5, [{ kind: 'free-step' }, { kind: 'move', hexes: 2 }]).reason).toMatch(/free step was taken/);
  });
  it.each([[5, 2], [4, 2], [1, 0], [0, 0]])('Split Move with movement %i covers floor(m/2) = %i hexes', (m, half) => {
    ok(m, [{ kind: 'split-move', hexes: half }, { kind: 'fight' }]);
    expect(refused(m, [{ kind: 'split-move', hexes: half + 1 }]).reason).toMatch(new RegExp(`at most ${half}`));
  });
  it('Split Move: another action, then 1 more hex; the hex is not before the action, nor twice', () => {
    const s = ok(5, [{ kind: 'split-move', hexes: 2 }, { kind: 'fight' }, { kind: 'split-move-step' }]);
    expect(s.splitMove).toBe('done');
    expect(refused(5, [{ kind: 'split-move', hexes: 2 }, { kind: 'split-move-step' }]).reason).toMatch(/after its other action/);
    expect(refused(5, [{ kind: 'split-move', hexes: 2 }, { kind: 'fight' }, { kind: 'split-move-step' }, { kind: 'split-move-step' }]).index).toBe(3);
    expect(refused(5, [{ kind: 'fight' }, { kind: 'split-move-step' }]).reason).toMatch(/none was used/);
  });
  it('Split Move must leave room for its other action and gives no free step', () => {
    expect(refused(5, [{ kind: 'fight' }, { kind: 'split-move', hexes: 1 }]).reason).toMatch(/first action/);
    expect(refused(5, [{ kind: 'split-move', hexes: 1 }, { kind: 'free-step' }]).reason).toMatch(/neither Move nor Split Move/);
  });
  it('reloading and changing a clip are an action each', () => {
    expect(ok(5, [{ kind: 'reload' }, { kind: 'change-clip' }]).actionsLeft).toBe(0);
    expect(refused(5, [{ kind: 'reload' }, { kind: 'change-clip' }, { kind: 'reload' }]).index).toBe(2);
  });
  it('killing a knocked-out character takes both actions', () => {
    expect(ok(5, [{ kind: 'kill-knocked-out' }]).actionsLeft).toBe(0);
    expect(refused(5, [{ kind: 'free-step' }, { kind: 'kill-knocked-out' }, { kind: 'fight' }]).index).toBe(2);
    expect(refused(5, [{ kind: 'fight' }, { kind: 'kill-knocked-out' }]).reason).toMatch(/both actions/);
  });
  it('a refusal leaves no trace: the state is not changed', () => {
    const s = startTurn(3);
    const r = turnActions(s, { kind: 'move', hexes: 9 });
    expect(r.ok).toBe(false);
    expect(s).toEqual(startTurn(3));
  });
  it('refuses a fractional or negative number of hexes', () => {
    expect(refused(5, [{ kind: 'move', hexes: 1.5 }]).reason).toMatch(/whole number/);
    expect(refused(5, [{ kind: 'move', hexes: -1 }]).reason).toMatch(/whole number/);
  });
});
