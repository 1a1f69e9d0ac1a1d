// The members of a large tar or tar.gz travel from the worker that reads it to the workers of the
// other parts over MessagePorts, worker to worker (the page is not in the way). Each member's bytes
// are transferred, not copied; `{ end: true }` closes the stream, also when the reader fails or is
// cancelled, so a receiving worker never waits for ever.
import type { InputFile } from '../ingest/types';

type PartMessage = { end: true } | { path: string; bytes: Uint8Array };

/** The reader's side: hand a member to its part's worker; `end()` once the archive is done. */
export function forwarder(ports: readonly (MessagePort | undefined)[]) {
  return {
    forward(part: number, file: InputFile): void {
      const port = ports[part];
      if (!port) throw new Error(`no worker for part ${part}`);
      const whole = file.bytes.byteOffset === 0 && file.bytes.byteLength === file.bytes.buffer.byteLength;
      const bytes = whole ? file.bytes : file.bytes.slice();
      port.postMessage({ path: file.path, bytes } satisfies PartMessage, [bytes.buffer as ArrayBuffer]);
    },
    end(): void {
      for (const port of ports) {
        port?.postMessage({ end: true } satisfies PartMessage);
        port?.close();
      }
    },
  };
}

/** A receiving part's side: the members as they arrive, until the reader ends or `signal` aborts. */
export async function* received(port: MessagePort, signal: AbortSignal): AsyncGenerator<InputFile> {
  const queue: PartMessage[] = [];
  let wake: (() => void) | undefined;
  const push = (m: PartMessage) => {
    queue.push(m);
    wake?.();
  };
  port.onmessage = (e: MessageEvent<PartMessage>) => push(e.data);
  const onAbort = () => push({ end: true });
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const m = queue.shift();
      if (!m) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if ('end' in m) return;
      yield { path: m.path, bytes: m.bytes };
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    port.close();
  }
}
