// Whether two builds draw the overview's charts alike once drawn (helper tasks11: the charts drawn in
// turns must end as they were drawn in one task). For each build and viewport (1366×768, 390×844):
// the landing page, and with a file argument the page after uploading it; every `overview-*` chart's
// SVG once its drawing has settled (Highcharts' generated ids made neutral), compared between the
// builds, and a screenshot of each chart panel into <out>.
//
//   npx tsx scripts/bench/tasks11-shots.ts <distA> <distB> <out> [file to upload]
//
// A checking tool: it prints what differs and asserts nothing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';

const [distA, distB, outArg, fileArg] = process.argv.slice(2);
if (!distA || !distB || !outArg) throw new Error('usage: tasks11-shots.ts <distA> <distB> <out> [file]');
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Highcharts numbers its ids per chart made on the page (the same drawing, other numbers), and an
 * element it updates (a point filled in a later turn) can list the same attributes in another order.
 */
const neutral = (svg: string) =>
  svg
    .replace(/highcharts-[a-z0-9]{7,}-\d+/g, 'highcharts-ID')
    .replace(/url\(#[^)]*\)/g, 'url(#ID)')
    .replace(/ id="[^"]*"/g, '')
    .replace(
      /<([a-zA-Z]+)((?: [^\s=>]+="[^"]*")+)(\s*\/?)>/g,
      (_, tag: string, attrs: string, end: string) => {
        const sorted = (attrs.match(/ [^\s=>]+="[^"]*"/g) ?? []).sort().join('');
        return `<${tag}${sorted}${end}>`;
      },
    );

async function drawings(dist: string, vp: (typeof VIEWPORTS)[number], tag: string) {
  const server = await serveStatic(resolve(dist));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: vp.width, height: vp.height } });
    await page.goto(server.url);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
    if (fileArg) {
      await page.locator('[data-testid=file-input]').setInputFiles(resolve(fileArg));
      await page.locator('[data-import-status=done]').waitFor({ timeout: 600000 });
    }
    await page
      .locator('[data-chart-id^=overview] .highcharts-series-group')
      .first()
      .waitFor({ timeout: 60000 });
    await page.waitForTimeout(3000);
    const charts = (await page.evaluate(() =>
      [...document.querySelectorAll('[data-chart-id^=overview]')].map((c) => ({
        id: c.getAttribute('data-chart-id')!,
        svg: c.querySelector('svg')?.outerHTML ?? '',
      })),
    )) as { id: string; svg: string }[];
    for (const c of charts) {
      const panel = page.locator(`[data-chart-panel="${c.id}"]`);
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({
        path: join(out, `${c.id}-${vp.name}-${fileArg ? 'upload' : 'landing'}-${tag}.png`),
      });
    }
    return new Map(charts.map((c) => [c.id, neutral(c.svg)]));
  } finally {
    await browser.close();
    await server.close();
  }
}

for (const vp of VIEWPORTS) {
  const a = await drawings(distA, vp, 'a');
  const b = await drawings(distB, vp, 'b');
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(id) ?? '';
    const y = b.get(id) ?? '';
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    const same = x === y;
    console.log(
      `${vp.name} ${id}: ${same ? 'same SVG' : `DIFFERENT (A ${x.length} chars, B ${y.length}; first difference at ${at}: A "${x.slice(at - 80, at + 120)}" B "${y.slice(at - 80, at + 120)}")`}`,
    );
    // The screenshots of the panel, byte for byte (one PNG encoder: the same pixels, the same bytes).
    const shot = (tag: string) => {
      try {
        return readFileSync(join(out, `${id}-${vp.name}-${fileArg ? 'upload' : 'landing'}-${tag}.png`));
      } catch {
        return undefined;
      }
    };
    const [pa, pb] = [shot('a'), shot('b')];
    console.log(`  screenshots: ${pa && pb && pa.equals(pb) ? 'same pixels' : 'DIFFERENT pixels'}`);
    if (!same) {
      writeFileSync(join(out, `${id}-${vp.name}-a.svg`), x);
      writeFileSync(join(out, `${id}-${vp.name}-b.svg`), y);
    }
  }
}
