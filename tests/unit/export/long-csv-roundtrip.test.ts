// Round trip of the labelled long CSV over every real fixture: import it through the router, write
// the long CSV, read that back with the summary-csv importer, write again. The two CSVs must be
// byte-identical, and every number in them must be the model's number (docs/summary-csv.md §2).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { metricsOf, toLongCsv } from '../../../src/export/long-csv';
import { importText } from '../../../src/ingest/route';
import { datasetOf, readFixture } from '../../helpers/ingest';
import { hasThirdParty, OWN_FIXTURES, SHARED, THIRD_PARTY } from '../../helpers/fixtures';

const SKIP = /\.(md|tsv|sh|py|fio)$/;

/** Fixture paths as readFixture takes them: relative to tests/fixtures, or `third-party/…`. */
function walk(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? walk(full, root)
      : SKIP.test(name)
        ? []
        : [path.relative(root, full)];
  });
}

const all = [
  ...walk(OWN_FIXTURES, OWN_FIXTURES),
  ...(hasThirdParty('') ? walk(THIRD_PARTY, path.join(SHARED, 'fixtures')) : []),
];
const withResults = all.sort().flatMap((rel) => {
  const res = importText(readFixture(rel));
  return res?.ok && res.measurements.some((m) => m.role === 'result' && m.status === 'ok')
    ? [{ rel, res }]
    : [];
});

describe('long CSV round trip over the fixtures', () => {
  it('finds fixtures with results to round-trip', () => {
    // Guards against a silently empty test: the fio, PTS and ioping fixtures alone give results.
    expect(withResults.length).toBeGreaterThan(10);
  });

  it.each(withResults.map((w) => [w.rel, w]))('%s', (_rel, { res }) => {
    const dataset = datasetOf(res);
    const first = toLongCsv(dataset);
    const back = importText({ path: 'roundtrip.csv', text: first });
    expect(back?.format).toBe('summary-csv');
    if (!back?.ok) throw new Error(JSON.stringify(back));
    expect(back.warnings).toEqual([]);
    const second = toLongCsv(datasetOf(back));
    expect(second).toBe(first);

    // Every written number is the model's number, in the model's order.
    const expected = dataset.measurements
      .filter((m) => m.role === 'result' && m.status === 'ok')
      .flatMap((m) => metricsOf(m).map(([metric, value]) => [metric, value]));
    const rows = Papa.parse<Record<string, string>>(first, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.metric, Number(r.value)])).toEqual(expected);
  });
});
