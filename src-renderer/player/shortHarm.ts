// A character's harm on the players' screen in a few words: the list of what it carries, before
// the rules' effects (after the first ": "), each kind once with a count ("Wounded ×2"), without
// the small print in brackets. The screen shows the whole text on hover.

/** "Disabled (L), Wounded (L), Wounded (N): -2 to everything" reads "Disabled, Wounded ×2". */
export function shortHarm(detail: string): string {
  const colon = detail.indexOf(': ');
  const head = colon === -1 ? detail : detail.slice(0, colon);
  const counts = new Map<string, number>();
  for (const part of head.split(', ')) {
    const word = part.replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const short = [...counts].map(([w, n]) => (n > 1 ? `${w} ×${n}` : w)).join(', ');
  return short || detail;
}
