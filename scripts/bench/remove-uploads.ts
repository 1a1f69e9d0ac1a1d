// The bench's warm state: an upload imported untimed is removed again with the uploads list's own
// remove button, so the timed import starts from the same data as a fresh page with the code warm.
import type { Page } from 'playwright-core';

/**
 * Removes the warm-up's one upload (its remove button) and waits until the uploads list is empty.
 * The button is clicked from the page's script, not with the mouse: a pointer left over the page
 * made Chromium hit-test it on every frame of the timed import (114 ms of the page's CPU in one
 * cpu12 trace), which neither a fresh page's import nor the floor pays.
 */
export async function removeUploads(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[data-testid=uploads] button.icon-button')?.click(),
  );
  await page.waitForFunction(
    () => !document.querySelector('[data-testid=uploads] button.icon-button'),
    null,
    {
      timeout: 60000,
      polling: 100,
    },
  );
}
