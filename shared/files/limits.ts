// Limits on what a file may be. They exist so a hostile or broken file cannot freeze or crash
// the app; real files sit far below them (an encounter with 500 combatants on a 100x100 map is
// about 1 MB).

/**
 * The largest file Hexfray opens: 20 MiB. Twenty times the biggest realistic encounter, and small
 * enough that reading, parsing and validating it stays well under a second.
 */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * The most commands a session may hold: 25,000. A long evening is a few thousand. Opening, saving
 * and listing a session file happen on the host's only thread and cost time in proportion to its
 * commands: at 25,000 (about 2.5 MB) each stays near or under 100 ms, where 100,000 held the host
 * for 160-300 ms. A crafted million-command session is refused before anything else looks at it.
 */
export const MAX_SESSION_COMMANDS = 25_000;

/** The deepest nesting of lists and objects accepted; real files nest fewer than 10 levels. */
export const MAX_NESTING_DEPTH = 256;

/** Keys refused anywhere in a file, because code that copies objects could turn them into prototype changes. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The most problems reported for one file; past that the GM has what they need to fix it. */
export const MAX_REPORTED_ERRORS = 50;

/** Formats a byte count the way the limit messages show it. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${n} bytes`;
}

/**
 * A size and the limit it is measured against, each shown with just enough precision that two
 * different numbers never read alike ("20.001 MB" against "20 MB", or exact bytes when that is the
 * only way).
 */
export function formatBytesAgainst(n: number, limit: number): { size: string; limit: string } {
  if (n === limit) return { size: formatBytes(n), limit: formatBytes(limit) };
  for (let digits = 1; digits <= 3; digits++) {
    const size = formatBytesTo(n, digits);
    const max = formatBytesTo(limit, digits);
    if (size !== max) return { size, limit: max };
  }
  const exact = (b: number) => `${b.toLocaleString('en-US')} bytes`;
  return { size: exact(n), limit: exact(limit) };
}

function formatBytesTo(n: number, digits: number): string {
  const unit = n >= 1024 * 1024 ? [1024 * 1024, 'MB'] as const : n >= 1024 ? [1024, 'KB'] as const : null;
  if (!unit) return `${n} bytes`;
  return `${(n / unit[0]).toFixed(digits).replace(/\.?0+$/, '')} ${unit[1]}`;
}

/** What a file over MAX_FILE_BYTES was expected to be, for its error: both sizes told apart. */
export function tooLargeExpected(size: number): string {
  const shown = formatBytesAgainst(size, MAX_FILE_BYTES);
  return `a file of at most ${shown.limit} (this one is ${shown.size}, Hexfray does not open files that large)`;
}
