// Shared pieces of the browser tests and the benchmark: a static server over dist/ (sirv) and
// Debian's Chromium driven by playwright-core.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sirv from 'sirv';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, 'dist');
/** Fixtures made by this project's own runs (fio, PTS, ioping), committed with the tests. */
export const OWN_FIXTURES = resolve(ROOT, 'tests/fixtures');
/** ../shared/fixtures beside the repository (the bench scripts read it; absent in a fresh clone). */
export const SHARED_FIXTURES = resolve(ROOT, '../shared/fixtures');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on a free local port; extra directories can be mounted under a prefix. */
export async function serveStatic(
  dir: string = DIST,
  mounts: Record<string, string> = {},
): Promise<StaticServer> {
  const site = sirv(dir, { dev: true, etag: true });
  const extra = Object.entries(mounts).map(([prefix, path]) => [prefix, sirv(path, { dev: true })] as const);
  const server: Server = createServer((req, res) => {
    for (const [prefix, handler] of extra) {
      if (req.url?.startsWith(prefix)) {
        req.url = req.url.slice(prefix.length) || '/';
        handler(req, res, () => void res.writeHead(404).end());
        return;
      }
    }
    site(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface OpenedPage {
  server: StaticServer;
  browser: Browser;
  page: Page;
}

/**
 * The built site served locally, opened in a fresh Chromium page (English) and waited for until the
 * overview table shows the published disks. Uncaught page errors are pushed onto `pageErrors`.
 */
export async function openPublishedSite(
  viewport: { width: number; height: number },
  pageErrors: string[],
  timeout = 20000,
): Promise<OpenedPage> {
  const server = await serveStatic();
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout });
  return { server, browser, page };
}

/**
 * Waits until `check`, run in the page, answers true (polled every `everyMs`). Not
 * page.waitForFunction for a check that answers through a Promise (an IndexedDB read): that takes
 * the Promise itself for a truthy answer and stops waiting at once.
 */
export async function pollPage<A>(
  page: Page,
  check: (arg: A) => boolean | Promise<boolean>,
  arg: A,
  opts: { timeout: number; everyMs?: number; what: string },
): Promise<void> {
  const until = Date.now() + opts.timeout;
  // Playwright types the argument through its own Unboxed<A>, which a generic A does not satisfy.
  const evaluate = page.evaluate.bind(page) as (f: typeof check, a: A) => Promise<boolean>;
  while (!(await evaluate(check, arg))) {
    if (Date.now() > until) throw new Error(`${opts.what}: not true within ${opts.timeout} ms`);
    await page.waitForTimeout(opts.everyMs ?? 250);
  }
}

/** In-page (for pollPage): the upload named `name` is in IndexedDB whole, or every one of its shares is. */
export function savedShares(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('diskscope');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const get = open.result.transaction('uploads').objectStore('uploads').getAll();
      get.onerror = () => resolve(false);
      get.onsuccess = () => {
        const shares = (get.result as { name: string; share?: { index: number; count: number } }[])
          .filter((r) => r.name === name)
          .map((r) => r.share);
        const count = shares.length > 0 ? (shares[0]?.count ?? 1) : 0;
        resolve(count > 0 && shares.length === count);
      };
    };
  });
}

/**
 * What Highcharts drew for the chart `id` (the page's `window.__diskscope.chartData` hook), asked
 * until the hook answers: it answers undefined while the chart is being drawn again, as when the
 * page's data settles after the first draw. Not page.waitForFunction, for the reason pollPage gives.
 */
export async function drawnChart<T>(
  page: Page,
  id: string,
  opts: { columns?: boolean; timeout?: number } = {},
): Promise<T> {
  const timeout = opts.timeout ?? 30000;
  const until = Date.now() + timeout;
  for (;;) {
    const drawn = await page.evaluate(
      ([chartId, columns]) =>
        (
          window as unknown as { __diskscope: { chartData(i: string, o: object): Promise<unknown> } }
        ).__diskscope.chartData(chartId, { columns }),
      [id, opts.columns ?? false] as const,
    );
    if (drawn !== undefined && drawn !== null) return drawn as T;
    if (Date.now() > until)
      throw new Error(`chart ${id}: the page's chart hook answered nothing within ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}
