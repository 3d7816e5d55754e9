// Where the map draws a hex right after it first fits the board into its box, from the camera's
// own arithmetic (src-renderer/map/viewFit.ts), so a test clicks where a GM would.
import type { Locator } from '@playwright/test';
import type { BattleMap } from '../../shared/model/schema';
import { hexToPixel, mapHexes, type Hex, type Layout, type Point } from '../../shared/hex';
import { fitView, layoutOf } from '../../src-renderer/map/viewFit';

/** The layout of the whole board fitted into a w x h box (box coordinates). */
export function fittedLayout(map: BattleMap, w: number, h: number): Layout {
  const view = fitView(mapHexes(map.width, map.height, map.orientation), map.orientation, w, h);
  if (!view) throw new Error(`the map box is ${w} x ${h}: nothing to fit`);
  return layoutOf(map.orientation, view);
}

/** A hex's centre in page coordinates on the fitted map inside `mapBox`. */
export async function hexOnPage(mapBox: Locator, map: BattleMap, hex: Hex): Promise<Point> {
  const b = (await mapBox.boundingBox())!;
  const p = hexToPixel(fittedLayout(map, b.width, b.height), hex);
  return { x: b.x + p.x, y: b.y + p.y };
}
