// The injury track as the sheet keeps it (RULES.md 2.7): a list of marks, each Lethal or Non-lethal
// with a note, so the log can say what wounded whom. The counts of the appendix derive from it.
import { CONDITION_ORDER, slotFor, type Condition, type ConditionCounts } from './conditions';

/** One mark on the injury track. */
export type InjuryMark = {
  readonly condition: Condition;
  readonly lethal: boolean;
  /** Free text: location, weapon. */
  readonly note: string;
};

/** The result of adding a mark: the new marks, where it landed, and whether it overflowed the track. */
export type MarkResult = {
  readonly marks: readonly InjuryMark[];
  /** The level the mark occupies, or null when every slot up to Disabled was full. */
  readonly placedAt: Condition | null;
  /** True when the mark found no free slot: the track is unchanged and the log must say so. */
  readonly overflow: boolean;
  /** Words for the log. */
  readonly message: string;
};

/** The counts per condition of a list of marks. */
export function countMarks(marks: readonly InjuryMark[]): ConditionCounts {
  const counts: ConditionCounts = { grazed: 0, wounded: 0, impaired: 0, disabled: 0 };
  for (const m of marks) counts[m.condition] += 1;
  return counts;
}

/** Adds a mark of `condition`; it moves up to the next free level, and overflows (track unchanged) when none is free. */
export function addMark(marks: readonly InjuryMark[], condition: Condition, lethal: boolean, note = ''): MarkResult {
  const placedAt = slotFor(countMarks(marks), condition);
  const kind = lethal ? 'lethal' : 'non-lethal';
  if (placedAt === null) {
    return {
      marks,
      placedAt: null,
      overflow: true,
      message: `A ${kind} ${condition} mark found every slot up to Disabled full; the track stays as it is.`,
    };
  }
  const moved = placedAt === condition ? '' : ` (${condition} is full, so it moves up)`;
  return {
    marks: [...marks, { condition: placedAt, lethal, note }],
    placedAt,
    overflow: false,
    message: `A ${kind} mark goes to ${placedAt}${moved}.`,
  };
}

/** Removes `count` marks, highest condition first, the latest mark of a level first. */
export function removeMarks(marks: readonly InjuryMark[], count: number): InjuryMark[] {
  const next = [...marks];
  let remaining = count;
  for (let i = CONDITION_ORDER.length - 1; i >= 0 && remaining > 0; i--) {
    const level = CONDITION_ORDER[i]!;
    for (let j = next.length - 1; j >= 0 && remaining > 0; j--) {
      if (next[j]!.condition === level) {
        next.splice(j, 1);
        remaining--;
      }
    }
  }
  return next;
}
