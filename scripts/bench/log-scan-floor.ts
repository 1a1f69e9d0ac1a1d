// The floor of a log import in the browser: a blank page handed the same log through a file input
// reads it in the importer's slices (4 MiB) and parses every line's time and value — the least any
// streaming importer must do — counting lines and summing values, nothing kept. The page's import
// divided by this (same browser, same run) is what diskscope adds. Runs in the page.
import type { Browser } from 'playwright-core';

/** In-page: scans the input's first file; resolves with ms and the lines and values seen. */
async function scanInPage(sliceBytes: number): Promise<{ ms: number; lines: number; sum: number }> {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = input.files![0]!;
  const t0 = performance.now();
  let lines = 0;
  let sum = 0;
  let field = 0;
  let num = 0;
  for (let at = 0; at < file.size; at += sliceBytes) {
    const bytes = new Uint8Array(await file.slice(at, at + sliceBytes).arrayBuffer());
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c >= 48 && c <= 57) num = num * 10 + (c - 48);
      else if (c === 44) {
        if (field === 1) sum += num;
        field++;
        num = 0;
      } else if (c === 10) {
        lines++;
        field = 0;
        num = 0;
      }
    }
  }
  return { ms: performance.now() - t0, lines, sum };
}

/** One floor run on `page` (a blank page with a file input, kept open between runs). */
export async function logScanFloor(
  browser: Browser,
  siteUrl: string,
  logPath: string,
  sliceBytes: number,
): Promise<{ ms: number; lines: number; sum: number }> {
  const page = await browser.newPage();
  try {
    await page.goto(siteUrl);
    await page.setContent('<!doctype html><title>log floor</title><input type="file">');
    await page.addInitScript('globalThis.__name = (f) => f;');
    await page.evaluate('globalThis.__name = (f) => f;');
    await page.locator('input[type=file]').setInputFiles(logPath);
    // Twice: the first pass compiles the loop (the page's importer is warm by its first run too).
    await page.evaluate(scanInPage, sliceBytes);
    return await page.evaluate(scanInPage, sliceBytes);
  } finally {
    await page.close();
  }
}
