// Which step-here shading the GM has on (./shading.ts draws the numbers): view state, never a command.
import type { ShadingMode } from './shading';

/** Which shading the GM has on: off, best chance to harm, or danger. */
export class StandShading {
  mode = $state<ShadingMode>('off');

  /** Off, then best chance to harm, then danger, then off again. */
  cycle(): void {
    this.mode = this.mode === 'off' ? 'best' : this.mode === 'best' ? 'danger' : 'off';
  }
}
