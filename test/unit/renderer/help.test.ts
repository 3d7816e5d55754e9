import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../src-renderer/app/actions';
import { helpGroups } from '../../../src-renderer/app/help';
import { SYSTEM_IDS } from '../../../shared/systems/registry';

const lines = (groups: ReturnType<typeof helpGroups>) => groups.flatMap(([, rows]) => rows.map(([k, what]) => `${k} = ${what}`));

describe('the keyboard help', () => {
  it('lists every system-free action with keys, and a system\u2019s own actions only for that system\u2019s fight', () => {
    const own = ACTIONS.filter((a) => a.system);
    // Each system with actions of its own is in the registry with them (the test means something).
    expect(new Set(own.map((a) => a.system))).toEqual(new Set(['yaugs', 'vers']));
    for (const system of [...SYSTEM_IDS, null]) {
      const shown = lines(helpGroups(system, 'electron'));
      for (const a of ACTIONS.filter((x) => x.keys.length)) {
        const listed = shown.some((l) => l.endsWith(` = ${a.label}`));
        expect(listed, `${a.id} in the help of a ${system ?? 'no-system'} screen`).toBe(a.system === undefined || a.system === system);
      }
    }
  });
});
