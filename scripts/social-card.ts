// Makes public/social-card.png (1200 × 630, the Open Graph / Twitter card size): a real chart of
// the bundled data, screenshotted in Chromium from the built site in embed mode.
// Usage: npm run build && npx tsx scripts/social-card.ts [chart link hash]
// Re-run after changing data/ so the card shows your own results.
import { resolve } from 'node:path';
import { launchChromium, ROOT, serveStatic } from '../tests/e2e/harness';

const DEFAULT_HASH = '#v=1&view=overview&lang=en&embed=overview-ratio';
const hash = process.argv[2] ?? DEFAULT_HASH;
const out = resolve(ROOT, 'public/social-card.png');

const server = await serveStatic();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(server.url + hash);
  await page.locator('.embed-chart .highcharts-series').first().waitFor({ timeout: 30000 });
  // Let Highcharts' entry animation finish before the shot.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
