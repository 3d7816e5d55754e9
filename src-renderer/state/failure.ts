// The words for an error nothing else caught: the GM must see that something failed, what it was
// and whether anything was lost, instead of a button that silently does nothing.

/** What the GM reads: what failed and why, then what is safe (`safe`), then where the details are. */
export function failureMessage(what: string, error: unknown, safe: string): string {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `${what} failed (${detail}). ${safe} The details are in the developer console (Ctrl+Shift+I).`;
}
