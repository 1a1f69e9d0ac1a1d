// What blocks the page: Chromium's Long Animation Frames (LoAF) collected in the page, and the
// longest one of a step named by its longest script, mapped through the build's source maps to the
// source file and line it comes from (the built code is minified: its own names say nothing).
// A LoAF holds the tasks of one frame and its rendering; each script entry (≥ 5 ms) names the
// function the browser called (a message handler, a timer, React's scheduler …) and how long it ran.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** One long animation frame as the probe keeps it (≥ 50 ms). */
export interface LongFrame {
  start: number;
  ms: number;
  /**
   * Chromium's blockingDuration: how long the frame kept input waiting (its tasks beyond 50 ms
   * each, plus rendering). A frame on a busy machine can last long while blocking little.
   */
  blockingMs: number;
  /** Style, layout and paint at the frame's end (0 when the frame did not render). */
  renderMs: number;
  scripts: { ms: number; invoker: string; fn: string; url: string; pos: number }[];
  /** Charts (`data-chart-id`) whose drawing appeared in the page during the frame. */
  charts?: string[];
}

/**
 * Installed before the app loads, after the probe has made `globalThis.__bench`: pushes each long
 * task (main thread blocked ≥ 50 ms) onto `__bench.longTasks` as `{ start, ms }`.
 */
export const LONG_TASK_PROBE = `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__bench.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });`;

/**
 * Installed before the app loads (appended to a bench's probe): fills `globalThis.__loaf`, and
 * `globalThis.__chartDrawn` (when each chart's series first appeared), so a frame that drew a
 * chart can say which.
 */
export const LOAF_PROBE = `
  globalThis.__loaf = [];
  globalThis.__chartDrawn = [];
  {
    const seen = new WeakSet();
    new MutationObserver(() => {
      for (const c of document.querySelectorAll('[data-chart-id]')) {
        const g = c.querySelector('.highcharts-series-group');
        if (g && !seen.has(g)) {
          seen.add(g);
          globalThis.__chartDrawn.push({ id: c.getAttribute('data-chart-id'), at: performance.now() });
        }
      }
    }).observe(document, { subtree: true, childList: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < 50) continue;
      globalThis.__loaf.push({
        start: e.startTime,
        ms: e.duration,
        blockingMs: e.blockingDuration,
        renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        scripts: e.scripts.map((s) => ({
          ms: s.duration,
          invoker: s.invoker,
          fn: s.sourceFunctionName,
          url: s.sourceURL,
          pos: s.sourceCharPosition,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** The frames the probe kept in a page. */
export async function longFrames(page: { evaluate(js: string): Promise<unknown> }): Promise<LongFrame[]> {
  const frames = ((await page.evaluate('globalThis.__loaf ?? []')) as LongFrame[]) ?? [];
  const drawn =
    ((await page.evaluate('globalThis.__chartDrawn ?? []')) as { id: string; at: number }[]) ?? [];
  // A chart drawn in a frame shows once the frame's task is over: up to its end (+ a few ms).
  for (const f of frames)
    f.charts = drawn.filter((d) => d.at >= f.start && d.at <= f.start + f.ms + 5).map((d) => d.id);
  return frames;
}

/** The most blocking frame (then the longest) that starts within [from, to] (page time, ms). */
export function longestFrame(frames: LongFrame[], from = 0, to = Infinity): LongFrame | undefined {
  let best: LongFrame | undefined;
  for (const f of frames) {
    if (f.start < from || f.start > to) continue;
    if (!best || f.blockingMs > best.blockingMs || (f.blockingMs === best.blockingMs && f.ms > best.ms))
      best = f;
  }
  return best;
}

const maps = new Map<string, { text: string; map: SourceMapConsumer | undefined }>();

/** `src/…/file.ts:line` of a position in a built script of `dist`, when its source map says. */
function sourceOf(dist: string, url: string, pos: number): string | undefined {
  const file = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
  if (!file || pos < 0) return undefined;
  let entry = maps.get(file);
  if (!entry) {
    try {
      const text = readFileSync(join(dist, file), 'utf8');
      let map: SourceMapConsumer | undefined;
      try {
        map = new SourceMapConsumer(
          JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap,
        );
      } catch {
        map = undefined;
      }
      entry = { text, map };
    } catch {
      entry = { text: '', map: undefined };
    }
    maps.set(file, entry);
  }
  if (!entry.map) return file;
  // The character offset as line and column (source maps count lines from 1, columns from 0).
  let line = 1;
  let lineStart = 0;
  for (let i = entry.text.indexOf('\n'); i >= 0 && i < pos; i = entry.text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const o = entry.map.originalPositionFor({ line, column: pos - lineStart });
  if (!o.source) return file;
  const source = o.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${source}:${o.line}${o.name ? ` ${o.name}` : ''}`;
}

/**
 * The frame in words: its length, then its longest script — what the browser called (invoker),
 * the function's source — and the rendering at its end when that is long.
 * E.g. "268 ms: 231 ms MessagePort.onmessage → src/worker/client.ts:142; render 12 ms".
 */
export function describeFrame(frame: LongFrame | undefined, dist: string): string {
  if (!frame) return 'no long frame';
  const top = [...frame.scripts].sort((a, b) => b.ms - a.ms)[0];
  const parts = [`${frame.ms.toFixed(0)} ms frame (blocking ${frame.blockingMs.toFixed(0)} ms)`];
  if (top) {
    // No source: the browser called a native function, e.g. the `resolve` of a promise a timer
    // settles (`await nextTask()`): what ran is the code after that await, in the same task.
    const where =
      sourceOf(dist, top.url, top.pos) ?? (top.url || 'native callback: code after an await of it');
    parts.push(`${top.ms.toFixed(0)} ms ${top.invoker || top.fn || 'script'} → ${where}`);
  } else parts.push('no script ≥ 5 ms');
  if (frame.charts?.length)
    parts.push(
      `drew chart ${frame.charts
        .slice(0, 3)
        .map((id) => id.replace(/^(compare-multiple)-.*\/([^/]+)$/, '$1 $2'))
        .join(', ')}${frame.charts.length > 3 ? ` +${frame.charts.length - 3}` : ''}`,
    );
  if (frame.renderMs >= 20) parts.push(`render ${frame.renderMs.toFixed(0)} ms`);
  return parts.join('; ');
}
