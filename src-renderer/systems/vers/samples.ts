// The ready-made VERS characters offered in prep and as a start for the quick-create form.
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';
import type { SampleSheet } from '../../state/systemRoom';

/** The VERS sample sheets, each with the name to show. */
export function versSamples(): SampleSheet[] {
  return Object.values(SAMPLE_SHEETS).map((sheet) => ({ name: sheet.name, sheet }));
}
