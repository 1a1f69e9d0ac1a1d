// A single large per-I/O fio log is scanned by every ingest worker at once, one byte range each
// (ingest/fio/log/stream.ts cuts it; the scan is the import's work, and one worker left the other
// core idle). The worker importing the file asks the others over MessagePorts, worker to worker as
// part-ports.ts does for a tar: it sends the File (a handle, its bytes are read where it is
// scanned) and the range, and gets back the range's scan (`LogPart`, its bucket arrays
// transferred) and its progress. `end()` tells a helper that was never asked that it is free, so
// no helper waits for ever.
import { scanLogRange, type LogHelper, type LogPart, type ScanFrame } from '../ingest/fio/log';
import { cancelledError } from '../lib/cancel';
import { describeFailure } from '../ingest/archive/limits';

type Ask = { end: true } | { stop: true } | { blob: Blob; from: number; to: number; frame: ScanFrame };
type Answer = { bytes: number } | { part: LogPart | null } | { error: string };

/** The importing worker's side: one LogHelper per port; `end()` once the import is done. */
export function logHelpers(ports: readonly MessagePort[]): { helpers: LogHelper[]; end(): void } {
  const helpers = ports.map(
    (port): LogHelper =>
      (range, opts) =>
        new Promise<LogPart | undefined>((resolve, reject) => {
          const onAbort = () => {
            port.postMessage({ stop: true } satisfies Ask);
            reject(cancelledError());
          };
          if (opts.signal?.aborted) return onAbort();
          opts.signal?.addEventListener('abort', onAbort, { once: true });
          port.onmessage = (e: MessageEvent<Answer>) => {
            const m = e.data;
            if ('bytes' in m) return opts.onBytes?.(m.bytes);
            opts.signal?.removeEventListener('abort', onAbort);
            if ('error' in m) reject(new Error(m.error));
            else resolve(m.part ?? undefined);
          };
          port.postMessage(range satisfies Ask);
        }),
  );
  return {
    helpers,
    end() {
      for (const port of ports) {
        port.postMessage({ end: true } satisfies Ask);
        port.close();
      }
    },
  };
}

/** A helper worker's side: waits for one range on `port`, scans it and answers; resolves when done. */
export async function serveLogScan(port: MessagePort, signal: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const cancel = () => stop.abort();
  signal.addEventListener('abort', cancel, { once: true });
  let asked: ((ask: Ask) => void) | undefined;
  const first = new Promise<Ask>((resolve) => (asked = resolve));
  port.onmessage = (e: MessageEvent<Ask>) => {
    if ('stop' in e.data || 'end' in e.data) stop.abort();
    asked?.(e.data);
    asked = undefined;
  };
  try {
    const ask = await Promise.race([
      first,
      new Promise<Ask>((resolve) => stop.signal.addEventListener('abort', () => resolve({ end: true }))),
    ]);
    if (!('blob' in ask)) return;
    const answer = (m: Answer, transfer: Transferable[] = []) => port.postMessage(m, transfer);
    try {
      const part = await scanLogRange(ask.blob, ask.from, ask.to, ask.frame, {
        onBytes: (bytes) => answer({ bytes }),
        signal: stop.signal,
      });
      const buffers = new Set<ArrayBuffer>();
      for (const s of part?.sums ?? [])
        for (const a of [s.count, s.sum, s.min, s.max]) buffers.add(a.buffer as ArrayBuffer);
      answer({ part: part ?? null }, [...buffers]);
    } catch (e) {
      if (!stop.signal.aborted) answer({ error: describeFailure(e) });
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    port.close();
  }
}
