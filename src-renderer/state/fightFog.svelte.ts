// One fight's fog of war on the players' screen: the mode, the hexes the players have seen and the
// hexes the GM hid by hand. Each fight owns its own, so what one fight revealed never uncovers the
// next fight's map, and it is saved and reopened with its session. Only its methods change it, and
// each tells `onchange` (the fight journals it, so a crash does not lift the fog).
import type { FogMode, SessionFog } from '../../shared/engine/session';

export class FightFog {
  mode = $state<FogMode>('off');
  /** Hexes the players have seen so far (auto fog reveals, never re-darkens until reset). */
  seen = $state.raw<readonly string[]>([]);
  /** Hexes the GM hid by hand: PC sight does not reveal them again until the GM does. */
  gmHidden = $state.raw<readonly string[]>([]);
  /** The fog as its file had it: fields a newer Hexfray wrote there go back into the file. */
  private loaded: Readonly<Record<string, unknown>> = {};

  constructor(private readonly onchange: () => void = () => {}) {}

  /** Fogs the map off, by hand, or also by what the PCs see. */
  setMode(mode: FogMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.onchange();
  }

  /** What the PCs see now added to what the players saw (auto fog). */
  see(seen: readonly string[]): void {
    this.seen = seen;
    this.onchange();
  }

  /** Takes the fog a session file kept (none: a file from before fog was kept, fog off). */
  load(saved: SessionFog | undefined): void {
    this.loaded = saved ?? {};
    this.mode = saved?.mode ?? 'off';
    this.seen = [...(saved?.seen ?? [])];
    this.gmHidden = [...(saved?.hidden ?? [])];
    this.onchange();
  }

  /** Covers the whole map again; the PCs' current sight is revealed at the next publish. */
  reset(): void {
    this.seen = [];
    this.gmHidden = [];
    this.onchange();
  }

  /** Reveals or hides these hexes (keys from hexKey) in one change. */
  paint(brush: 'reveal' | 'hide', keys: readonly string[]): void {
    if (keys.length === 0) return;
    // The sets below are lookups for this one change, never state: plain Sets on purpose.
    /* eslint-disable svelte/prefer-svelte-reactivity */
    const add = (list: readonly string[]) => {
      const have = new Set(list);
      const fresh = keys.filter((k) => !have.has(k));
      return fresh.length ? [...list, ...new Set(fresh)] : list;
    };
    const drop = (list: readonly string[]) => {
      const gone = new Set(keys);
      const kept = list.filter((k) => !gone.has(k));
      return kept.length === list.length ? list : kept;
    };
    /* eslint-enable svelte/prefer-svelte-reactivity */
    if (brush === 'reveal') {
      this.seen = add(this.seen);
      this.gmHidden = drop(this.gmHidden);
    } else {
      this.seen = drop(this.seen);
      this.gmHidden = add(this.gmHidden);
    }
    this.onchange();
  }

  /** What the session file keeps of it. */
  toFile(): SessionFog {
    return { ...this.loaded, mode: this.mode, seen: [...this.seen], hidden: [...this.gmHidden] };
  }
}
