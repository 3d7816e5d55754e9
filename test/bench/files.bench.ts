// File costs the GM feels: opening and saving a big encounter (500 combatants on a 100x100 map),
// and listing a library of 1,000 files, cold (fresh process state) and warm (metadata cached).
// Each system's big encounter is built from its sample characters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budget, fmtOps, measure } from './measure';
import { parseFile, serializeFile } from '../../shared/files';
import { Library } from '../../src-main/library';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS } from '../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS } from '../../shared/rules/waylights/samples';
import { versSettings, waylightsSettings, yaugsSettings } from '../../shared/rules/settings';

type System = 'yaugs' | 'vers' | 'waylights';
const SHEETS: Record<System, readonly object[]> = {
  yaugs: Object.values(YAUGS_SAMPLES),
  vers: Object.values(SAMPLE_SHEETS),
  waylights: Object.values(SAMPLE_CHARACTERS),
};
const SETTINGS = { yaugs: yaugsSettings(), vers: versSettings(), waylights: waylightsSettings() };

/** An encounter body in the shape of shared/encounter/schema.ts: every hex has terrain, the worst case. */
function bigEncounter(system: System, combatants: number, size: number): Record<string, unknown> {
  const terrain = [];
  for (let q = 0; q < size; q++) {
    for (let r = 0; r < size; r++) {
      const n = q * size + r;
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
        position: { q: i % size, r: Math.floor(i / size) },
        facing: i % 6,
        hidden: false,
        notes: '',
        color: null,
      };
    }),
  };
}

/** Median wall time of an async operation over `runs` runs, in ms. */
async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const root = mkdtempSync(join(tmpdir(), 'hexfray-bench-'));
let allOk = true;
try {
  console.log('Big encounter: 500 combatants, 100x100 map with terrain on every hex');
  for (const system of ['yaugs', 'vers', 'waylights'] as const) {
    const lib = new Library(join(root, system));
    const body = bigEncounter(system, 500, 100);
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
    allOk = budget(`open (read, validate)`, open, 'ms', 100) && allOk;
    const save = await medianMs(15, async () => {
      const r = await lib.save('encounters', body, { id: saved.id });
      if (!r.ok) throw new Error(r.error.message);
    });
    allOk = budget(`save (validate, backup, temp write, fsync, rename)`, save, 'ms', 50) && allOk;
  }

  console.log('Library of 1,000 encounters (8 combatants, 20x20 map with terrain on every hex: about 75 KB each)');
  const listRoot = join(root, 'list');
  const writer = new Library(listRoot);
  for (let i = 0; i < 1000; i++) {
    const system = (['yaugs', 'vers', 'waylights'] as const)[i % 3]!;
    const r = await writer.save('encounters', { ...bigEncounter(system, 8, 20), name: `Encounter ${i}` });
    if (!r.ok) throw new Error(r.error.message);
  }
  const indexPath = join(listRoot, 'encounters', '.index.json');
  const listOnce = async (lib: Library) => {
    const r = await lib.list('encounters');
    if (!r.ok || r.entries.length !== 1000) throw new Error('list failed');
  };
  const cold = await medianMs(5, async () => {
    rmSync(indexPath, { force: true });
    await listOnce(new Library(listRoot));
  });
  allOk = budget('list cold, no index (every file read and validated)', cold, 'ms', 500) && allOk;
  await listOnce(new Library(listRoot));
  const restart = await medianMs(5, () => listOnce(new Library(listRoot)));
  allOk = budget('list cold after a restart (index in .index.json, a stat per file)', restart, 'ms', 500) && allOk;
  const warmLib = new Library(listRoot);
  await listOnce(warmLib);
  const warm = await medianMs(10, () => listOnce(warmLib));
  allOk = budget('list warm (metadata cached in memory)', warm, 'ms', 500) && allOk;
  console.log(`  per file without index: ${(cold / 1000).toFixed(2)} ms; restart is ${(cold / restart).toFixed(1)}x and warm ${(cold / warm).toFixed(1)}x faster than no index`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(allOk ? 'All file budgets met.' : 'Some file budgets are over.');
