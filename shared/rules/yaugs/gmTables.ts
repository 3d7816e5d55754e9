// RULES.md 1.2: the fumble, critical and opposed-results tables are GM data, not rules content.
// They start empty; the rules core only offers what the GM entered, plus the one option the rules
// themselves name for a defender's critical.

/** One entry a GM wrote into a table. */
export type GmTableEntry = { readonly id: string; readonly label: string; readonly detail?: string };

/** The three YAUGS tables a GM may fill in. */
export type YaugsGmTables = {
  readonly opposedResults: readonly GmTableEntry[];
  readonly fumble: readonly GmTableEntry[];
  readonly critical: readonly GmTableEntry[];
};

/** Empty tables: the source has no content for them and none is invented. */
export function emptyGmTables(): YaugsGmTables {
  return { opposedResults: [], fumble: [], critical: [] };
}

/** The Counter-Attack option a defender's critical always offers (RULES.md 1.2). */
export const COUNTER_ATTACK: GmTableEntry = Object.freeze({ id: 'counter-attack', label: 'Counter-Attack' });

/** The choices offered to the GM after an exchange, grouped by the table they come from. */
export type OfferedOptions = {
  readonly fumble: readonly GmTableEntry[];
  readonly critical: readonly GmTableEntry[];
  readonly opposedResults: readonly GmTableEntry[];
};

/** The table options to offer for an exchange's fumble and critical flags. */
export function offeredOptions(
  r: { fumble: 'attacker' | 'defender' | null; critical: 'attacker' | 'defender' | null },
  tables: YaugsGmTables,
): OfferedOptions {
  const opposed = r.critical === 'defender' && !tables.opposedResults.some((e) => e.id === COUNTER_ATTACK.id)
    ? [COUNTER_ATTACK, ...tables.opposedResults]
    : r.critical !== null ? tables.opposedResults : [];
  return {
    fumble: r.fumble !== null ? tables.fumble : [],
    critical: r.critical !== null ? tables.critical : [],
    opposedResults: opposed,
  };
}
