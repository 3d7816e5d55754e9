// The YAUGS actions of the GM window's registry: the target's two OQ raises and the Counter-Attack
// on offer, by key as well as by their buttons.
import type { FightContext, SystemAction } from '../../state/systemRoom';
import type { CounterAttackOffer } from '../../../shared/systems/yaugs/round';
import { oqStatus } from './oq';
import { yaugsRound } from '../../../shared/systems/yaugs/round';
import { askGiveGround, forgoAttacks, pickingGiveGround } from './raises';
import { planCounter, strikeBack } from './counterAttack';
import { yaugsUi } from './fightUi.svelte';

// The defender the GM named in a panel, else the attack's target.
const target = ({ combat, ui }: FightContext, input?: unknown) => {
  const id = (input as { id: string } | undefined)?.id ?? ui.attack.targetId;
  return id ? (combat.state.encounter.combatants.find((c) => c.id === id) ?? null) : null;
};
type Taken = { offer: CounterAttackOffer; weapon: string } | undefined;
const offer = ({ combat }: FightContext, input?: unknown) => (input as Taken)?.offer ?? yaugsRound(combat.state).counterAttacks[0] ?? null;
const weapon = ({ ui }: FightContext, input?: unknown) => (input as Taken)?.weapon ?? yaugsUi(ui).counterWeapon ?? undefined;

declare module '../../state/systemRoom' {
  interface RoomActionIds {
    'give-ground': true;
    'forgo-attacks': true;
    'counter-attack': true;
  }
  interface RoomActionInputs {
    /** The defender that gives ground (absent: the attack's target). */
    'give-ground': { id: string };
    /** The defender that forgoes its attacks (absent: the attack's target). */
    'forgo-attacks': { id: string };
    /** The offer taken and the weapon (absent: the first offer, the weapon picked in its prompt). */
    'counter-attack': { offer: CounterAttackOffer; weapon: string };
  }
}

export const YAUGS_ACTIONS: readonly SystemAction[] = [
  {
    id: 'give-ground', label: 'Target gives ground, OQ +1 on a win (YAUGS)', keys: ['G'],
    enabled: (f, input) => {
      const t = target(f, input);
      return !!t && oqStatus(f.combat.state, t)?.giveGroundBlocked === null && !pickingGiveGround(f.ui, t);
    },
    run: (f, input) => {
      const t = target(f, input);
      if (!t) return;
      // A target under the pointer becomes the picked one, so the panel stays on it during the pick.
      if (!input) f.ui.attack.pickTarget(t.id);
      askGiveGround(f.combat, f.ui, t);
    },
  },
  {
    id: 'forgo-attacks', label: 'Target forgoes its attacks, OQ +1 (YAUGS)', keys: ['F'],
    enabled: (f, input) => {
      const t = target(f, input);
      return !!t && oqStatus(f.combat.state, t)?.forgoBlocked === null;
    },
    run: (f, input) => {
      const t = target(f, input);
      return t ? forgoAttacks(f.combat, t) : undefined;
    },
  },
  {
    id: 'counter-attack', label: 'Strike back: the Counter-Attack on offer (YAUGS)', keys: ['K'],
    enabled: (f, input) => {
      const o = offer(f, input);
      const p = o ? planCounter(f.combat.state, o, weapon(f, input)) : null;
      return !!p && !p.blocked && !f.ui.attack.parsedDice().error;
    },
    run: async (f, input) => {
      const o = offer(f, input);
      if (!o || !(await strikeBack(f.combat, o, f.ui.attack.typedDice, weapon(f, input)))) return false;
      f.ui.attack.typedDice = '';
      yaugsUi(f.ui).counterWeapon = null;
      return true;
    },
  },
];
