// Every chart a view draws is known to the embed's chart list (src/share/chart-ids.ts), under the
// view that draws it: the ids are read from the ChartPanels in src/views, so a new chart without an
// entry fails here instead of an embed of it saying "no chart of that name".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewOfChart } from '../../../src/share/chart-ids';

const VIEWS = resolve(import.meta.dirname, '../../../src/views');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    return statSync(full).isDirectory() ? tsxFiles(full) : n.endsWith('.tsx') ? [full] : [];
  });
}

/** `id` props of ChartPanels: literal ids, and template ids with `${…}` read as one sample value. */
function panelIds(): { view: string; id: string }[] {
  const out: { view: string; id: string }[] = [];
  for (const file of tsxFiles(VIEWS)) {
    const view = relative(VIEWS, file).split(/[\\/]/)[0]!;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<ChartPanel\b[\s\S]*?\bid=(\{[^}]*\}|"[^"]*")/g)) {
      const raw = m[1]!;
      const literals = [...raw.matchAll(/['"`]([^'"`]*)['"`]/g)].map((x) =>
        x[1]!.replace(/\$\{[^}]*\}?/g, 'x'),
      );
      // Chart ids are `<view>-…`; other literals in the expression (`'ratio'`) are not ids.
      for (const id of literals) if (/^[a-z]+-/.test(id)) out.push({ view, id });
    }
  }
  return out;
}

describe('chart ids', () => {
  it('every ChartPanel id in src/views belongs to its view', () => {
    const ids = panelIds();
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter(({ view, id }) => viewOfChart(id) !== view)).toEqual([]);
  });

  it('unknown and mistyped ids belong to no view', () => {
    expect(viewOfChart('nonexistent')).toBeUndefined();
    expect(viewOfChart('overview-ratio2')).toBeUndefined();
    expect(viewOfChart('overview-ratio')).toBe('overview');
    expect(viewOfChart('time-ss-window-iops')).toBe('time');
  });
});
