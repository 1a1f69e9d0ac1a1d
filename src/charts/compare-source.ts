// Which matrix stands for a disk when disks are compared on one metric: the PTS test that measures
// it when the disk has one, else its plain fio runs at a chosen (or the most telling) facet.
import type { Dataset } from '../model/types';
import {
  buildMatrix,
  fioFacets,
  sourcesOf,
  type Matrix,
  type MatrixFacet,
  type MatrixMetric,
  type MatrixSource,
} from '../analysis/matrix';

const PTS_SOURCE_FOR: Record<'iops' | 'bw' | 'lat', MatrixSource> = {
  iops: 'iops',
  bw: 'throughput',
  lat: 'latency',
};

/** Picks a fio facet: latency at queue depth 1, IOPS and bandwidth at the deepest queue tested. */
export function defaultFioFacet(facets: MatrixFacet[], metric: MatrixMetric): MatrixFacet | undefined {
  const wantPattern = metric === 'bw' ? 'sequential' : 'random';
  const pool = facets.some((f) => f.pattern === wantPattern)
    ? facets.filter((f) => f.pattern === wantPattern)
    : facets;
  // By queue depth, then jobs: latency takes the shallowest, throughput the deepest and widest.
  const byDepth = [...pool].sort(
    (a, b) => (a.queueDepth ?? 1) - (b.queueDepth ?? 1) || (a.jobs ?? 1) - (b.jobs ?? 1),
  );
  return metric.startsWith('lat') ? byDepth[0] : byDepth[byDepth.length - 1];
}

/** The matrix that represents `diskId` for `metric` (undefined when the disk has nothing for it). */
export function compareMatrix(
  ds: Dataset,
  diskId: string,
  metric: MatrixMetric,
  fioFacet?: MatrixFacet,
): Matrix | undefined {
  const family = metric === 'iops' || metric === 'bw' ? metric : 'lat';
  const sources = sourcesOf(ds, diskId);
  const pts = PTS_SOURCE_FOR[family];
  if (sources.includes(pts)) return buildMatrix(ds, diskId, { source: pts, metric });
  if (!sources.includes('fio')) return undefined;
  const facets = fioFacets(ds, diskId);
  const facet =
    (fioFacet &&
      facets.find(
        (f) =>
          f.pattern === fioFacet.pattern &&
          f.queueDepth === fioFacet.queueDepth &&
          (fioFacet.jobs === undefined || f.jobs === fioFacet.jobs),
      )) ??
    defaultFioFacet(facets, metric);
  return buildMatrix(ds, diskId, { source: 'fio', metric, ...(facet ? { facet } : {}) });
}
