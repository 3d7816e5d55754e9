/** Up to three characters for a token: initials of a name's words ("V2" for "Villager 2"), or its first two letters. */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, '').split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    const last = words[words.length - 1]!;
    return (words[0]![0]! + (/^\d+$/.test(last) ? last : last[0]!)).toUpperCase().slice(0, 3);
  }
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}
