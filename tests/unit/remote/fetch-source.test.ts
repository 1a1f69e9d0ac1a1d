// fetchSource against a stubbed fetch: each way a host can fail gives its own error kind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '../../../src/remote/errors';
import { fetchSource } from '../../../src/remote/fetch-source';

const URL_ = 'https://example.org/data/ssd.csv';

type FetchStub = (url: string, init: RequestInit) => Promise<Response>;
function stubFetch(fn: FetchStub) {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push(init);
    return fn(url, init);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function kindOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => 'resolved',
    (err: unknown) => err,
  );
  if (e instanceof RemoteError) return e.kind;
  return e instanceof Error ? e.name : String(e);
}

const signal = () => new AbortController().signal;

describe('fetchSource', () => {
  it('reads the body without cookies or referrer', async () => {
    const calls = stubFetch(
      async () => new Response('test,iops\n4k,100\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const bytes = await fetchSource(URL_, { signal: signal() });
    expect(new TextDecoder().decode(bytes)).toBe('test,iops\n4k,100\n');
    expect(calls[0]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('404 → not-found, with the status', async () => {
    stubFetch(async () => new Response('no', { status: 404 }));
    const e = (await fetchSource(URL_, { signal: signal() }).then(
      () => undefined,
      (x: unknown) => x,
    )) as RemoteError;
    expect(e).toBeInstanceOf(RemoteError);
    expect(e.kind).toBe('not-found');
    expect(e.detail.status).toBe(404);
  });

  it('500 → http', async () => {
    stubFetch(async () => new Response('oops', { status: 500 }));
    expect(await kindOf(fetchSource(URL_, { signal: signal() }))).toBe('http');
  });

  it('refused by CORS: the page cannot read it, but a no-cors probe reaches the host', async () => {
    const calls = stubFetch(async (_u, init) => {
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    expect(await kindOf(fetchSource(URL_, { signal: signal() }))).toBe('cors');
    expect(calls.map((c) => c.mode ?? c.redirect)).toEqual(['follow', 'no-cors']);
  });

  it('host unreachable: both requests fail', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await kindOf(fetchSource(URL_, { signal: signal() }))).toBe('network');
  });

  it('an http: address that neither request reaches → insecure (https pages read https only)', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('origin', 'https://diskscope.example');
    expect(await kindOf(fetchSource('http://example.org/a.csv', { signal: signal() }))).toBe('insecure');
    // From a page that is itself http (a local copy) an http address is no problem: unreachable.
    vi.stubGlobal('origin', 'http://127.0.0.1:5173');
    expect(await kindOf(fetchSource('http://example.org/a.csv', { signal: signal() }))).toBe('network');
  });

  it('an HTML page (by content type or by its first bytes) → web-page', async () => {
    stubFetch(async () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }));
    expect(await kindOf(fetchSource(URL_, { signal: signal() }))).toBe('web-page');
    stubFetch(async () => new Response('<!doctype html><html><body>GitHub</body></html>'));
    expect(await kindOf(fetchSource(URL_, { signal: signal() }))).toBe('web-page');
  });

  it('too large: by Content-Length before reading, or while streaming', async () => {
    stubFetch(async () => new Response('x'.repeat(10), { headers: { 'content-length': '5000' } }));
    expect(await kindOf(fetchSource(URL_, { signal: signal(), limit: 1000 }))).toBe('too-large');
    stubFetch(async () => new Response('x'.repeat(2000)));
    expect(await kindOf(fetchSource(URL_, { signal: signal(), limit: 1000 }))).toBe('too-large');
  });

  it('no answer within the idle time → timeout', async () => {
    stubFetch(
      (_u, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await kindOf(fetchSource(URL_, { signal: signal(), idleTimeoutMs: 20 }))).toBe('timeout');
  });

  it('a body that stops after a few bytes → stalled (not timeout: something came)', async () => {
    stubFetch(async (_u, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(ctl) {
          ctl.enqueue(new TextEncoder().encode('a,b\n'));
          init.signal?.addEventListener('abort', () => ctl.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body);
    });
    expect(await kindOf(fetchSource(URL_, { signal: signal(), idleTimeoutMs: 20 }))).toBe('stalled');
  });

  it('cancel by the user is an AbortError, not a notice', async () => {
    stubFetch(
      (_u, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const ctl = new AbortController();
    const p = fetchSource(URL_, { signal: ctl.signal });
    ctl.abort();
    expect(await kindOf(p)).toBe('AbortError');
  });
});
