// The bench tools' reading of Chromium trace events (CDP Tracing, ReportEvents), and the wait for a
// reload's `__listed` probe, which the reload benches share.
import type { Page } from 'playwright-core';

/** One trace event as the tools read it (a subset of Chromium's Trace Event Format). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  /** µs */
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** What the long-task traces record: tasks, User Timing marks, V8 and its garbage collector. */
export const GC_TRACE_CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'v8',
  'disabled-by-default-v8.gc',
  '__metadata',
];

/**
 * Resolves once the page's `__listed` probe has seen the overview list the disks again; returns
 * the page time it did. A function, not a string: the site's Content-Security-Policy forbids the
 * eval a string predicate needs.
 */
export async function listedAfterReload(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (globalThis as unknown as { __listed: { at: number } }).__listed.at > 0,
    null,
    { timeout: 600000, polling: 250 },
  );
  return (await page.evaluate('globalThis.__listed.at')) as number;
}
