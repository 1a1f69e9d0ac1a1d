// The "4k QD1 read latency" headline: the PTS latency test runs one job at queue depth 1 by
// definition, so it fills the headline for PTS bundles and for digests that do not repeat it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headlineFigures } from '../../../src/analysis/headline';
import { ingestFiles } from '../../../src/ingest/ingest';

const enc = new TextEncoder();
const DIGEST = path.resolve(
  import.meta.dirname,
  '../../../../shared/fixtures/third-party/cloudtesting-digest',
);
const BUNDLE = path.resolve(import.meta.dirname, '../../fixtures/pts/local_ext4_2');

describe.skipIf(!existsSync(DIGEST))(
  'digest (needs ../shared/fixtures/third-party/cloudtesting-digest)',
  () => {
    it('every disk of hybrid.csv gets its 4k 100/0 latency row as the QD1 headline', async () => {
      const text = readFileSync(path.join(DIGEST, 'hybrid.csv'), 'utf8');
      const ds = await ingestFiles([{ path: 'hybrid.csv', bytes: enc.encode(text) }], { origin: 't' });
      // Independent reading: latency rows, block index 1 (4k), mix index 6 (100/0), value in ms.
      const rows = [...text.matchAll(/^(\w+),(\w+),(\w+),latency,1,6,([\d.]+)$/gm)];
      expect(rows.length).toBeGreaterThan(0);
      for (const [, vendor, type, volume, ms] of rows) {
        const d = ds.disks.find(
          (x) =>
            x.provider === vendor &&
            x.type === type &&
            `${x.size?.value}${x.comparable ? '' : 'x'}` === volume,
        );
        const h = headlineFigures(ds, d!.id);
        expect(h.lat4kQd1?.value).toBeCloseTo(Number(ms) * 1e6, 3);
      }
    });
  },
);

describe('PTS bundle', () => {
  it('the latency test fills the headline with its 4k 100/0 steady-state mean', async () => {
    const files = readdirSync(BUNDLE)
      .filter((n) => n.endsWith('.json') || n === '.options')
      .map((n) => ({ path: `local_ext4_2/${n}`, bytes: new Uint8Array(readFileSync(path.join(BUNDLE, n))) }));
    const ds = await ingestFiles(files, { origin: 't' });
    const h = headlineFigures(ds, ds.disks[0]!.id);
    const m = ds.measurements.find((x) => x.id === h.lat4kQd1?.measurementId);
    expect(m).toMatchObject({ test: 'latency', role: 'result', workload: { blockSize: 4096, readPct: 100 } });
    expect(h.lat4kQd1?.value).toBeGreaterThan(0);
  });
});
