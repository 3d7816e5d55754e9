// A stand-in for the encounter schema until shared/encounter/schema.ts is wired in: it checks only
// what the library lists (name, system, combatants) and lets everything else through.
import { z } from 'zod';

/** The placeholder schema of an encounter body (without the file envelope). */
export const encounterSchema = z.looseObject({
  name: z.string({ error: 'The encounter needs a name (a text)' }).trim().min(1, { error: 'The encounter needs a name' }),
  system: z.enum(['yaugs', 'vers', 'waylights'], { error: 'The system must be "yaugs", "vers" or "waylights"' }),
  combatants: z.array(z.unknown(), { error: 'Combatants must be a list [...]' }),
});
