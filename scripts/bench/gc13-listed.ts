// The reload of gc13's bench tools (#28 item 4): the page reloaded, and the time from the new
// page's start until the overview table first lists `want` disks (its data-disks attribute).
import type { Page } from 'playwright-core';

/** Runs in the page before the app loads (a function, so it is typed; esbuild's __name defined). */
function listedProbe(): void {
  const g = globalThis as unknown as { __gc13listed: number };
  g.__gc13listed = 0;
  const want = Number(sessionStorage.getItem('gc13-want') || 0);
  const seen = () => {
    const table = document.querySelector('[data-view=overview] table[data-disks]');
    return !!table && want > 0 && Number(table.getAttribute('data-disks')) >= want;
  };
  const observer = new MutationObserver(() => {
    if (g.__gc13listed === 0 && seen()) g.__gc13listed = performance.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Reloads `page` and waits until the overview lists `want` disks: ms from the new page's start.
 * `viaBlank`: the page goes to about:blank first, and the site opens again a second later (the
 * previous page's heap has then gone, as a new tab's never had it).
 */
export async function reloadUntilListed(page: Page, want: number, viaBlank = false): Promise<number> {
  await page.evaluate((n) => sessionStorage.setItem('gc13-want', String(n)), want);
  await page.addInitScript('globalThis.__name = (f) => f;');
  await page.addInitScript(listedProbe);
  if (viaBlank) {
    const url = page.url();
    await page.goto('about:blank');
    await page.waitForTimeout(1000);
    await page.goto(url);
  } else await page.reload();
  const at = () => (globalThis as unknown as { __gc13listed: number }).__gc13listed;
  await page.waitForFunction(at, null, { timeout: 600000, polling: 250 });
  return (await page.evaluate(at)) as number;
}
