import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { RoomUiSlots } from '../../../src-renderer/state/roomUi';
import { versUi } from '../../../src-renderer/systems/vers/fightUi.svelte';
import { yaugsUi } from '../../../src-renderer/systems/yaugs/fightUi.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';

async function fightUi(system: 'yaugs' | 'vers') {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return { combat, ui: new CombatUi(combat) };
}

describe('RoomUiSlots', () => {
  it('holds one state per kind, made on the first ask, and tells each made one the turn changed hands', () => {
    let made = 0;
    let letGo = 0;
    class Kept {
      value = 'x';
      constructor() {
        made++;
      }
      letGoTurn(): void {
        letGo++;
      }
    }
    const slots = new RoomUiSlots();
    slots.letGoTurn();
    expect(letGo).toBe(0);
    slots.of(Kept).value = 'typed';
    expect(slots.of(Kept).value).toBe('typed');
    expect(made).toBe(1);
    slots.letGoTurn();
    expect(letGo).toBe(1);
    expect(new RoomUiSlots().of(Kept).value).toBe('x');
  });
});

describe('the rooms\u2019 fight state', () => {
  it('VERS: whom First Aid tends is the turn\u2019s pick, the typed dice stay; each fight has its own', async () => {
    const { ui } = await fightUi('vers');
    versUi(ui).tend = 'tobin';
    versUi(ui).firstAidDice = '1 1 1';
    expect(await ui.turn.endTurn()).toBe(true);
    expect(versUi(ui).tend).toBe('');
    expect(versUi(ui).firstAidDice).toBe('1 1 1');
    versUi(ui).tend = 'tobin';
    ui.turn.handOff = 'nobody-here';
    expect(await ui.turn.endTurn()).toBe(false);
    expect(versUi(ui).tend).toBe('');
    const other = await fightUi('vers');
    expect(versUi(other.ui).firstAidDice).toBe('');
  });

  it('YAUGS: the give ground dice and the Counter-Attack weapon outlive the turn', async () => {
    const { ui } = await fightUi('yaugs');
    yaugsUi(ui).giveGroundDice = '95 2';
    yaugsUi(ui).counterWeapon = 'Longsword';
    expect(await ui.turn.endTurn()).toBe(true);
    expect(yaugsUi(ui).giveGroundDice).toBe('95 2');
    expect(yaugsUi(ui).counterWeapon).toBe('Longsword');
  });
});
