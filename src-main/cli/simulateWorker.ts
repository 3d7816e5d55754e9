// A worker thread of `hexfray simulate`: takes chunks of runs off the shared counter until none are
// left, and sends back each chunk's tally. Started by simulateParallel.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { playNextChunk, type WorkerTask } from './simulateParallel';

const task = workerData as WorkerTask;
const port = parentPort!;
const counter = new Int32Array(task.next);
for (let r = playNextChunk(task, counter); r; r = playNextChunk(task, counter)) port.postMessage(r);
