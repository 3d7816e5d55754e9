// The exporters: what each format must hold (rounds, rolls, modifiers, outcomes, snapshots), what the
// players' copies must not hold (the hidden Lurker, GM notes, NPC numbers), and escaping of GM text.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseFile } from '../../../shared/files';
import { replay, type SessionRecord } from '../../../shared/engine/session';
import { adapterFor } from '../../../shared/systems/registry';
import { exportHtml, exportJson, exportMarkdown, exportPlayersJson } from '../../../shared/export';
import { escapeHtml, escapeMarkdown } from '../../../shared/export/escape';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const SAMPLES = ['ambush-at-the-ford', 'wolves-on-the-ridge', 'the-temple-steps'] as const;

function load(name: string): SessionRecord {
  const r = parseFile(`${name}.session.json`, readFileSync(`${EXAMPLES}${name}.session.json`, 'utf8'), { expect: 'hexfray/session' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value as unknown as SessionRecord;
}

/** The rounds the session reached, its events, and every NPC harm text that no PC ever had. */
function facts(rec: SessionRecord) {
  const { session } = replay(rec);
  const events = session.events;
  const adapter = adapterFor(rec.encounter.system);
  const npc = new Set<string>();
  const pc = new Set<string>();
  for (let i = 1; i <= session.appliedCount; i++) {
    const st = session.stateAt(i);
    for (const c of rec.encounter.combatants) {
      const h = st.harm[c.id];
      if (h) (c.side === 'pc' ? pc : npc).add(adapter.describeHarm(h));
    }
  }
  const npcHarm = [...npc].filter((t) => !pc.has(t));
  return { rounds: session.state.round, attacks: events.filter((e) => e.kind === 'attack'), events, end: session.state, npcHarm };
}

/** GM text that must never reach the players' copies of the ambush sample. */
const AMBUSH_SECRETS = ['Lurker', 'lurker', 'Shoots first', 'hidden archer', 'GM notes', 'Seed', 'ambush-at-the-ford-example'];
const NPC_NUMBERS = [/\d+\/\d+ HP/, /Wounds \d+, Injury \d+/, /NDV \d/];

describe.each(SAMPLES)('exports of %s', (name) => {
  const rec = load(name);
  const f = facts(rec);

  it('Markdown has a heading per round and every attack with its faces, modifiers and outcome', () => {
    const text = exportMarkdown(rec, { players: false });
    expect(text.startsWith(`# ${rec.name.replace(/[[\]*_]/g, '')}`)).toBe(true);
    for (let r = 1; r <= f.rounds; r++) expect(text).toContain(`## Round ${r}\n`);
    expect(text).not.toContain(`## Round ${f.rounds + 1}\n`);
    expect(f.attacks.length).toBeGreaterThan(0);
    for (const a of f.attacks) {
      for (const roll of a.rolls) {
        for (const m of roll.modifiers) expect(text).toContain(escapeMarkdown(m.source));
        expect(text).toContain(escapeMarkdown(roll.outcome));
        if (roll.roll && roll.roll.faces.length) expect(text).toContain(`d${roll.roll.faces[0]!.sides}: ${roll.roll.faces.filter((x) => x.sides === roll.roll!.faces[0]!.sides).map((x) => x.value).join(', ')}`);
        if (roll.against !== null) expect(text).toContain(`total ${roll.total} against ${roll.against}`);
      }
    }
  });

  it('HTML is one self-contained page: a map (or "nothing has changed") for the start and each round, no scripts, nothing fetched', () => {
    for (const players of [false, true]) {
      const html = exportHtml(rec, { players });
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      const unchanged = (html.match(/nothing on the map has changed since/g) ?? []).length;
      expect((html.match(/<svg /g) ?? []).length + unchanged).toBe(f.rounds + 1);
      expect(html.match(/<svg /g)?.length).toBeGreaterThan(1);
      expect(html).toContain('Start of the fight');
      for (let r = 1; r < f.rounds; r++) expect(html).toContain(`End of round ${r}<`);
      // The one link allowed is a later map's <use> of the board an earlier map drew, on this page.
      expect(html).not.toMatch(/<script|<link|<iframe|<img|\ssrc=|href="[^#]|xlink:|url\(|@import|\son\w+=/i);
      expect(html).toContain('@media print');
      for (let r = 1; r <= f.rounds; r++) expect(html).toContain(`<h2>Round ${r}</h2>`);
    }
  });

  it('HTML shows each attack of the GM copy with its roll breakdowns', () => {
    const html = exportHtml(rec, { players: false });
    expect((html.match(/<details>/g) ?? []).length).toBe(f.events.filter((e) => e.rolls.length > 0).length);
    for (const a of f.attacks) expect(html).toContain(escapeHtml(a.summary));
  });

  it('the NPC harm texts checked below exist in the GM copy (so their absence means something)', () => {
    expect(f.npcHarm.length).toBeGreaterThan(0);
    const gm = exportMarkdown(rec, { players: false });
    expect(f.npcHarm.some((h) => gm.includes(escapeMarkdown(h)))).toBe(true);
  });

  it('players\u2019 copies hold no GM notes, hidden combatants, NPC numbers or GM-only entries', () => {
    const gmOnly = f.events.filter((e) => e.gmOnly).map((e) => e.summary);
    const hidden = rec.encounter.combatants.filter((c) => c.hidden).map((c) => c.name);
    for (const text of [exportMarkdown(rec, { players: true }), exportHtml(rec, { players: true }), exportPlayersJson(rec)]) {
      expect(text).not.toContain(rec.encounter.gmNotes);
      expect(text).not.toContain(rec.seed);
      for (const h of hidden) expect(text).not.toContain(h);
      for (const s of gmOnly) expect(text).not.toContain(s);
      for (const c of rec.encounter.combatants.filter((x) => x.notes)) expect(text).not.toContain(c.notes);
      // PC harm may show in numbers; strip the PCs' lines before looking for numbers.
      const pcs = rec.encounter.combatants.filter((c) => c.side === 'pc');
      const npcOnly = text
        .replace(/"harmDetail": ("[^"]*"|null)/g, '')
        .split('\n')
        .filter((l) => !pcs.some((p) => l.includes(p.name) && /HP|Wounds|Grazed|Wounded|Unhurt/.test(l)))
        .join('\n');
      for (const p of NPC_NUMBERS) expect(npcOnly).not.toMatch(p);
      for (const h of f.npcHarm) expect(text).not.toContain(h);
      for (const c of rec.encounter.combatants.filter((x) => !x.hidden)) expect(text).toContain(c.name);
    }
  });

  it('JSON is the session file itself, and replays to the same final state', () => {
    const j = exportJson(rec);
    expect(j.ok).toBe(true);
    if (!j.ok) return;
    expect(j.text).toBe(readFileSync(`${EXAMPLES}${name}.session.json`, 'utf8'));
    const back = parseFile('x.session.json', j.text, { expect: 'hexfray/session' });
    expect(back.ok).toBe(true);
  });

  it('the players\u2019 JSON is a player log, not a session', () => {
    const p = JSON.parse(exportPlayersJson(rec));
    expect(p.format).toBe('hexfray/player-log');
    expect(p).not.toHaveProperty('encounter');
    expect(p).not.toHaveProperty('commands');
    expect(p.log.some((e: { kind: string }) => e.kind === 'attack')).toBe(true);
    for (const t of p.final.tokens as { side: string; harmDetail: string | null }[]) expect(t.harmDetail === null).toBe(t.side !== 'pc');
  });
});

describe('ambush players\u2019 copy', () => {
  const rec = load('ambush-at-the-ford');
  it('leaves out the hidden Lurker, its notes and the GM notes, and words NPC harm', () => {
    const md = exportMarkdown(rec, { players: true });
    const gm = exportMarkdown(rec, { players: false });
    for (const s of AMBUSH_SECRETS) {
      expect(md).not.toContain(s);
      expect(gm.includes(s) || s === 'lurker').toBe(true);
    }
    expect(md).toMatch(/\| Bruiser \| NPC \| (unhurt|grazed|wounded|badly hurt|down) \|/);
    expect(gm).toMatch(/\| Bruiser \| NPC \|  \| \d+\/\d+ HP \|/);
  });
});

describe('escaping GM text', () => {
  const rec = load('ambush-at-the-ford');
  const evil = '<script>alert(1)</script> *bold* [x](y)';
  const raw = JSON.parse(JSON.stringify(rec)) as SessionRecord & { encounter: { combatants: { name: string; notes: string }[]; gmNotes: string } };
  raw.encounter.combatants[0]!.name = evil;
  raw.encounter.combatants[0]!.notes = '<img src=x onerror=alert(2)>';
  raw.encounter.gmNotes = '# not a heading\n<b>bold</b>';
  (raw as { name: string }).name = `Title ${evil}`;

  it('HTML never carries a name as markup', () => {
    for (const players of [false, true]) {
      const html = exportHtml(raw, { players });
      expect(html).not.toMatch(/<script|<img/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('Markdown never carries a name as HTML or as Markdown syntax', () => {
    const md = exportMarkdown(raw, { players: false });
    expect(md).not.toMatch(/<script|<img|<b>/i);
    expect(md).toContain('&lt;script>');
    expect(md).toContain('\\*bold\\*');
    expect(md).toContain('\\[x\\](y)');
    expect(md).toContain('\\# not a heading');
  });
});

describe('one presentation vocabulary (the map, the players and the exports agree)', () => {
  it('a token named "Orc 12" reads O12 on the exported map, as it does on the screens', async () => {
    const rec = load('wolves-on-the-ridge');
    const renamed = { ...rec, encounter: { ...rec.encounter, combatants: rec.encounter.combatants.map((c, i) => (i === 0 ? { ...c, name: 'Orc 12' } : c)) } } as SessionRecord;
    const html = exportHtml(renamed, { players: false });
    expect(html).toContain('>O12</text>');
    // The map's and the players' screen's label (src-renderer/map/initials.ts re-exports it).
    const { initials } = await import('../../../src-renderer/map/initials');
    expect(initials('Orc 12')).toBe('O12');
  });
});

describe('the HTML of a long fight', () => {
  it('draws the board once and each changed map over it, and says so for a round where nothing on the map changed', () => {
    // The ambush sample, then 2,000 turns ended one after another: hundreds of rounds where nobody moves.
    const base = load('ambush-at-the-ford');
    const long = { ...base, commands: [...base.commands, ...Array.from({ length: 2000 }, () => ({ command: { type: 'end-turn' }, digest: '0000000000000000' }))] } as unknown as SessionRecord;
    const html = exportHtml(long, { players: false });
    const svgs = (html.match(/<svg /g) ?? []).length;
    const rounds = Math.max(...[...html.matchAll(/<h2>Round (\d+)<\/h2>/g)].map((m) => Number(m[1])));
    expect(rounds).toBeGreaterThan(300);
    expect(html.match(/<g id="board-1">/g)).toHaveLength(1);
    expect(html.match(/<use href="#board-1"\/>/g)).toHaveLength(svgs - 1);
    // Every round's end is still named, as a map or as the line saying it is unchanged.
    for (let r = 1; r < rounds; r++) expect(html).toMatch(new RegExp(`End of round ${r}(</figcaption>|</b>: nothing on the map has changed since)`));
    expect(svgs).toBeLessThan(20);
  });
});
