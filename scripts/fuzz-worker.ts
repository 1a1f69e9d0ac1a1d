// The fuzzer's worker thread: loads the corpus once, then runs the input indexes it is sent and
// posts each outcome back. A run that hangs is ended from outside (scripts/fuzz.ts terminates it).
import { parentPort, workerData } from 'node:worker_threads';
import { loadCorpus, makeInput, runInput } from './lib/fuzz-core';

const port = parentPort!;
const { seed } = workerData as { seed: number };
const corpus = await loadCorpus();
port.on('message', (index: number) => {
  void runInput(makeInput(corpus, seed, index), corpus).then((outcome) => port.postMessage(outcome));
});
port.postMessage('ready');
