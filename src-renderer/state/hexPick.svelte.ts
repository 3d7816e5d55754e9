// A hex the GM is asked to pick on the map (give ground, step aside): while one is open, a click
// on the map picks a hex instead of moving or targeting.
import { hexEquals, type Hex } from '../../shared/hex';

/** A hex pick: the hexes offered and what the pick does. */
export type HexPick = {
  /** Words over the map while the pick is open, e.g. "Pick the hex Orc gives ground into". */
  prompt: string;
  hexes: readonly Hex[];
  onpick: (hex: Hex) => void;
  /** Called when the pick closes without a hex: Cancel, or another pick taking its place. */
  oncancel?: () => void;
};

export class HexPicker {
  /** The hex pick open on the map, if any. */
  open = $state.raw<HexPick | null>(null);

  /** Opens a hex pick on the map; a second pick replaces the first. */
  ask(pick: HexPick): void {
    const before = this.open;
    this.open = pick;
    before?.oncancel?.();
  }

  cancel(): void {
    const before = this.open;
    this.open = null;
    before?.oncancel?.();
  }

  /**
   * A click on the map while a hex pick is open: an offered hex is picked (and the pick closes);
   * any other hex does nothing. True when the pick took the click.
   */
  click(hex: Hex): boolean {
    const pick = this.open;
    if (!pick) return false;
    if (pick.hexes.some((h) => hexEquals(h, hex))) {
      this.open = null;
      pick.onpick(hex);
    }
    return true;
  }
}
