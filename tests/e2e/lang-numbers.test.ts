// Numbers on screen follow the page language: the Overview table in Russian shows the same figures
// as in English, written "12 345,6" (no-break space grouping, comma decimal). Screenshots of the
// Overview and Disk views in Russian at 1366×768 land in tests/e2e/screenshots/ (git-ignored).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness';
import { siteSession } from './site-session';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const session = siteSession();
const pageErrors: string[] = [];

async function open(hash: string): Promise<Page> {
  const context = await session.browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${session.server.url}${hash}`);
  await page.locator('.overview-table tbody tr').first().waitFor({ timeout: 20000 });
  return page;
}

/** The figure of each number cell of the Overview table, as shown (its first line; words follow). */
async function numberCells(page: Page): Promise<string[]> {
  const cells = await page.locator('.overview-table tbody td.num').allInnerTexts();
  return cells.map((c) => c.split('\n')[0]!.trim());
}

describe('numbers in the page language', () => {
  it('the Overview table in Russian is the English one with "12 345,6" numbers', async () => {
    const en = await numberCells(await open('#v=2&view=overview&lang=en'));
    const ruPage = await open('#v=2&view=overview&lang=ru');
    const ru = await numberCells(ruPage);
    expect(en.length).toBeGreaterThan(0);
    expect(en.some((c) => /\d,\d{3}/.test(c))).toBe(true); // some figure is grouped at all
    const asRussian = (text: string) =>
      text.replace(/(\d),(?=\d{3}(\D|$))/g, '$1\u00a0').replace(/(\d)\.(\d)/g, '$1,$2');
    expect(ru).toEqual(en.map(asRussian));
    await ruPage.screenshot({ path: `${SHOTS}/overview-ru-1366.png` });
    await ruPage.locator('.overview-table').screenshot({ path: `${SHOTS}/overview-ru-table.png` });
    await ruPage.locator('.view-nav button').nth(1).click();
    await ruPage.locator('.view-area .view-loading').waitFor({ state: 'detached' });
    await ruPage.locator('.view-area table').first().waitFor({ timeout: 20000 });
    await ruPage.screenshot({ path: `${SHOTS}/disk-ru-1366.png` });
    const matrix = ruPage.locator('.view-area table.data-table').first();
    await matrix.scrollIntoViewIfNeeded();
    await ruPage.screenshot({ path: `${SHOTS}/disk-ru-table-1366.png` });
    expect(pageErrors).toEqual([]);
  });
});
