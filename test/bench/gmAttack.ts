// A GM's attack as the screen makes it: the pointer hovers the target (the map's preview), the
// panel shows the same preview, and Attack is sent with six faces typed from the table, rebuilt
// and copied to plain data as the renderer sends it. Counts the plans made after the hover: the
// hover's plan must be the one the typed faces are read against and the reducer resolves.
import { attackPreview, encounterSchema, Session, type CombatState } from '../../shared/engine';
import { plansMade } from '../../shared/engine/plan';
import { hexNeighbors } from '../../shared/hex';
import type { AttackCommand } from '../../shared/model/commands';
import type { SystemId } from '../../shared/model/schema';
import { EXAMPLES } from '../../shared/sim/examples';
import { adapterFor } from '../../shared/systems/registry';
import { withFacesRead } from '../../src-renderer/state/tableDice';
import { measure } from './measure';

type Fight = { session: () => Session; actor: string; enemy: string; weapon: string };

/** The system's sample fight begun with an enemy of the acting combatant in the hex beside it. */
function faceToFace(system: SystemId): Fight {
  const first = new Session(EXAMPLES[system](), 'gm-attack');
  first.apply({ type: 'start-combat' });
  const s = first.state;
  const actor = s.encounter.combatants.find((c) => c.id === s.current)!;
  const enemy = s.encounter.combatants.find((c) => (c.side === 'npc') !== (actor.side === 'npc'))!;
  const weapon = adapterFor(system).weapons(actor)[0]!.name;
  for (const hex of hexNeighbors(actor.position)) {
    const enc = JSON.parse(JSON.stringify(EXAMPLES[system]()));
    if (enc.combatants.some((c: { position: { q: number; r: number } }) => c.position.q === hex.q && c.position.r === hex.r)) continue;
    enc.combatants.find((c: { id: string }) => c.id === enemy.id).position = hex;
    const parsed = encounterSchema.parse(enc);
    const session = () => {
      const x = new Session(parsed, 'gm-attack');
      x.apply({ type: 'start-combat', order: s.order });
      return x;
    };
    const t = session().state;
    const p = attackPreview(t, { attacker: actor.id, defender: enemy.id, weapon, situational: [] });
    if (t.current === actor.id && p && p.blocked === null) return { session, actor: actor.id, enemy: enemy.id, weapon };
  }
  throw new Error(`${system}: no hex beside ${actor.name}`);
}

/** Hover, panel preview, Attack with six typed faces; the plans made after the hover and the faces read. */
function gmAttack(f: Fight, session: Session): { plans: number; plansAfterHover: number; read: number; ok: boolean } {
  const state: CombatState = session.state;
  const req = { attacker: f.actor, defender: f.enemy, weapon: f.weapon, situational: [] };
  const before = plansMade();
  attackPreview(state, req);
  const afterHover = plansMade();
  const panel = attackPreview(state, req)!;
  const asked: AttackCommand = JSON.parse(JSON.stringify({ type: 'attack', ...req, choices: panel.choices, dice: [3, 3, 3, 3, 3, 3] }));
  const { command } = withFacesRead(state, asked);
  const ok = session.apply(JSON.parse(JSON.stringify(command))).ok;
  return { plans: plansMade() - before, plansAfterHover: plansMade() - afterHover, read: command.dice?.length ?? 0, ok };
}

/** Prints, for each system, the plans made after the hover and the time of the whole gesture. */
export function gmAttackFigures(systems: readonly SystemId[]): void {
  console.log('a GM\'s attack: hover, panel preview, Attack with 6 typed faces');
  for (const system of systems) {
    const f = faceToFace(system);
    const once = gmAttack(f, f.session());
    if (!once.ok) throw new Error(`${system}: the GM's attack was refused`);
    console.log(`  ${system}: planAttack ran ${once.plans} time(s), ${once.plansAfterHover} after the hover (target: once, the hover's, resolved); ${once.read} of 6 faces read`);
    let next = f.session();
    const m = measure(`${system} gm attack`, () => {
      gmAttack(f, next);
      next.undo();
      // A fresh state each time, as after any command: the plans of the last one are not reused.
      next = f.session();
    }, 300);
    console.log(`    (${(m.medianNsPerOp / 1000).toFixed(0)} us per gesture, a new fight begun each time included)`);
  }
}
