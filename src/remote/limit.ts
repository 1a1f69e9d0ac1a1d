// Reading a response body with a size limit: the stream is read chunk by chunk and abandoned as soon
// as the total passes the limit, so a huge (or endless) file never fills the memory first. Pure
// enough for Node: it only needs a ReadableStream.
import { FETCH_BYTES } from '../lib/limits';
import { RemoteError } from './errors';

/** Fetched sources are limited like an upload: the browser would run out of memory beyond this. */
export const MAX_FETCH_BYTES = FETCH_BYTES;

export interface ReadLimitedOptions {
  url: string;
  limit: number;
  /** Called with the bytes read so far after each chunk. */
  onBytes?(bytesRead: number): void;
}

/** The whole body as one array; throws RemoteError `too-large` once it passes `limit` bytes. */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  opts: ReadLimitedOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > opts.limit) {
        throw new RemoteError('too-large', opts.url, { limit: opts.limit });
      }
      chunks.push(value);
      opts.onBytes?.(total);
    }
  } catch (e) {
    // Stops the download (the connection is closed) instead of draining it in the background.
    void reader.cancel().catch(() => undefined);
    throw e;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** A declared Content-Length above the limit is refused before any byte is read. */
export function declaredTooLarge(contentLength: string | null, limit: number): boolean {
  if (!contentLength) return false;
  const n = Number(contentLength);
  return Number.isFinite(n) && n > limit;
}
