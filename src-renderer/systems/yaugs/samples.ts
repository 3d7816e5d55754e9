// The ready-made YAUGS characters offered in prep and as a start for the quick-create form.
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import type { SampleSheet } from '../../state/systemRoom';

/** The YAUGS sample sheets, each with the name to show. */
export function yaugsSamples(): SampleSheet[] {
  return Object.values(YAUGS_SAMPLES).map((sheet) => ({ name: sheet.name, sheet }));
}
