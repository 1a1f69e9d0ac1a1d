// Shared test helpers for importers: read a fixture, import it through the real router, summarise
// the result compactly for snapshots, check model invariants, and re-import under the name `unknown`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { ingestFiles } from '../../src/ingest/ingest';
import { checkInvariants } from '../../src/model/invariants';
import type { Dataset, Measurement, TimeSeries } from '../../src/model/types';
import { decodeText, importText } from '../../src/ingest/route';
import type { ImportResult } from '../../src/ingest/types';

import { fixturePath } from './fixtures';

/** A fixture as text, by its path under tests/fixtures (or `third-party/…` under ../shared/fixtures). */
export function readFixture(rel: string): { path: string; text: string } {
  const bytes = readFileSync(fixturePath(rel));
  return { path: rel, text: decodeText(new Uint8Array(bytes)) ?? '' };
}

export function importFixture(rel: string): ImportResult | undefined {
  return importText(readFixture(rel));
}

/** Every file of a fixture folder, as dropped under the disk folder `folder`. */
export function fixtureFolder(rel: string, folder: string): { path: string; bytes: Uint8Array }[] {
  const dir = fixturePath(rel);
  return readdirSync(dir).map((f) => ({
    path: `${folder}/${f}`,
    bytes: new Uint8Array(readFileSync(path.join(dir, f))),
  }));
}

/** A fixture folder imported as one upload (the files under the disk folder `folder`). */
export function ingestFolder(rel: string, folder: string, origin = 'u1'): Promise<Dataset> {
  return ingestFiles(fixtureFolder(rel, folder), { origin });
}

const r3 = (v: number | undefined) => (v === undefined ? undefined : Number(v.toPrecision(6)));

/** A compact, stable view of an import result for snapshots. */
export function summarize(res: ImportResult | undefined): unknown {
  if (!res) return 'unrecognised';
  if (!res.ok) return { format: res.format, error: res.error };
  return {
    format: res.format,
    measurements: res.measurements.map((m) => ({
      test: m.test,
      role: m.role,
      status: m.status,
      job: m.provenance.job,
      line: m.provenance.line,
      tool: `${m.provenance.tool}${m.provenance.toolVersion ? ' ' + m.provenance.toolVersion : ''}`,
      workload: `${m.workload.pattern} ${m.workload.readPct}% bs=${m.workload.blockSize ?? '-'} qd=${m.workload.queueDepth ?? '-'} jobs=${m.workload.jobs ?? '-'}`,
      dirs: Object.fromEntries(
        Object.entries(m.directions).map(([d, s]) => [
          d,
          {
            iops: r3(s?.iops),
            bw: r3(s?.bw),
            lat: r3(s?.lat?.mean),
            clat: r3(s?.clat?.mean),
            p99: r3(s?.clat?.percentiles?.p99),
          },
        ]),
      ),
      total: {
        iops: r3(m.total.iops),
        bw: r3(m.total.bw),
        lat: r3(m.total.lat?.mean),
        latMethod: m.total.latMethod,
      },
      ...(m.pts ? { pts: m.pts } : {}),
      ...(m.error ? { error: m.error } : {}),
    })),
    series: res.series.map((s) => ({
      metric: s.metric,
      dir: s.direction,
      unit: s.unit,
      n: s.t.length,
      link: s.link,
    })),
    diskMeta: res.diskMeta,
    warnings: res.warnings.map(
      (w) => `${w.code}: ${w.message}${w.line ? ` (line ${w.line})` : ''}${w.job ? ` [${w.job}]` : ''}`,
    ),
  };
}

/** Wraps an import result into a one-disk dataset, so model invariants can be checked on it. */
export function datasetOf(res: ImportResult): Dataset {
  if (!res.ok) return { disks: [], measurements: [], series: [], reports: [] };
  const measurements: Measurement[] = res.measurements.map((m, i) => ({ ...m, id: `m${i}`, diskId: 'd' }));
  const series: TimeSeries[] = res.series.map((s, i) => {
    const { link: _link, ...rest } = s;
    return { ...rest, id: `s${i}`, diskId: 'd' };
  });
  return {
    disks: [
      {
        id: 'd',
        provider: 'p',
        type: 't',
        comparable: true,
        label: 'd',
        identity: 'fallback',
        metadata: {},
        origin: 'test',
      },
    ],
    measurements,
    series,
    reports: [],
  };
}

/** The standard importer check: recognised as `format`, invariants hold, same result under the name `unknown`. */
export function checkFixture(rel: string, format: string): ImportResult {
  const file = readFixture(rel);
  const res = importText(file);
  expect(res, `${rel} recognised`).toBeDefined();
  expect(res!.format).toBe(format);
  if (res!.ok) expect(checkInvariants(datasetOf(res!))).toEqual([]);
  const again = importText({ path: 'unknown', text: file.text });
  expect(again?.format).toBe(format);
  // Provenance names the file, so compare with the path normalised away.
  const strip = (r: ImportResult | undefined) =>
    JSON.parse(JSON.stringify(r).split(JSON.stringify(rel).slice(1, -1)).join('unknown'));
  expect(strip(again)).toEqual(strip(res));
  return res!;
}
