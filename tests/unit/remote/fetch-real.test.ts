// fetchSource against a real HTTP server on 127.0.0.1 (Node's fetch): the reasons a user reads are
// the real ones — a redirect loop, a download cut short, a source that trickles a byte every so
// often and so never finishes — each checked against what the server really did.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteError } from '../../../src/remote/errors';
import { fetchSource } from '../../../src/remote/fetch-source';
import { noticeOf, noticeText } from '../../../src/remote/notices';

let server: Server;
let base = '';
/** Timers of the trickling response, cleared when the client goes away. */
const trickles = new Set<ReturnType<typeof setInterval>>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (path === '/cut.json') {
      // Announces 100 bytes, sends 5 and hangs up: a truncated download.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"fio');
      setTimeout(() => res.socket?.destroy(), 20);
    } else if (path === '/trickle') {
      // One byte every 100 ms, for ever (until the client leaves): it must not wait forever.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const t = setInterval(() => res.write('x'), 100);
      trickles.add(t);
      res.on('close', () => {
        clearInterval(t);
        trickles.delete(t);
      });
    } else if (path === '/silent') {
      // Never answers.
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const t of trickles) clearInterval(t);
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
});

async function failure(path: string, opts: { idleTimeoutMs?: number; stallMinBytes?: number } = {}) {
  const e = await fetchSource(base + path, { signal: new AbortController().signal, ...opts }).then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(RemoteError);
  return e as RemoteError;
}

describe('fetchSource against a local server', () => {
  it('reads a good answer', async () => {
    const bytes = await fetchSource(`${base}/ok`, { signal: new AbortController().signal });
    expect(new TextDecoder().decode(bytes)).toBe('ok');
  });

  it('a redirect loop is a redirect problem, not "https only" or "unreachable"', async () => {
    const e = await failure('/loop', { idleTimeoutMs: 5000 });
    expect(e.kind).toBe('redirect');
    expect(noticeText(noticeOf(e), 'en')).toMatch(/redirect/);
  });

  it('a download cut short after 5 of 100 bytes is "broke off", with both sizes', async () => {
    const e = await failure('/cut.json', { idleTimeoutMs: 5000 });
    expect(e.kind).toBe('truncated');
    expect(e.detail).toMatchObject({ received: 5, expected: 100 });
    const text = noticeText(noticeOf(e), 'en');
    expect(text).toMatch(/broke off after 5 B \/ 100 B/);
    expect(text).not.toMatch(/web page/);
  });

  it('a source sending a byte every 100 ms stops as stalled after the stated time', async () => {
    const started = Date.now();
    const e = await failure('/trickle', { idleTimeoutMs: 1000, stallMinBytes: 1024 });
    const took = Date.now() - started;
    expect(e.kind).toBe('stalled');
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(5000);
    expect(e.detail.seconds).toBe(1);
    expect(e.detail.received).toBeGreaterThan(3);
    expect(noticeText(noticeOf(e), 'en')).toMatch(/stalled \(less than 16 KB in 1 s/);
  });

  it('a host that never answers times out after the stated time', async () => {
    const e = await failure('/silent', { idleTimeoutMs: 500 });
    expect(e.kind).toBe('timeout');
    expect(noticeText(noticeOf(e), 'en')).toMatch(/did not answer within 1 s/);
  });
});
