/**
 * The version of the rules implementation. A session records it; replaying a session recorded
 * under another version warns that numbers may differ. Bump it whenever a rule's outcome changes,
 * or the state digest's definition (shared/engine/digest.ts), which recorded sessions verify.
 * 1.1.0: the digest absorbs 32-bit words instead of hashing hex text.
 */
export const RULES_VERSION = '1.1.0';
