// YAUGS area attacks (RULES.md 1.3, 1.5, 5.3): the attacker's one d100 against every target, each
// target's defence with its passive part 0 and only a dodge (no parry or block), an Active Defence
// using an OQ slot as any attack met actively does.
import { losesWithFumble, winsWithCritical } from '../../rules/yaugs/active';
import type { YaugsPreview } from '../../rules/yaugs/preview';
import type { AttackOutcome } from '../../rules/preview';
import { hasCondition, seesAttacker } from '../../model/query';
import type { AreaRules, SystemPlan } from '../definition';
import { CANNOT_MOVE, CANNOT_SEE } from './attackSetup';

const FACES = 100;
const D100 = { min: 1, p: new Array<number>(FACES).fill(1 / FACES) };

/** The preview of a target's plan when it has the odds (a refused attack's preview has none). */
function yaugsPreviewOf(plan: SystemPlan): YaugsPreview | null {
  const p = plan.preview() as Partial<YaugsPreview>;
  return p.attacker && p.defender ? (p as YaugsPreview) : null;
}

// A target's outcome on each attacker face (index 1..100), by the numbers it is worked out from:
// the same sheets meet the same blast on every hover, and each plan is new.
const byFace = new Map<string, readonly (readonly AttackOutcome[])[]>();
const BY_FACE_MAX = 2000;
// The same table by plan: the preview asks a plan once for each of the 100 faces.
const byPlan = new WeakMap<SystemPlan, readonly (readonly AttackOutcome[])[]>();

function outcomesByFace(p: YaugsPreview): (readonly AttackOutcome[])[] {
  const La = p.attacker.level.level;
  const Ld = p.defender.level.value;
  const k = p.attacker.total - p.defender.total;
  const out: (readonly AttackOutcome[])[] = [[]];
  const fumD = new Int32Array(FACES + 1);
  const critD0 = new Int32Array(FACES + 1);
  const critD1 = new Int32Array(FACES + 1);
  for (let d = 1; d <= FACES; d++) {
    fumD[d] = fumD[d - 1]! + (losesWithFumble(d, Ld) ? 1 : 0);
    critD0[d] = critD0[d - 1]! + (winsWithCritical(d, Ld, false) ? 1 : 0);
    critD1[d] = critD1[d - 1]! + (winsWithCritical(d, Ld, true) ? 1 : 0);
  }
  for (let a = 1; a <= FACES; a++) {
    let aCrit = 0, aWin = 0, tie = 0, dWin = 0, dCrit = 0;
    if (!p.defender.mode.active) {
      // A passive defender rolls no die and can neither fumble nor critical (RULES.md 1.2).
      const margin = a + k;
      if (margin > 0) {
        if (winsWithCritical(a, La, false)) aCrit = 1;
        else aWin = 1;
      }
      else if (margin === 0) tie = 1;
      else dWin = 1;
    } else {
      // As the exchange odds count them: the attacker wins on defender faces below t, ties on t.
      const t = a + k;
      const winHi = clamp(Math.ceil(t) - 1);
      const lo = Math.max(1, Math.floor(t) + 1);
      const fumbled = fumD[winHi]!;
      const crits = (winsWithCritical(a, La, false) ? winHi - fumbled : 0) + (winsWithCritical(a, La, true) ? fumbled : 0);
      aCrit = crits / FACES;
      aWin = (winHi - crits) / FACES;
      tie = (Number.isInteger(t) && t >= 1 && t <= FACES ? 1 : 0) / FACES;
      const defWins = lo > FACES ? 0 : FACES - lo + 1;
      const crit = losesWithFumble(a, La) ? critD1 : critD0;
      const dc = defWins > 0 ? crit[FACES]! - crit[lo - 1]! : 0;
      dCrit = dc / FACES;
      dWin = (defWins - dc) / FACES;
    }
    out.push([
      { id: 'attacker-wins-critical', label: 'Hit, critical', probability: aCrit, harms: true },
      { id: 'attacker-wins', label: 'Hit', probability: aWin, harms: true },
      { id: 'tie', label: 'Tie: no result', probability: tie, harms: false },
      { id: 'defender-wins', label: 'Dodged', probability: dWin, harms: false },
      { id: 'defender-wins-critical', label: 'Dodged, critical', probability: dCrit, detail: 'Offers Counter-Attack', harms: false },
    ]);
  }
  return out;
}

const clamp = (x: number): number => (x < 0 ? 0 : x > FACES ? FACES : x);

export const yaugsArea: AreaRules = {
  // The defender's awareness and movement as for any attack; the area makes it a dodge with PD 0 (RULES.md 1.3).
  choices: (state, req, facts) => ({
    system: 'yaugs',
    defenderAware: facts.fromBehind !== true && !hasCondition(state, req.defender, CANNOT_SEE) && seesAttacker(state, req.attacker, req.defender),
    defenderCanMove: !state.out.includes(req.defender) && !hasCondition(state, req.defender, CANNOT_MOVE),
    areaEffect: true,
    parryWith: null,
  }),
  shared: () => ({ count: 1, sides: FACES, keyOf: (faces) => faces[0]!, keys: D100 }),
  given: (plan, key) => {
    const known = byPlan.get(plan);
    if (known) return known[key] ?? [];
    const p = yaugsPreviewOf(plan);
    if (!p) return plan.preview().outcomes as readonly AttackOutcome[];
    const id = `${p.attacker.total}:${p.attacker.level.level}:${p.defender.total}:${p.defender.level.value}:${p.defender.mode.active ? 1 : 0}`;
    let table = byFace.get(id);
    if (!table) {
      if (byFace.size >= BY_FACE_MAX) byFace.clear();
      byFace.set(id, (table = outcomesByFace(p)));
    }
    byPlan.set(plan, table);
    return table[key] ?? [];
  },
};
