import { describe, expect, it } from 'vitest';
import { readUvtt, lineKey } from '../../../shared/uvtt';
import { EXAMPLES } from '../../../shared/sim/examples';
import { UvttImportState, fitOf } from '../../../src-renderer/state/uvttImport.svelte';
import { roomMap } from '../../fixtures/uvttMaps';

function importing() {
  const r = readUvtt('cellar.dd2vtt', JSON.stringify(roomMap(0.3, 64)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return new UvttImportState(r.value, 'cellar.dd2vtt');
}

describe('lining up an imported map', () => {
  it('starts with one hex per grid cell and the file\u2019s name; the snap follows every change', () => {
    const u = importing();
    expect(u.name).toBe('cellar');
    expect(u.alignment).toEqual({ orientation: 'pointy', hexWidth: 64, offset: { x: 0, y: 0 } });
    expect(u.result.board).toEqual({ width: 10, height: 9, orientation: 'pointy' });
    u.setHexWidth(128);
    expect(u.result.board.width).toBe(5);
    u.setHexWidth(1);
    expect(u.alignment.hexWidth).toBe(8);
    u.moveGrid(5, -3);
    expect(u.alignment.offset).toEqual({ x: 5, y: -3 });
  });

  it('a wall made whole hexes, then back to sides', () => {
    const u = importing();
    u.selected = lineKey('wall', 1);
    u.choose(lineKey('wall', 1), 'cells');
    expect(u.selectedLine?.choice).toBe('cells');
    expect(u.result.wallHexes.length).toBeGreaterThan(0);
    u.choose(lineKey('wall', 1), 'sides');
    expect(u.result.wallHexes).toEqual([]);
    expect(u.choices).toEqual({});
  });

  it('says how closely a wall is followed, against the hex width', () => {
    const u = importing();
    const line = u.result.lines[0]!;
    expect(fitOf({ ...line, deviation: 10 }, 64)).toBe('close');
    expect(fitOf({ ...line, deviation: 32 }, 64)).toBe('loose');
    expect(fitOf({ ...line, deviation: 40 }, 64)).toBe('far');
  });

  it('makes an ordinary encounter: the image as the background asset, walls, the GM\u2019s scale', () => {
    const u = importing();
    u.metersPerHex = 2;
    const made = u.encounter('cellar-0123456789ab.png', 'vers', EXAMPLES.vers().settings);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.encounter.map).toMatchObject({ width: 10, height: 9, metersPerHex: 2, background: { image: 'cellar-0123456789ab.png', opacity: 1 } });
    expect(made.encounter.system).toBe('vers');
    expect(made.encounter.gmNotes).toContain('Imported from cellar.dd2vtt');
    expect(u.encounter('../../etc/passwd', 'vers', EXAMPLES.vers().settings).ok).toBe(false);
  });
});
