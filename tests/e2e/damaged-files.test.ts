// Damaged and foreign files dropped on the page (issue 24, item 1): a real fio JSON with the NUL
// padding a crashed VM leaves imports with its figure and a warning naming the offset and length;
// a file that is not a results file is listed with the reason. The figure is checked against the
// undamaged fixture read with JSON.parse here. Then the report of a damaged upload in zh and ru.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type StaticServer, openPublishedSite } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const FIXTURE = resolve(ROOT, 'tests/fixtures/fio/local_ssd_1/randread-4k-qd32.json');
const fixture = (rel: string) => readFileSync(resolve(ROOT, rel));

let server: StaticServer;
let browser: Browser;
let page: Page;
let dir: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-damaged-'));
  ({ server, browser, page } = await openPublishedSite({ width: 1280, height: 900 }, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('damaged files in the page', () => {
  it('NUL padding is read past and named; a foreign file says why it was skipped', async () => {
    const good = readFileSync(FIXTURE);
    const iops = (JSON.parse(good.toString('utf8')) as { jobs: { read: { iops: number } }[] }).jobs[0]!.read
      .iops;
    mkdirSync(join(dir, 'aliyun_ssd_250'));
    const json = join(dir, 'aliyun_ssd_250', 'randread-4k-qd32.json');
    writeFileSync(json, Buffer.concat([good, Buffer.alloc(512)]));
    const notes = join(dir, 'aliyun_ssd_250', 'notes.txt');
    writeFileSync(notes, 'Shopping list\nmilk\n');

    await page.locator('[data-testid=file-input]').setInputFiles([json, notes]);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-import-status]').textContent()).toMatch(/1 disk, 1 measurement\b/);

    const report = page.locator('[data-testid=import-report]');
    if (!(await report.isVisible())) await page.locator('[data-testid=open-report]').click();
    const jsonRow = report.locator('tr', { hasText: 'randread-4k-qd32.json' }).first();
    await expect(jsonRow.textContent()).resolves.toContain(
      `512 NUL bytes at the end, from byte ${good.length}: ignored`,
    );
    const notesRow = report.locator('tr', { hasText: 'notes.txt' }).first();
    await expect(notesRow.textContent()).resolves.toContain(
      'Not a results file: text in no results format (line 1: "Shopping list")',
    );
    await page.screenshot({ path: `${SHOTS}/import-damaged-files.png` });
    await page.locator('.report-header button').click();
    const table = page.locator('[data-view=overview] table');
    await expect(table.textContent()).resolves.toContain(Math.round(iops).toLocaleString('en-US'));
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});

// The import report after a damaged upload, in Chinese and Russian (issues 23 item 7, 27 item 6):
// every warning and error reads in the page's language; a parser's own words appear only inside a
// marked <code> technical detail. The damaged files are made here from the project's fixtures: a fio
// JSON cut short, a summary CSV with a bad cell and an unclosed quote, a zip cut inside its last
// member, a fio log with a broken line, a disk.json with a field of the wrong type.
function damagedFiles(): string[] {
  const folder = join(dir, 'tencent_ssd_100');
  mkdirSync(folder);
  const json = fixture('tests/fixtures/fio/local_ssd_1/randread-4k-qd1.json');
  const csv = fixture('data/ucloud-rssd-2040-seed003/vm-16c-32g/results.csv').toString('utf8').split('\n');
  const cells = csv[1]!.split(',');
  cells[11] = 'abc';
  csv[1] = cells.join(',');
  const zip = zipSync({
    'a.json': fixture('tests/fixtures/fio/local_ssd_1/randread-4k-qd32.json'),
    'b.json': fixture('tests/fixtures/fio/local_ssd_1/randwrite-4k-qd1.json'),
  });
  const files: [string, Uint8Array | string][] = [
    ['randread-4k-qd1.json', json.subarray(0, Math.floor(json.length * 0.6))],
    ['results.csv', [...csv.filter((l) => l.trim() !== ''), 'ucloud,rssd,2040,true,"unclosed'].join('\n')],
    ['cut.zip', zip.subarray(0, zip.length - 300)],
    [
      'randrw-4k-qd8_bw.1.log',
      `${fixture('tests/fixtures/fio/logs/randrw-4k-qd8_bw.1.log').toString()}12x,3,0,4096\n`,
    ],
    ['disk.json', '{"format": "diskscope-disk", "version": 1, "provider": 5}'],
  ];
  return files.map(([name, bytes]) => {
    writeFileSync(join(folder, name), bytes);
    return join(folder, name);
  });
}

/** The report's text a reader reads: no <code> (codes, technical details) and no file paths. */
async function readableReport(): Promise<string> {
  return page.locator('[data-testid=import-report]').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code, .file-path').forEach((n) => n.remove());
    // Cells and list items end a phrase; quoted file content is not a sentence of the page.
    copy.querySelectorAll('td, th, li, summary, button, label, h2, h3, p').forEach((n) => n.append(' | '));
    return (copy.textContent ?? '').replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, ' ');
  });
}

/** Three or more ASCII words in a row: an English phrase (codes, units and names are one or two). */
const ENGLISH = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/g;

describe('the import report of a damaged upload in Chinese and Russian', () => {
  it('says every warning and error in the page’s language', async () => {
    await page.locator('[data-testid=file-input]').setInputFiles(damagedFiles());
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60_000 });
    const report = page.locator('[data-testid=import-report]');
    if (!(await report.isVisible())) await page.locator('[data-testid=open-report]').click();
    // English first: the importers' sentences are there, so the check below can fail.
    expect((await readableReport()).match(ENGLISH)?.length ?? 0).toBeGreaterThan(5);
    for (const [lang, name] of [
      ['zh', '中文'],
      ['ru', 'Русский'],
    ] as const) {
      await page.locator('.segmented button', { hasText: name }).click();
      await page.locator(`html[lang=${lang === 'zh' ? 'zh-CN' : lang}]`).waitFor();
      // Open every group so its sample text is in the picture too.
      for (const d of await report.locator('.warning-groups details').all())
        await d.evaluate((e) => e.setAttribute('open', ''));
      await report.screenshot({ path: `${SHOTS}/import-report-damaged-${lang}.png` });
      expect((await readableReport()).match(ENGLISH) ?? [], lang).toEqual([]);
      // The cut JSON's parser words: present, but only as the marked technical detail.
      await expect(report.locator('code.tech-detail').first().getAttribute('lang')).resolves.toBe('en');
      await report.screenshot({ path: `${SHOTS}/import-report-damaged-${lang}.png` });
    }
  });

  it('threw no uncaught errors in the page after the switches', () => {
    expect(pageErrors).toEqual([]);
  });
});
