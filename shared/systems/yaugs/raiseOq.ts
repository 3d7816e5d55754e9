// RULES.md 1.4: the two raises of a YAUGS defender's Opponent Quotient for the rest of the round.
// Give ground is an opposed roll that, won, steps the defender back into a free hex it names; forgo
// attacks is a declaration. Each is +1 and they are independent.
import { sideInTheWay } from '../../model/edges';
import { stepProblem } from '../../model/steps';
import { mapped, withMembers } from '../../model/record';
import { rollDie, type DiceSource } from '../../dice';
import { hexDistance, hexPlace } from '../../hex';
import { buildBoard } from '../../model/board';
import { bodyDistance } from '../../model/body';
import type { Command } from '../../model/commands';
import type { LogEvent, RollBreakdown } from '../../model/events';
import { grappleOf } from '../../model/facts';
import { areEnemies, combatantById, isActive } from '../../model/query';
import type { AnyCombatant, CombatantOf } from '../../model/schema';
import { cloneState, type CombatState } from '../../model/state';
import { withYaugsRound, yaugsRound, type OqRaises } from './round';
import { giveGround } from '../../rules/yaugs/opponentQuotient';
import { deriveSheet } from '../../rules/yaugs/sheet';
import type { SystemCommandResult } from '../definition';
import { hasYaugsSheet } from './harm';
import { roundUse } from './roundUse';

type RaiseCommand = Extract<Command, { type: 'yaugs-raise-oq' }>;

const NO_RAISES: OqRaises = { giveGround: null, forgo: false };

/**
 * The attackers give ground is rolled against: the distinct enemies that attacked the defender this
 * round or hold it within reach of a melee weapon now (RULES.md 1.4).
 */
export function giveGroundAttackers(state: CombatState, d: CombatantOf<'yaugs'>): CombatantOf<'yaugs'>[] {
  const attacked = new Set([...(state.counters.meleeAttackers[d.id] ?? []), ...(state.counters.rangedAttackers[d.id] ?? [])]);
  return (state.encounter.combatants as CombatantOf<'yaugs'>[]).filter((c) => {
    if (c.id === d.id || !isActive(state, c.id) || !areEnemies(c, d) || !hasYaugsSheet(c)) return false;
    if (attacked.has(c.id)) return true;
    const distance = bodyDistance(c, d);
    return c.sheet.weapons.some((w) => w.mode === 'melee' && distance <= (w.reachHexes ?? 1));
  });
}

/** Applies a raise of the Opponent Quotient, or says why it cannot be made (nothing changes then). */
export function raiseOq(state: CombatState, cmd: RaiseCommand, dice: DiceSource): SystemCommandResult {
  if (state.phase !== 'combat') return { ok: false, reason: 'The Opponent Quotient is raised during combat; start combat first.' };
  const c = combatantById(state, cmd.id);
  if (!c || !hasYaugsSheet(c)) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (!isActive(state, c.id)) return { ok: false, reason: `${c.name} is out of the fight.` };
  const raises = yaugsRound(state).raises[c.id] ?? NO_RAISES;
  const oq = deriveSheet(c.sheet).opponentQuotient.value + (raises.giveGround === 'won' ? 1 : 0) + (raises.forgo ? 1 : 0);

  if (cmd.method === 'forgo-attacks') {
    if (raises.forgo) return { ok: false, reason: `${c.name} has already forgone its attacks this round.` };
    if (roundUse(state, c.id).attackedWith.length > 0) return { ok: false, reason: `${c.name} has already attacked this round, so it cannot forgo its attacks.` };
    const s = withRaises(state, c.id, { ...raises, forgo: true });
    return { ok: true, state: s, events: [raiseEvent(c, `${c.name} forgoes its attacks this round: Opponent Quotient ${oq} -> ${oq + 1}`, [])] };
  }

  if (raises.giveGround !== null) return { ok: false, reason: `${c.name} has already tried to give ground this round (once a round).` };
  if (grappleOf(state, c.id)) return { ok: false, reason: `${c.name} is in a grapple and cannot give ground.` };
  const board = buildBoard(state.encounter, state.out);
  // The refusals and the log name the hex as the map's readout does.
  const place = hexPlace(cmd.to, state.encounter.map.orientation);
  if (hexDistance(c.position, cmd.to) !== 1) return { ok: false, reason: `${c.name} gives ground into an adjacent hex; ${place} is not next to it.` };
  // The whole body steps, and never across a wall on a side (RULES.md 5.2, 5.4).
  const problem = stepProblem(board, c, c.position, cmd.to);
  if (problem) return { ok: false, reason: `${c.name} cannot give ground into ${place}: ${problem.kind === 'side' ? sideInTheWay(state.encounter.map, problem) : 'it is not free'}.` };

  const attackers = giveGroundAttackers(state, c);
  const count = Math.max(1, attackers.length);
  const highestAgl = attackers.reduce((m, a) => Math.max(m, a.sheet.attributes.agl), 0);
  const aglSkill = deriveSheet(c.sheet).agilitySkill.value;
  const own = rollDie(100, dice);
  const theirs = rollDie(100, dice);
  const r = giveGround({ defenderRoll: own.total, aglSkill, attackerRoll: theirs.total, highestAttackerAgl: highestAgl, attackers: count, oq });
  const rolls: RollBreakdown[] = [
    { label: `${c.name}: give ground, d100 + AGL(SK)`, roll: own, modifiers: [{ source: 'AGL(SK)', category: 'skill', value: aglSkill }], total: r.defenderTotal, against: r.attackerTotal, outcome: r.won ? 'wins' : 'loses' },
    {
      label: `Attackers: d100 + highest Agility${r.crowdBonus ? ' + 15 per attacker beyond OQ + 1' : ''}`,
      roll: theirs,
      modifiers: [
        { source: 'Highest attacker Agility', category: 'skill', value: highestAgl },
        ...(r.crowdBonus ? [{ source: `${count} attackers against OQ ${oq}`, category: 'several-attackers' as const, value: r.crowdBonus }] : []),
      ],
      total: r.attackerTotal,
      against: r.defenderTotal,
      outcome: r.won ? 'loses' : 'wins',
    },
  ];
  let s = withRaises(state, c.id, { ...raises, giveGround: r.won ? 'won' : 'lost' });
  if (r.won) {
    s = cloneState(s);
    s.encounter = withMembers(s.encounter, { combatants: mapped(s.encounter.combatants, (x) => (x.id === c.id ? withMembers(x, { position: cmd.to }) : x)) } as Partial<typeof s.encounter>);
  }
  const summary = r.won
    ? `${c.name} gives ground to ${hexPlace(cmd.to, state.encounter.map.orientation)}: Opponent Quotient ${oq} -> ${oq + 1}`
    : `${c.name} tries to give ground and fails: the round's attempt is used`;
  return { ok: true, state: s, events: [raiseEvent(c, summary, rolls)] };
}

function withRaises(state: CombatState, id: string, raises: OqRaises): CombatState {
  const round = yaugsRound(state);
  return withYaugsRound(state, { ...round, raises: { ...round.raises, [id]: raises } });
}

function raiseEvent(c: AnyCombatant, summary: string, rolls: RollBreakdown[]): Omit<LogEvent, 'round' | 'turn'> {
  return { kind: 'oq-raised', actor: c.id, target: null, summary, rolls, effects: [], gmOnly: c.hidden };
}
