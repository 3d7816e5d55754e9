// The GM's controls for the players' screen and the publishing of its view: after every change of
// the fight or of these settings, the redacted projection is computed here and sent to main, which
// validates it strictly before the players' screen may read it.
import type { Hex } from '../../shared/hex';
import { darkHexes, partySight } from '../../shared/projection/partySight';
import { playerView, stepsOf } from '../../shared/projection/playerView';
import type { HostApi } from '../../shared/ipc/contract';
import type { PlayerScreen } from '../../shared/ipc/playerView';
import type { CombatController } from './combat.svelte';

/** How far a PC sees when the fog is revealed automatically, in hexes. */
const SIGHT_RADIUS = 24;

export class PlayerScreenState {
  blackout = $state(false);
  follow = $state<PlayerScreen['follow']>('board');
  /** Combatant ids whose numbers the GM shows the players. */
  revealed = $state<string[]>([]);
  fog = $state<'off' | 'manual' | 'auto'>('off');
  /** Painting fog on the GM map: reveal hexes to the players, or hide them again. */
  fogBrush = $state<'off' | 'reveal' | 'hide'>('off');
  /** Hexes the GM hid by hand: PC sight does not reveal them again until the GM does. */
  gmHidden = $state.raw<readonly string[]>([]);
  /** Hexes the players have seen so far (auto fog reveals, never re-darkens until reset). */
  seen = $state.raw<readonly string[]>([]);
  hexMillimetres = $state<number | null>(null);
  diagonalInches = $state<number | null>(null);
  /** Where the GM is looking, for the "follow the GM" mode. */
  gmFocus = $state<Hex | null>(null);
  gmHexesAcross = $state<number | null>(null);
  lastError = $state<string | null>(null);
  /** True once the GM opened the players' screen: publishing starts then. */
  active = $state(false);

  constructor(private readonly host: HostApi) {}

  /** Opens the players' screen: a window in Electron, a second browser window on the web host. */
  async open(): Promise<string | null> {
    const r = await this.host['player.open']();
    if (!r.ok) return r.error;
    this.active = true;
    if (r.value.url) {
      // The players' page is another origin, so it cannot reach back into this window anyway.
      const w = window.open(r.value.url, 'hexfray-players');
      if (!w) return `Your browser blocked the new window. Open ${r.value.url} on the players' screen.`;
    }
    return null;
  }

  /** Covers the whole map again; the PCs' current sight is revealed at the next publish. */
  resetFog(): void {
    this.seen = [];
    this.gmHidden = [];
  }

  /** Applies the fog brush to one hex (a key from hexKey). */
  paintFog(key: string): void {
    if (this.fogBrush === 'reveal') {
      if (!this.seen.includes(key)) this.seen = [...this.seen, key];
      if (this.gmHidden.includes(key)) this.gmHidden = this.gmHidden.filter((k) => k !== key);
    } else if (this.fogBrush === 'hide') {
      if (this.seen.includes(key)) this.seen = this.seen.filter((k) => k !== key);
      if (!this.gmHidden.includes(key)) this.gmHidden = [...this.gmHidden, key];
    }
  }

  toggleRevealed(id: string): void {
    this.revealed = this.revealed.includes(id) ? this.revealed.filter((x) => x !== id) : [...this.revealed, id];
  }

  /** The screen settings as they cross to main. */
  screen(): PlayerScreen {
    return {
      blackout: this.blackout,
      follow: this.follow,
      focus: this.follow === 'gm' ? this.gmFocus : null,
      hexesAcross: this.follow === 'gm' ? this.gmHexesAcross : null,
      hexMillimetres: this.hexMillimetres,
      diagonalInches: this.diagonalInches,
    };
  }

  /** Computes the players' projection of the fight and sends it to main. */
  async publish(combat: CombatController): Promise<void> {
    const state = combat.state;
    let fog: string[] | null = null;
    if (this.fog !== 'off') {
      if (this.fog === 'auto') {
        const hidden = this.gmHidden;
        const seen = partySight(state, SIGHT_RADIUS, this.seen).filter((k) => !hidden.includes(k));
        // Sight only ever adds hexes: assign only when it did, so publishing does not retrigger itself.
        if (seen.length !== this.seen.length) this.seen = seen;
      }
      fog = darkHexes(state, this.seen);
    }
    const view = playerView(state, stepsOf(combat.session), { revealed: this.revealed, fog, logSteps: 40 });
    const r = await this.host['player.publish'](view, this.screen());
    this.lastError = r.ok ? null : r.error;
  }
}
