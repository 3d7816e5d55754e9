// The GM's controls for the players' screen and the publishing of its view: after every change of
// the fight or of these settings, the redacted projection is computed here and sent to main, which
// validates it strictly before the players' screen may read it. The fog tools work on the fog of
// the fight they are given (each fight owns its fog: FightFog).
import { hexFromKey, hexKey, type Hex } from '../../shared/hex';
import type { BattleMap } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { brushHexes, rectangleHexes, roomHexes, type FogBrushSize } from '../map/fogAreas';
import { workCounters } from '../map/workCounters';
import { darkHexes, partySight } from '../../shared/projection/partySight';
import { playersArea, playerView, stepsOf, unseenIds } from '../../shared/projection/playerView';
import { playersBest, type SharedShade } from './shading';
import type { HostApi } from '../../shared/ipc/contract';
import type { PlayerScreen } from '../../shared/ipc/playerView';
import type { CombatController } from './combat.svelte';
import type { FightFog } from './fightFog.svelte';
import type { FogMode } from '../../shared/engine/session';
import { LanTable } from './lanTable.svelte';

/** How far a PC sees when the fog is revealed automatically, in hexes. */
const SIGHT_RADIUS = 24;

/** Kept for this window's life, reloads included: the GM opened the players' screen. */
const PLAYERS_OPENED = 'hexfray-players-opened';

export class PlayerScreenState {
  blackout = $state(false);
  /** Whether the players' map writes each token's name under it. */
  names = $state(false);
  follow = $state<PlayerScreen['follow']>('board');
  /** Combatant ids whose numbers the GM shows the players. */
  revealed = $state<string[]>([]);
  /** The fog mode a new fight starts in: the last the GM picked, so a fogged table stays fogged (with nothing revealed). */
  newFightFog = $state<FogMode>('off');
  /** Painting fog on the GM map: reveal hexes to the players, or hide them again. */
  fogBrush = $state<'off' | 'reveal' | 'hide'>('off');
  /** What a press of the fog tool covers: a round brush, a rectangle dragged corner to corner, or a room. */
  fogShape = $state<'brush' | 'rectangle' | 'room'>('brush');
  /** The round brush's size, in hexes across. */
  fogSize = $state<FogBrushSize>(1);
  /** The rectangle being dragged: its first corner and the hex under the pointer. */
  fogRect = $state.raw<{ from: Hex; to: Hex } | null>(null);
  /** Whether the players see the acting PC's best chance to harm from each hex it can reach (issue 26). */
  shareBest = $state(false);
  /** Whether the players see the template of an area attack once the GM fixes its aim (RULES.md 5.3). */
  shareArea = $state(false);
  /** The fixed aim's template while the GM shares it: whose throw and its hexes (published through playersArea). */
  area = $state.raw<{ attacker: string; hexes: readonly Hex[] } | null>(null);
  /** The GM's ruler as the players see it, while the GM shares it. */
  ruler = $state.raw<PlayerScreen['ruler']>(null);
  hexMillimetres = $state<number | null>(null);
  diagonalInches = $state<number | null>(null);
  /** Where the GM is looking, for the "follow the GM" mode. */
  gmFocus = $state.raw<Hex | null>(null);
  gmHexesAcross = $state<number | null>(null);
  lastError = $state<string | null>(null);
  /** True once the GM opened the players' screen: publishing starts then. */
  active = $state(false);

  /** The players' own devices on the local network. */
  readonly lan: LanTable;

  constructor(private readonly host: HostApi) {
    this.lan = new LanTable(host);
  }

  /**
   * After this window reloads (or reopens) main may still hold the players' listener on, with the
   * devices joined, and the TV may still be open: ask, and publish to them again as turning either
   * on does, instead of showing the listener off while the screens wait for a view that never comes.
   */
  async resumeScreens(): Promise<void> {
    if (globalThis.sessionStorage?.getItem(PLAYERS_OPENED) === '1') this.active = true;
    try {
      await this.lan.refresh();
    } catch {
      return;
    }
    if (this.lan.on) this.active = true;
  }

  /** Opens the players' screen: a window in Electron, a second browser window on the web host. */
  async open(): Promise<string | null> {
    const r = await this.host['player.open']();
    if (!r.ok) return r.error;
    this.active = true;
    globalThis.sessionStorage?.setItem(PLAYERS_OPENED, '1');
    if (r.value.url) {
      // The players' page is another origin, so it cannot reach back into this window anyway.
      const w = window.open(r.value.url, 'hexfray-players');
      if (!w) return `Your browser blocked the new window. Open ${r.value.url} on the players' screen.`;
    }
    return null;
  }

  /** The GM picks how `fog`, the fight's fog, works; the next new fight starts the same way. */
  pickFog(fog: FightFog, mode: FogMode): void {
    fog.setMode(mode);
    this.newFightFog = mode;
  }

  /** Reveals or hides (as the brush says) these hexes of `fog`, keys from hexKey, in one change. */
  paintFogKeys(fog: FightFog, keys: readonly string[]): void {
    if (this.fogBrush !== 'off') fog.paint(this.fogBrush, keys);
  }

  /** Turns a fog tool on (or off when it is the one on). */
  pickFogBrush(brush: 'reveal' | 'hide'): void {
    this.fogBrush = this.fogBrush === brush ? 'off' : brush;
    this.fogRect = null;
  }

  /** A press on the map of the fight with `fog`, the fog tool on: paints the brush, starts a rectangle, or fills a room. */
  fogPress(fog: FightFog, map: BattleMap, hex: Hex): void {
    if (this.fogBrush === 'off') return;
    if (this.fogShape === 'rectangle') this.fogRect = { from: hex, to: hex };
    else if (this.fogShape === 'room') this.paintFogKeys(fog, roomHexes(map, hex).map(hexKey));
    else this.paintFogKeys(fog, brushHexes(map, hex, this.fogSize).map(hexKey));
  }

  /** The pointer dragged on with the fog tool on. */
  fogDrag(fog: FightFog, map: BattleMap, hex: Hex): void {
    if (this.fogBrush === 'off') return;
    if (this.fogShape === 'rectangle') {
      if (this.fogRect) this.fogRect = { from: this.fogRect.from, to: hex };
    } else if (this.fogShape === 'brush') this.paintFogKeys(fog, brushHexes(map, hex, this.fogSize).map(hexKey));
  }

  /** The press ended: a rectangle being dragged is revealed or hidden. */
  fogRelease(fog: FightFog, map: BattleMap, hex: Hex): void {
    const rect = this.fogRect;
    if (!rect) return;
    this.fogRect = null;
    this.paintFogKeys(fog, rectangleHexes(map, rect.from, hex).map(hexKey));
  }

  /** The rectangle being dragged, to outline on the map. */
  fogRectHexes(map: BattleMap): Hex[] {
    return this.fogRect ? rectangleHexes(map, this.fogRect.from, this.fogRect.to) : [];
  }

  /** What the fog tool would cover now, to outline on the map: the rectangle being dragged, or the brush at `hover`. */
  fogPreview(map: BattleMap, hover: Hex | null): Hex[] {
    if (this.fogBrush === 'off') return [];
    if (this.fogRect) return this.fogRectHexes(map);
    return this.fogShape === 'brush' && hover ? brushHexes(map, hover, this.fogSize) : [];
  }

  // The last tint, by what it was made from. A command that reveals nothing keeps the fog's seen
  // list (fog.see only takes a longer one) and the map: the same array comes back, so the map keeps
  // its drawn tint instead of tracing 36,000 hexes again (on a fogged 200 x 200 table that was
  // 130-270 ms of the GM window's thread at every turn).
  #dark: { seen: readonly string[]; map: BattleMap; hexes: Hex[] } | null = null;

  /** The hexes the players cannot see now under `fog`, for the GM's tint; none with the fog off. */
  darkHexes(fog: FightFog, state: CombatState): Hex[] {
    if (fog.mode === 'off') return [];
    const map = state.encounter.map;
    const was = this.#dark;
    if (was && was.seen === fog.seen && was.map === map) return was.hexes;
    const hexes = darkHexes(state, fog.seen).map((k) => hexFromKey(k)!);
    this.#dark = { seen: fog.seen, map, hexes };
    return hexes;
  }

  /** Shows the GM's ruler on the players' screen, or takes it off (null). */
  showRuler(ruler: PlayerScreen['ruler']): void {
    const now = this.ruler;
    // Unchanged: keep the object, so publishing does not run again for nothing.
    if (now && ruler && now.label === ruler.label && now.points.length === ruler.points.length && now.points.every((p, i) => p.q === ruler.points[i]!.q && p.r === ruler.points[i]!.r)) return;
    if (!now && !ruler) return;
    this.ruler = ruler ?? null;
  }

  /** Shows the aimed area template on the players' screen, or takes it off (null); only while the GM shares it. */
  showArea(area: { attacker: string; hexes: readonly Hex[] } | null): void {
    const next = this.shareArea ? area : null;
    const now = this.area;
    // Unchanged: keep the object, so publishing does not run again for nothing.
    if (now && next && now.attacker === next.attacker && now.hexes.length === next.hexes.length && now.hexes.every((h, i) => h.q === next.hexes[i]!.q && h.r === next.hexes[i]!.r)) return;
    if (!now && !next) return;
    this.area = next;
  }

  toggleRevealed(id: string): void {
    this.revealed = this.revealed.includes(id) ? this.revealed.filter((x) => x !== id) : [...this.revealed, id];
  }

  // The shading shared last, by the fight state and fog it was worked out for: a publish for a
  // settings change must not search the actor's moves again.
  #shade: { state: CombatState; lit: readonly string[] | null; shade: SharedShade[] | null } | null = null;

  private sharedShade(state: CombatState, lit: readonly string[] | null): SharedShade[] | null {
    if (!this.shareBest) return null;
    if (this.#shade?.state !== state || this.#shade.lit !== lit) this.#shade = { state, lit, shade: playersBest(state, unseenIds(state, lit)) };
    return this.#shade.shade;
  }

  /** The screen settings as they cross to main (`area`: the template as playersArea left it for the players). */
  screen(shade: SharedShade[] | null = null, area: Hex[] | null = null): PlayerScreen {
    return {
      blackout: this.blackout,
      follow: this.follow,
      focus: this.follow === 'gm' ? this.gmFocus : null,
      hexesAcross: this.follow === 'gm' ? this.gmHexesAcross : null,
      hexMillimetres: this.hexMillimetres,
      diagonalInches: this.diagonalInches,
      ruler: this.ruler ?? null,
      names: this.names,
      shade,
      area,
    };
  }

  #pending: CombatController | null = null;

  /**
   * Publishes `combat` once the GM's window has drawn what changed, several asks in between making
   * one publish of the latest. Sight, the projection, its copy and the request to the host took
   * 4-5 ms of a turn start's task on the 200 x 200 table, so the GM's own screen waited on the
   * players'; now the players' screen starts a few milliseconds later instead. A window the
   * browser does not draw (hidden, minimised) runs no animation frames: it publishes at once, and
   * one hidden after the ask is caught by the timeout.
   */
  publishSoon(combat: CombatController): void {
    const first = this.#pending === null;
    this.#pending = combat;
    if (!first) return;
    const run = () => {
      clearTimeout(fallback);
      const next = this.#pending;
      this.#pending = null;
      if (next && this.active) void this.publish(next);
    };
    const fallback = setTimeout(run, 500);
    if (document.visibilityState === 'hidden') setTimeout(run, 0);
    else requestAnimationFrame(() => setTimeout(run, 0));
  }

  /** Computes the players' projection of the fight and sends it to main. */
  async publish(combat: CombatController): Promise<void> {
    const state = combat.state;
    const fog = combat.fog;
    let lit: readonly string[] | null = null;
    if (fog.mode !== 'off') {
      if (fog.mode === 'auto') {
        // The hexes the GM hid, as keys of an object: searched per seen hex, a list cost seen x hidden.
        const hidden: Record<string, true> = {};
        for (const k of fog.gmHidden) hidden[k] = true;
        const seen = partySight(state, SIGHT_RADIUS, fog.seen).filter((k) => !hidden[k]);
        // Sight only ever adds hexes: assign only when it did, so publishing does not retrigger itself.
        if (seen.length !== fog.seen.length) fog.see(seen);
      }
      lit = fog.seen;
    }
    const steps = stepsOf(combat.session);
    workCounters.projections++;
    const view = playerView(state, steps, { revealed: this.revealed, lit, logSteps: 40 });
    const area = this.shareArea && this.area ? playersArea(state, this.area.attacker, this.area.hexes, lit) : null;
    const r = await this.host['player.publish'](view, this.screen(this.sharedShade(state, lit), area));
    this.lastError = r.ok ? null : r.error;
    this.lan.republish = () => void this.publish(combat);
    await this.lan.publish(state, steps, lit, SIGHT_RADIUS, this.revealed);
  }
}
