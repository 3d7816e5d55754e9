// The ready-made characters of each system, offered when adding a combatant in prep.
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../../../shared/rules/waylights/samples';
import type { SystemId } from '../../../shared/model/schema';

/** Sample sheets by system, each with the name to show. */
export function sampleSheets(system: SystemId): { name: string; sheet: { name: string } }[] {
  const table: Record<string, { name: string }> =
    system === 'yaugs' ? YAUGS_SAMPLES : system === 'vers' ? VERS_SAMPLES : WAYLIGHTS_SAMPLES;
  return Object.values(table).map((sheet) => ({ name: sheet.name, sheet }));
}
