// A hex direction as the arrow a button shows: the same compass word the log uses, so a flat-top
// map's direction 0 is ↘, not the pointy-top →.
import { directionWord, type Orientation } from '../../shared/hex';

const ARROWS: Record<string, string> = {
  east: '→',
  'north-east': '↗',
  north: '↑',
  'north-west': '↖',
  west: '←',
  'south-west': '↙',
  south: '↓',
  'south-east': '↘',
};

/** The arrow of direction i on a map of `orientation`. */
export function directionArrow(i: number, orientation: Orientation): string {
  return ARROWS[directionWord(i, orientation)]!;
}
