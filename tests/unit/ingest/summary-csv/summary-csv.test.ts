// Summary CSV importer: the seed blog's real digest CSVs (read from
// ../shared/fixtures/third-party/cloudtesting-digest, never copied), the long format's bad rows, and
// property tests. The long-format round trip over every real fixture is
// in tests/unit/export/long-csv-roundtrip.test.ts.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../../src/model/invariants';
import { refuseBadFigures } from '../../../../src/ingest/figure-guard';
import { importText } from '../../../../src/ingest/route';
import type { ImportResult, MeasurementDraft } from '../../../../src/ingest/types';
import { summaryCsvImporter } from '../../../../src/ingest/summary-csv/summary-csv';
import { datasetOf, summarize } from '../../../helpers/ingest';
import { describeWithShared, fixturePath, hasThirdParty } from '../../../helpers/fixtures';

const DIGEST = 'cloudtesting-digest';
const LONG_HEADER =
  'provider,type,size_gb,comparable,test,pattern,block_size,read_pct,queue_depth,jobs,metric,value,unit,source';

function digest(name: string): { path: string; text: string } {
  return { path: `digest/${name}`, text: readFileSync(fixturePath('third-party', DIGEST, name), 'utf8') };
}

/** Like checkFixture, with the file under a short name of its own. */
function check(file: { path: string; text: string }): ImportResult {
  const res = importText(file);
  expect(res?.format).toBe('summary-csv');
  if (res?.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
  const again = importText({ path: 'unknown', text: file.text });
  expect(JSON.stringify(again).split('"unknown"').join(`"${file.path}"`)).toBe(JSON.stringify(res));
  return res!;
}

/** The data rows of a CSV text, split on commas (the digests quote nothing). */
const dataRows = (text: string): string[][] =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));

function drafts(res: ImportResult | undefined): MeasurementDraft[] {
  if (!res?.ok) throw new Error(`not ok: ${JSON.stringify(res)}`);
  return res.measurements;
}

describeWithShared(DIGEST, 'digest CSVs (seed blog format)', () => {
  // No snapshot: the figures are another project's data, checked row by row below instead.
  it.each(['ssd.csv', 'ssd_wsat.csv', 'hybrid.csv', 'hybrid_hir.csv'])(
    '%s imports, holds invariants, sniffs without its name, one measurement per row',
    (name) => {
      const file = digest(name);
      const res = check(file);
      expect(drafts(res)).toHaveLength(dataRows(file.text).length);
      expect(res.ok && res.warnings).toEqual([]);
    },
  );

  it('decodes indices, units and the x suffix against the raw rows', () => {
    const file = digest('ssd.csv');
    const ms = drafts(importText(file));
    const rows = dataRows(file.text);
    expect(ms).toHaveLength(rows.length);
    const bs = [512, 4096, 8192, 16384, 32768, 65536, 131072, 1048576];
    const pct = [0, 5, 35, 50, 65, 95, 100];
    for (const [i, [vendor, type, volume, test, b, r, value]] of rows.entries()) {
      const m = ms[i]!;
      expect(m.disk).toEqual({
        provider: vendor,
        type,
        sizeValue: parseFloat(volume!),
        sizeUnit: 'GB',
        comparable: !volume!.endsWith('x'),
      });
      expect(m.test).toBe(test);
      expect(m.workload.blockSize).toBe(bs[Number(b)]);
      expect(m.workload.readPct).toBe(pct[Number(r)]);
      expect(m.provenance).toEqual({
        file: file.path,
        line: i + 2,
        tool: 'csv',
        format: 'summary-csv-digest',
      });
      const v = Number(value);
      if (test === 'iops') expect(m.total.iops).toBe(v);
      if (test === 'throughput') expect(m.total.bw).toBe(v * 1048576);
      if (test === 'latency') expect(m.total.lat?.mean).toBeCloseTo(v * 1e6, 6);
    }
    // 250x: the author's "not comparable" mark, present in this file.
    expect(rows.some((r) => r[2]!.endsWith('x'))).toBe(true);
  });

  it('keeps HIR wait states apart by their hir.json-style key', () => {
    const file = digest('hybrid_hir.csv');
    const ms = drafts(importText(file));
    // status is the 5th column: steady_state, wait_5s, wait_15s, …
    const statuses = dataRows(file.text).map((r) => r[4]);
    expect(ms.map((m) => m.claimed?.[0]?.key)).toEqual(statuses.map((s) => `hir_${s}_iops`));
    expect(new Set(statuses).size).toBeGreaterThan(2);
    expect(
      ms.every((m) => m.test === 'hir' && m.workload.blockSize === 4096 && m.workload.readPct === 0),
    ).toBe(true);
  });
});

describe('bad summary CSVs give named errors with the line', () => {
  const cases: Record<string, string> = {
    'digest bad rows':
      'vendor,disk_type,volume,test,block_size,rw_ratio,value\naliyun,ssd,250,iops,9,6,7500\naliyun,ssd,25o,iops,1,6,1\naliyun,ssd,250,iops,1,6,-3\naliyun,ssd,250,iops,1\naliyun,ssd,250,iops,1,6,7500\n',
    'digest header only': 'vendor,disk_type,volume,test,value\n',
    'digest all rows bad':
      'vendor,disk_type,volume,test,value\naliyun,hybrid,50,hir,1300\n\n"unterminated,hybrid,50,wsat,1\n',
    'long bad rows': `${LONG_HEADER}\na,ssd,1,true,fio,random,4096,100,1,1,iops,10,B/s,x.json\na,ssd,1,true,fio,diagonal,4096,100,1,1,iops,10,IOPS,x.json\na,ssd,1,maybe,fio,random,4096,100,1,1,bw,10,B/s,y.json\na,ssd,1,true,fio,random,4096,100,1,1,lat_p42,10,ns,x.json\na,ssd,1,true,fio,random,4096,100,,,iops,12,IOPS,ok.json\n`,
    'long direction without bw': `${LONG_HEADER}\na,ssd,,,fio,random,4096,100,,,iops_read,10,IOPS,x.json\na,ssd,,,fio,random,4096,100,,,lat_p99,10,ns,x.json\n`,
  };
  it.each(Object.keys(cases))('%s', (name) => {
    const res = importText({ path: `${name}.csv`, text: cases[name]! });
    expect(summarize(res)).toMatchSnapshot();
  });
});

describe('long format', () => {
  it('groups rows into measurements and keeps the original source for re-export', () => {
    const text = `${LONG_HEADER}\naliyun,ssd,250,true,iops,random,4096,100,64,8,iops,7504,IOPS,aliyun_ssd_250/iops.json\n`;
    const [m] = drafts(importText({ path: 'x.csv', text }));
    expect(m).toMatchObject({
      test: 'iops',
      workload: { pattern: 'random', readPct: 100, blockSize: 4096, queueDepth: 64, jobs: 8 },
      total: { iops: 7504 },
      provenance: {
        file: 'x.csv',
        line: 2,
        job: 'aliyun_ssd_250/iops.json',
        tool: 'csv',
        format: 'summary-csv-long',
      },
      disk: { provider: 'aliyun', type: 'ssd', sizeValue: 250, sizeUnit: 'GB', comparable: true },
    });
  });
});

describe('properties', () => {
  const sample = `${LONG_HEADER}\naliyun,ssd,250,true,iops,random,4096,100,64,8,iops,7504,IOPS,a.json\n`;
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const text = `vendor,disk_type,volume,test,block_size,rw_ratio,value\n${s}`;
        expect(() => summaryCsvImporter.parse({ path: 'f.csv', text })).not.toThrow();
        expect(() => summaryCsvImporter.sniff(s, 'f.csv')).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on mutated real-shaped files', () => {
    const base = [
      sample,
      ...(hasThirdParty(DIGEST) ? [digest('ssd.csv').text, digest('hybrid_hir.csv').text] : []),
    ];
    fc.assert(
      fc.property(
        fc.nat(base.length - 1),
        fc.nat(),
        fc.nat(40),
        fc.string({ maxLength: 8 }),
        (k, at, cut, ins) => {
          const t = base[k]!;
          const i = at % (t.length + 1);
          const text = t.slice(0, i) + ins + t.slice(i + cut);
          // Through the figure guard, as every file is in the pipeline: a mutated value such as
          // -7504 IOPS is left out there, with a warning naming the line (figure-guard.test.ts).
          const res = refuseBadFigures(summaryCsvImporter.parse({ path: 'f.csv', text }), 'f.csv')!;
          if (res.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
          else expect(res.error.code).toMatch(/\w/);
        },
      ),
      { numRuns: 400 },
    );
  });
});
