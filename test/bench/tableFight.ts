// The table at its largest (issue "a whole fight at a real table"): a 200x200 VERS map, 500
// tokens, 8 PCs, a wall every 7th hex of every 5th row; saved as a started fight. Shared by the map
// bench and the work-counter browser test, so both measure the same table.
import type { Encounter, TerrainCell } from '../../shared/model/schema';
import { encounterSchema } from '../../shared/systems/registry';
import { serializeFile } from '../../shared/files';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../shared/rules/vers/samples';
import { versSettings } from '../../shared/rules/vers/settings';
import { hexKey, offsetToAxial } from '../../shared/hex';
import { Session } from '../../shared/engine/session';
import type { Command } from '../../shared/model/commands';

export const TABLE_SIZE = 200;
export const TABLE_TOKENS = 500;
export const TABLE_PCS = 8;
const TABLE_CONDITIONS = [
  { condition: 'stunned', turns: 60 },
  { condition: 'bleeding', turns: 80 },
  { condition: 'prone', turns: null },
] as const;

/** The players bench's map (test/bench/players.bench.ts): 200x200, 500 tokens, 8 PCs, a wall every 7th hex of every 5th row. */
export function tableEncounter(): Encounter {
  const place = (i: number) => offsetToAxial({ col: (i * 37) % TABLE_SIZE, row: Math.floor((i * 37) / TABLE_SIZE) % TABLE_SIZE });
  const taken = new Set<string>();
  const combatants: Record<string, unknown>[] = [];
  const sheets = Object.values(VERS_SAMPLES);
  for (let i = 0; combatants.length < TABLE_TOKENS; i++) {
    const position = place(i);
    if (taken.has(hexKey(position))) continue;
    taken.add(hexKey(position));
    const n = combatants.length;
    const name = `Fighter ${n}`;
    combatants.push({ id: `c${n}`, name, side: n < TABLE_PCS ? 'pc' : 'npc', sheet: { ...sheets[n % sheets.length]!, name }, position, facing: null, hidden: false, notes: '', color: null });
  }
  const terrain: TerrainCell[] = [];
  for (let row = 2; row < TABLE_SIZE; row += 5) {
    for (let col = 0; col < TABLE_SIZE; col += 7) {
      const h = offsetToAxial({ col, row });
      if (!taken.has(hexKey(h))) terrain.push({ ...h, kind: 'wall' });
    }
  }
  return encounterSchema.parse({
    name: 'Table bench', system: 'vers', settings: versSettings(), gmNotes: '',
    map: { width: TABLE_SIZE, height: TABLE_SIZE, orientation: 'pointy', metersPerHex: 2, background: null, terrain },
    combatants,
  });
}

/** A saved fight, started, with (or without) every TABLE_CONDITIONS on every combatant: the library opens it as a running fight. */
export function tableSession(encounter: Encounter, withConditions: boolean): string {
  const name = withConditions ? 'Table bench with conditions' : 'Table bench without conditions';
  const session = new Session(encounter, 'table-bench', name);
  const commands: Command[] = [{ type: 'start-combat' }];
  if (withConditions) {
    for (const c of encounter.combatants) for (const k of TABLE_CONDITIONS) commands.push({ type: 'add-condition', id: c.id, condition: k.condition, turns: k.turns });
  }
  for (const cmd of commands) {
    const r = session.apply(cmd);
    if (!r.ok) throw new Error(`the table bench's ${cmd.type} was refused: ${r.reason}`);
  }
  const file = serializeFile('hexfray/session', session.toRecord() as unknown as Record<string, unknown>, `${name}.session.json`);
  if (!file.ok) throw new Error(`the table bench session does not validate: ${JSON.stringify(file.errors)}`);
  return file.text;
}
