import { launchChromium, serveStatic } from './harness';
const server = await serveStatic();
const browser = await launchChromium();
for (const [w, h, lang] of [[1366, 768, 'en'], [390, 844, 'en'], [1366, 768, 'zh']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${server.url}#v=2&lang=${lang}`);
  await page.locator('[data-chart-id="overview-ratio"] .highcharts-series-group').waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/site-shots/landing-${w}-${lang}.png` });
  await page.screenshot({ path: `/tmp/site-shots/landing-${w}-${lang}-full.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
await server.close();
