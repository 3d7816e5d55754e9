// The subcommands of `hexfray`. Each returns its exit code; output goes to the streams given, so
// tests can run them in-process.
import { basename, dirname, resolve } from 'node:path';
import { formatFileErrors } from '../../shared/files';
import { replay, type SessionRecord } from '../../shared/engine/session';
import type { Encounter } from '../../shared/model/schema';
import { RULES_VERSION } from '../../shared/rules/version';
import { TACTICS } from '../../shared/sim/simulate';
import { artNames, buildExportDoc, exportJson, exportMarkdown, exportPlayersJson, renderHtml } from '../../shared/export';
import { readExportArt } from '../host/exportArt';
import { progressBar } from './progress';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps } from '../library/fsOps';
import { readHexfrayFile } from './readFile';
import { simulateParallel } from './simulateParallel';

export type Io = { out: (line: string) => void; err: (line: string) => void };

/** `hexfray validate FILE...`: 0 when every file is valid, else 1 with one line per problem. */
export async function validateCommand(files: string[], io: Io): Promise<number> {
  if (files.length === 0) {
    io.err('hexfray validate: name at least one file (hexfray validate --help)');
    return 2;
  }
  let bad = 0;
  for (const f of files) {
    const r = await readHexfrayFile(f);
    if (r.ok) {
      io.out(`${f}: ok (${r.format}${r.migratedFrom ? `, upgraded from version ${r.migratedFrom}` : ''})`);
    } else {
      bad++;
      io.out(formatFileErrors(r.errors));
    }
  }
  return bad === 0 ? 0 : 1;
}

/**
 * The file a subcommand works on, read and validated; or the exit code after saying what is wrong
 * (2 when no file was named, 1 when it cannot be read or is not a valid file of that format).
 */
async function loadFile(command: string, file: string | undefined, format: 'hexfray/session' | 'hexfray/encounter', io: Io): Promise<{ ok: true; value: unknown } | { ok: false; code: number }> {
  if (!file) {
    io.err(`hexfray ${command}: name ${format === 'hexfray/session' ? 'a session' : 'an encounter'} file (hexfray ${command} --help)`);
    return { ok: false, code: 2 };
  }
  const r = await readHexfrayFile(file, format);
  if (!r.ok) {
    io.err(formatFileErrors(r.errors));
    return { ok: false, code: 1 };
  }
  return { ok: true, value: r.value };
}

/** `hexfray replay SESSION [--verify]`: rounds, events and the final digest; --verify stops at the first mismatch. */
export async function replayCommand(file: string | undefined, verify: boolean, io: Io): Promise<number> {
  const r = await loadFile('replay', file, 'hexfray/session', io);
  if (!r.ok) return r.code;
  const record = r.value as SessionRecord;
  if (record.rulesVersion !== RULES_VERSION) {
    io.err(`${file}: recorded with rules ${record.rulesVersion}; this Hexfray has rules ${RULES_VERSION}, so numbers may differ`);
  }
  const { session, mismatch } = replay(record, { verify });
  const state = session.state;
  const events = session.events.length;
  const last = session.applied.at(-1)?.digest ?? '(no commands)';
  io.out(`${record.name}: ${record.encounter.system}, seed "${record.seed}"`);
  io.out(`commands: ${session.applied.length} of ${record.commands.length}`);
  io.out(`rounds: ${state.round}`);
  io.out(`events: ${events}`);
  io.out(`final digest: ${last}`);
  if (mismatch) {
    io.err(`${file}: ${mismatch.reason}`);
    return 1;
  }
  if (verify) io.out('verified: every digest matches');
  return 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** `hexfray simulate ENCOUNTER --runs N [--seed S] [--tactic T]`: win rates with intervals, rounds, who falls. */
export async function simulateCommand(file: string | undefined, runs: number, seed: string, io: Io, tacticName = 'builtin'): Promise<number> {
  if (file && (!Number.isInteger(runs) || runs < 1 || runs > 1_000_000)) {
    io.err('hexfray simulate: --runs must be a whole number from 1 to 1000000');
    return 2;
  }
  const tactic = TACTICS.find((t) => t === tacticName);
  if (!tactic) {
    io.err(`hexfray simulate: --tactic must be ${TACTICS.map((t) => `"${t}"`).join(' or ')}, not "${tacticName}"`);
    return 2;
  }
  const r = await loadFile('simulate', file, 'hexfray/encounter', io);
  if (!r.ok) return r.code;
  const encounter = r.value as Encounter;
  const bar = progressBar(runs, 'simulating');
  const started = Date.now();
  const s = await simulateParallel(encounter, runs, seed, (done) => bar.tick(done), { tactic });
  bar.end();
  const secs = (Date.now() - started) / 1000;
  io.out(`${encounter.name} (${encounter.system}): ${runs} fights, seed "${seed}", ${secs.toFixed(2)} s`);
  if (tactic !== 'builtin') io.out(`players' side played by the ${tactic} tactic`);
  const line = (label: string, k: number, ci: [number, number] | null) =>
    io.out(`  ${label.padEnd(8)} ${pct(k / runs).padStart(6)}${ci ? `  (95% CI ${pct(ci[0])} - ${pct(ci[1])})` : ''}`);
  io.out('win rate:');
  line('players', s.wins.players, s.interval.players);
  line('foes', s.wins.foes, s.interval.foes);
  line('draw', s.wins.draw, null);
  io.out(`rounds: mean ${s.rounds.mean.toFixed(2)}, sd ${s.rounds.sd.toFixed(2)}, min ${s.rounds.min}, max ${s.rounds.max}`);
  io.out('most often taken out:');
  for (const t of s.takenOut.slice(0, 5)) io.out(`  ${t.name.padEnd(20)} ${pct(t.count / runs)}`);
  return 0;
}

const EXPORT_FORMATS = ['md', 'html', 'json'] as const;

/** `hexfray export SESSION --format md|html|json [--out FILE] [--players]`: the session log to stdout or a file. */
export async function exportCommand(file: string | undefined, opts: { format: string | undefined; out: string | undefined; players: boolean }, io: Io): Promise<number> {
  const format = EXPORT_FORMATS.find((f) => f === opts.format);
  if (file && !format) {
    io.err(opts.format === undefined ? 'hexfray export: --format md|html|json is required (hexfray export --help)' : `hexfray export: unknown format "${opts.format}"; use md, html or json`);
    return 2;
  }
  const r = await loadFile('export', file, 'hexfray/session', io);
  if (!r.ok || !format) return r.ok ? 2 : r.code;
  const record = r.value as SessionRecord;
  let text: string;
  if (format === 'md') text = exportMarkdown(record, { players: opts.players, date: new Date() });
  else if (format === 'html') {
    // A session in a library's sessions/ folder finds its token art in that library's assets, as the app's export does.
    const doc = buildExportDoc(record, opts.players ? 'players' : 'gm');
    const folder = dirname(resolve(file!));
    const art = basename(folder) === 'sessions' ? await readExportArt(dirname(folder), artNames(doc)) : undefined;
    text = renderHtml(doc, new Date(), art);
  }
  else if (opts.players) text = exportPlayersJson(record);
  else {
    const j = exportJson(record);
    if (!j.ok) {
      io.err(`${file}: ${j.message}`);
      return 1;
    }
    text = j.text;
  }
  if (opts.out === undefined) {
    io.out(text.replace(/\n$/, ''));
    return 0;
  }
  try {
    // Temp file and rename: a full disk or a kill leaves the old file or none, never half an export.
    await atomicWrite(nodeFsOps, resolve(opts.out), text);
  } catch (e) {
    io.err(`hexfray export: cannot write ${opts.out} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return 1;
  }
  io.err(`wrote ${opts.out}`);
  return 0;
}
