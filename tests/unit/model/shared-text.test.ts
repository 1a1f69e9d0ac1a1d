// Sharing repeated text (model/shared-text.ts) may change which string a field points to, never a
// value: checked against the parts' own JSON read here with JSON.parse. Which string object a field
// holds cannot be seen from JavaScript, so the heap it saves was measured apart (see shared-text.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatasetCollector, splitDatasetAsJson } from '../../../src/model/dataset-parts';
import { shareTextWith } from '../../../src/model/shared-text';
import { ingestFiles } from '../../../src/ingest/ingest';
import { fixturePath } from '../../helpers/fixtures';

describe('shared text of measurements read from JSON', () => {
  it('keeps every value of a real fio run, read back part by part', async () => {
    const path = fixturePath('fio/local_ssd_1/randread-4k-qd1.json');
    const text = readFileSync(path, 'utf8');
    // 30 copies of one job in three folders, so neighbours share some text and not other.
    const bytes = new TextEncoder().encode(text);
    const files = Array.from({ length: 30 }, (_, i) => ({ path: `run-${i % 3}/copy-${i}.json`, bytes }));
    const ds = await ingestFiles(files, { origin: 'x' });
    const texts = [...splitDatasetAsJson(ds)].map((p) => p.json);
    const collector = new DatasetCollector();
    for (const t of texts) collector.add(JSON.parse(t));
    const got = await collector.dataset();
    const want = texts.map((t) => JSON.parse(t) as { measurements?: unknown[] });
    expect(got.measurements).toEqual(want.flatMap((p) => p.measurements ?? []));
    expect(got.measurements).toHaveLength(30);
    expect(new Set(got.measurements.map((m) => m.provenance.file)).size).toBe(30);
    expect(new Set(got.measurements.map((m) => m.diskId)).size).toBe(3);
  });

  it('shares only equal text under the same key', () => {
    const prev = {
      diskId: 'disk-a',
      time: '2026-01-01T00:00:00Z',
      workload: { options: { filename: '/dev/sdb' } },
    };
    const m = {
      diskId: 'disk-b',
      time: '2026-01-01T00:00:00Z',
      workload: { options: { filename: '/dev/sdc', size: '1G' } },
    };
    shareTextWith(m, prev);
    expect(m).toEqual({
      diskId: 'disk-b',
      time: '2026-01-01T00:00:00Z',
      workload: { options: { filename: '/dev/sdc', size: '1G' } },
    });
  });

  it('takes any untrusted shape without throwing or changing it', () => {
    const shapes: unknown[] = [
      null,
      42,
      'text',
      [],
      { workload: 'randread', provenance: null, total: [] },
      { workload: { options: ['a'] }, provenance: { assumed: 7 } },
      JSON.parse('{"__proto__": "x", "diskId": "d", "workload": {"options": {"__proto__": "y"}}}'),
    ];
    for (const a of shapes)
      for (const b of shapes) {
        const before = JSON.stringify(a);
        expect(() => shareTextWith(a, b)).not.toThrow();
        expect(JSON.stringify(a)).toBe(before);
      }
    expect(({} as Record<string, unknown>).diskId).toBeUndefined();
    expect(Object.getPrototypeOf(shapes[6])).toBe(Object.prototype);
  });
});
