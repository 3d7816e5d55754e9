// The ready-made Waylights characters offered in prep and as a start for the quick-create form.
import { SAMPLE_CHARACTERS } from '../../../shared/rules/waylights/samples';
import type { SampleSheet } from '../../state/systemRoom';

/** The Waylights sample sheets, each with the name to show. */
export function waylightsSamples(): SampleSheet[] {
  return Object.values(SAMPLE_CHARACTERS).map((sheet) => ({ name: sheet.name, sheet }));
}
