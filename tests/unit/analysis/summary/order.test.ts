// Run order against the rule written out here as a comparison (the file by natural order, the
// run's place in its file, its line), on the runs of a real fio run given other file names,
// places and lines: the order the summary's keys give must be the order of the rule.
import { expect, it } from 'vitest';
import { inRunOrder, orderBasis } from '../../../../src/analysis/summary';
import type { Measurement } from '../../../../src/model/types';
import { ingestFolder } from '../../../helpers/ingest';

const collator = new Intl.Collator(undefined, { numeric: true });
const rule = (a: Measurement, b: Measurement) =>
  collator.compare(a.provenance.file, b.provenance.file) ||
  (a.provenance.run?.index ?? 0) - (b.provenance.run?.index ?? 0) ||
  (a.provenance.line ?? 0) - (b.provenance.line ?? 0);

it('orders runs without times by file (natural order), place in the file, then line; ties keep their order', async () => {
  const real = (await ingestFolder('fio/local_ssd_1', 'd', 'u')).measurements;
  expect(real.length).toBeGreaterThan(3);
  const names = ['run 10.json', 'run 9.json', 'Run 9.json', 'run 1.json'];
  const runs: Measurement[] = Array.from({ length: 200 }, (_, i) => {
    const m = real[i % real.length]!;
    const { started: _s, time: _t, ...rest } = m;
    return {
      ...rest,
      id: `m${i}`,
      provenance: {
        ...m.provenance,
        file: names[(i * 7) % names.length]!,
        run: { index: (i * 3) % 5, count: 5 },
        line: (i * 11) % 4,
      },
    };
  });
  const expected = [...runs].sort(rule);
  expect(inRunOrder(runs).map((m) => m.id)).toEqual(expected.map((m) => m.id));
  // Not the order given: the test would pass for a sort that did nothing otherwise.
  expect(expected.map((m) => m.id)).not.toEqual(runs.map((m) => m.id));
});

it('orders by start time where every run has one, else by report time, else by file; orderBasis says which', async () => {
  const real = (await ingestFolder('fio/local_ssd_1', 'd', 'u')).measurements.slice(0, 4);
  const at = (min: number) => `2026-11-22T10:${String(min).padStart(2, '0')}:00Z`;
  // Report times 3, 1, 1, 2 (two runs of one report: file order decides), start times 9, 8, 7, 6.
  const runs = real.map((m, i) => ({
    ...m,
    id: `m${i}`,
    time: at([3, 1, 1, 2][i]!),
    started: at([9, 8, 7, 6][i]!),
    provenance: { ...m.provenance, file: `f${[1, 2, 1, 1][i]}.json`, line: i },
  }));
  expect(orderBasis(runs)).toBe('started');
  expect(inRunOrder(runs).map((m) => m.id)).toEqual(['m3', 'm2', 'm1', 'm0']);
  const noStart = runs.map((m, i) => (i === 1 ? { ...m, started: undefined } : m));
  expect(orderBasis(noStart)).toBe('time');
  expect(inRunOrder(noStart).map((m) => m.id)).toEqual(['m2', 'm1', 'm3', 'm0']);
  const badTime = noStart.map((m, i) => (i === 2 ? { ...m, time: 'not a time' } : m));
  expect(orderBasis(badTime)).toBe('file');
  expect(inRunOrder(badTime).map((m) => m.id)).toEqual(['m0', 'm2', 'm3', 'm1']);
});
