// A worker thread of `hexfray simulate`: plays its share of the runs and sends back their tally,
// with a progress message after each fight. Started by simulateParallel.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { Encounter } from '../../shared/model/schema';
import { playFights } from '../../shared/sim/simulate';
import type { WorkerReply, WorkerTask } from './simulateParallel';

const task = workerData as WorkerTask;
const port = parentPort!;
const tally = playFights(task.encounter as Encounter, task.seed, task.from, task.to, () => port.postMessage({ kind: 'fight' } satisfies WorkerReply));
port.postMessage({ kind: 'done', tally } satisfies WorkerReply);
