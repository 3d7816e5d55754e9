// The packaged app's fuses: a Hexfray binary must not double as a Node interpreter or take code
// from NODE_OPTIONS or a debugger at start. Packaging needs the network, so the setting is pinned here.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const yml = readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8');

/** The `key: value` lines of the electronFuses block. */
function fuses(): Record<string, string> {
  const block = /^electronFuses:\n((?: {2}\S.*\n)+)/m.exec(yml)?.[1] ?? '';
  return Object.fromEntries(block.split('\n').filter(Boolean).map((l) => l.trim().split(/:\s*/) as [string, string]));
}

describe('electron-builder fuses', () => {
  it('run-as-Node, NODE_OPTIONS and --inspect are off; asar integrity and asar-only loading on', () => {
    expect(fuses()).toMatchObject({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
    });
    expect(yml).toMatch(/^asar: true$/m);
  });
});
