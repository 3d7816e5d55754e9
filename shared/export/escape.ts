// Escaping for the exporters: names, notes and summaries are the GM's free text.

/** Text safe inside HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Text safe inside a Markdown paragraph, list item or table cell: Markdown punctuation is
 * backslash-escaped, and `<` `>` become entities so no notes app renders raw HTML from a name.
 */
export function escapeMarkdown(text: string): string {
  return text
    // A lone & reads fine everywhere; only one that would start an entity needs escaping.
    .replace(/&(?=#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}

/** A paragraph of free text: escaped, and a line that would start a heading, list or quote is defused. */
export function escapeMarkdownBlock(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeMarkdown(line).replace(/^(\s*)([#>+-]|\d+\.)/, '$1\\$2'))
    .join('  \n');
}
