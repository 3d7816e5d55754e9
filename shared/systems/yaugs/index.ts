// The YAUGS entry of the registry's list: its definition and what the app asks beside it.
import type { SystemEntry } from '../entry';
import { yaugsAdapter } from './definition';
import { yaugsExamples } from './examples';
import type { YaugsSchemas } from './schemas';

/** YAUGS as the registry lists it. */
export const yaugsSystem: SystemEntry<YaugsSchemas> = {
  definition: yaugsAdapter,
  name: 'YAUGS',
  examples: yaugsExamples,
  playerWords: { 'oq-raised': (who) => `${who} gives ground or holds back` },
};
