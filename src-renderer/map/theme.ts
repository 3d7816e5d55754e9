// Colours of the map. Side colours and labels are the shared presentation vocabulary's, so the map,
// the players' screen and the exports agree.
export { SIDE_COLORS, SIDE_LABELS } from '../../shared/present/vocabulary';

export const MAP_THEME = {
  background: '#15181d',
  board: '#232a33',
  grid: '#4d5866',
  wall: '#6b717b',
  wallEdge: '#9aa1ab',
  // Doors by what the GM most needs to tell apart at a glance: closed amber, locked red, secret violet.
  doorEdge: '#e8b84a',
  lockedDoorEdge: '#ff5e57',
  secretDoorEdge: '#c79bff',
  windowEdge: '#7cc8ff',
  lowWallEdge: '#b9c48a',
  difficult: '#4a3f2a',
  difficultDot: '#8a7650',
  cover: '#2f4d33',
  coverEdge: '#7fbf7f',
  coverText: '#e8f5e8',
  text: '#e8ecf1',
  textDark: '#111418',
  hover: 'rgba(255,255,255,0.16)',
  reach: 'rgba(86,180,233,0.18)',
  reachEdge: 'rgba(86,180,233,0.55)',
  // An area template: the palette's reddish purple, apart from the blue reach, the shading's scale
  // and the NPCs' vermilion (an orange blast vanished over an ogre's own orange hexes).
  area: 'rgba(204,121,167,0.40)',
  areaEdge: 'rgba(232,160,204,0.95)',
  path: '#f0e442',
  los: '#f0e442',
  losBlocked: '#ff5c5c',
  current: '#f0b429',
  selected: '#ffffff',
  target: '#ff5c5c',
  ring: 'rgba(240,228,66,0.65)',
  barBack: 'rgba(0,0,0,0.6)',
  barGood: '#7fd37f',
  barMid: '#f0c040',
  barBad: '#ff6b5c',
} as const;
