import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './runCli';
import { saveAsset } from '../../../src-main/library/assets';
import { solidPng } from '../../solidPng';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const AMBUSH = `${EXAMPLES}ambush-at-the-ford.session.json`;


describe('hexfray export', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-export-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes Markdown to stdout, with rounds and the GM-only Lurker in the GM copy', async () => {
    const r = await cli('export', AMBUSH, '--format', 'md');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^# Ambush at the Ford/);
    expect(r.out).toContain('## Round 1\n');
    expect(r.out).toContain('Lurker');
    expect(r.out).toContain('(GM only)');
  });

  it('--players leaves the Lurker, the GM notes and NPC hit points out', async () => {
    const r = await cli('export', AMBUSH, '--format', 'md', '--players');
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain('Lurker');
    expect(r.out).not.toContain('hidden archer');
    expect(r.out).not.toMatch(/\| (Bruiser|Sentry) \| NPC \| .*HP/);
    expect(r.out).toContain('Bruiser');
  });

  it('writes HTML to --out', async () => {
    const file = join(dir, 'ambush.html');
    const r = await cli('export', AMBUSH, '--format', 'html', '--out', file, '--players');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('');
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<svg ');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Lurker');
  });

  it('json is the session file; json --players is the player log', async () => {
    const gm = await cli('export', AMBUSH, '--format', 'json');
    expect(gm.code).toBe(0);
    expect(`${gm.out}\n`).toBe(readFileSync(AMBUSH, 'utf8'));
    const players = await cli('export', AMBUSH, '--format', 'json', '--players');
    expect(players.code).toBe(0);
    expect(JSON.parse(players.out).format).toBe('hexfray/player-log');
    expect(players.out).not.toContain('Lurker');
  });

  it('refuses a missing or unknown format, a missing session and a file that is not a session', async () => {
    expect((await cli('export', AMBUSH)).code).toBe(2);
    const bad = await cli('export', AMBUSH, '--format', 'pdf');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown format "pdf"; use md, html or json/);
    expect((await cli('export', '--format', 'md')).code).toBe(2);
    const wrong = await cli('export', `${EXAMPLES}ambush-at-the-ford.encounter.json`, '--format', 'md');
    expect(wrong.code).toBe(1);
    const missing = await cli('export', join(dir, 'nope.session.json'), '--format', 'md');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/not found/);
  });

  it('has help, listed in the overview', async () => {
    const r = await cli('export', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('hexfray export SESSION --format md|html|json [--out FILE] [--players]');
    expect(r.out).toContain('not a session');
    expect((await cli('--help')).out).toContain('hexfray export');
  });

  it('an HTML export of a session in a library shows its tokens\u2019 art from that library', async () => {
    const library = join(dir, 'library');
    const kept = await saveAsset(library, 'aldric.png', solidPng([255, 0, 255]).toString('base64'));
    if (!kept.ok) throw new Error(kept.error.message);
    const session = JSON.parse(readFileSync(AMBUSH, 'utf8'));
    session.encounter.combatants[0].portrait = kept.name;
    mkdirSync(join(library, 'sessions'), { recursive: true });
    const file = join(library, 'sessions', 'ambush.session.json');
    writeFileSync(file, JSON.stringify(session));
    const r = await cli('export', file, '--format', 'html');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`data:image/png;base64,${solidPng([255, 0, 255]).toString('base64')}`);
    // Outside a library, no art is looked for: initials.
    const loose = join(dir, 'loose.session.json');
    writeFileSync(loose, JSON.stringify(session));
    expect((await cli('export', loose, '--format', 'html')).out).not.toContain('data:image/png');
  });
});
