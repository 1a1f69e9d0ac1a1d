// steadyStateOf honours the bundle's ss_verification. The real bundle tests/fixtures/pts/local_ext4_2
// was run with the default (10 %); a variant of it whose `.options` says 50 % is made here in memory
// (the disk's `pts.ss_verification` edited), and every test's verdict is checked against the suite's
// rule computed in this file: over the window of five rounds, max − min ≤ 2 × pct % of the mean and
// |slope × 4| ≤ pct % of the mean (slope of the least-squares line).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ssVerificationPct, steadyStateOf } from '../../../src/analysis/steady-state-of';
import { measurementsOf } from '../../../src/analysis/by-disk';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset, Disk, TestKind } from '../../../src/model/types';
import { readInputs } from '../../../scripts/lib/read-inputs';
import { fixturePath } from '../../helpers/fixtures';

const BUNDLE = fixturePath('pts/local_ext4_2');
const TESTS: TestKind[] = ['iops', 'throughput', 'latency', 'wsat', 'hir'];
let ds: Dataset;
let disk: Disk;

beforeAll(async () => {
  ds = await ingestFiles(readInputs([BUNDLE]), { origin: 'test' });
  disk = ds.disks[0]!;
});

/** The suite's check of one window, written out here (slope rounded as the suite does is not needed
 * away from the limits: the test asserts that no value sits within 1 % of a limit). */
function suiteVerdict(values: number[], pct: number): { achieved: boolean; margin: number } {
  const n = values.length;
  const xs = values.map((_, i) => i + 1);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  const slope =
    xs.reduce((a, x, i) => a + (x - mx) * (values[i]! - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const range = Math.max(...values) - Math.min(...values);
  const slopeLimit = (my * pct) / 100;
  const achieved = range <= 2 * slopeLimit && Math.abs(slope * 4) <= slopeLimit;
  const margin = Math.min(Math.abs(range - 2 * slopeLimit), Math.abs(Math.abs(slope * 4) - slopeLimit)) / my;
  return { achieved, margin };
}

describe('steady state with the bundle’s ss_verification', () => {
  it('reads the bundle’s own value from its .options', () => {
    const options = readFileSync(fixturePath('pts/local_ext4_2/.options'), 'latin1');
    const own = Number(/"ss_verification";i:(\d+);/.exec(options)![1]);
    expect(own).toBe(10);
    expect(ssVerificationPct(disk)).toBe(own);
  });

  it('a variant run with ss_verification 50 is judged with 50, every test', () => {
    const variant: Disk = { ...disk, metadata: { ...disk.metadata, 'pts.ss_verification': '50' } };
    expect(ssVerificationPct(variant)).toBe(50);
    const ms = measurementsOf(ds, disk.id);
    let changed = 0;
    for (const test of TESTS) {
      for (const [d, pct] of [
        [disk, 10],
        [variant, 50],
      ] as const) {
        const of = steadyStateOf(ms, d, test)!;
        expect(of.verificationPct, test).toBe(pct);
        const values = [...of.tracked.points].sort((a, b) => a.round - b.round).map((p) => p.value);
        expect(values, test).toHaveLength(5); // ss_max_rounds=5: one window
        const own = suiteVerdict(values, pct);
        expect(own.margin, `${test} at ${pct} % is not on a limit`).toBeGreaterThan(0.01);
        expect(of.steady?.achieved, `${test} at ${pct} %`).toBe(own.achieved);
        expect(of.steady?.window.maxSlopeExcursion).toBeCloseTo((of.steady!.window.average * pct) / 100, 9);
      }
      if (
        steadyStateOf(ms, disk, test)!.steady!.achieved !== steadyStateOf(ms, variant, test)!.steady!.achieved
      )
        changed++;
    }
    // The option matters on this bundle: some test's verdict differs between 10 % and 50 %.
    expect(changed).toBeGreaterThan(0);
  });
});
