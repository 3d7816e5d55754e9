// Escaping for the exporters: names, notes and summaries are the GM's free text.

/** Text safe inside HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Text safe inside a Markdown paragraph, list item or table cell: Markdown punctuation is
 * backslash-escaped, and `<` becomes an entity so no notes app renders raw HTML from a name (no
 * tag opens without it, so `>` stays as typed and "3 -> 4" reads as it was written).
 * The text often lands at the start of a line or of a list item ("- # Heading" is a heading in a
 * list), so what would open a block there (a heading, a quote, a list, an indented code block) is
 * defused too: a GM's name stays the text it was.
 */
export function escapeMarkdown(text: string): string {
  return text
    // A lone & reads fine everywhere; only one that would start an entity needs escaping.
    .replace(/&(?=#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/([\\`*_[\]|~#])/g, '\\$1')
    .replace(/\r?\n/g, ' ')
    .replace(/^\s+/, '')
    .replace(/^([+=>-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A paragraph of free text: each line escaped (so none starts a heading, list or quote), the line breaks kept. */
export function escapeMarkdownBlock(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeMarkdown(line))
    .join('  \n');
}
