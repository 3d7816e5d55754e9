// The VERS injury track as counts per condition (RULES.md 2.7), the shape the appendix API fixes.

/** The four injury conditions, lightest first. */
export type Condition = 'grazed' | 'wounded' | 'impaired' | 'disabled';

/** How many marks the track holds at each condition. */
export type ConditionCounts = { grazed: number; wounded: number; impaired: number; disabled: number };

/** The conditions from lightest to heaviest; marks move up this list when their level is full. */
export const CONDITION_ORDER = ['grazed', 'wounded', 'impaired', 'disabled'] as const satisfies readonly Condition[];

/** How many marks each condition holds. */
export const CONDITION_SLOTS = { grazed: 2, wounded: 2, impaired: 1, disabled: 1 } as const satisfies Record<Condition, number>;

/** An empty injury track. */
export function emptyTrack(): ConditionCounts {
  return { grazed: 0, wounded: 0, impaired: 0, disabled: 0 };
}

/** The condition an NDV inflicts: null below 0 (a hit with no injury). */
export function conditionForNdv(ndv: number): Condition | null {
  if (!Number.isFinite(ndv)) throw new RangeError(`NDV must be a number, got ${ndv}`);
  if (ndv < 0) return null;
  if (ndv <= 2) return 'grazed';
  if (ndv <= 5) return 'wounded';
  if (ndv <= 8) return 'impaired';
  return 'disabled';
}

/** Where a new mark of `condition` lands: its own level if free, else the next level up with room; null when all are full. */
export function slotFor(track: ConditionCounts, condition: Condition): Condition | null {
  for (let i = CONDITION_ORDER.indexOf(condition); i < CONDITION_ORDER.length; i++) {
    const level = CONDITION_ORDER[i]!;
    if (track[level] < CONDITION_SLOTS[level]) return level;
  }
  return null;
}

/** The track with one more mark of `condition`; unchanged when every slot from there up to Disabled is full. */
export function addCondition(track: ConditionCounts, condition: Condition): ConditionCounts {
  const level = slotFor(track, condition);
  if (level === null) return { ...track };
  return { ...track, [level]: track[level] + 1 };
}

/** The heaviest condition with at least one mark, or null for an unhurt character. */
export function highestCondition(track: ConditionCounts): Condition | null {
  for (let i = CONDITION_ORDER.length - 1; i >= 0; i--) {
    const level = CONDITION_ORDER[i]!;
    if (track[level] > 0) return level;
  }
  return null;
}
