// The exports of a fight with an area attack (RULES.md 5.3): the GM's copies tell the blast and
// each target's own roll, the players' copy tells it in words, and the JSON file replays to the
// same fight.
import { describe, expect, it } from 'vitest';
import { replay, Session, type SessionRecord } from '../../../shared/engine';
import { exportHtml, exportJson, exportMarkdown, exportPlayersJson } from '../../../shared/export';
import { parseFile } from '../../../shared/files';
import type { Command } from '../../../shared/model/commands';
import { at } from '../../../shared/systems/exampleMap';
import { arena, type SystemId } from '../engine/areaFixture';

function fight(system: SystemId): { record: SessionRecord; names: string[]; head: string } {
  const x = arena(system, { shape: 'burst', size: 1 }, [[6, 6], [7, 6]]);
  const session = new Session(x.enc, `export-${system}`);
  const start = session.apply({ type: 'start-combat', order: [x.attacker, ...x.others], surprise: null } as Command);
  if (!start.ok) throw new Error(start.reason);
  const r = session.apply({ type: 'attack', attacker: x.attacker, weapon: 'Grenade', at: at(6, 6) } as Command);
  if (!r.ok) throw new Error(r.reason);
  const head = r.events.find((e) => e.kind === 'area-attack')!.summary;
  const names = r.events.filter((e) => e.kind === 'attack').map((e) => x.enc.combatants.find((c) => c.id === e.target)!.name);
  return { record: session.toRecord(), names, head };
}

describe.each(['yaugs', 'vers', 'waylights'] as const)('%s: exports of an area attack', (system) => {
  const { record, names, head } = fight(system);

  it("the GM's Markdown and HTML tell the blast and every target's attack", () => {
    expect(names.length).toBe(2);
    const md = exportMarkdown(record, { players: false });
    const html = exportHtml(record, { players: false });
    expect(head).toContain('strikes a burst 1 with Grenade at column 7, row 7');
    for (const text of [md, html]) {
      expect(text).toContain('Grenade at column 7, row 7');
      for (const n of names) expect(text).toContain(n);
    }
    expect(html).toContain('k-area-attack');
  });

  it("the players' copies say it in words", () => {
    const md = exportMarkdown(record, { players: true });
    expect(md).toContain('strikes an area');
    expect(exportPlayersJson(record)).toContain('strikes an area');
  });

  it('the JSON file reads back and replays to the same fight', () => {
    const json = exportJson(record);
    if (!json.ok) throw new Error(json.message);
    const back = parseFile('x.session.json', json.text, { expect: 'hexfray/session' });
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    const again = replay(back.value as unknown as SessionRecord, { verify: true });
    expect(again.mismatch).toBeNull();
    const area = (back.value as unknown as SessionRecord).commands.map((c) => c.command).find((c) => c.type === 'attack');
    expect(area && 'at' in area ? area.at : null).toEqual(at(6, 6));
  });
});
