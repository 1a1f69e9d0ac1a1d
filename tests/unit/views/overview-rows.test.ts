import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { overviewRows, sortRows } from '../../../src/views/overview/overview-rows';
import { fixturePath } from '../../helpers/fixtures';

/** The real fio run under three disk folders, numbered so text order and number order differ. */
async function threeDisks() {
  const dir = fixturePath('fio/local_ssd_1');
  const files = ['tencent_ssd_9', 'tencent_ssd_10', 'tencent_ssd_100'].flatMap((folder) =>
    readdirSync(dir).map((f) => ({
      path: `${folder}/${f}`,
      bytes: new Uint8Array(readFileSync(path.join(dir, f))),
    })),
  );
  return ingestFiles(files, { origin: 'u' });
}

describe('overview rows', () => {
  it('sorts disk names with their numbers in numeric order', async () => {
    const rows = overviewRows(await threeDisks());
    expect(sortRows(rows, 'disk', 'asc').map((r) => r.disk.label)).toEqual([
      'tencent ssd 9',
      'tencent ssd 10',
      'tencent ssd 100',
    ]);
    expect(sortRows(rows, 'size', 'desc').map((r) => r.disk.size?.value)).toEqual([100, 10, 9]);
  });

  it('makes rows for a slice of the disks that equal the rows of the whole', async () => {
    const ds = await threeDisks();
    const whole = overviewRows(ds);
    expect(overviewRows(ds, ds.disks.slice(1))).toEqual(whole.slice(1));
    // Every headline figure names the file and job it came from.
    const first = whole[0]!;
    expect(first.headline.randRead4k?.value).toBeGreaterThan(0);
    expect(first.sources.randRead4k).toMatch(/tencent_ssd_9\/randread-4k-qd\d+\.json · .*fio 3\.33/);
  });
});
