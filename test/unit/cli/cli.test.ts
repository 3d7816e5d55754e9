import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './runCli';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const samples = ['ambush-at-the-ford', 'wolves-on-the-ridge', 'the-temple-steps', 'the-ogre-at-the-mill', 'the-farmhouse', 'the-quarry-grenadier'];


describe('hexfray CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validate accepts every shipped sample', async () => {
    const files = samples.flatMap((s) => [`${EXAMPLES}${s}.encounter.json`, `${EXAMPLES}${s}.session.json`]);
    const r = await cli('validate', ...files);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toHaveLength(files.length);
  });

  it('validate reports one line per problem as FILE: field.path: expectation, and exits 1', async () => {
    const enc = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.encounter.json`, 'utf8'));
    enc.combatants[0].sheet.attributes.agl = 'fast';
    enc.map.width = 0;
    const bad = join(dir, 'bad.encounter.json');
    writeFileSync(bad, JSON.stringify(enc));
    const truncated = join(dir, 'truncated.encounter.json');
    writeFileSync(truncated, '{"format": "hexfray/encounter", "version": 2, "name": "x"');
    const r = await cli('validate', bad, truncated, join(dir, 'missing.json'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/bad\.encounter\.json: combatants\.0\.sheet\.attributes\.agl: .*Agility/);
    expect(r.out).toMatch(/bad\.encounter\.json: map\.width: /);
    expect(r.out).toMatch(/truncated\.encounter\.json: .*line 1/);
    expect(r.out).toMatch(/missing\.json: .*not found/);
  });

  it.each(samples)('replay --verify accepts the %s session', async (s) => {
    const r = await cli('replay', `${EXAMPLES}${s}.session.json`, '--verify');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/rounds: \d+/);
    expect(r.out).toMatch(/events: \d+/);
    expect(r.out).toMatch(/final digest: [0-9a-f]{16}/);
  });

  it('replay --verify exits 1 at the first command whose digest differs', async () => {
    const ses = JSON.parse(readFileSync(`${EXAMPLES}the-temple-steps.session.json`, 'utf8'));
    ses.commands[3].digest = 'ffffffffffffffff';
    const f = join(dir, 'tampered.session.json');
    writeFileSync(f, JSON.stringify(ses));
    const r = await cli('replay', f, '--verify');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/command 4 /);
  });

  it('simulate prints win rates with intervals, rounds and who falls', async () => {
    const r = await cli('simulate', `${EXAMPLES}the-temple-steps.encounter.json`, '--runs', '20', '--seed', 's');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/players\s+\d+\.\d%\s+\(95% CI \d+\.\d% - \d+\.\d%\)/);
    expect(r.out).toMatch(/rounds: mean \d+\.\d\d, sd \d+\.\d\d/);
    expect(r.out).toMatch(/most often taken out:/);
    const again = await cli('simulate', `${EXAMPLES}the-temple-steps.encounter.json`, '--runs', '20', '--seed', 's');
    expect(again.out.split('\n').slice(1)).toEqual(r.out.split('\n').slice(1));
  });

  it('gives help for each command and clear errors for bad use', async () => {
    for (const c of ['validate', 'replay', 'simulate']) {
      const r = await cli(c, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`hexfray ${c}`);
    }
    expect((await cli('simulate', 'x.json')).err).toMatch(/--runs N is required/);
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli('replay')).code).toBe(2);
    const wrongKind = await cli('replay', `${EXAMPLES}the-temple-steps.encounter.json`);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.err).toMatch(/hexfray\/session/);
  });
});
