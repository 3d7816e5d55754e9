// The two OQ raises as the GM window carries them out (RULES.md 1.4), shared by the buttons beside
// a defender and the registry's keys: forgo attacks is one command; give ground opens a pick of the
// free hex on the map (or in the list), and the pick sends the command with any table dice typed.
import type { AnyCombatant } from '../../../shared/model/schema';
import type { CombatController } from '../../state/combat.svelte';
import { parseTableDice, type CombatUi } from '../../state/combatUi.svelte';
import { oqStatus } from './oq';
import { yaugsUi } from './fightUi.svelte';

/** The words over the map while the GM picks the hex `c` gives ground into. */
export function giveGroundPrompt(c: AnyCombatant): string {
  return `Give ground: click the hex ${c.name} steps back into`;
}

/** Whether the hex pick open now is `c`'s give ground. */
export function pickingGiveGround(ui: CombatUi, c: AnyCombatant): boolean {
  return ui.hexPick.open?.prompt === giveGroundPrompt(c);
}

/** `c` forgoes its attacks this round; false when it cannot (the engine's reason is shown then). */
export function forgoAttacks(combat: CombatController, c: AnyCombatant): Promise<boolean> {
  return combat.apply({ type: 'yaugs-raise-oq', id: c.id, method: 'forgo-attacks' });
}

/** Opens the pick of the hex `c` gives ground into; picking it sends the roll. */
export function askGiveGround(combat: CombatController, ui: CombatUi, c: AnyCombatant): void {
  const status = oqStatus(combat.state, c);
  if (!status || status.giveGroundBlocked) return;
  const ask = () =>
    ui.hexPick.ask({
      prompt: giveGroundPrompt(c),
      hexes: status.hexes.map((h) => h.hex),
      onpick: (to) => {
        const dice = parseTableDice(yaugsUi(ui).giveGroundDice);
        // Dice that do not read: the pick stays open for the GM to fix them.
        if (dice.error) return ask();
        void combat.apply({ type: 'yaugs-raise-oq', id: c.id, method: 'give-ground', to, ...(dice.dice ? { dice: dice.dice } : {}) });
      },
    });
  yaugsUi(ui).giveGroundDice = '';
  ask();
}
