// Table dice an attack did not read. A table rolls every die an attack may need at once (the
// damage with the attack roll), but the engine reads the damage only when the attack hits and
// refuses faces it did not read. The attack is sent with the faces it reads (the engine says how
// many, from the plan the preview made), and the rest are said back to the GM, instead of a
// refusal the GM could not have avoided before the roll.
import { typedFacesRead } from '../../shared/engine';
import type { AttackCommand } from '../../shared/model/commands';
import type { CombatState } from '../../shared/model/state';

/** The attack with only the typed faces it reads, and the faces left unread (none when all are read or it is refused anyway). */
export function withFacesRead(state: CombatState, cmd: AttackCommand): { command: AttackCommand; unread: number[] } {
  const faces = cmd.dice;
  if (!faces?.length) return { command: cmd, unread: [] };
  const read = typedFacesRead(state, cmd);
  if (read >= faces.length || read === 0) return { command: cmd, unread: [] };
  return { command: { ...cmd, dice: faces.slice(0, read) }, unread: faces.slice(read) };
}
