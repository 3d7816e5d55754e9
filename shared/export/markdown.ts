// The session log as Markdown, readable in any notes app: a title, the combatants, then one
// section per round with each event as a bullet and each roll's breakdown nested under it.
import type { SessionRecord } from '../engine/session';
import { escapeMarkdownBlock, escapeMarkdown as md } from './escape';
import { buildExportDoc, systemName, type DocEntry, type DocRoll, type ExportDoc } from './exportDoc';
import { facesWords, resultWords, signed } from './rollText';

export type ExportOptions = {
  /** Leave out everything GM-only: the players' version. */
  readonly players: boolean;
  /** The export date to print; none prints no date (tests and reproducible exports). */
  readonly date?: Date;
  /** Token art for the HTML page: a data URL per library asset name (exportArt); the Markdown has none. */
  readonly art?: Readonly<Record<string, string>>;
};

const SIDE_WORDS = { pc: 'PC', npc: 'NPC', ally: 'Ally' } as const;

function rollLines(r: DocRoll, i: number): string[] {
  const head = r.label === null ? `Roll ${i + 1}` : md(r.label);
  const expr = r.expression && /[+-]/.test(r.expression) ? ` (${md(r.expression)})` : '';
  const faces = r.faces.length ? ` \u2014 rolled ${md(facesWords(r.faces))}${expr}` : ' \u2014 no dice';
  const lines = [`  - ${head}${faces}`];
  for (const m of r.modifiers) lines.push(`    - ${md(m.source)}: ${signed(m.value)}`);
  const result = resultWords(r);
  if (result) lines.push(`    - **${md(result)}**`);
  return lines;
}

function entryLines(e: DocEntry): string[] {
  const tag = e.gmOnly ? ' *(GM only)*' : '';
  const turn = e.turn > 0 ? `T${e.turn} \u00b7 ` : '';
  const lines = [`- ${turn}${md(e.text)}${tag}`];
  if (e.rolls.length && e.rolls.every((r) => r.label === null && r.modifiers.length === 0 && r.outcome === null)) {
    // Faces alone (the players' copy): one line of dice.
    lines.push(`  - Dice: ${e.rolls.map((r) => (r.faces.length ? md(facesWords(r.faces)) : 'none')).join(' | ')}`);
  } else e.rolls.forEach((r, i) => lines.push(...rollLines(r, i)));
  for (const n of e.notes) lines.push(`  - ${md(n)}`);
  return lines;
}

/** Renders an export document as Markdown. */
export function renderMarkdown(doc: ExportDoc, date?: Date): string {
  const out: string[] = [`# ${md(doc.title)}`, ''];
  const meta = [`**System:** ${systemName(doc.system)}`, `**Encounter:** ${md(doc.encounter)}`];
  if (date) meta.push(`**Exported:** ${date.toISOString().slice(0, 10)}`);
  if (doc.replayInfo) meta.push(`**Seed:** \`${doc.replayInfo.seed.replace(/`/g, "'")}\``, `**Rules:** \`${doc.replayInfo.rulesVersion.replace(/`/g, "'")}\``, `**Commands:** ${doc.replayInfo.commands}`);
  out.push(meta.join('  \n'), '');
  out.push(doc.audience === 'players' ? '*Players\u2019 copy: nothing GM-only is included.*' : '*GM\u2019s copy: entries marked (GM only) are never shown to the players.*', '');
  if (doc.gmNotes) out.push('## GM notes', '', escapeMarkdownBlock(doc.gmNotes), '');

  out.push('## Combatants', '');
  if (doc.audience === 'gm') {
    out.push('| Name | Side | Hidden | At the end | Notes |', '| --- | --- | --- | --- | --- |');
    for (const c of doc.combatants) out.push(`| ${md(c.name)} | ${SIDE_WORDS[c.side]} | ${md(c.hidden)} | ${md(c.end)} | ${md(c.notes)} |`);
  } else {
    out.push('| Name | Side | At the end |', '| --- | --- | --- |');
    for (const c of doc.combatants) out.push(`| ${md(c.name)} | ${SIDE_WORDS[c.side]} | ${md(c.end)} |`);
  }
  out.push('');

  for (const r of doc.rounds) {
    out.push(r.round === 0 ? '## Before the fight' : `## Round ${r.round}`, '');
    for (const e of r.entries) out.push(...entryLines(e));
    out.push('');
  }
  if (doc.problem) out.push(`> ${md(doc.problem)}`, '');
  out.push(`**${md(doc.outcome)}**`, '');
  return out.join('\n');
}

/** The session log of `record` as Markdown; `players` leaves out everything GM-only. */
export function exportMarkdown(record: SessionRecord, opts: ExportOptions): string {
  return renderMarkdown(buildExportDoc(record, opts.players ? 'players' : 'gm'), opts.date);
}
