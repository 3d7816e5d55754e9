// Importing a big Universal VTT map (issue 27): a 4096 x 4096 image with 3,000 wall segments.
// Targets: reading the file (JSON, base64, image header) and snapping every wall onto hex sides
// together under 1 s, so the overlay shows within a second; the snapping alone under 200 ms, so
// dragging the grid's alignment re-snaps at once.
import { readUvtt, snapUvtt } from '../../shared/uvtt';
import { budget } from './measure';
import { pngImage } from '../fixtures/uvttMaps';

const CELLS = 64;
const PPG = 64;
let seed = 7;
const rand = (n: number): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return ((seed >>> 8) % (n * 100)) / 100;
};
// 1,000 walls of three segments each, zig-zagging across the map like rooms and corridors.
const walls = Array.from({ length: 1000 }, () => {
  const x = 1 + rand(CELLS - 6);
  const y = 1 + rand(CELLS - 6);
  return [{ x, y }, { x: x + rand(4), y }, { x: x + rand(4), y: y + rand(4) }, { x, y: y + rand(4) }];
});
const text = JSON.stringify({
  format: 0.3,
  resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: CELLS, y: CELLS }, pixels_per_grid: PPG },
  line_of_sight: walls,
  portals: [],
  image: pngImage(CELLS * PPG, CELLS * PPG, true).toString('base64'),
});
console.log(`  file: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${walls.length * 3} wall segments, image ${CELLS * PPG} x ${CELLS * PPG}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// CPU time of this thread beside the wall time: on a busy shared machine the wall time also counts
// the waits for a core, which the GM's own machine does not have.
const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};
const reads: number[] = [];
const snaps: number[] = [];
const readCpu: number[] = [];
const snapCpu: number[] = [];
for (let run = 0; run < 7; run++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = readUvtt('big.dd2vtt', text);
  const t1 = performance.now();
  readCpu.push(cpuMs(c0));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const c1 = process.cpuUsage();
  const out = snapUvtt(r.value, { orientation: 'pointy', hexWidth: PPG * (1 + run / 20), offset: { x: run, y: 0 } });
  const t2 = performance.now();
  snapCpu.push(cpuMs(c1));
  if (out.edges.length === 0) throw new Error('no edges snapped');
  reads.push(t1 - t0);
  snaps.push(t2 - t1);
}
console.log(`  CPU time (median of 7): read ${median(readCpu).toFixed(1)} ms, snap ${median(snapCpu).toFixed(1)} ms`);
budget('read the file (median of 7)', median(reads), 'ms', 800);
budget('snap 3,000 segments onto hex sides (median of 7)', median(snaps), 'ms', 200);
budget('to the overlay, read + snap (median of 7)', median(reads) + median(snaps), 'ms', 1000);
