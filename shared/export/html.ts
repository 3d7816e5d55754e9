// The session log as one self-contained HTML file: inline CSS, no scripts, no external resources,
// printable. The map at the start and at the end of each round as inline SVG; each event's rolls
// in a <details> table. Every piece of text is escaped: names and notes are the GM's free text.
import type { SessionRecord } from '../engine/session';
import { escapeHtml as esc } from './escape';
import { buildExportDoc, systemName, type DocEntry, type DocRoll, type DocSnapshot, type ExportDoc } from './exportDoc';
import type { ExportOptions } from './markdown';
import { PageBoards, boardKey, edgeKey } from './mapSvg';
import { initials, SIDE_COLORS } from '../present/vocabulary';
import { resultWords, signed } from './rollText';

const SIDE_WORDS = { pc: 'PC', npc: 'NPC', ally: 'Ally' } as const;

const CSS = `
:root{--ink:#1d2127;--muted:#5b6470;--line:#d9d4c7;--paper:#fffdf8;--gm:#8a3b12;--accent:#2f5d8a}
*{box-sizing:border-box}
body{margin:0;background:#ece8de;color:var(--ink);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:980px;margin:24px auto;background:var(--paper);padding:28px 36px 40px;box-shadow:0 1px 6px #0002}
h1{margin:0 0 4px;font-size:28px}
h2{margin:32px 0 10px;padding-bottom:4px;border-bottom:2px solid var(--line);font-size:20px}
.meta{color:var(--muted);margin:0 0 8px}
.meta b{color:var(--ink);font-weight:600}
.copy{display:inline-block;margin:6px 0 0;padding:3px 10px;border-radius:12px;font-size:13px;background:#e8eef5;color:var(--accent)}
.copy.gm{background:#f6e6dc;color:var(--gm)}
.notes{white-space:pre-wrap;background:#f6e6dc;border-left:4px solid var(--gm);padding:8px 12px}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{font-weight:600;color:var(--muted)}
.side{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;vertical-align:middle}
figure{margin:14px 0 6px;page-break-inside:avoid;break-inside:avoid}
figure svg{width:100%;height:auto;max-height:560px;border:1px solid var(--line);border-radius:4px;background:#fff}
figcaption{font-weight:600;margin:4px 0}
.legend{display:flex;flex-wrap:wrap;gap:2px 16px;margin:4px 0 0;padding:0;list-style:none;font-size:13px;color:var(--muted)}
.legend b{color:var(--ink);font-weight:600}
.legend .line{display:inline-block;width:16px;border-top:4px solid;vertical-align:middle;margin-right:4px}
.legend .line.dotted{border-top-style:dotted}
.legend .line.open{border-top-style:dashed}
ol.log{list-style:none;margin:0;padding:0}
ol.log>li{padding:5px 0;border-bottom:1px dotted var(--line)}
.t{display:inline-block;min-width:2.6em;color:var(--muted);font-size:12px;font-variant-numeric:tabular-nums}
.k-turn-started,.k-turn-ended{color:var(--muted)}
.k-attack>.txt{font-weight:600}
.k-out>.txt{font-weight:600;color:#8a1c1c}
.gm-only{background:#fbf1ea}
.tag{font-size:11px;font-weight:700;color:#fff;background:var(--gm);border-radius:3px;padding:0 5px;margin-left:6px;vertical-align:1px}
ul.fx{margin:2px 0 0 2.6em;padding-left:16px;color:var(--muted);font-size:13px}
details{margin:4px 0 0 2.6em}
summary{cursor:pointer;color:var(--accent);font-size:13px}
.rolls{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:8px;margin:6px 0 8px}
.faces{margin:3px 0 0 2.6em;font-size:13px;color:var(--muted)}
.faces .die{margin-left:3px}
.sep{margin:0 6px;color:var(--line)}
.expr{color:var(--muted);font:12px ui-monospace,monospace;margin-left:4px}
.roll{border:1px solid var(--line);border-radius:4px;padding:6px 10px;background:#fff}
.roll h4{margin:0 0 4px;font-size:14px}
.dice{margin:0 0 4px}
.die{display:inline-block;min-width:24px;padding:1px 5px;margin:0 3px 2px 0;border:1px solid #8893a0;border-radius:4px;text-align:center;font:600 13px ui-monospace,monospace;background:#f3f5f8}
.die small{color:var(--muted);font-weight:400;margin-left:2px}
.roll td.v{text-align:right;font-variant-numeric:tabular-nums;width:5em}
.roll tr.res td{font-weight:600;border-bottom:0}
.same{margin:10px 0;color:var(--muted)}
.end{margin-top:28px;font-weight:600}
.problem{color:#8a1c1c;font-weight:600}
@media print{
  body{background:#fff;font-size:11pt}
  main{box-shadow:none;margin:0;max-width:none;padding:0}
  details{display:block}
  details>summary{display:none}
  details::details-content{content-visibility:visible;display:block;height:auto}
  h2{break-after:avoid}
  .roll{break-inside:avoid}
  a{color:inherit;text-decoration:none}
}
`;

function dice(r: DocRoll): string {
  if (!r.faces.length) return '<div class="dice">No dice rolled</div>';
  // "1d100" says nothing the die badge does not; "1d8+2" shows the flat bonus the modifiers leave out.
  const expr = r.expression && /[+-]/.test(r.expression) ? ` <span class="expr">${esc(r.expression)}</span>` : '';
  return `<div class="dice">${r.faces.map((f) => `<span class="die" title="d${f.sides}">${f.value}<small>d${f.sides}</small></span>`).join('')}${expr}</div>`;
}

function roll(r: DocRoll, i: number): string {
  const rows = r.modifiers.map((m) => `<tr><td>${esc(m.source)}</td><td class="v">${esc(signed(m.value))}</td></tr>`);
  const result = resultWords(r);
  if (result) rows.push(`<tr class="res"><td colspan="2">${esc(result)}</td></tr>`);
  return `<div class="roll"><h4>${esc(r.label ?? `Roll ${i + 1}`)}</h4>${dice(r)}${rows.length ? `<table>${rows.join('')}</table>` : ''}</div>`;
}

function entry(e: DocEntry): string {
  const cls = `k-${e.kind}${e.gmOnly ? ' gm-only' : ''}`;
  const turn = e.turn > 0 ? `T${e.turn}` : '';
  const parts = [`<li class="${cls}"><span class="t">${turn}</span><span class="txt">${esc(e.text)}</span>${e.gmOnly ? '<span class="tag">GM only</span>' : ''}`];
  if (e.notes.length) parts.push(`<ul class="fx">${e.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`);
  if (e.rolls.length && e.rolls.every((r) => r.label === null && r.modifiers.length === 0 && r.outcome === null)) {
    // Faces alone (the players' copy): one line of dice, not a box per roll.
    parts.push(`<div class="faces">Dice ${e.rolls.map((r) => dice(r).replace(/^<div class="dice">|<\/div>$/g, '')).join('<span class="sep">|</span>')}</div>`);
  } else if (e.rolls.length) {
    const n = e.rolls.length;
    parts.push(`<details><summary>${n} roll${n === 1 ? '' : 's'}</summary><div class="rolls">${e.rolls.map(roll).join('')}</div></details>`);
  }
  parts.push('</li>');
  return parts.join('');
}

function figure(s: DocSnapshot, boards: PageBoards): string {
  const legend = s.tokens
    .map((t) => `<li><span class="side" style="background:${esc(t.out ? '#9aa0a8' : (t.color ?? SIDE_COLORS[t.side]))}"></span><b>${esc(t.name)}</b>${t.hidden ? ' (hidden)' : ''}: ${esc(t.out ? `out, ${t.harm}` : t.harm)}</li>`)
    .join('');
  const covers = s.terrain.filter((t) => t.kind === 'cover').map((t) => `<li><b>${esc(initials(t.name ?? 'Cover'))}</b> ${esc(t.name ?? 'Cover')} (cover)</li>`);
  // The sides' lines, a key only for the kinds this map has (an open door is drawn as its jambs, in its colour).
  const sides = edgeKey(s.edges ?? []).map((k) => `<li><span class="line${k.swatch === 'solid' ? '' : ` ${k.swatch}`}" style="border-color:${k.colour}"></span>${esc(k.words)}</li>`);
  return `<figure><figcaption>${esc(s.label)}</figcaption>${boards.svg(s)}<ul class="legend">${legend}${covers.join('')}${sides.join('')}</ul></figure>`;
}

/**
 * The page's maps: each snapshot drawn, except one showing exactly what the last map drawn shows
 * (rounds where nobody moved or was hurt), which says so in a line instead of repeating the map.
 */
class PageMaps {
  private readonly boards: PageBoards;
  private last: { key: string; label: string } | null = null;

  constructor(art?: Readonly<Record<string, string>>) {
    this.boards = new PageBoards(art);
  }

  show(s: DocSnapshot): string {
    const key = `${boardKey(s)}${JSON.stringify(s.tokens)}`;
    if (this.last?.key === key) return `<p class="same"><b>${esc(s.label)}</b>: nothing on the map has changed since “${esc(this.last.label)}”.</p>`;
    this.last = { key, label: s.label };
    return figure(s, this.boards);
  }
}

/** Renders an export document as a self-contained HTML page; `art` holds the token art it may embed (data URLs by asset name). */
export function renderHtml(doc: ExportDoc, date?: Date, art?: Readonly<Record<string, string>>): string {
  const meta = [`<b>System</b> ${esc(systemName(doc.system))}`, `<b>Encounter</b> ${esc(doc.encounter)}`];
  if (date) meta.push(`<b>Exported</b> ${esc(date.toISOString().slice(0, 10))}`);
  if (doc.replayInfo) meta.push(`<b>Seed</b> ${esc(doc.replayInfo.seed)}`, `<b>Rules</b> ${esc(doc.replayInfo.rulesVersion)}`, `<b>Commands</b> ${doc.replayInfo.commands}`);
  const body: string[] = [
    `<h1>${esc(doc.title)}</h1>`,
    `<p class="meta">${meta.join(' &middot; ')}</p>`,
    doc.audience === 'players'
      ? '<p class="copy">Players\u2019 copy: nothing GM-only is included</p>'
      : '<p class="copy gm">GM\u2019s copy: entries tagged \u201cGM only\u201d are never shown to the players</p>',
  ];
  if (doc.gmNotes) body.push('<h2>GM notes</h2>', `<p class="notes">${esc(doc.gmNotes)}</p>`);
  body.push('<h2>Combatants</h2>');
  const gm = doc.audience === 'gm';
  body.push(`<table><thead><tr><th>Name</th><th>Side</th>${gm ? '<th>Hidden</th>' : ''}<th>At the end</th>${gm ? '<th>Notes</th>' : ''}</tr></thead><tbody>`);
  for (const c of doc.combatants) {
    body.push(
      `<tr><td><span class="side" style="background:${SIDE_COLORS[c.side]}"></span>${esc(c.name)}</td><td>${SIDE_WORDS[c.side]}</td>${gm ? `<td>${esc(c.hidden)}</td>` : ''}<td>${esc(c.end)}</td>${gm ? `<td>${esc(c.notes)}</td>` : ''}</tr>`,
    );
  }
  body.push('</tbody></table>');

  const maps = new PageMaps(art);
  const start = doc.snapshots.find((s) => s.round === 0);
  if (start) body.push(maps.show(start));
  const rounds = [...new Set([...doc.rounds.map((r) => r.round), ...doc.snapshots.map((s) => s.round).filter((r) => r > 0)])].sort((a, b) => a - b);
  // Looked up by number: a capped session has thousands of rounds, and a search per round was quadratic.
  const roundsByNumber = new Map(doc.rounds.map((r) => [r.round, r]));
  const shotsByRound = new Map<number, DocSnapshot[]>();
  for (const s of doc.snapshots) shotsByRound.set(s.round, [...(shotsByRound.get(s.round) ?? []), s]);
  for (const n of rounds) {
    const r = roundsByNumber.get(n);
    body.push(`<section><h2>${n === 0 ? 'Before the fight' : `Round ${n}`}</h2>`);
    if (r && r.entries.length) body.push(`<ol class="log">${r.entries.map(entry).join('')}</ol>`);
    if (n > 0) for (const s of shotsByRound.get(n) ?? []) body.push(maps.show(s));
    body.push('</section>');
  }
  if (doc.problem) body.push(`<p class="problem">${esc(doc.problem)}</p>`);
  body.push(`<p class="end">${esc(doc.outcome)}</p>`);

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No scripts and nothing fetched: the page must open the same anywhere, offline, years later.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${esc(doc.title)}${doc.audience === 'players' ? ' (players)' : ''}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body><main>',
    ...body,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}

/** The session log of `record` as a self-contained HTML page; `players` leaves out everything GM-only. */
export function exportHtml(record: SessionRecord, opts: ExportOptions): string {
  return renderHtml(buildExportDoc(record, opts.players ? 'players' : 'gm'), opts.date, opts.art);
}
