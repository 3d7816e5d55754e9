// The colour scales of the step-here shading (issue 26), apart from the numbers: the players' page
// draws them too, and must not pull the engine into its bundle.

// Sequential scales, dark to bright, so more reads as more at a glance: harm in blue to gold, danger in wine to red.
const SCALES = { best: ['#1d2b53', '#2c5d8a', '#3f9aa8', '#8fcf8a', '#f2d15c'], danger: ['#2a1a2e', '#5c1f3a', '#9b2740', '#d9433a', '#ff8a50'] } as const;

/** The colour of chance `p` (0 to 1) on a scale, at 60% opacity so the map's cover and ground show through (where to stand depends on them). */
export function scaleColour(mode: 'best' | 'danger', p: number): string {
  const scale = SCALES[mode];
  const c = scale[Math.min(scale.length - 1, Math.floor(Math.max(0, Math.min(1, p)) * scale.length))]!;
  return `${c}99`;
}

