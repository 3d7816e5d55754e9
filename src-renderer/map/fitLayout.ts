import { hexToPixel, type Hex, type Layout, type Orientation } from '../../shared/hex';

/**
 * The layout that fits a board of hexes inside a box of `width` x `height` pixels with a margin,
 * centred: the camera's starting view.
 */
export function fitLayout(hexes: readonly Hex[], orientation: Orientation, width: number, height: number, margin = 24): Layout {
  const unit: Layout = { orientation, size: 1, origin: { x: 0, y: 0 } };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const h of hexes) {
    const p = hexToPixel(unit, h);
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  }
  if (!Number.isFinite(minX)) return { orientation, size: 24, origin: { x: width / 2, y: height / 2 } };
  // A hex reaches one size unit beyond its centre in every direction.
  const spanX = maxX - minX + 2;
  const spanY = maxY - minY + 2;
  const size = Math.max(4, Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY));
  return {
    orientation,
    size,
    origin: { x: width / 2 - ((minX + maxX) / 2) * size, y: height / 2 - ((minY + maxY) / 2) * size },
  };
}
