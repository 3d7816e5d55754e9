// The small pieces an attack plan is built of: a value worked out on first ask and kept (the parts
// of a plan not every caller needs: a simulated fight resolves attacks without reading their odds),
// and the plan's request with its choices.
import type { AttackChoices } from '../model/commands';
import type { AttackResolution, PlanRequest, PreviewRequest } from './definition';

/** `compute` run once, on the first call; later calls return the same answer. */
export function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

/**
 * A plan's request with its choices: written member by member, as a spread of the request builds
 * its copy on V8's slow path (the plan is made for every attack the tactic weighs).
 */
export function completed(req: PlanRequest, choices: AttackChoices): PreviewRequest {
  return { attacker: req.attacker, defender: req.defender, weapon: req.weapon, situational: req.situational, choices, counterAttack: req.counterAttack };
}

/**
 * The event of an attack resolved without its log entry (`resolve(dice, false)`). Built for every
 * attack of a simulated fight, whose events are never read, the entries cost it 3-15% more CPU by
 * system (`npm run bench -- engine`; figures in the commit that made this).
 */
export const UNLOGGED: AttackResolution['event'] = Object.freeze({ kind: 'attack', actor: null, target: null, summary: '', rolls: [], effects: [], gmOnly: false });
