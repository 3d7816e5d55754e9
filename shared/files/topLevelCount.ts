// Counting the entries of one list in a file's text without parsing it, so a file over a count
// limit (a session of a million commands) is refused in one quick pass instead of after a parse of
// hundreds of milliseconds and a copy of everything it holds.

/**
 * The number of entries of the list under `key` in the top-level object of JSON `text`, or null
 * when there is no such list. Strings are skipped, so brackets and commas in text do not count; a
 * key given twice counts as JSON.parse reads it, the last one. Text that is not valid JSON gives a
 * count that means nothing, and its parse reports it.
 */
export function topLevelListLength(text: string, key: string): number | null {
  const quoted = JSON.stringify(key);
  let depth = 0;
  let found: number | null = null;
  let counting = false;
  let count = 0;
  let empty = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: a key of the top-level object is compared, every other one skipped.
      const start = i;
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c) i++;
        else if (s === 0x22) break;
      }
      if (counting && depth === 2) empty = false;
      if (depth === 1 && i - start + 1 === quoted.length && text.startsWith(quoted, start)) {
        let j = i + 1;
        while (j < text.length && /\s/.test(text[j]!)) j++;
        if (text[j] !== ':') continue;
        for (j++; j < text.length && /\s/.test(text[j]!); j++);
        if (text[j] === '[') {
          counting = true;
          count = 0;
          empty = true;
          depth = 2;
          i = j;
        }
      }
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      if (counting && depth === 2) empty = false;
      depth++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (counting && depth === 1) {
        found = empty ? 0 : count + 1;
        counting = false;
      }
    } else if (counting && depth === 2) {
      if (c === 0x2c) count++;
      else if (c > 0x20) empty = false;
    }
  }
  return found;
}
