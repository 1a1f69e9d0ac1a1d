// Run order made in steps (#28 item 4): the 100,000 runs of one workload are ordered over three
// page tasks when a large upload is summarised ahead, and the order is the one-pass order: the
// runs of the real local_ssd_1 fio run in the order of the report times its files print.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inRunOrder, runOrderSteps } from '../../../../src/analysis/summary/order';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { fixturePath } from '../../../helpers/fixtures';

describe('run order in steps', () => {
  it('yields between reading the clocks and sorting, and gives the order of the files’ report times', async () => {
    const dir = fixturePath('fio/local_ssd_1');
    const names = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const ds = await ingestFiles(
      names.map((f) => ({ path: `d/${f}`, bytes: new Uint8Array(readFileSync(join(dir, f))) })),
      { origin: 'x' },
    );
    // Each file's report time (fio's timestamp_ms), read from its text.
    const printed = new Map(
      names.map((f) => [
        `d/${f}`,
        (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { timestamp_ms: number }).timestamp_ms,
      ]),
    );
    const steps = runOrderSteps(ds.measurements);
    let pauses = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) pauses++;
    expect(pauses).toBe(2);
    const files = r.value.map((m) => m.provenance.file);
    expect(files).toEqual([...printed.keys()].sort((a, b) => printed.get(a)! - printed.get(b)!));
    expect(r.value).toEqual(inRunOrder(ds.measurements));
  });
});
