// The YAUGS actions of the GM window's registry: the target's two OQ raises and the Counter-Attack
// on offer, by key as well as by their buttons.
import type { FightContext, SystemAction } from '../../state/systemRoom';
import { oqStatus } from './oq';
import { yaugsRound } from '../../../shared/systems/yaugs/round';
import { askGiveGround, forgoAttacks, pickingGiveGround } from './raises';
import { planCounter, strikeBack } from './counterAttack';
import { yaugsUi } from './fightUi.svelte';

const target = ({ combat, ui }: FightContext) => (ui.attack.targetId ? (combat.state.encounter.combatants.find((c) => c.id === ui.attack.targetId) ?? null) : null);
const offer = ({ combat }: FightContext) => yaugsRound(combat.state).counterAttacks[0] ?? null;

declare module '../../state/systemRoom' {
  interface RoomActionIds {
    'give-ground': true;
    'forgo-attacks': true;
    'counter-attack': true;
  }
}

export const YAUGS_ACTIONS: readonly SystemAction[] = [
  {
    id: 'give-ground', label: 'Target gives ground, OQ +1 on a win (YAUGS)', keys: ['G'],
    enabled: (f) => {
      const t = target(f);
      return !!t && oqStatus(f.combat.state, t)?.giveGroundBlocked === null && !pickingGiveGround(f.ui, t);
    },
    run: (f) => {
      const t = target(f);
      if (!t) return;
      // A target under the pointer becomes the picked one, so the panel stays on it during the pick.
      f.ui.attack.pickTarget(t.id);
      askGiveGround(f.combat, f.ui, t);
    },
  },
  {
    id: 'forgo-attacks', label: 'Target forgoes its attacks, OQ +1 (YAUGS)', keys: ['F'],
    enabled: (f) => {
      const t = target(f);
      return !!t && oqStatus(f.combat.state, t)?.forgoBlocked === null;
    },
    run: (f) => {
      const t = target(f);
      return t ? forgoAttacks(f.combat, t) : undefined;
    },
  },
  {
    id: 'counter-attack', label: 'Strike back: the Counter-Attack on offer (YAUGS)', keys: ['K'],
    enabled: (f) => {
      const o = offer(f);
      const p = o ? planCounter(f.combat.state, o, yaugsUi(f.ui).counterWeapon ?? undefined) : null;
      return !!p && !p.blocked && !f.ui.attack.parsedDice().error;
    },
    run: async (f) => {
      const o = offer(f);
      if (o && (await strikeBack(f.combat, o, f.ui.attack.typedDice, yaugsUi(f.ui).counterWeapon ?? undefined))) {
        f.ui.attack.typedDice = '';
        yaugsUi(f.ui).counterWeapon = null;
      }
    },
  },
];
