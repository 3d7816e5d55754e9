import { describe, expect, it } from 'vitest';
import { standHere } from '../../../shared/engine/standHere';
import { hexKey } from '../../../shared/hex';
import { StandShading } from '../../../src-renderer/state/standShading.svelte';
import { shadingOf } from '../../../src-renderer/state/shading';
import { scaleColour } from '../../../src-renderer/map/shadeScale';
import { startedSample } from './startedSample';

describe('the step-here shading', () => {
  it('cycles off, best chance to harm, danger, off', () => {
    const s = new StandShading();
    const seen = [s.mode];
    for (let i = 0; i < 3; i++) {
      s.cycle();
      seen.push(s.mode);
    }
    expect(seen).toEqual(['off', 'best', 'danger', 'off']);
  });

  for (const system of ['yaugs', 'vers', 'waylights'] as const) {
    it(`${system}: shades exactly the hexes standHere rates, with its numbers`, () => {
      const state = startedSample(system, 'shade').state;
      expect(shadingOf(state, 'off', null).cells.size).toBe(0);
      const entries = standHere(state, { actor: state.current! });
      if (!Array.isArray(entries)) throw new Error(entries.reason);
      const best = shadingOf(state, 'best', null);
      expect([...best.cells.keys()].sort()).toEqual(entries.map((e) => hexKey(e.hex)).sort());
      for (const e of entries) expect(best.cells.get(hexKey(e.hex))!.value).toBe(e.best?.harm ?? 0);
      const danger = shadingOf(state, 'danger', null);
      for (const e of entries) expect(danger.cells.get(hexKey(e.hex))!.value).toBe(Math.max(0, ...e.danger.map((d) => d.harm)));
    });
  }

  it('a brighter colour for a higher chance, on both scales', () => {
    for (const mode of ['best', 'danger'] as const) {
      const colours = [0, 0.25, 0.5, 0.75, 1].map((p) => scaleColour(mode, p));
      expect(new Set(colours).size).toBe(5);
    }
  });
});
