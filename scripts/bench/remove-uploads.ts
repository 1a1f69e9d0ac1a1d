// The bench's warm state: an upload imported untimed is removed again with the uploads list's own
// remove button, so the timed import starts from the same data as a fresh page with the code warm.
import type { Page } from 'playwright-core';

/** Removes the warm-up's one upload (its remove button) and waits until the uploads list is empty. */
export async function removeUploads(page: Page): Promise<void> {
  await page.locator('[data-testid=uploads] button.icon-button').first().click();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid=uploads] button.icon-button'),
    null,
    {
      timeout: 60000,
      polling: 100,
    },
  );
}
