// Fetching one source in the browser: no cookies, no referrer, a size limit read as the body streams
// in, a time limit on each stretch of the download, and each failure turned into a RemoteError of
// its own kind (errors.ts) — the real reason, not the first that fits: a redirect loop is not "only
// https", a download cut short is not "unreachable", a body trickling in never waits forever.
import { kindOfFailedFetch, kindOfStatus, looksLikeHtml, RemoteError } from './errors';
import { declaredTooLarge, MAX_FETCH_BYTES, readLimited } from './limit';
import { cancelledError } from '../lib/cancel';

/**
 * The host must answer (headers), and then send at least STALL_MIN_BYTES of the body, within this
 * long each time; otherwise the download stops as timed out (no answer) or stalled (a trickle).
 */
export const IDLE_TIMEOUT_MS = 30_000;
/** A body that brings less than this in IDLE_TIMEOUT_MS (~0.5 KB/s) has stalled: a byte every half second is not a download. */
export const STALL_MIN_BYTES = 16 * 1024;

export interface FetchOptions {
  signal: AbortSignal;
  limit?: number;
  idleTimeoutMs?: number;
  /** Bytes a body must bring within each `idleTimeoutMs` (default STALL_MIN_BYTES). */
  stallMinBytes?: number;
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

/**
 * Does the host answer with a redirect? Asked without following it, so a loop answers at once: first
 * as the page reads (Chromium gives an `opaqueredirect` when the redirect carries CORS headers), then
 * in `no-cors` mode (engines that allow it answer for hosts without them). A redirect without CORS
 * headers looks like an unreachable host to Chromium; the `network` notice names both.
 */
async function hostRedirects(url: string, timeoutMs: number): Promise<boolean> {
  for (const mode of ['cors', 'no-cors'] as const) {
    const probe = new AbortController();
    const timer = setTimeout(() => probe.abort(), timeoutMs);
    try {
      const r = await fetch(url, {
        mode,
        redirect: 'manual',
        credentials: 'omit',
        signal: probe.signal,
        cache: 'no-store',
      });
      if (r.type === 'opaqueredirect' || (r.status >= 300 && r.status < 400)) return true;
    } catch {
      // Refused in this mode: try the next.
    } finally {
      clearTimeout(timer);
      probe.abort();
    }
  }
  return false;
}

/** The page itself is https (its policy then allows https: sources only). `origin` is the page's. */
function pageIsHttps(): boolean {
  return typeof globalThis.origin === 'string' && globalThis.origin.startsWith('https:');
}

export async function fetchSource(url: string, opts: FetchOptions): Promise<Uint8Array<ArrayBuffer>> {
  const limit = opts.limit ?? MAX_FETCH_BYTES;
  const idle = opts.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const minBytes = opts.stallMinBytes ?? STALL_MIN_BYTES;
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
  const seconds = Math.round(idle / 1000);
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
      // A host that answers a no-cors request refused the page (CORS); one that does not may be
      // sending it round in circles: asked once more without following redirects.
      const answered = timedOut ? false : await hostAnswers(url, idle);
      const redirected = timedOut || answered ? false : await hostRedirects(url, idle);
      const plainHttp = url.startsWith('http:') && pageIsHttps();
      const kind = kindOfFailedFetch({ timedOut, redirected, hostAnsweredNoCors: answered, plainHttp });
      throw new RemoteError(kind, url, kind === 'timeout' ? { seconds } : {});
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
    let received = 0;
    // The clock restarts only when enough of the body has come since it last did.
    let sinceArmed = 0;
    try {
      bytes = response.body
        ? await readLimited(response.body, {
            url,
            limit,
            onBytes: (n) => {
              sinceArmed += n - received;
              received = n;
              if (sinceArmed >= minBytes) {
                sinceArmed = 0;
                arm();
              }
              opts.onBytes?.(n, total);
            },
          })
        : new Uint8Array(await response.arrayBuffer());
    } catch (e) {
      if (e instanceof RemoteError) throw e;
      if (opts.signal.aborted) throw cancelledError();
      if (timedOut) throw new RemoteError(received > 0 ? 'stalled' : 'timeout', url, { seconds, received });
      // The connection broke off mid-body: what came is not the whole file.
      throw new RemoteError('truncated', url, {
        received,
        ...(total !== undefined ? { expected: total } : {}),
      });
    }
    if (looksLikeHtml(response.headers.get('content-type'), bytes)) throw new RemoteError('web-page', url);
    return bytes;
  } finally {
    clearTimeout(timer);
    opts.signal.removeEventListener('abort', onAbort);
  }
}
