// The summary policy as charts, tooltips, picks and verdicts show it, on Linode's five real
// repeats per workload (read independently with regexes in ../analysis/summary/linode.ts).
import { beforeAll, expect, it } from 'vitest';
import { buildMatrix, cellAt, fioFacets } from '../../../src/analysis/matrix';
import { buildMatrixColumns } from '../../../src/charts/matrix-columns';
import { tooltipLines } from '../../../src/charts/provenance';
import { cellInfo } from '../../../src/charts/spec';
import { DEFAULT_UNITS } from '../../../src/charts/units';
import { judgedMeasurements } from '../../../src/expected/measured';
import type { Dataset } from '../../../src/model/types';
import { describeWithShared } from '../../helpers/fixtures';
import { independentMedian, LINODE, linodeDataset, printedRuns } from '../analysis/summary/linode';

const fmt = (v: number) => Math.round(v).toLocaleString('en-US');

describeWithShared(LINODE, 'summaries on charts, tooltips, picks and verdicts', () => {
  let ds: Dataset;
  let disk: string;
  const read = () => printedRuns('fio_randread.log').map((r) => r.iops);
  const write = () => printedRuns('fio_randwrite.log').map((r) => r.iops);
  beforeAll(async () => {
    ds = await linodeDataset();
    disk = ds.disks[0]!.id;
  });
  const spec = { source: 'fio' as const, metric: 'iops' as const };

  it('a tooltip names the statistic, the spread, the stdev and the QD × jobs', () => {
    const m = buildMatrix(ds, disk, spec);
    const cell = cellAt(m, 4096, 100)!;
    const lines = tooltipLines(cellInfo(cell, m, 'linode · 4k 100/0', DEFAULT_UNITS, 'en'), 'en');
    const iops = read();
    expect(lines[0]).toBe('linode · 4k 100/0 · QD16 × 8 jobs');
    expect(lines[1]).toBe(`IOPS: ${fmt(independentMedian(iops))} IOPS`);
    expect(lines).toContain(`median of 5 runs, ${fmt(Math.min(...iops))}–${fmt(Math.max(...iops))} IOPS`);
    expect(lines.some((l) => l.startsWith('sample stdev '))).toBe(true);
    expect(lines).toContain('paired figures from the run with the median IOPS');
    // The source line is the run whose IOPS is the median.
    expect(lines).toContain('Source: linode_ssd_20/fio_randread.log run 1 of 5, job randread');
  });

  it('the drifting write runs say so, in every language', () => {
    const m = buildMatrix(ds, disk, spec);
    const cell = cellAt(m, 4096, 0)!;
    const iops = write();
    const en = tooltipLines(cellInfo(cell, m, 'w', DEFAULT_UNITS, 'en'), 'en');
    expect(en).toContain(`drifts across repeats: first ${fmt(iops[0]!)} → last ${fmt(iops[4]!)} IOPS`);
    expect(en).toContain(
      `median of the last 4 of 5 runs (all runs ${fmt(Math.min(...iops))}–${fmt(Math.max(...iops))} IOPS)`,
    );
    const zh = tooltipLines(cellInfo(cell, m, 'w', DEFAULT_UNITS, 'zh'), 'zh');
    const ru = tooltipLines(cellInfo(cell, m, 'w', DEFAULT_UNITS, 'ru'), 'ru');
    expect(zh.some((l) => l.startsWith('重复运行间存在漂移'))).toBe(true);
    expect(ru.some((l) => l.startsWith('дрейф между повторами'))).toBe(true);
  });

  it('"best of" and single runs only when picked, and labelled so', () => {
    const iops = read();
    const best = buildMatrix(ds, disk, { ...spec, pick: 'best' });
    const cellBest = cellAt(best, 4096, 100)!;
    expect(cellBest.value).toBeCloseTo(Math.max(...iops), 6);
    expect(tooltipLines(cellInfo(cellBest, best, 'x', DEFAULT_UNITS, 'en'), 'en')).toContain(
      `best of 5 runs (median ${fmt(independentMedian(iops))} IOPS)`,
    );
    const second = buildMatrix(ds, disk, { ...spec, pick: 2 });
    expect(cellAt(second, 4096, 100)!.value).toBeCloseTo(iops[1]!, 6);
    expect(cellAt(second, 4096, 100)!.measurement.provenance.run?.index).toBe(2);
  });

  it("the columns chart draws the median with the runs' min–max as an error bar", () => {
    const iops = read();
    const o = buildMatrixColumns(ds, { diskId: disk, ...spec, units: DEFAULT_UNITS, lang: 'en' });
    const series = o.series as {
      type: string;
      name: string;
      data: ({ y?: number; low?: number; high?: number } | null)[];
    }[];
    const col = series.find((s) => s.type === 'column' && s.name === '100/0')!;
    const bar = series.find((s) => s.type === 'errorbar' && s.name === '100/0')!;
    expect(col.data[0]!.y).toBeCloseTo(independentMedian(iops), 6);
    expect(bar.data[0]!.low).toBeCloseTo(Math.min(...iops), 6);
    expect(bar.data[0]!.high).toBeCloseTo(Math.max(...iops), 6);
    expect((o.subtitle as { text: string }).text).toBe('Median of repeats; whiskers: lowest–highest run');
  });

  it('variants are facets of their own, never pooled', () => {
    const varied: Dataset = {
      ...ds,
      measurements: ds.measurements.map((m) =>
        m.workload.readPct === 100
          ? {
              ...m,
              workload: {
                ...m.workload,
                options: { filename: (m.provenance.run?.index ?? 0) <= 2 ? '/dev/vda' : '/dev/vdb' },
              },
            }
          : m,
      ),
    };
    const facets = fioFacets(varied, disk);
    expect(facets.map((f) => f.variant)).toEqual(['filename=/dev/vda', 'filename=/dev/vdb']);
    const iops = read();
    const a = buildMatrix(varied, disk, { ...spec, facet: facets[0]! });
    const b = buildMatrix(varied, disk, { ...spec, facet: facets[1]! });
    expect(cellAt(a, 4096, 100)!.value).toBeCloseTo(independentMedian(iops.slice(0, 2)), 6);
    expect(cellAt(b, 4096, 100)!.value).toBeCloseTo(independentMedian(iops.slice(2)), 6);
    // The write runs have no variants: they show under either facet.
    expect(cellAt(a, 4096, 0)!.summary.n).toBe(5);
  });

  it('a verdict judges one figure per workload: the summary, not each repeat', () => {
    const judged = judgedMeasurements(ds, disk);
    expect(judged).toHaveLength(2);
    const r = judged.find((m) => m.workload.readPct === 100)!;
    const w = judged.find((m) => m.workload.readPct === 0)!;
    expect(r.total.iops! / independentMedian(read())).toBeCloseTo(1, 12);
    expect(w.total.iops! / independentMedian(write().slice(1))).toBeCloseTo(1, 12);
    expect(r.provenance.run?.index).toBe(1);
  });
});
