// How the bench tools open the app before they measure: a 1280×900 page with the tool's probe
// installed before the app's own scripts, loaded, then left idle long enough that the app starts
// its first ingest worker (it does so while the page is idle, before anything is picked).
import type { Browser, Page } from 'playwright-core';

/** The app at `url` in a new page of `browser`, with `probe` run first, loaded and idle. */
export async function openIdlePage(browser: Browser, url: string, probe: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(probe);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page;
}
