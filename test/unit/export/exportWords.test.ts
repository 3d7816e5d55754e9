// The exports of a real session read as the sheet and the table do: a YAUGS fight with a miss, a
// Counter-Attack, a timed condition, an Opponent Quotient raise, an ambusher revealed and a
// combatant removed mid-fight, exported for the GM and the players; and the VERS sample, whose
// breakdowns name skills and attributes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Session, type SessionRecord } from '../../../shared/engine/session';
import { planAttack } from '../../../shared/engine/plan';
import { EXAMPLES } from '../../../shared/sim/examples';
import { parseFile } from '../../../shared/files';
import type { Command } from '../../../shared/model/commands';
import { exportHtml, exportMarkdown } from '../../../shared/export';

/** The YAUGS sample with Bruiser at Aldric's side, played through a round and into the next. */
function yaugsSession(): SessionRecord {
  const enc = EXAMPLES.yaugs();
  const placed = { ...enc, combatants: enc.combatants.map((c) => (c.id === 'bruiser' ? { ...c, position: { q: 1, r: 6 } } : c)) } as typeof enc;
  const s = new Session(placed, 'export-words');
  const must = (cmd: Command) => expect(s.apply(cmd), JSON.stringify(cmd)).toMatchObject({ ok: true });
  must({ type: 'start-combat' });
  expect(s.state.current).toBe('aldric');
  must({ type: 'add-condition', id: 'aldric', condition: 'prone', turns: 2 });
  must({ type: 'yaugs-raise-oq', id: 'wren', method: 'forgo-attacks' });
  // Aldric's 50 against Bruiser's natural 100: a miss, and a critical defence that offers a Counter-Attack.
  must({ ...planAttack(s.state, { attacker: 'aldric', defender: 'bruiser', weapon: 'Longsword', situational: [] })!.command, dice: [50, 100] });
  must(planAttack(s.state, { attacker: 'bruiser', defender: 'aldric', weapon: 'Fists', situational: [], counterAttack: true })!.command);
  must({ type: 'set-hidden', id: 'lurker', hidden: false });
  must({ type: 'remove-combatant', id: 'sentry', reason: 'runs for help' });
  while (s.state.round < 2) must({ type: 'end-turn' });
  expect(s.state.current).toBe('aldric');
  return s.toRecord();
}

describe('the exports of a real YAUGS session', () => {
  const rec = yaugsSession();
  const gm = exportMarkdown(rec, { players: false });
  const players = exportMarkdown(rec, { players: true });

  it('write the rules version as it is, with no escape a reader would see', () => {
    expect(gm).toMatch(new RegExp(`\\*\\*Rules:\\*\\* \`${rec.rulesVersion.replace(/\./g, '\\.')}\``));
    expect(gm).not.toContain('\\.');
  });

  it('write an arrow as typed, never as an entity', () => {
    expect(gm).toContain('Opponent Quotient');
    expect(gm).toMatch(/Opponent Quotient \d+ -> \d+/);
    expect(gm).not.toContain('&gt;');
  });

  it('list a combatant removed mid-fight, and say when the ambusher was revealed', () => {
    expect(gm).toMatch(/\| Sentry \| NPC \|  \| left the fight in round 1; \d+\/\d+ HP \|/);
    expect(gm).toMatch(/\| Lurker \| NPC \| revealed in round 1 \|/);
    expect(players).toMatch(/\| Sentry \| NPC \| left the fight in round 1; unhurt \|/);
    const html = exportHtml(rec, { players: false });
    expect(html).toContain('<td>revealed in round 1</td>');
  });

  it('label the Counter-Attack, and tell the turn\'s condition reminder from a new condition', () => {
    expect(gm).toMatch(/- T1 · Counter-Attack by Bruiser: /);
    expect(gm).toContain('- T1 · Aldric is prone (2 turns left)');
    expect(gm).toContain('- T1 · Aldric is still prone (1 turn left)');
  });

  it('give the players each blow\'s outcome and the raise that was made', () => {
    expect(players).toContain('- T1 · Aldric attacks Bruiser: miss');
    expect(players).toMatch(/- T1 · Bruiser counter-attacks Aldric: (hit|miss|parried|blocked|hit, no harm done)/);
    expect(players).toContain('- T1 · Wren forgoes attacking to defend');
    expect(players).not.toContain('gives ground or holds back');
    expect(players).toContain('- T1 · Aldric is still prone (1 turn left)');
  });
});

describe('the exports of the VERS sample', () => {
  const path = new URL('../../../build/examples/wolves-on-the-ridge.session.json', import.meta.url).pathname;
  const r = parseFile('wolves-on-the-ridge.session.json', readFileSync(path, 'utf8'), { expect: 'hexfray/session' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const gm = exportMarkdown(r.value as unknown as SessionRecord, { players: false });

  it('name skills and attributes in the sheet\'s words, not the rules\' keys', () => {
    expect(gm).toContain('Ranged combat rank 4: +4');
    expect(gm).toContain('Close combat rank 3: +3');
    expect(gm).toMatch(/ {4}- Agility: \+\d/);
    expect(gm).not.toMatch(/rangedCombat|closeCombat|- agility:/);
  });
});
