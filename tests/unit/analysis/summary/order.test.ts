// Run order against the rule written out here as a comparison (the file by natural order, the
// run's place in its file, its line), on the runs of a real fio run given other file names,
// places and lines: the order the summary's keys give must be the order of the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { inRunOrder } from '../../../../src/analysis/summary';
import { ingestFiles } from '../../../../src/ingest/ingest';
import type { Measurement } from '../../../../src/model/types';
import { fixturePath } from '../../../helpers/fixtures';

const collator = new Intl.Collator(undefined, { numeric: true });
const rule = (a: Measurement, b: Measurement) =>
  collator.compare(a.provenance.file, b.provenance.file) ||
  (a.provenance.run?.index ?? 0) - (b.provenance.run?.index ?? 0) ||
  (a.provenance.line ?? 0) - (b.provenance.line ?? 0);

it('orders runs without times by file (natural order), place in the file, then line; ties keep their order', async () => {
  const dir = fixturePath('fio/local_ssd_1');
  const files = readdirSync(dir).map((f) => ({
    path: `d/${f}`,
    bytes: new Uint8Array(readFileSync(path.join(dir, f))),
  }));
  const real = (await ingestFiles(files, { origin: 'u' })).measurements;
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
