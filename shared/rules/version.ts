/**
 * The version of the rules implementation. A session records it; replaying a session recorded
 * under another version warns that numbers may differ. Bump it whenever a rule's outcome changes.
 */
export const RULES_VERSION = '1.0.0';
