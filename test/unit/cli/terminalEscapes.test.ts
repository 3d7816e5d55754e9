// A crafted file must not reach the GM's terminal as escape sequences: whatever the CLI prints
// from a file (a name, a value quoted in an error, an export) shows control characters as escapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './runCli';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
// Retitle the window, clear the screen, a one-byte CSI, a carriage return, a right-to-left override.
const EVIL = 'Ford\u001b]0;pwned\u0007\u001b[2J\u009b31m\rX\u202eevil';
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('CLI output holds no raw control characters', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-esc-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function craftedSession(): string {
    const s = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.session.json`, 'utf8')) as { name: string };
    s.name = EVIL;
    const path = join(dir, 'evil.session.json');
    writeFileSync(path, JSON.stringify(s));
    return path;
  }

  it('replay prints the session name with its escapes shown', async () => {
    const r = await cli('replay', craftedSession());
    expect(r.out + r.err).not.toMatch(RAW_CONTROL);
    expect(r.out).toContain('Ford\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\u000dX\\u202eevil');
  });

  it('export to the terminal: Markdown shows them escaped, and the JSON still reads back the same session', async () => {
    const path = craftedSession();
    const md = await cli('export', path, '--format', 'md');
    expect(md.out).not.toMatch(RAW_CONTROL);
    const json = await cli('export', path, '--format', 'json');
    expect(json.out).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(json.out) as { name: string }).name).toBe(EVIL);
  });

  it('validate quotes a bad value and a bad file name without their control characters', async () => {
    const e = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.encounter.json`, 'utf8')) as { combatants: { side: string }[] };
    e.combatants[0]!.side = EVIL;
    const path = join(dir, 'x\u001b[2Jy.encounter.json');
    writeFileSync(path, JSON.stringify(e));
    const r = await cli('validate', path);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(RAW_CONTROL);
    expect(r.out).toMatch(/x\\u001b\[2Jy\.encounter\.json: combatants\.0\.side: /);
  });
});
