// How many typed table faces an attack reads. A table rolls every die an attack may need at once
// (the damage with the attack roll), but the engine reads the damage only when the attack hits and
// refuses faces it did not read; the renderer sends the faces read and says the rest back to the GM.
import { typedDice, TypedDiceError } from '../dice';
import type { AttackCommand } from '../model/commands';
import type { CombatState } from '../model/state';
import { planAttack } from './plan';

/**
 * How many of the attack's typed faces it reads, rolled on the plan the preview made (no plan is
 * made again); all of them when it reads as many or more, or when it is refused (the reducer then
 * says why).
 */
export function typedFacesRead(state: CombatState, cmd: AttackCommand): number {
  const faces = cmd.dice ?? [];
  const plan = faces.length ? planAttack(state, cmd) : null;
  if (!plan || plan.actorRefusal !== null || plan.mapRefusal !== null) return faces.length;
  const source = typedDice(faces);
  try {
    if (!plan.system.resolve(source).ok) return faces.length;
  } catch (e) {
    if (e instanceof TypedDiceError) return faces.length;
    throw e;
  }
  return faces.length - source.remaining();
}
