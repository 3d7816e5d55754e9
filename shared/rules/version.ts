/**
 * The version of the rules implementation. A session records it; replaying a session recorded
 * under another version warns that numbers may differ. Bump it whenever a rule's outcome changes,
 * or the state digest's definition (shared/engine/digest.ts), which recorded sessions verify.
 * 1.1.0: the digest absorbs 32-bit words instead of hashing hex text.
 * 1.2.0: the revised RULES.md (OQ slots, parry within the OQ, raises, caps, Counter-Attack, VERS
 *   per-round counts and NPC penalties, cover in the defender's hex and shields, quick recovery,
 *   Waylights surprise, step aside, Split Move order, near-miss tension on); the round's counters
 *   and the turn's steps are part of the state.
 */
export const RULES_VERSION = '1.2.0';
