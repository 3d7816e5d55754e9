// File costs the GM feels: opening and saving a big encounter (500 combatants on a 100x100 map),
// and listing a library of 1,000 files, cold (fresh process state) and warm (metadata cached).
// Each system's big encounter is built from its sample characters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance as nodePerformance } from 'node:perf_hooks';
import { budget, fmtOps, measure } from './measure';
import { hexKey, offsetToAxial } from '../../shared/hex';
import { parseFile, serializeFile } from '../../shared/files';
import { Library } from '../../src-main/library';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS } from '../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS } from '../../shared/rules/waylights/samples';
import { versSettings } from '../../shared/rules/vers/settings';
import { waylightsSettings } from '../../shared/rules/waylights/settings';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { useWorkerDir } from '../../src-main/host/offThread';

// Big files go to the host's file thread as in the app: scripts/bench.js bundles offThreadWorker.js
// beside this bundle, as scripts/build.js does beside the web host (src-main/web/main.ts).
useWorkerDir(dirname(fileURLToPath(import.meta.url)));

type System = 'yaugs' | 'vers' | 'waylights';
const SHEETS: Record<System, readonly object[]> = {
  yaugs: Object.values(YAUGS_SAMPLES),
  vers: Object.values(SAMPLE_SHEETS),
  waylights: Object.values(SAMPLE_CHARACTERS),
};
const SETTINGS = { yaugs: yaugsSettings(), vers: versSettings(), waylights: waylightsSettings() };

/**
 * An encounter body in the shape of shared/model/schema.ts. `density` is the share of hexes
 * with terrain: 0.1 is a well-dressed battle map (the judged case), 1 the worst case (a stress figure).
 */
function bigEncounter(system: System, combatants: number, size: number, density = 1): Record<string, unknown> {
  // Everything on the map (the schema refuses what is not), by offset column and row, and no
  // terrain under a combatant (nobody stands in a wall or on another's hex).
  const place = (i: number) => offsetToAxial({ col: i % size, row: Math.floor(i / size) }, 'pointy');
  const standing = new Set(Array.from({ length: combatants }, (_, i) => hexKey(place(i))));
  const terrain = [];
  const every = Math.max(1, Math.round(1 / density));
  for (let col = 0; col < size; col++) {
    for (let row = 0; row < size; row++) {
      const n = col * size + row;
      if (n % every !== 0) continue;
      const { q, r } = offsetToAxial({ col, row }, 'pointy');
      if (standing.has(hexKey({ q, r }))) continue;
      terrain.push(
        n % 3 === 0
          ? { q, r, kind: 'wall' }
          : n % 3 === 1
            ? { q, r, kind: 'difficult', cost: 2 }
            : { q, r, kind: 'cover', id: `cover-${n}`, name: 'Crates', value: 2, structure: 10, maxStructure: 10, blocksSight: false },
      );
    }
  }
  const sheets = SHEETS[system];
  return {
    name: `Big ${system} battle`,
    system,
    settings: SETTINGS[system],
    gmNotes: 'Benchmark encounter.',
    map: { width: size, height: size, orientation: 'pointy', metersPerHex: 1.5, background: null, terrain },
    combatants: Array.from({ length: combatants }, (_, i) => {
      const sheet = sheets[i % sheets.length]!;
      return {
        id: `c${i}`,
        name: `${(sheet as { name: string }).name} ${i + 1}`,
        side: i % 2 === 0 ? 'pc' : 'npc',
        sheet,
        position: place(i),
        facing: i % 6,
        hidden: false,
        notes: '',
        color: null,
      };
    }),
  };
}

/** CPU time (all threads: GC, the file-system pool) of the last medianMs, in ms per run; the machines are shared, so wall time alone misleads. */
let lastCpuMs = 0;
/**
 * How long the host's own thread was busy in the last medianMs (its event loop's active time, median
 * per run): what the GM's other requests wait behind, while the file thread does the rest.
 */
let lastHostMs = 0;

/** Median wall time of an async operation over `runs` runs, in ms; lastCpuMs gets the median CPU time. */
async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  const cpu: number[] = [];
  const host: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const e0 = nodePerformance.eventLoopUtilization();
    await fn();
    const e = nodePerformance.eventLoopUtilization(e0);
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    host.push(e.active);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  host.sort((a, b) => a - b);
  lastCpuMs = cpu[Math.floor(cpu.length / 2)]!;
  lastHostMs = host[Math.floor(host.length / 2)]!;
  return times[Math.floor(times.length / 2)]!;
}

/** Prints the CPU time of the last medianMs under its budget line. */
function cpuLine(): void {
  console.log(`    cpu time (all threads, median): ${lastCpuMs.toFixed(1)} ms; the host's thread busy (median): ${lastHostMs.toFixed(1)} ms`);
}

const root = mkdtempSync(join(tmpdir(), 'hexfray-bench-'));
let allOk = true;
/** The judged encounter's open and save per system, against issue 25's goal of 5 ms each. */
const goalRows: string[] = [];
const ISSUE_25_GOAL_MS = 5;
try {
  for (const [density, judged] of [[0.1, true], [1, false]] as const) {
    console.log(`Big encounter: 500 combatants, 100x100 map, terrain on ${density * 100}% of hexes${judged ? '' : ' (stress: not judged)'}`);
    for (const system of ['yaugs', 'vers', 'waylights'] as const) {
      const lib = new Library(join(root, `${system}-${density}`));
      const body = bigEncounter(system, 500, 100, density);
      const saved = await lib.save('encounters', body);
      if (!saved.ok) throw new Error(`${system}: ${saved.error.message}`);
      const ser = serializeFile('hexfray/encounter', body);
      if (!ser.ok) throw new Error('serialize failed');
      console.log(` ${system}: file ${(ser.text.length / 1024 / 1024).toFixed(2)} MB`);
      const p = measure('parseFile', () => parseFile('big.encounter.json', ser.text), 1500);
      const s = measure('serializeFile', () => serializeFile('hexfray/encounter', body), 1500);
      console.log(`  parseFile (in memory): ${(p.medianNsPerOp / 1e6).toFixed(2)} ms (${fmtOps(p.opsPerSec)}); serializeFile: ${(s.medianNsPerOp / 1e6).toFixed(2)} ms (${fmtOps(s.opsPerSec)})`);
      const open = await medianMs(15, async () => {
        const r = await lib.open(saved.id);
        if (!r.ok) throw new Error(r.error.message);
      });
      const okOpen = budget(`open (read, validate)`, open, 'ms', 100);
      cpuLine();
      const save = await medianMs(15, async () => {
        const r = await lib.save('encounters', body, { id: saved.id });
        if (!r.ok) throw new Error(r.error.message);
      });
      const okSave = budget(`save (validate, backup, temp write, fsync, rename)`, save, 'ms', 50);
      cpuLine();
      if (judged) allOk = okOpen && okSave && allOk;
      if (judged) goalRows.push(`  ${system.padEnd(10)} open ${open.toFixed(1)} ms (${(open / ISSUE_25_GOAL_MS).toFixed(2)}x), save ${save.toFixed(1)} ms (${(save / ISSUE_25_GOAL_MS).toFixed(2)}x)`);
    }
  }

  for (const [label, combatants, size, density, judged] of [
    ['5 combatants, 20x14-size map with 10% terrain, like the samples', 5, 20, 0.1, true],
    ['8 combatants, 20x20 map with terrain on every hex (stress: not judged)', 8, 20, 1, false],
  ] as const) {
    const listRoot = join(root, `list-${density}`);
    const writer = new Library(listRoot);
    for (let i = 0; i < 1000; i++) {
      const system = (['yaugs', 'vers', 'waylights'] as const)[i % 3]!;
      const r = await writer.save('encounters', { ...bigEncounter(system, combatants, size, density), name: `Encounter ${i}` });
      if (!r.ok) throw new Error(r.error.message);
    }
    const bytes = (await writer.list('encounters'));
    const kb = bytes.ok ? bytes.entries.reduce((a, e) => a + e.size, 0) / bytes.entries.length / 1024 : 0;
    console.log(`Library of 1,000 encounters (${label}: about ${kb.toFixed(0)} KB each)`);
    const indexPath = join(listRoot, 'encounters', '.index.json');
    const listOnce = async (lib: Library) => {
      const r = await lib.list('encounters');
      if (!r.ok || r.entries.length !== 1000) throw new Error('list failed');
    };
    const cold = await medianMs(5, async () => {
      rmSync(indexPath, { force: true });
      await listOnce(new Library(listRoot));
    });
    const okCold = budget('list cold, no index (every file read and validated)', cold, 'ms', 500);
    cpuLine();
    await listOnce(new Library(listRoot));
    const restart = await medianMs(5, () => listOnce(new Library(listRoot)));
    const okRestart = budget('list cold after a restart (index in .index.json, a stat per file)', restart, 'ms', 500);
    const warmLib = new Library(listRoot);
    await listOnce(warmLib);
    const warm = await medianMs(10, () => listOnce(warmLib));
    const okWarm = budget('list warm (metadata cached in memory)', warm, 'ms', 500);
    console.log(`  per file without index: ${(cold / 1000).toFixed(2)} ms; restart is ${(cold / restart).toFixed(1)}x and warm ${(cold / warm).toFixed(1)}x faster than no index`);
    if (judged) allOk = okCold && okRestart && okWarm && allOk;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`against issue 25's goal (open and save of the 500-combatant encounter, ${ISSUE_25_GOAL_MS} ms each, wall):`);
for (const r of goalRows) console.log(r);
console.log(allOk ? 'All file budgets met.' : 'Some file budgets are over.');
