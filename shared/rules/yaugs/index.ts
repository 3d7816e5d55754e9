// The fixed public API of the YAUGS rules core (RULES.md Appendix). Helpers live beside it in their
// own modules (level, opponentQuotient, defence, parry, damage, attackerCap, gmTables, sheet, preview).
export type { TargetResult } from './target';
export { resolveTarget } from './target';
export { activeDefence } from './defence';
export { opponentQuotient } from './opponentQuotient';
export { resolveActive } from './active';
