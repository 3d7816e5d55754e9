// The YAUGS entry of the registry's list: its definition and what the app asks beside it.
import type { PlayerWordsStep, SystemEntry } from '../entry';
import { yaugsAdapter } from './definition';
import { yaugsExamples } from './examples';
import type { YaugsSchemas } from './schemas';
import { yaugsAdvice } from './advice';

/** A raise of the Opponent Quotient as the players read it: which raise, and whether the step back was won. */
function oqRaisedWords(who: string, _whom: string, step: PlayerWordsStep): string {
  const cmd = step.command;
  if (cmd?.type !== 'yaugs-raise-oq') return `${who} defends`;
  if (cmd.method === 'forgo-attacks') return `${who} forgoes attacking to defend`;
  const was = step.before.encounter.combatants.find((c) => c.id === cmd.id)?.position;
  const now = step.after.encounter.combatants.find((c) => c.id === cmd.id)?.position;
  return was && now && (was.q !== now.q || was.r !== now.r) ? `${who} gives ground` : `${who} tries to give ground and fails`;
}

/** YAUGS as the registry lists it. */
export const yaugsSystem: SystemEntry<YaugsSchemas> = {
  definition: yaugsAdapter,
  name: 'YAUGS',
  examples: yaugsExamples,
  advice: yaugsAdvice,
  playerWords: { 'oq-raised': oqRaisedWords },
};
