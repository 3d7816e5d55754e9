// A blank encounter for the "New encounter" form, with the system's default settings.
import type { Encounter, SystemId } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import type { Orientation } from '../../../shared/hex';
import { roomOf } from '../../state/roomRegistry';

export type NewEncounterInput = { name: string; system: SystemId; width: number; height: number; metersPerHex: number; orientation: Orientation };

/** A validated empty encounter, or the problem with the input in words. */
export function blankEncounter(input: NewEncounterInput): { ok: true; encounter: Encounter } | { ok: false; error: string } {
  const settings = roomOf(input.system).defaultSettings();
  const r = encounterSchema.safeParse({
    name: input.name.trim() || 'New encounter',
    system: input.system,
    settings,
    gmNotes: '',
    map: { width: input.width, height: input.height, orientation: input.orientation, metersPerHex: input.metersPerHex, background: null, terrain: [] },
    combatants: [],
  });
  if (r.success) return { ok: true, encounter: r.data };
  const issue = r.error.issues[0]!;
  return { ok: false, error: `${issue.path.join('.')}: ${issue.message}` };
}
