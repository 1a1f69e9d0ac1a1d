// Untrusted datasets (a file someone sent, a link's data, a saved record) are checked part by part:
// a part that does not fit the schema is named by kind, index and id and skipped; the rest is kept.
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/model/invariants';
import { datasetFromEnvelope, MAX_WARNINGS } from '../../../src/model/serialize';
import { validateDataset } from '../../../src/model/validate';
import { disk, envelope, measurement } from '../../helpers/hostile';

function without(obj: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = obj;
  return rest;
}

describe('dataset validation', () => {
  it('skips a measurement without workload, directions or provenance, naming it, and keeps the others', () => {
    const good = measurement('m-good', 'd1', 1000);
    const data = {
      disks: [disk('d1')],
      measurements: [
        without(measurement('m-0', 'd1', 1), 'workload'),
        good,
        without(measurement('m-2', 'd1', 2), 'directions'),
        without(measurement('m-3', 'd1', 3), 'provenance'),
      ],
    };
    const v = validateDataset(data)!;
    expect(v.dataset.measurements.map((m) => m.id)).toEqual(['m-good']);
    expect(v.dataset.measurements[0]!.total.iops).toBe(1000);
    expect(v.problems).toHaveLength(3);
    expect(v.problems[0]).toMatch(/^measurement 0 \("m-0"\) skipped: workload: /);
    expect(v.problems[1]).toMatch(/^measurement 2 \("m-2"\) skipped: directions: /);
    expect(v.problems[2]).toMatch(/^measurement 3 \("m-3"\) skipped: provenance: /);
    expect(checkInvariants(v.dataset)).toEqual([]);
  });

  it('refuses negative, non-finite (null in JSON) and mistyped figures, naming the field', () => {
    const neg = measurement('neg', 'd1', -5);
    const nul = measurement('nul', 'd1', 5);
    (nul.total as Record<string, unknown>).iops = null;
    const str = measurement('str', 'd1', 5);
    (str.workload as Record<string, unknown>).blockSize = '4k';
    const huge = JSON.parse(
      JSON.stringify(measurement('huge', 'd1', 5)).replace('"bw":20480}', '"bw":1e999}'),
    );
    const v = validateDataset({
      disks: [disk('d1')],
      measurements: [neg, nul, str, huge, measurement('ok', 'd1', 7)],
    })!;
    expect(v.dataset.measurements.map((m) => m.id)).toEqual(['ok']);
    expect(v.problems[0]).toMatch(/measurement 0 \("neg"\).*directions\.read\.iops: Too small/);
    expect(v.problems[1]).toMatch(
      /measurement 1 \("nul"\).*total\.iops: Invalid input: expected number, received null/,
    );
    expect(v.problems[2]).toMatch(
      /measurement 2 \("str"\).*workload\.blockSize: .*expected number, received string/,
    );
    expect(v.problems[3]).toMatch(
      /measurement 3 \("huge"\) skipped: directions\.read\.bw: Invalid input: expected number, received Infinity/,
    );
  });

  it('skips a bad disk with its measurements and series, a duplicate id, and a series of unknown measurement', () => {
    const series = (id: string, diskId: string, extra: Record<string, unknown> = {}) => ({
      id,
      diskId,
      metric: 'iops',
      direction: 'read',
      unit: 'IOPS',
      t: [0, 1],
      v: [5, 6],
      provenance: { file: 'x.log', tool: 'fio', format: 'fio-log' },
      ...extra,
    });
    const v = validateDataset({
      disks: [disk('d1'), disk('d2', { size: { value: 0, unit: 'GB' } }), disk('d1')],
      measurements: [measurement('a', 'd1', 1), measurement('b', 'd2', 1), measurement('a', 'd1', 2)],
      series: [
        series('s1', 'd1'),
        series('s2', 'd1', { v: [1, -1] }),
        series('s3', 'd1', { measurementId: 'nope' }),
        series('s4', 'd1', { t: [0] }),
      ],
    })!;
    expect(v.dataset.disks.map((d) => d.id)).toEqual(['d1']);
    expect(v.dataset.measurements.map((m) => m.id)).toEqual(['a']);
    expect(v.dataset.measurements[0]!.total.iops).toBe(1);
    expect(v.dataset.series.map((s) => s.id)).toEqual(['s1']);
    expect(v.problems).toEqual([
      expect.stringMatching(/^disk 1 \("d2"\) skipped: size\.value: Too small/),
      'disk 2 ("d1") skipped: its id is used by an earlier one',
      'measurement 1 ("b") skipped: its disk "d2" is missing or was skipped',
      'measurement 2 ("a") skipped: its id is used by an earlier one',
      'series 1 ("s2") skipped: v: series values must be a list of finite, non-negative numbers',
      'series 2 ("s3") skipped: its measurement "nope" is missing or was skipped',
      'series 3 ("s4") skipped: series times and values differ in length',
    ]);
    expect(checkInvariants(v.dataset)).toEqual([]);
  });

  it('skips a failed measurement that reports IOPS', () => {
    const m = { ...measurement('f', 'd1', 10), status: 'failed' };
    const v = validateDataset({ disks: [disk('d1')], measurements: [m] })!;
    expect(v.dataset.measurements).toEqual([]);
    expect(v.problems).toEqual(['measurement 0 ("f") skipped: it failed but has IOPS']);
  });

  it('drops keys it does not know, but keeps extra provenance fields', () => {
    const m = measurement('m', 'd1', 1);
    m.extra = '<script>';
    (m.provenance as Record<string, unknown>).runIndex = 2;
    const v = validateDataset({ disks: [disk('d1', { junk: 1 })], measurements: [m] })!;
    expect(v.problems).toEqual([]);
    expect(v.dataset.measurements[0]).not.toHaveProperty('extra');
    expect(v.dataset.disks[0]).not.toHaveProperty('junk');
    expect(v.dataset.measurements[0]!.provenance).toMatchObject({ file: 'd1/r.json', runIndex: 2 });
  });

  it('bounds the warnings of a dataset with thousands of bad parts', () => {
    const measurements = Array.from({ length: 5000 }, (_, i) =>
      without(measurement(`m${i}`, 'd1', 1), 'total'),
    );
    const r = datasetFromEnvelope(envelope({ disks: [disk('d1')], measurements }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.skipped).toBe(5000);
    expect(r.warnings).toHaveLength(MAX_WARNINGS + 1);
    expect(r.warnings.at(-1)).toBe(`and ${(5000 - MAX_WARNINGS).toLocaleString('en-US')} more problems`);
  });

  it('refuses what is not a dataset at all', () => {
    expect(validateDataset(null)).toBeUndefined();
    expect(validateDataset({ disks: {}, measurements: [] })).toBeUndefined();
    expect(datasetFromEnvelope(envelope([]))).toEqual({
      ok: false,
      error: 'dataset lacks disks or measurements',
    });
  });
});
