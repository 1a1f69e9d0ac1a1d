// Measurement drafts with every field of the model's schema filled in, for the tests that hold the
// quick checks (model/draft-check.ts, model/part-check.ts) against zod field by field.
export const latency = () => ({
  mean: 1000,
  min: 10,
  max: 9000,
  stddev: 12.5,
  samples: 300,
  percentiles: { p50: 900, 'p99.9': 8000 },
  histogram: { binsNs: [100, 200], counts: [3, 4] },
});

export const direction = () => ({
  iops: 5000,
  bw: 20480000,
  ioBytes: 1e9,
  totalIos: 250000,
  runtime: 60,
  lat: latency(),
  clat: latency(),
  slat: latency(),
});

/** A draft with every field of the schema filled in. */
export function everyFieldDraft(): Record<string, unknown> {
  return {
    test: 'iops',
    role: 'round',
    workload: {
      pattern: 'random',
      readPct: 70,
      blockSize: 4096,
      queueDepth: 32,
      jobs: 4,
      rw: 'randrw',
      ioengine: 'libaio',
      trim: false,
      fileSize: 1e9,
      direct: true,
      options: { filename: '/dev/sdb' },
    },
    directions: { read: direction(), write: direction(), trim: direction() },
    total: { iops: 10000, bw: 4e7, lat: latency(), latMethod: 'io-weighted' },
    sync: { calls: 12, lat: latency() },
    status: 'ok',
    error: 'none',
    claimed: [{ key: 'iops', value: 10000, unit: 'IOPS', note: 'as printed' }],
    pts: {
      phase: 'wdpc',
      round: 3,
      interval: 2,
      waitS: 10,
      ssmw: true,
      started: '2016-11-01',
      stopped: '2016-11-02',
    },
    time: '2016-11-01T00:00:00Z',
    started: '2016-11-01T00:00:00Z',
    duplicateOf: 'm0',
    provenance: {
      file: 'a/b.json',
      job: 'j',
      line: 3,
      tool: 'pts',
      toolVersion: '3.33',
      format: 'pts-json',
      run: { index: 1, count: 2 },
      assumed: { jobs: 'fio default', rw: 'inferred' },
      extra: 'provenance keeps what it does not know',
    },
  };
}
