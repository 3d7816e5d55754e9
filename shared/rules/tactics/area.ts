// The area a weapon strikes (RULES.md 5.3), on a weapon of any system's sheet: each system's weapon
// schema takes this one field, so the three sheets cannot disagree on its shape or its messages.
import { z } from 'zod';

/** The shapes of an area attack: a burst around a hex, a cone or a line from the attacker. */
const AREA_SHAPES = ['burst', 'cone', 'line'] as const;

/** The longest cone or line and the widest burst a weapon may have, in hexes. */
const MAX_AREA_SIZE = 30;

/** A weapon's `area`: its shape and size in hexes (a burst's radius, a cone's or a line's length); null or absent for one target. */
export const weaponAreaSchema = z
  .object({
    shape: z.enum(AREA_SHAPES, { error: 'An area is a "burst", a "cone" or a "line"' }),
    size: z
      .number({ error: `An area's size must be a whole number of hexes from 1 to ${MAX_AREA_SIZE}` })
      .int({ error: `An area's size must be a whole number of hexes from 1 to ${MAX_AREA_SIZE}` })
      .min(1, { error: `An area's size must be a whole number of hexes from 1 to ${MAX_AREA_SIZE}` })
      .max(MAX_AREA_SIZE, { error: `An area's size must be a whole number of hexes from 1 to ${MAX_AREA_SIZE}` }),
  })
  .nullable()
  .optional();

