// The combat screen's side panels, as a list: each is a tab. A new panel is one component plus one
// entry here.
import type { Component } from 'svelte';
import type { CombatController } from '../../state/combat.svelte';
import type { CombatUi } from '../../state/combatUi.svelte';
import type { PlayerScreenState } from '../../state/playerScreen.svelte';
import TargetPanel from './TargetPanel.svelte';
import CombatantPanel from './CombatantPanel.svelte';
import PlayersPanel from './PlayersPanel.svelte';
import RosterPanel from './RosterPanel.svelte';
import FreeRollPanel from './FreeRollPanel.svelte';
import RulesPanel from './RulesPanel.svelte';

/** What every panel may draw on; an entry picks the props its component takes. */
export type PanelContext = {
  combat: CombatController;
  ui: CombatUi;
  players: PlayerScreenState;
};

export type PanelEntry = {
  readonly id: string;
  readonly label: string;
  readonly component: Component<Record<string, unknown>>;
  props(ctx: PanelContext): Record<string, unknown>;
};

// Typed per entry, so a panel's props are checked against its component; the list erases them.
function panel<P extends Record<string, unknown>>(entry: { id: string; label: string; component: Component<P>; props: (ctx: PanelContext) => P }): PanelEntry {
  return entry as unknown as PanelEntry;
}

export const PANELS: readonly PanelEntry[] = [
  panel({ id: 'attack', label: 'Attack', component: TargetPanel, props: (c) => ({ combat: c.combat, ui: c.ui }) }),
  panel({ id: 'combatant', label: 'Combatant', component: CombatantPanel, props: (c) => ({ combat: c.combat, ui: c.ui, id: c.ui.pointer.selected ?? c.combat.state.current }) }),
  panel({ id: 'roster', label: 'Roster', component: RosterPanel, props: (c) => ({ combat: c.combat, ui: c.ui }) }),
  panel({ id: 'free-roll', label: 'Roll', component: FreeRollPanel, props: (c) => ({ combat: c.combat }) }),
  panel({ id: 'rules', label: 'Rules', component: RulesPanel, props: (c) => ({ combat: c.combat }) }),
  // Short, so the six tabs keep one row at 1280 wide (the panel opens with "Open the players' screen").
  panel({ id: 'players', label: 'Players', component: PlayersPanel, props: (c) => ({ screen: c.players, fight: c.combat.state, fog: c.combat.fog }) }),
];

/** The panel the GM sees when a combatant is picked. */
export const COMBATANT_PANEL = 'combatant';

