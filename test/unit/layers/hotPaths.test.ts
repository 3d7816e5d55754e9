// Proves the hot-path rule bites: on a file of the engine's hot paths, each spread or native map
// the engine bench showed costly is refused with the helper to use; elsewhere it is allowed.
import { describe, expect, it } from 'vitest';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function lintAs(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: join(root, filePath) });
  return result!.messages.map((m) => m.message);
}

const BAD = `
export const a = (rec: Record<string, number>, k: string) => ({ ...rec, [k]: 1 });
export const b = (s: { encounter: object }) => ({ ...s.encounter, name: 'x' });
export const c = (combatant: object) => ({ ...combatant, hidden: true });
export const d = (s: { encounter: { combatants: { id: string }[] } }) => s.encounter.combatants.map((x) => x.id);
`;

describe('the hot-path rule', () => {
  it('refuses each costly copy on a hot path, naming the helper', async () => {
    const messages = await lintAs('shared/engine/attack.ts', BAD);
    expect(messages).toEqual([
      expect.stringContaining('withEntry(rec, key, value)'),
      expect.stringContaining('copy an encounter or its map by withMembers'),
      expect.stringContaining('copy an encounter or a combatant by withMembers'),
      expect.stringContaining('mapped(list, f)'),
    ]);
    expect(messages.every((m) => m.startsWith('Hot path (npm run bench -- engine)'))).toBe(true);
    expect(await lintAs('shared/systems/vers/attack.ts', BAD)).toHaveLength(4);
  });

  it('leaves other files alone, and the helpers pass', async () => {
    expect(await lintAs('shared/engine/roster.ts', BAD)).toEqual([]);
    const good = `import { mapped, withEntry, withMembers } from '../model/record';
export const a = (rec: Record<string, number>, k: string) => withEntry(rec, k, 1);
export const c = (combatant: { hidden: boolean }) => withMembers(combatant, { hidden: true });
export const d = (s: { encounter: { combatants: { id: string }[] } }) => mapped(s.encounter.combatants, (x) => x.id);
`;
    expect(await lintAs('shared/engine/attack.ts', good)).toEqual([]);
  });
});
