// The published site in Chinese and Russian has no English left (issue 27 item 6): every view and
// chart — the landing page, Overview, Disk, Compare, each Time tab, Expected (curves chart legend,
// the Measured table, the editor and prices), the Embed popover, a chart menu and the exported SVG's
// title, subtitle and caption — at 1366×768 and 390×844. What is read: the page's text, its
// aria-labels, the charts' SVG text and screen-reader regions, and the page title. English allowed:
// disk labels and ids, vendor product names, units, fio options, tool and file names (ALLOWED).
// Screenshots of the landing page and the Expected view land in tests/e2e/screenshots/.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CURVE_NAMES, PROVIDER_NAMES } from '../../src/expected';
import { ROOT } from './harness';
import { siteSession } from './site-session';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const session = siteSession();
const pageErrors: string[] = [];

/** Every view and tab of the site, as its link. */
const VIEWS = [
  '',
  'view=disk',
  'view=compare',
  'view=time&p.tab=steady',
  'view=time&p.tab=wsat',
  'view=time&p.tab=hir',
  'view=time&p.tab=logs',
  'view=time&p.tab=latency',
  'view=time&p.tab=compare',
  'view=expected',
  'view=expected&p.tab=measured',
  'view=expected&p.tab=edit',
  'view=expected&p.tab=price',
];

/** Words a sentence or a Highcharts default in English is made of; none may be left in zh or ru. */
const ENGLISH_LEFT = [
  /\b(above|below|meets|far below)\b/,
  /\b(the|and|with|from|of|for|not|no|per|at|by|or|to|is|are|was|on|in)\b/,
  /Chart menu|View chart context menu|Interactive chart|Data ranges from|bar series|End of interactive chart/,
  /Download (PNG|SVG|CSV)|View in full screen|Print chart/,
  /No curves for provider|Measured divided by advertised/,
  /\b(formula|current|intermediate|doc|docs|onward|minimum|generation|preview|copy|tiers|table)\b/,
  /\b(disk|disks|run|runs|median|random|read|write|mix|load|size|capacity|measured|expected|advertised|verdict|ratio|chart|source|date|made)\b/i,
];

/** Latin-script words allowed in zh and ru: product names, units, tools, options, file names. */
const ALLOWED = new Set(
  [
    ...Object.values(CURVE_NAMES).flatMap((n) => n.product.ru.split(/[^A-Za-z]+/)),
    ...Object.values(PROVIDER_NAMES).flatMap((n) => n.ru.split(/[^A-Za-z]+/)),
    // Units, tools, formats and fio's own words.
    ...'IOPS MB MiB GB GiB KiB TB TiB ms us ns QD vCPU fio PTS SNIA WSAT HIR iozone ioping json CSV PNG SVG JSON URL GitHub diskscope Highcharts VM SSD HDD NVMe CNY USD clat slat lat bw iops trim bs iodepth numjobs rw randread randwrite direct libaio'.split(
      ' ',
    ),
  ].filter(Boolean),
);

/**
 * The published data's own words, taken out before looking: disk labels (whole, and the name and VM
 * apart as the lead chart writes them), study titles, job and file names, and the catalogue's price
 * sources. Only strings (and clauses of them) of 12 characters or more with a space or a mark in
 * them, so a data value such as "read" never hides the page's own word.
 */
function dataTexts(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.length >= 12 && /[ ./_·]/.test(v)) {
        out.add(v);
        // A long note may be shown cut short ("…"): its clauses are taken out one by one too.
        for (const clause of v.split(/[.;:(),]/)) if (clause.trim().length >= 12) out.add(clause.trim());
      }
      if (v.includes(' · ')) for (const part of v.split(' · ')) if (part.length >= 6) out.add(part);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(JSON.parse(readFileSync(resolve(ROOT, 'dist/data/dataset.json'), 'utf8')));
  const dir = resolve(ROOT, 'data/expected');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
    for (const m of readFileSync(resolve(dir, f), 'utf8').matchAll(/"source": "([^"]+)"/g)) out.add(m[1]!);
  return [...out].sort((x, y) => y.length - x.length);
}

/** The text a reader sees or hears: page text, aria-labels, charts' SVG text, screen-reader regions. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
      ...[
        ...document.querySelectorAll(
          '.highcharts-container svg text, .highcharts-screen-reader-region, .highcharts-menu-item, .highcharts-description',
        ),
      ].map((e) => e.textContent ?? ''),
    ].join('\n'),
  );
}

/** English phrases left in `text`, once each, with a little context. */
function englishIn(text: string, where: string, data: string[]): string[] {
  let rest = text;
  for (const d of data) rest = rest.split(d).join(' ');
  rest = rest
    .replace(/\b[a-z]+\/[\w.@-]+/g, ' ') // curve ids: alibaba/cloud_ssd@current
    .replace(/[\w.-]+\.(json|log|csv|txt|png|svg|zip|options)\b/g, ' ') // file names
    .replace(/\b\w*[_\d]\w*\b/g, ' '); // ids and figures: pkb_fio_avg_1506, 4k, QD32
  const found = new Set<string>();
  for (const line of rest.split('\n'))
    for (const re of ENGLISH_LEFT) {
      const m = re.exec(line);
      if (!m) continue;
      // Single letters are tier and unit marks (P30's P, the x of a flagged disk).
      const words = line.match(/[A-Za-z]{2,}/g) ?? [];
      if (words.every((w) => ALLOWED.has(w))) continue;
      found.add(`${where}: «${m[0]}» in «${line.trim().slice(0, 140)}»`);
    }
  return [...found];
}

async function open(hash: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await session.browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${session.server.url}#v=2&${hash}`);
  await page.locator('.view-area').waitFor({ timeout: 30000 });
  await page
    .locator('.view-area .view-loading')
    .waitFor({ state: 'detached', timeout: 30000 })
    .catch(() => undefined);
  // A view with charts: wait for the first one drawn; a view without any says why in text.
  await page
    .locator('[data-chart-panel] .highcharts-series')
    .first()
    .waitFor({ timeout: 15000 })
    .catch(() => undefined);
  await page.waitForTimeout(600);
  return page;
}

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

describe('no English left in Chinese and Russian', () => {
  for (const lang of ['zh', 'ru'] as const)
    for (const viewport of VIEWPORTS)
      it(
        `${lang} ${viewport.width}×${viewport.height}: every view, the Embed popover, a chart menu`,
        { timeout: 400_000 },
        async () => {
          const data = dataTexts();
          const found: string[] = [];
          for (const view of VIEWS) {
            const page = await open(`lang=${lang}${view ? `&${view}` : ''}`, viewport);
            found.push(...englishIn(await visibleText(page), view || 'landing', data));
            const panel = page.locator('[data-chart-panel]').first();
            if (await panel.locator('.share-embed-code').count()) {
              await panel.locator('.share-embed-code').click();
              await panel.locator('[data-testid=share-embed]').waitFor({ timeout: 5000 });
              found.push(...englishIn(await visibleText(page), `${view || 'landing'} embed`, data));
              await page.keyboard.press('Escape');
              await panel.locator('.highcharts-contextbutton').click();
              await page.waitForTimeout(300);
              found.push(...englishIn(await visibleText(page), `${view || 'landing'} menu`, data));
              await page.keyboard.press('Escape');
            }
            const shot = view === '' ? 'landing' : view === 'view=expected' ? 'expected' : undefined;
            if (shot) {
              await page.evaluate(() => window.scrollTo(0, 0));
              await page.screenshot({ path: `${SHOTS}/lang-${shot}-${lang}-${viewport.width}.png` });
              // The chart whose legend names curves: the study chart on the landing page, the
              // advertised-IOPS chart on the Expected view (below the curve list on the first screen).
              const chart = page.locator(
                shot === 'landing'
                  ? '[data-chart-panel="overview-study"]'
                  : '[data-chart-panel="expected-curves-iops"]',
              );
              if (await chart.count())
                await chart.screenshot({ path: `${SHOTS}/lang-${shot}-chart-${lang}-${viewport.width}.png` });
            }
            await page.context().close();
          }
          if (process.env.LANG_SWEEP_REPORT) console.log(found.join('\n'));
          expect(found).toEqual([]);
        },
      );

  it('the exported SVG of the landing and Expected charts: title, subtitle and caption in the language', async () => {
    const found: string[] = [];
    for (const lang of ['zh', 'ru'] as const)
      for (const view of ['', 'view=expected']) {
        const page = await open(`lang=${lang}${view ? `&${view}` : ''}`, VIEWPORTS[0]);
        const ids = await page
          .locator('[data-chart-id]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-chart-id') ?? ''));
        for (const id of ids.slice(0, 2)) {
          const chart = page.locator(`[data-chart-id="${id}"]`);
          await chart.locator('.highcharts-contextbutton').click();
          const item = chart.locator('.highcharts-menu-item').nth(2);
          const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), item.click()]);
          const svg = readFileSync((await file.path())!, 'utf8');
          if (!/^<svg|<\?xml/.test(svg.trimStart())) continue; // not the SVG item in this menu
          const text = [...svg.matchAll(/<(?:text|tspan|title|desc)[^>]*>([^<]*)</g)]
            .map((m) => m[1])
            .join('\n');
          found.push(...englishIn(text.replace(/&amp;/g, '&'), `${lang} ${id} SVG`, dataTexts()));
        }
        await page.context().close();
      }
    if (process.env.LANG_SWEEP_REPORT) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
