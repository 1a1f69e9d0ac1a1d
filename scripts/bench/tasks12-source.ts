// Helper tasks12's tools share these. A place in a build's code as the source it came from: a CPU or heap
// profile names a function by the built script's URL, line and column; the build's source maps
// (vite writes them beside each script in dist/assets) turn that into `src/…:line`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const maps = new Map<string, SourceMapConsumer | undefined>();

/**
 * `src/…/file.ts:line` (or `package/…:line`) of a 0-based line and column in a built script of
 * `dist`; the script's name when it has no map, the URL's last part when it is not the build's.
 */
export function sourcePlace(dist: string, url: string, line: number, column: number): string {
  const file = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
  if (!file) return url.replace(/.*\//, '');
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap;
      maps.set(file, new SourceMapConsumer(raw));
    } catch {
      maps.set(file, undefined);
    }
  }
  const o = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!o?.source) return file;
  return `${o.source.replace(/^.*?\/(src|node_modules)\//, '$1/').replace(/^node_modules\//, '')}:${o.line}`;
}

/** A browser context as the tasks12 tools open the site in: its own storage, a 1280 × 900 window. */
export function benchContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

/**
 * A page of the site with `probe` installed before the app loads, once the overview lists the
 * published disks; `want` is that count plus the `adds` disks an upload will bring.
 */
export async function pageWithProbe(
  browser: Browser,
  url: string,
  probe: string,
  adds: number,
): Promise<{ page: Page; want: number }> {
  // A context of its own, so that a second tab (tasks12-trace NEW_TAB) shares its IndexedDB.
  const page = await (await benchContext(browser)).newPage();
  await page.addInitScript(probe);
  await page.goto(url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
  return { page, want: adds + Number(await page.locator('table[data-disks]').getAttribute('data-disks')) };
}
