// "Publish your own" (README), checked as a blogger would do it: a fork-like copy of the repository
// whose data/ holds other disks (this project's own fio and PTS runs under the fork's folder names,
// one with a disk.json), built with `npm run build` and BASE=/my-disks/ as the Pages workflow does,
// served under that path only. The page must load the fork's disks — and none of this repository's
// published studies — with every asset and the dataset fetched under the base path.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, OWN_FIXTURES, ROOT } from './harness';

const BASE = '/my-disks/';
/** What a fork needs to build: the app, its scripts and config, and the vendor curves. */
const COPIED = [
  'src',
  'scripts',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vite.config.ts',
  'data/expected',
];

let fork: string;
let server: Server;
let site: string;
let browser: Browser;
const outside: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fork = mkdtempSync(join(tmpdir(), 'diskscope-fork-'));
  for (const p of COPIED)
    cpSync(join(ROOT, p), join(fork, p), { recursive: true, filter: (src) => !src.includes('/public/data') });
  symlinkSync(join(ROOT, 'node_modules'), join(fork, 'node_modules'), 'dir');
  // The fork's data: two disks of its own.
  const ssd = join(fork, 'data', 'myvps_ssd_25');
  mkdirSync(ssd, { recursive: true });
  for (const f of readdirSync(join(OWN_FIXTURES, 'fio/local_ssd_1')).filter((n) => n.endsWith('.json')))
    cpSync(join(OWN_FIXTURES, 'fio/local_ssd_1', f), join(ssd, f));
  writeFileSync(
    join(ssd, 'disk.json'),
    JSON.stringify({ format: 'diskscope-disk', version: 1, date: '2025-03', vm: { vcpu: 2 } }),
  );
  cpSync(join(OWN_FIXTURES, 'pts/local_ext4_2'), join(fork, 'data', 'myvps_ext4_50'), { recursive: true });
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: fork,
    env: { ...process.env, BASE, NODE_ENV: 'production' },
    // Errors only: the build's file list is noise here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const serve = sirv(join(fork, 'dist'), { dev: true });
  server = createServer((req, res) => {
    if (!req.url?.startsWith(BASE)) {
      outside.push(req.url ?? '');
      return void res.writeHead(404).end('outside the base path');
    }
    req.url = req.url.slice(BASE.length - 1);
    serve(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  if (fork) rmSync(fork, { recursive: true, force: true });
});

describe('a fork with its own data/ under a base path', () => {
  it('loads the fork’s disks, and only them, with everything under the base path', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const dataset: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('data/dataset.json')) dataset.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(site);
    const rows = page.locator('[data-view=overview] table.overview-table tbody tr');
    await rows.first().waitFor({ timeout: 30000 });
    const labels = (await rows.allTextContents()).map((t) => t.trim());
    expect(labels).toHaveLength(2);
    expect(
      labels.some((l) => /myvps ssd 25/.test(l)),
      labels.join(' | '),
    ).toBe(true);
    expect(
      labels.some((l) => /myvps ext4 50/.test(l)),
      labels.join(' | '),
    ).toBe(true);
    expect(labels.some((l) => /aliyun|qcloud|ucloud|aws|linode/.test(l))).toBe(false);
    expect(dataset).toEqual([`200 ${BASE}data/dataset.json`]);
    expect(outside).toEqual([]);
    // The landing chart draws the fork's disks (no vendor curve for "myvps": headline IOPS).
    await page.locator('.overview-lead .highcharts-series-group').waitFor({ timeout: 30000 });
    await page.screenshot({ path: join(ROOT, 'tests/e2e/screenshots/fork-landing.png') });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
