// A blogger's Markdown page compares machines run by run, each under its own heading
// (dyu/vps-comparison: 12 VPS providers, every job named `myjob`, the same fio command). Runs under
// two headings are two datasets: variants labelled by the heading, never pooled into one median.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { summariseMeasurements } from '../../../../../src/analysis/summary';
import { ingestFiles } from '../../../../../src/ingest/ingest';
import { describeWithShared, fixturePath } from '../../../../helpers/fixtures';

const FILE = 'third-party/public-cloud/vps-comparison-2017/fio-libaio-random-mixed-4K.md';

describeWithShared('public-cloud', 'fio text pasted under Markdown headings', () => {
  it('each heading is its own variant with its own run, read from the file independently', async () => {
    const text = readFileSync(fixturePath(FILE), 'utf8');
    // Independent reading: the level-2 headings, and the first `read: IOPS=` after each.
    const expected = [...text.matchAll(/^## (.+)$/gm)].map((h) => {
      const rest = text.slice(h.index! + h[0].length);
      const next = rest.search(/^## /m);
      const iops = /read: IOPS=([\d.]+)(k?),/.exec(next < 0 ? rest : rest.slice(0, next));
      return { name: h[1]!.trim(), iops: iops ? Number(iops[1]) * (iops[2] ? 1000 : 1) : undefined };
    });
    expect(expected).toHaveLength(12);
    const ds = await ingestFiles(
      [{ path: 'vps/page.md', bytes: new Uint8Array(readFileSync(fixturePath(FILE))) }],
      {
        origin: 'test',
      },
    );
    const summaries = summariseMeasurements(ds.measurements, ds.disks[0]!.id);
    expect(summaries).toHaveLength(12);
    for (const want of expected) {
      const s = summaries.find((x) => x.workload.options?.section === want.name)!;
      expect(s, want.name).toBeDefined();
      expect(s.n).toBe(1);
      expect(s.variant).toContain(`section=${want.name}`);
      // fio prints IOPS cut to its digits (1229, 13.4k): the read IOPS agrees within one printed step.
      const read = s.runs[0]!.directions.read!.iops;
      expect(Math.abs(read - want.iops!)).toBeLessThanOrEqual(want.iops! >= 10000 ? 50 : 1);
    }
  });
});
