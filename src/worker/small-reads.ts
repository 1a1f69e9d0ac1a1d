// The ingest worker's reads of small picked files, started as soon as a share is asked for: each
// read is a round trip to the browser that waits on it, not on the worker, so the reads of a
// worker's next share overlap the import of the one before it (ingest.worker.ts).
import { LARGE_FROM_BYTES } from '../ingest/large-input';
import { cancelledError } from '../lib/cancel';

/**
 * Small files read at once. Each read is a round trip to the browser: one after another, 600 files
 * of a picked folder took 440 ms; 16 at a time, about 120 ms (from 32 to 601 at a time the page
 * read them in the same ~0.18 s: scripts/bench/peers11-floor-phases.ts). Each is under
 * LARGE_FROM_BYTES and a share holds all its files' bytes until it is imported anyway, so more at
 * once costs no memory within a share. Reading ahead holds the bytes of every share a worker was
 * asked for at once: of loose files, two shares per worker (client.ts), so at most the upload's bytes.
 */
export const READS_IN_FLIGHT = 64;

/** A small file's bytes, or why it could not be read. */
export type SmallRead = Promise<{ bytes: Uint8Array } | { error: unknown }>;

/**
 * One worker's reads, in the order their shares were asked for, then picked: its lanes read the
 * first share before the next, so the first share is read in about half the time and imported
 * while the next one is still being read. (Each share's reads in lanes of its own, bench:peers'
 * 601-file folder read both of a worker's shares at once: neither was read before both nearly
 * were, and both imports came after the reads, one after the other.)
 */
export class SmallReads {
  private readonly queue: (() => Promise<void>)[] = [];
  private taken = 0;
  private lanes = 0;

  constructor(private readonly inFlight = READS_IN_FLIGHT) {}

  /**
   * Queues the reads of `files` that are small (larger ones are left to the share, in its turn;
   * their entries are undefined). A read not yet started when `signal` aborts is not started: a
   * cancelled upload does not hold up the reads of the next one.
   */
  start(files: readonly { file: Blob }[], signal?: AbortSignal): (SmallRead | undefined)[] {
    const out = files.map(({ file }): SmallRead | undefined => {
      if (file.size >= LARGE_FROM_BYTES) return undefined;
      return new Promise((resolve) =>
        this.queue.push(() =>
          signal?.aborted
            ? Promise.resolve(resolve({ error: cancelledError() }))
            : file.arrayBuffer().then(
                (b) => resolve({ bytes: new Uint8Array(b) }),
                (error: unknown) => resolve({ error }),
              ),
        ),
      );
    });
    // A lane takes its first read at once (lane() runs up to its first await).
    for (; this.lanes < this.inFlight && this.taken < this.queue.length; this.lanes++) void this.lane();
    return out;
  }

  private async lane(): Promise<void> {
    while (this.taken < this.queue.length) {
      const read = this.queue[this.taken]!;
      // Let go of the read once started: the bytes are the share's to hold, not the queue's.
      this.queue[this.taken++] = undefined as never;
      await read();
    }
    this.queue.length = this.taken = 0;
    this.lanes--;
  }
}
