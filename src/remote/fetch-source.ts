// Fetching one source in the browser: no cookies, no referrer, a size limit read as the body streams
// in, an idle timeout, and each failure turned into a RemoteError of its own kind (errors.ts).
import { kindOfFailedFetch, kindOfStatus, looksLikeHtml, RemoteError } from './errors';
import { declaredTooLarge, MAX_FETCH_BYTES, readLimited } from './limit';
import { cancelledError } from '../lib/cancel';

/** No answer (headers, or the next chunk of the body) for this long counts as a timeout. */
export const IDLE_TIMEOUT_MS = 30_000;

export interface FetchOptions {
  signal: AbortSignal;
  limit?: number;
  idleTimeoutMs?: number;
  /** Bytes read so far, and the declared size when the host sent one. */
  onBytes?(bytesRead: number, bytesTotal: number | undefined): void;
}

/** Does the host answer at all? A `no-cors` request succeeds (opaquely) even when reading is refused. */
async function hostAnswers(url: string, timeoutMs: number): Promise<boolean> {
  const probe = new AbortController();
  const timer = setTimeout(() => probe.abort(), timeoutMs);
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', signal: probe.signal, cache: 'no-store' });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    probe.abort(); // the answer's body is not wanted
  }
}

export async function fetchSource(url: string, opts: FetchOptions): Promise<Uint8Array<ArrayBuffer>> {
  const limit = opts.limit ?? MAX_FETCH_BYTES;
  const idle = opts.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  if (opts.signal.aborted) throw cancelledError();
  const ctl = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, idle);
  };
  const onAbort = () => ctl.abort();
  opts.signal.addEventListener('abort', onAbort, { once: true });
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: ctl.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'follow',
      });
    } catch {
      if (opts.signal.aborted) throw cancelledError();
      clearTimeout(timer);
      const answered = timedOut ? false : await hostAnswers(url, idle);
      const plainHttp = url.startsWith('http:');
      throw new RemoteError(kindOfFailedFetch({ timedOut, hostAnsweredNoCors: answered, plainHttp }), url);
    }
    const bad = kindOfStatus(response.status);
    if (bad) {
      void response.body?.cancel().catch(() => undefined);
      throw new RemoteError(bad, url, { status: response.status });
    }
    const declared = response.headers.get('content-length');
    if (declaredTooLarge(declared, limit)) {
      void response.body?.cancel().catch(() => undefined);
      throw new RemoteError('too-large', url, { limit });
    }
    const total = declared && Number.isFinite(Number(declared)) ? Number(declared) : undefined;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = response.body
        ? await readLimited(response.body, {
            url,
            limit,
            onBytes: (n) => {
              arm();
              opts.onBytes?.(n, total);
            },
          })
        : new Uint8Array(await response.arrayBuffer());
    } catch (e) {
      if (e instanceof RemoteError) throw e;
      if (opts.signal.aborted) throw cancelledError();
      throw new RemoteError(timedOut ? 'timeout' : 'network', url);
    }
    if (looksLikeHtml(response.headers.get('content-type'), bytes)) throw new RemoteError('not-results', url);
    return bytes;
  } finally {
    clearTimeout(timer);
    opts.signal.removeEventListener('abort', onAbort);
  }
}
