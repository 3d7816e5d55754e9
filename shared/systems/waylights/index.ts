// The Waylights entry of the registry's list: its definition and what the app asks beside it.
import type { SystemEntry } from '../entry';
import { waylightsAdapter } from './definition';
import { waylightsExamples } from './examples';
import type { WaylightsSchemas } from './schemas';
import { waylightsAdvice } from './advice';

/** Waylights as the registry lists it. */
export const waylightsSystem: SystemEntry<WaylightsSchemas> = {
  definition: waylightsAdapter,
  name: 'Waylights',
  examples: waylightsExamples,
  advice: waylightsAdvice,
  playerWords: {},
};
