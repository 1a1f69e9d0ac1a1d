// PTS [test].json importer on the real bundle tests/fixtures/pts/local_ext4_2 (fio 3.33). The
// expected numbers are the values of the bundle README's key table, converted by hand to base units.
import { describe, expect, it } from 'vitest';
import { ptsResultImporter } from '../../../../src/ingest/pts/result';
import { importText } from '../../../../src/ingest/route';
import type { ImportOk, ImportResult, MeasurementDraft } from '../../../../src/ingest/types';
import { checkFixture, summarize } from '../../../helpers/ingest';

const DIR = 'pts/local_ext4_2';
const MiB = 1048576;

function ok(res: ImportResult): ImportOk {
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  return res;
}

function byKey(res: ImportOk, key: string): MeasurementDraft {
  const m = res.measurements.find((x) => x.provenance.job === key);
  if (!m) throw new Error(`no measurement ${key}`);
  return m;
}

describe('PTS [test].json fixtures', () => {
  for (const name of ['iops.json', 'throughput.json', 'latency.json', 'wsat.json', 'hir.json']) {
    it(`${name}: recognised, invariants, same under the name unknown`, () => {
      const res = checkFixture(`${DIR}/${name}`, 'pts-result');
      expect(res.ok && res.warnings).toEqual([]);
      expect(summarize(res)).toMatchSnapshot();
    });
  }

  it('iops.json: 21 keys, read+write IOPS summed, claimed kept', () => {
    const res = ok(checkFixture(`${DIR}/iops.json`, 'pts-result'));
    expect(res.measurements).toHaveLength(21);
    const m = byKey(res, 'iops_4k_100_0');
    expect(m).toMatchObject({
      test: 'iops',
      role: 'result',
      workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
    });
    expect(m.total.iops).toBe(311073);
    expect(m.claimed).toEqual([
      { key: 'iops_4k_100_0', value: 311073, unit: 'IOPS', note: 'read+write summed' },
    ]);
    expect(byKey(res, 'iops_512b_65_35')).toMatchObject({
      workload: { readPct: 65, blockSize: 512 },
      total: { iops: 179615 },
    });
    expect(byKey(res, 'iops_128k_0_100')).toMatchObject({
      workload: { readPct: 0, blockSize: 131072 },
      total: { iops: 20087 },
    });
  });

  it('throughput.json: the suite\'s "MB/s" is MiB/s', () => {
    const res = ok(checkFixture(`${DIR}/throughput.json`, 'pts-result'));
    const m = byKey(res, 'throughput_1024k_100_0');
    expect(m.workload).toEqual({ pattern: 'sequential', readPct: 100, blockSize: MiB });
    expect(m.total.bw).toBeCloseTo(8370.31 * MiB, 3);
    expect(m.claimed?.[0]).toMatchObject({ value: 8370.31, unit: 'MB/s' });
    expect(m.claimed?.[0]?.note).toContain('actually MiB/s');
    expect(byKey(res, 'throughput_128k_0_100').total.bw).toBeCloseTo(2813.02 * MiB, 3);
  });

  it('latency.json: ms → ns, mean and max in one measurement, unweighted mean for 65/35', () => {
    const res = ok(checkFixture(`${DIR}/latency.json`, 'pts-result'));
    expect(res.measurements).toHaveLength(6);
    const mixed = byKey(res, 'latency_4k_65_35');
    expect(mixed.workload).toEqual({
      pattern: 'random',
      readPct: 65,
      blockSize: 4096,
      queueDepth: 1,
      jobs: 1,
    });
    expect(mixed.total.lat?.mean).toBeCloseTo(0.011823330038 * 1e6, 6);
    expect(mixed.total.lat?.max).toBeCloseTo(565.3172349 * 1e6, 3);
    expect(mixed.total.latMethod).toBe('unweighted-mean');
    expect(mixed.claimed?.map((c) => c.key)).toEqual(['latency_4k_65_35_mean', 'latency_4k_65_35_max']);
    const read = byKey(res, 'latency_4k_100_0');
    expect(read.total.lat?.mean).toBeCloseTo(8568.182682, 6);
    expect(read.total.lat?.max).toBeCloseTo(600.2539544e6, 3);
    expect(read.total.latMethod).toBe('single-direction');
    expect(byKey(res, 'latency_512b_0_100').total.lat?.max).toBeCloseTo(1051.0183264e6, 2);
  });

  it('wsat.json and hir.json: 4k random-write IOPS', () => {
    const wsat = byKey(ok(checkFixture(`${DIR}/wsat.json`, 'pts-result')), 'wsat_iops');
    expect(wsat).toMatchObject({
      test: 'wsat',
      workload: { pattern: 'random', readPct: 0, blockSize: 4096 },
      total: { iops: 98712 },
    });
    const hir = byKey(ok(checkFixture(`${DIR}/hir.json`, 'pts-result')), 'hir_steady_state_iops');
    expect(hir).toMatchObject({ test: 'hir', total: { iops: 99509 } });
    expect(hir.pts).toBeUndefined();
  });
});

describe('PTS [test].json edge cases', () => {
  const run = (text: string, path = 'x/iops.json') => importText({ path, text });

  it('reads hir wait keys, including the schema misspelling hir_ait_50s_iops', () => {
    const res = ok(run('{"hir_steady_state_iops":100,"hir_wait_5s_iops":120,"hir_ait_50s_iops":150}')!);
    expect(res.measurements.map((m) => [m.provenance.job, m.total.iops, m.pts])).toEqual([
      ['hir_steady_state_iops', 100, undefined],
      ['hir_wait_5s_iops', 120, { phase: 'wait', round: 0, waitS: 5, ssmw: true }],
      ['hir_ait_50s_iops', 150, { phase: 'wait', round: 0, waitS: 50, ssmw: true }],
    ]);
  });

  it('skips bad keys and values with warnings, keeps the rest', () => {
    const res = ok(
      run(
        '{"iops_4k_100_0":5,"iops_4k_60_30":1,"iops_4k_0_100":"x","latency_4k_0_100_max":2,"iops_9q_0_100":3,"foo":1}',
      )!,
    );
    expect(summarize(res)).toMatchSnapshot();
  });

  it('gives named errors for bad input (parsed directly: the sniffer rightly refuses most of them)', () => {
    const inputs = {
      truncated: '{"iops_4k_100_0":311073,"iops_4k_95_',
      wrongShape: '{"iops_4k_100_0":[311073]}',
      array: '["iops_4k_100_0"]',
      empty: '',
      onlyUnknown: '{"iops_total":1}',
    };
    const results = Object.fromEntries(
      Object.entries(inputs).map(([k, text]) => [
        k,
        summarize(ptsResultImporter.parse({ path: 'bad/iops.json', text })),
      ]),
    );
    expect(results).toMatchSnapshot();
  });
});
