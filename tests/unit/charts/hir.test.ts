// HIR charts from the real PTS bundle local_ext4_2 (shortened loops: 5 rounds × 3 preconditioning
// intervals, one wait and one baseline job per wait state), checked against report.zip's
// hir-precondition-iops.dat and hir.json, plus reported figures from a digest CSV.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hirCurve, hirStateMeans } from '../../../src/analysis/hir';
import { reportedHir } from '../../../src/analysis/hir-reported';
import {
  barsFromStateMeans,
  buildHirBars,
  buildHirCurve,
  hirElapsedMinutes,
  STEADY_CATEGORY,
} from '../../../src/charts/hir';
import { ingestFiles } from '../../../src/ingest/ingest';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { fixturePath } from '../../helpers/fixtures';
import { fixtureFiles } from './fixture-dataset';

const BUNDLE = 'pts/local_ext4_2';
const ms = (importText(readFixture(`${BUNDLE}/fio-hir.json`)) as ImportOk).measurements;
const points = hirCurve(ms);
type Pt = { x: number; y: number };

describe('HIR curve', () => {
  const minutes = hirElapsedMinutes(ms);
  const o = buildHirCurve(points, minutes);
  const series = o.series as { name: string; data: Pt[] }[];

  it('preconditioning, then a wait and a baseline line per wait state, on a minutes axis', () => {
    expect(series.map((s) => s.name)).toEqual([
      'Preconditioning (continuous writes)',
      ...[5, 10, 15, 25, 50].flatMap((w) => [
        `${w} s idle between 5 s writes`,
        `Baseline after ${w} s state`,
      ]),
    ]);
    expect((o.xAxis as { title: { text: string } }).title.text).toMatch(/\(min\)/);
    const xs = series.flatMap((s) => s.data.map((p) => p.x)).sort((a, b) => a - b);
    expect(xs).toHaveLength(25);
    expect(xs[0]).toBeGreaterThan(0);
    // Each 5 s write of the 50 s state is followed by 50 s of idle: the baseline job ends ≥ 55 s later.
    const wait50 = series[9]!.data[0]!.x;
    const base50 = series[10]!.data[0]!.x;
    expect((base50 - wait50) * 60).toBeGreaterThanOrEqual(55);
    expect(
      (o.xAxis as { plotBands: { label: { text: string } }[] }).plotBands.map((b) => b.label.text),
    ).toEqual(['5 s', '10 s', '15 s', '25 s', '50 s']);
  });

  it('the last interval of each preconditioning round equals report.zip hir-precondition-iops.dat', () => {
    const report = unzipSync(new Uint8Array(readFileSync(fixturePath(BUNDLE, 'report.zip'))));
    const suite = strFromU8(report['hir-precondition-iops.dat']!)
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split('\t')[1]));
    const pre = series[0]!.data.map((p) => p.y);
    expect(pre).toHaveLength(15);
    const lastOfRound = pre.filter((_, i) => i % 3 === 2);
    lastOfRound.forEach((v, i) => expect(v).toBeCloseTo(suite[i]!, 3));
  });

  it('falls back to run order without time stamps', () => {
    const o2 = buildHirCurve(
      points,
      points.map(() => NaN),
    );
    expect((o2.xAxis as { title: { text: string } }).title.text).toBe('Job (run order)');
    expect((o2.series as { data: Pt[] }[])[0]!.data[0]!.x).toBe(1);
  });
});

describe('HIR per-state bars', () => {
  it('recomputed wait and baseline means beside hir.json’s steady state', async () => {
    const ds = await ingestFiles(
      fixtureFiles([BUNDLE], (n) => /^(fio-)?hir\.json$/.test(n)),
      { origin: 't' },
    );
    const [reported] = reportedHir(ds.measurements);
    expect(reported).toMatchObject({ steadyState: 99509, waits: [] }); // hir.json lacks the wait keys (§7)
    const means = hirStateMeans(points);
    const o = buildHirBars([
      barsFromStateMeans('recomputed (wait)', means, 99509),
      barsFromStateMeans('recomputed (baseline)', means, undefined, true),
      { name: 'hir.json', steadyState: reported!.steadyState!, waits: reported!.waits },
    ]);
    expect((o.xAxis as { categories: string[] }).categories).toEqual([
      STEADY_CATEGORY,
      '5 s idle',
      '10 s idle',
      '15 s idle',
      '25 s idle',
      '50 s idle',
    ]);
    const s = o.series as { data: (number | null)[] }[];
    expect(s[0]!.data[0]).toBe(99509);
    expect(s[1]!.data[5]).toBeCloseTo(105392.821864, 3);
    expect(s[2]!.data).toEqual([99509, null, null, null, null, null]);
  });

  it('speaks Chinese when asked (the words travel with an exported chart)', () => {
    const o = buildHirBars([barsFromStateMeans('x', hirStateMeans(points), 1)], 'zh');
    expect((o.xAxis as { categories: string[] }).categories.slice(0, 2)).toEqual(['稳态', '空闲 5 秒']);
    const c = buildHirCurve(points, hirElapsedMinutes(ms), 'zh');
    expect((c.series as { name: string }[])[0]!.name).toBe('预处理（持续写入）');
  });

  it('digest CSV HIR rows become reported bars per disk', async () => {
    const csv = [
      'vendor,disk_type,volume,test,status,value',
      'aliyun,hybrid,400,hir,steady_state,2980',
      'aliyun,hybrid,400,hir,wait_5s,3010',
      'aliyun,hybrid,400,hir,wait_50s,3390',
    ].join('\n');
    const ds = await ingestFiles([{ path: 'hybrid_hir.csv', bytes: new TextEncoder().encode(csv) }], {
      origin: 't',
    });
    const [r] = reportedHir(ds.measurements);
    expect(r).toMatchObject({
      steadyState: 2980,
      waits: [
        { waitS: 5, iops: 3010 },
        { waitS: 50, iops: 3390 },
      ],
      files: ['hybrid_hir.csv'],
    });
  });
});
