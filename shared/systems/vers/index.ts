// The VERS entry of the registry's list: its definition and what the app asks beside it.
import type { SystemEntry } from '../entry';
import { versAdapter } from './definition';
import { versExamples } from './examples';
import type { VersSchemas } from './schemas';
import { versAdvice } from './advice';

/** VERS as the registry lists it. */
export const versSystem: SystemEntry<VersSchemas> = {
  definition: versAdapter,
  name: 'VERS',
  examples: versExamples,
  advice: versAdvice,
  playerWords: {
    'grapple-failed': (who, whom) => `${who} tries to grapple ${whom} and fails`,
    'break-free-failed': (who) => `${who} fails to break free`,
  },
};
