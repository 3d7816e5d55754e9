// Colours of the map. Side colours come from the Okabe-Ito palette, which stays distinct under the
// common colour-vision deficiencies; tokens also differ by shape, so colour is never the only cue.
export const SIDE_COLORS = { pc: '#56B4E9', npc: '#D55E00', ally: '#009E73' } as const;
export const SIDE_LABELS = { pc: 'PC', npc: 'NPC', ally: 'Ally' } as const;

export const MAP_THEME = {
  background: '#15181d',
  board: '#232a33',
  grid: '#4d5866',
  wall: '#6b717b',
  wallEdge: '#9aa1ab',
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
