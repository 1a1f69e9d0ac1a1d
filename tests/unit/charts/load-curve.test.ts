// The load-curve, scaling and Compare builders on the real sweep: one drawn point per QD × jobs with
// the figures of its own file (JSON.parse here), cap lines from a stated catalogue curve turned into
// the x axis's unit at the curve's block size (throughput binds at 128k, IOPS at 4k), knee and
// saturation drawn, tooltips with the marginal cost and Little's ratio worked out here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Options,
  PointOptionsObject,
  SeriesLineOptions,
  SeriesScatterOptions,
  XAxisOptions,
} from 'highcharts';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskLoadCurves, type LoadCurve } from '../../../src/analysis/load-curve';
import { buildCompareLoad, legendLabel, QD_LABELS } from '../../../src/charts/compare-load';
import { buildLoadCurve } from '../../../src/charts/load-curve';
import { buildQdJobsHeatmap, buildQdScaling } from '../../../src/charts/load-scaling';
import { tooltipLines, type PointInfo } from '../../../src/charts/provenance';
import { PALETTE } from '../../../src/charts/theme';
import { buildCatalogue, expectedAtSize, type ExpectedFigures } from '../../../src/expected';
import { loadCaps } from '../../../src/expected/load-caps';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';
import { readInputs } from '../../../scripts/lib/read-inputs';
import { OWN_FIXTURES } from '../../helpers/fixtures';

const SWEEP = path.join(OWN_FIXTURES, 'fio-sweep');
const units = { bw: 'MB/s', lat: 'us' } as const;

/** A cap a user states for this VM disk (no vendor publishes one): 100,000 IOPS and 3,000 MB/s. */
const STATED = {
  version: 1,
  provider: 'local',
  providerName: 'Local test caps',
  providerAliases: [],
  curves: [
    {
      id: 'local/vda',
      type: 'vda',
      name: 'stated caps for the test',
      aliases: ['vda-libaio', 'vda-iouring'],
      status: 'unverified',
      sizeUnit: 'GB',
      sizeRange: {},
      iops: { expr: '100000', semantics: 'combined' },
      throughput: { expr: '3000', unit: 'MB/s', semantics: 'combined' },
      sources: [{ url: 'tests/unit/charts/load-curve.test.ts' }],
    },
  ],
};

let ds: Dataset;
let libaio: LoadCurve[];
let iouring: LoadCurve[];
let figures: ExpectedFigures;

const raw = (folder: string, file: string) =>
  (
    JSON.parse(readFileSync(path.join(SWEEP, folder, file), 'utf8')) as {
      jobs: { read: { iops: number; bw_bytes: number; lat_ns: { mean: number } } }[];
    }
  ).jobs[0]!.read;

beforeAll(async () => {
  ds = await ingestFiles(readInputs([SWEEP]), { origin: 'test' });
  const id = (type: string) => ds.disks.find((d) => d.type === type)!.id;
  libaio = diskLoadCurves(ds, id('vda-libaio'));
  iouring = diskLoadCurves(ds, id('vda-iouring'));
  const catalogue = buildCatalogue([{ json: STATED, origin: 'test' }]);
  expect(catalogue.issues).toEqual([]);
  figures = expectedAtSize(catalogue.curves[0]!, { value: 270, unit: 'GB' });
});

const curve = (cs: LoadCurve[], rw: string) => cs.find((c) => c.points[0]!.measurement.workload.rw === rw)!;
const lines = (o: Options) => o.series as SeriesLineOptions[];
const pts = (s: SeriesLineOptions) => s.data as PointOptionsObject[];

describe('caps at the curve’s block size (expected/load-caps.ts)', () => {
  it('4k: 100,000 IOPS binds; the throughput cap is 3e9 / 4096 operations', () => {
    const caps = loadCaps(figures, 100, 4096);
    expect(caps).toEqual([
      { kind: 'iops', source: 'disk', ops: 100000, binds: true },
      { kind: 'throughput', source: 'disk', ops: 3e9 / 4096, binds: false },
    ]);
  });
  it('128k: the throughput cap binds long before the IOPS cap', () => {
    const caps = loadCaps(figures, 100, 131072);
    expect(caps.find((c) => c.binds)).toMatchObject({ kind: 'throughput', ops: 3e9 / 131072 });
  });
});

describe('buildLoadCurve on the libaio sweep', () => {
  it('randread 4k: one drawn point per QD × jobs, each with its own file’s IOPS and latency', () => {
    const c = curve(libaio, 'randread');
    const o = buildLoadCurve({
      diskLabel: 'vda',
      curve: c,
      x: 'iops',
      caps: loadCaps(figures, 100, 4096),
      units,
      lang: 'en',
    });
    const mean = lines(o).filter((s) => /^mean lat/.test(s.name!));
    expect(mean.map((s) => s.name)).toEqual(['mean lat · jobs=1', 'mean lat · jobs=2', 'mean lat · jobs=4']);
    const drawn = mean.flatMap(pts);
    expect(drawn).toHaveLength(21);
    for (const p of drawn) {
      const [qd, jobs] = String(p.name).split('×');
      const r = raw('local_vda-libaio_270', `randread-4k-qd${qd}-nj${jobs}.json`);
      expect(p.x).toBeCloseTo(r.iops, 6);
      expect(p.y).toBeCloseTo(r.lat_ns.mean / 1000, 6);
    }
    // p99 dashed beside each mean line, labelled clat (fio's percentiles are completion latency).
    expect(
      lines(o)
        .filter((s) => s.dashStyle === 'Dash')
        .map((s) => s.name),
    ).toEqual(['clat p99 · jobs=1', 'clat p99 · jobs=2', 'clat p99 · jobs=4']);
  });

  it('cap lines in the x unit, the binding one named; knee and saturation drawn; the rules in the caption', () => {
    const c = curve(libaio, 'read');
    const caps = loadCaps(figures, 100, 131072);
    const o = buildLoadCurve({ diskLabel: 'vda', curve: c, x: 'bw', caps, units, lang: 'en' });
    const plot = (o.xAxis as XAxisOptions).plotLines!;
    expect(plot.map((l) => l.label!.text)).toEqual([
      'advertised IOPS cap',
      'advertised throughput cap (binds)',
    ]);
    expect(plot[0]!.value).toBeCloseTo((100000 * 131072) / 1e6, 6);
    expect(plot[1]!.value).toBeCloseTo(3000, 6);
    const names = lines(o).map((s) => s.name!);
    expect(names).toContain(`knee ${c.knee!.queueDepth}×${c.knee!.jobs}`);
    expect(names).toContain(`saturation ${c.saturation!.queueDepth}×${c.saturation!.jobs}`);
    expect(o.caption!.text).toMatch(/Saturation: the lowest QD×jobs reaching ≥ 90 %/);
    expect(o.caption!.text).toMatch(/Knee: the point with the highest IOPS ÷ mean latency/);
    // Top point 64×4: its MB/s against 3,000 MB/s, worked out from its file.
    const top = raw('local_vda-libaio_270', 'read-128k-qd64-nj4.json');
    const pct = Math.round((100 * top.bw_bytes) / 3e9);
    expect(o.subtitle!.text).toContain(
      `not saturated at QD×jobs = 64×4: the highest load reached ${pct} % of the binding cap`,
    );
  });

  it('tooltips: QD × jobs, marginal cost from the previous depth, Little’s ratio, end time and length', () => {
    const c = curve(libaio, 'randread');
    const o = buildLoadCurve({
      diskLabel: 'vda',
      curve: c,
      x: 'iops',
      caps: [],
      noCapsWhy: 'none stated',
      units,
      lang: 'en',
    });
    const p = pts(lines(o).find((s) => s.name === 'mean lat · jobs=2')!).find((x) => x.name === '8×2')!;
    const text = tooltipLines(p.custom as PointInfo, 'en').join('\n');
    const from = raw('local_vda-libaio_270', 'randread-4k-qd4-nj2.json');
    const to = raw('local_vda-libaio_270', 'randread-4k-qd8-nj2.json');
    const cost = (to.lat_ns.mean - from.lat_ns.mean) / (to.iops - from.iops);
    expect(text).toContain('QD 8 × 2 jobs = 16 I/Os asked');
    expect(text).toMatch(
      new RegExp(
        `from 4×2: Δ latency .* = ${cost.toPrecision(3)} µs per 1,000 IOPS|from 4×2: Δ latency .* = ${cost.toFixed(2)} µs per 1,000 IOPS`,
      ),
    );
    const ratio = (to.iops * to.lat_ns.mean) / 1e9 / 16;
    expect(text).toContain(`= ${ratio.toPrecision(3)} (lat)`);
    expect(text).toMatch(/ended 2026-11-25 18:\d\d:\d\d UTC, ran 10(\.\d+)? s/);
    expect(text).toContain('Source: fio-sweep/local_vda-libaio_270/randread-4k-qd8-nj2.json · randread-4k');
    expect(o.subtitle!.text).toBe('no cap lines: none stated');
  });
});

describe('scaling views and Compare', () => {
  it('QD scaling: IOPS and latency lines per jobs count over the 7 depths', () => {
    const c = curve(libaio, 'randwrite');
    const o = buildQdScaling({ diskLabel: 'vda', curve: c, units, lang: 'en' });
    expect((o.xAxis as XAxisOptions).categories).toEqual(['1', '2', '4', '8', '16', '32', '64']);
    const iops = lines(o).find((s) => s.name === 'IOPS · jobs=4')!;
    // randwrite's figures are in `write`.
    const w = (
      JSON.parse(
        readFileSync(path.join(SWEEP, 'local_vda-libaio_270', 'randwrite-4k-qd32-nj4.json'), 'utf8'),
      ) as {
        jobs: { write: { iops: number } }[];
      }
    ).jobs[0]!.write.iops;
    expect(pts(iops).find((p) => p.x === 5)!.y).toBeCloseTo(w, 6);
  });

  it('QD × jobs heatmap: one cell per run, empty where not run (io_uring has no 2-job runs)', () => {
    const c = curve(iouring, 'randread');
    const o = buildQdJobsHeatmap({ diskLabel: 'vda', curve: c, units, lang: 'en', metric: 'iops' });
    const cells = (o.series![0] as { data: PointOptionsObject[] }).data;
    expect(cells).toHaveLength(14);
    const r = raw('local_vda-iouring_270', 'randread-4k-qd64-nj4.json');
    const cell = cells.find((p) => p.x === 6 && p.y === 1)!;
    expect(cell.value).toBeCloseTo(r.iops, 6);
  });

  /** The libaio and io_uring sweeps compared at 4 jobs. */
  const compareTwo = () =>
    buildCompareLoad({
      disks: [
        { diskId: 'a', label: 'libaio', index: 0, curve: curve(libaio, 'randread') },
        { diskId: 'b', label: 'io_uring', index: 1, curve: curve(iouring, 'randread') },
      ],
      jobs: 4,
      x: 'iops',
      units,
      lang: 'en',
    });
  const meanLines = (o: Options) => lines(o).filter((s) => s.type === 'line' && s.dashStyle !== 'Dash');

  it('Compare: each disk in its Compare colour, one point per depth at the chosen jobs count', () => {
    const o = compareTwo();
    const mean = meanLines(o);
    expect(mean.map((s) => [s.name, s.color])).toEqual([
      ['libaio · mean lat · jobs=4', PALETTE[0]],
      ['io_uring · mean lat · jobs=4', PALETTE[1]],
    ]);
    expect(mean.map((s) => pts(s).map((p) => p.name))).toEqual([
      ['1×4', '2×4', '4×4', '8×4', '16×4', '32×4', '64×4'],
      ['1×4', '2×4', '4×4', '8×4', '16×4', '32×4', '64×4'],
    ]);
    const r = raw('local_vda-iouring_270', 'randread-4k-qd16-nj4.json');
    expect(pts(mean[1]!).find((p) => p.name === '16×4')!.x).toBeCloseTo(r.iops, 6);
    // Each disk's dashed p99 line follows its mean line (one legend item per disk, hiding both)
    // and keeps its own name for tooltips and screen readers.
    const all = lines(o).filter((s) => s.type === 'line');
    const p99 = all.filter((s) => s.dashStyle === 'Dash');
    expect(p99.map((s) => s.name)).toEqual(['libaio · clat p99 · jobs=4', 'io_uring · clat p99 · jobs=4']);
    for (const s of p99) {
      expect(s.linkedTo).toBe(':previous');
      const before = all[all.indexOf(s) - 1]!;
      expect([before.dashStyle, before.color]).toEqual([undefined, s.color]);
      expect(s.name!.split(' · ')[0]).toBe(before.name!.split(' · ')[0]);
    }
  });

  /** The label layers: scatter series whose ids start with QD_LABELS. */
  const layersOf = (o: Options) =>
    (o.series ?? []).filter(
      (s) => (s as { type?: string }).type === 'scatter' && s.id?.startsWith(`${QD_LABELS}-`),
    ) as SeriesScatterOptions[];
  const turnOf = (s: { custom?: unknown }) => (s.custom as { drawLater?: number } | undefined)?.drawLater;

  it('Compare labels every mean-line point QD×jobs through label layers, outside the legend, CSV and screen-reader text', () => {
    const o = compareTwo();
    const mean = meanLines(o);
    const layers = layersOf(o);
    expect(layers).toHaveLength(1);
    const layer = layers[0]!;
    // The same points as the lines, named the same.
    expect((layer.data as PointOptionsObject[]).map((p) => [p.x, p.y, p.name])).toEqual(
      mean.flatMap((s) => pts(s).map((p) => [p.x, p.y, p.name])),
    );
    expect((layer.custom as { lines: string[] }).lines).toEqual(mean.map((s) => s.id));
    expect(mean.every((s) => (s.dataLabels as { enabled?: boolean }).enabled === false)).toBe(true);
    expect([layer.showInLegend, layer.includeInDataExport, layer.enableMouseTracking]).toEqual([
      false,
      false,
      false,
    ]);
    expect(layer.accessibility?.enabled).toBe(false);
    expect(o.plotOptions?.scatter?.dataLabels).toMatchObject({ enabled: true, format: '{point.name}' });
    // On a phone no labels over the lines, as on the Disk view's load curve.
    const phone = o.responsive!.rules!.filter((r) => r.condition?.maxWidth === 520);
    expect(
      phone.some(
        (r) => JSON.stringify(r.chartOptions?.plotOptions?.scatter) === '{"dataLabels":{"enabled":false}}',
      ),
    ).toBe(true);
  });

  it('Compare of 12 disks: every point in the options, drawn in turns (lines, p99 lines, labels of 10 disks a turn)', () => {
    const disks = Array.from({ length: 12 }, (_, i) => ({
      diskId: `d${i}`,
      label: `disk ${i}`,
      index: i,
      curve: curve(i % 2 ? iouring : libaio, 'randread'),
    }));
    const o = buildCompareLoad({ disks, jobs: 4, x: 'iops', units, lang: 'en' });
    const mean = meanLines(o);
    const p99 = lines(o).filter((s) => s.dashStyle === 'Dash');
    expect([mean.length, p99.length]).toEqual([12, 12]);
    // Each line holds its 7 loads (QD1…64 at 4 jobs), read from the sweep's files.
    for (const s of [...mean, ...p99]) expect(pts(s).map((p) => p.name)).toHaveLength(7);
    const layers = layersOf(o);
    expect(layers.map((l) => (l.custom as { lines: string[] }).lines.length)).toEqual([10, 2]);
    // Together the layers label every mean-line point once.
    expect(layers.flatMap((l) => (l.data as PointOptionsObject[]).map((p) => [p.x, p.y, p.name]))).toEqual(
      mean.flatMap((s) => pts(s).map((p) => [p.x, p.y, p.name])),
    );
    // Lines first, then the p99 lines, then each layer in a turn of its own.
    expect(new Set(mean.map(turnOf))).toEqual(new Set([1]));
    expect(new Set(p99.map(turnOf))).toEqual(new Set([2]));
    expect(layers.map(turnOf)).toEqual([3, 4]);
  });

  it('Compare legend labels are cut by length, never inside an escaped character', () => {
    expect(legendLabel('libaio · mean lat · jobs=4')).toBe('libaio · mean lat · jobs=4');
    const long = `${'x'.repeat(45)}&lt;y&gt; · mean lat · jobs=4`;
    const cut = legendLabel(long);
    expect(cut).toBe(`${'x'.repeat(45)}&lt;y…`);
    expect(cut.replace(/&\w+;/g, '<')).toHaveLength(48);
  });

  it('every visible word is there in Chinese and Russian', () => {
    for (const lang of ['zh', 'ru'] as const) {
      const o = buildLoadCurve({
        diskLabel: 'vda',
        curve: curve(libaio, 'read'),
        x: 'bw',
        caps: loadCaps(figures, 100, 131072),
        units,
        lang,
      });
      expect(o.caption!.text).not.toMatch(/Saturation/);
      expect((o.xAxis as XAxisOptions).title!.text).not.toMatch(/Achieved/);
    }
  });
});

describe('after burst (the verdict’s bucket placement, on the real sweep read as a 100 GiB gp2)', () => {
  it('points are marked once the session’s I/O above baseline has used the 5.4 M credits', async () => {
    const { builtinCatalogue, expectDisk } = await import('../../../src/expected');
    const { afterBurstRuns } = await import('../../../src/expected/load-caps');
    const disk = ds.disks.find((d) => d.type === 'vda-libaio')!;
    // The same real runs, the disk named as a gp2 volume in this test only: gp2 is the burst model
    // the catalogue has figures for (baseline 3 × 100 = 300 IOPS, burst 3,000, 5.4 M credits).
    const asGp2 = { ...disk, provider: 'aws', type: 'gp2', size: { value: 100, unit: 'GiB' as const } };
    const exp = expectDisk(builtinCatalogue(), { ...ds, disks: [asGp2] }, asGp2);
    const late = afterBurstRuns(exp);
    // Independently: the runs in time order (timestamp_ms − runtime), each spending (IOPS − 300) ×
    // runtime credits (256 KiB units: 1 per 4k and 128k I/O) and earning 300 a second between runs.
    const files = readdirSync(path.join(SWEEP, 'local_vda-libaio_270')).filter((n) => n.endsWith('.json'));
    const runs = files
      .map((n) => {
        const doc = JSON.parse(readFileSync(path.join(SWEEP, 'local_vda-libaio_270', n), 'utf8')) as {
          timestamp_ms: number;
          jobs: { read: { iops: number; runtime: number }; write: { iops: number; runtime: number } }[];
        };
        const j = doc.jobs[0]!;
        const t = Math.max(j.read.runtime, j.write.runtime);
        return { n, end: doc.timestamp_ms, t, iops: j.read.iops + j.write.iops };
      })
      .sort((a, b) => a.end - a.t - (b.end - b.t));
    let level = 5.4e6;
    let clock = runs[0]!.end - runs[0]!.t;
    const emptyAtStart = new Map<string, boolean>();
    for (const r of runs) {
      level = Math.min(5.4e6, level + (300 * Math.max(0, r.end - r.t - clock)) / 1000);
      // Empty enough that the run could not average 10 % of the way from baseline to burst.
      emptyAtStart.set(r.n, level / (r.t / 1000) < 0.1 * 2700);
      level = Math.max(0, level - (r.iops - 300) * (r.t / 1000));
      clock = r.end;
    }
    const lateFiles = new Set(
      [...late.keys()].map((id) =>
        ds.measurements
          .find((m) => m.id === id)!
          .provenance.file.split('/')
          .pop(),
      ),
    );
    expect(lateFiles.size).toBeGreaterThan(10);
    expect(lateFiles.size).toBeLessThan(42);
    // The first runs had credits; the last 4k runs did not (4k: judged on IOPS, where the bucket is).
    const small = runs.filter((r) => r.n.includes('-4k-'));
    expect(lateFiles.has(small[0]!.n)).toBe(false);
    expect(lateFiles.has(small[small.length - 1]!.n)).toBe(true);
    const disagree = small.filter((r) => lateFiles.has(r.n) !== emptyAtStart.get(r.n)).map((r) => r.n);
    expect(disagree).toEqual([]);

    const c = curve(libaio, 'randread');
    const o = buildLoadCurve({
      diskLabel: 'vda',
      curve: c,
      x: 'iops',
      caps: [],
      afterBurst: new Set(late.keys()),
      units,
      lang: 'en',
    });
    const n = c.points.filter((p) => late.has(p.measurement.id)).length;
    expect(o.subtitle!.text).toContain(`${n} points after burst (hollow markers)`);
  });
});
