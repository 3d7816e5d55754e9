// The hex toolkit of RULES.md sections 4 and 5 and its appendix: one import for the rest of the app.
export type { Hex } from './coords';
export { hexAdd, hexSubtract, hexScale, hexEquals, hexKey, hexFromKey, hexId, hexFromId } from './coords';
export { hexDistance } from './distance';
export {
  HEX_DIRECTIONS,
  normalizeDirection,
  hexDirection,
  hexNeighbor,
  hexNeighbors,
  directionDot,
  directionBetween,
  directionWord,
  turnWords,
} from './direction';
export { hexRound } from './round';
export { hexLine, hexLineNudged, nearNudgedLine, nudgedLineHexIs, nudgedLineSetup } from './line';
export { hexRing, hexesWithin, hexSpiral } from './area';
export type { Orientation, Point, Layout } from './layout';
export { makeLayout, hexToPixel, pixelToHex, hexCorners, bodyCentre, BODY_DISC_SCALE } from './layout';
export type { Offset } from './offset';
export { offsetToAxial, axialToOffset, hexPlace, isOnMap, mapHexes } from './offset';
export type { CostFn, StepFn, ReachOptions, Reach, PathCheck } from './movement';
export { reachable, reachCost, pathTo, pathCost } from './movement';
export type { LosRule, CoverObject, CoverAt, CoverSide, IsWall, Sight, Cover, SightOptions, SightAndCover } from './sight';
export { sightAndCover, lineOfSight, coverOnLine } from './sight';
export type { FootprintSize } from './footprint';
export { FOOTPRINT_SIZES, footprintHexes, footprintDistance } from './footprint';
export { bodyRing, bodyRingCorners, bodyRingOutline, coveredFrom } from './bodyRing';
export { burstHexes, coneHexes, coneDirection, lineHexes } from './areaShapes';
export type { SideTest } from './edge';
export { areNeighbors, edgeKey, sideSet } from './edge';
