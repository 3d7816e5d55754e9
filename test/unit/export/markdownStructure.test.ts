// A GM's text in a Markdown export stays text: a combatant named "# Heading" must not become a
// heading in a notes app, nor "1. First" a list, "> Quote" a quote or "    code" a code block.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseFile } from '../../../shared/files';
import type { SessionRecord } from '../../../shared/engine/session';
import { exportMarkdown } from '../../../shared/export';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const CRAFTED = ['# Heading', '1. First', '> Quote', '- Item', '+ Plus', '= Setext', '    Code block', '2) Second'];

function craftedSession(): SessionRecord {
  const r = parseFile('ambush.session.json', readFileSync(`${EXAMPLES}ambush-at-the-ford.session.json`, 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const rec = structuredClone(r.value) as unknown as SessionRecord & { encounter: { combatants: { name: string; notes: string }[]; gmNotes: string } };
  rec.encounter.combatants.forEach((c, i) => {
    c.name = CRAFTED[i % CRAFTED.length]!;
    c.notes = CRAFTED[(i + 1) % CRAFTED.length]!;
  });
  rec.encounter.gmNotes = CRAFTED.join('\n');
  return { ...rec, name: '## Not a section' };
}

/** The block a Markdown line opens once its list markers are read: heading, quote, list or code, or null for plain text. */
function blockOf(line: string): string | null {
  const inner = line.replace(/^(\s*[-*+]\s+)+/, '');
  if (/^ {0,3}#{1,6}(\s|$)/.test(inner)) return 'heading';
  if (/^ {0,3}>/.test(inner)) return 'quote';
  if (/^ {0,3}(\d{1,9}[.)]|[-+*])(\s|$)/.test(inner)) return 'list';
  if (/^ {0,3}=+\s*$/.test(inner)) return 'setext';
  if (line !== inner && /^ {4,}\S/.test(inner)) return 'code';
  return null;
}

describe('Markdown export keeps a GM\u2019s text as text', () => {
  for (const players of [false, true]) {
    it(`${players ? 'players\u2019' : 'GM'} copy: past the export's own headings, list markers and quotes, no line opens a block`, () => {
      const md = exportMarkdown(craftedSession(), { players, date: new Date(0) });
      const lines = md.split('\n');
      expect(lines[0]).toBe('# \\#\\# Not a section');
      const opening: string[] = [];
      for (const line of lines) {
        if (line.startsWith('|')) continue; // a table cell opens no block
        const own = /^(#{1,2} |\s*- |> )/.exec(line);
        const content = own ? line.slice(own[0].length) : line;
        if (blockOf(content) !== null) opening.push(line);
      }
      expect(opening).toEqual([]);
      expect(md).toContain('\\# Heading');
      expect(md).toContain('1\\. First');
    });
  }
});
