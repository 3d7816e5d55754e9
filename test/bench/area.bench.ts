// areaPreview (RULES.md 5.3) against issue 24's targets, per system: a burst 2 with 6 targets under
// 1 ms, a cone 6 with 6 targets under 1 ms. Warm figures (the systems' preview tables filled, as a
// GM hovering the same aim sees) and the first call on a fresh fight.
import { budget, measure } from './measure';
import { areaPreview, type CombatState } from '../../shared/engine';
import { fourVsFour } from '../../shared/sim/examples';
import { at } from '../../shared/systems/exampleMap';
import { axialToOffset, coneDirection, coneHexes } from '../../shared/hex';
import { arena, started, type SystemId } from '../unit/engine/areaFixture';

const SYSTEMS: SystemId[] = ['yaugs', 'vers', 'waylights'];

// Six in a burst of radius 2 around column 8, row 6, and six in a cone of 6 from the attacker
// (column 2, row 6) towards it, spread over the cone's rows.
const BURST: [number, number][] = [[8, 6], [9, 6], [7, 6], [8, 5], [8, 7], [10, 6]];
const origin = at(2, 6);
const coneAll = coneHexes(origin, coneDirection(origin, at(8, 6)), 6);
const CONE: [number, number][] = [1, 4, 8, 13, 19, 26].map((i) => {
  const o = axialToOffset(coneAll[i]!);
  return [o.col, o.row];
});

/** CPU time per call, in ms: the machine is shared, so wall time mostly measures the others' work. */
function cpuPerCall(fn: () => unknown, calls = 300): number {
  const c0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / calls;
}

function fight(system: SystemId, shape: 'burst' | 'cone', where: [number, number][], seed: string): CombatState {
  const size = shape === 'burst' ? 2 : 6;
  const x = arena(system, { shape, size }, [...where, null], () => {}, fourVsFour(system));
  return started(x, seed);
}

console.log('(figures from a shared, loaded machine: 2 cores among several engineers)');
for (const system of SYSTEMS) {
  for (const [shape, where] of [['burst', BURST], ['cone', CONE]] as const) {
    const s = fight(system, shape, where, 'area-bench');
    const req = { attacker: s.current!, weapon: 'Grenade', at: at(8, 6) };
    const first = areaPreview(s, req);
    if (first.blocked) throw new Error(`${system} ${shape}: ${first.blocked}`);
    const fresh = fight(system, shape, where, 'area-bench-cold');
    const t0 = performance.now();
    areaPreview(fresh, { ...req, attacker: fresh.current! });
    const cold = performance.now() - t0;
    const m = measure(`${system} ${shape}`, () => areaPreview(s, req));
    console.log(`${system} ${shape} ${shape === 'burst' ? 2 : 6}: ${first.targets.length} targets, ${first.hexes.length} hexes, first call ${cold.toFixed(3)} ms`);
    console.log(`  wall median ${(m.medianNsPerOp / 1e6).toFixed(3)} ms`);
    budget(`${system} areaPreview ${shape} ${shape === 'burst' ? 2 : 6}, ${first.targets.length} targets (CPU per call)`, cpuPerCall(() => areaPreview(s, req)), 'ms', 1);
  }
}
