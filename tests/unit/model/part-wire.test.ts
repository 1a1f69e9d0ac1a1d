// The worker-to-page wire form of dataset parts (#28): series cross as transferred Float64Arrays and
// come back exactly (ns latencies past 2^24 and epoch milliseconds, which Float32 would round), a
// log's summary included; other parts cross as JSON text. The page empties what arrived as it reads it. The figures are compared with the real
// log file's lines read here, and with the part as it was before crossing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { importLogStream } from '../../../src/ingest/fio/log';
import { splitDataset, type DatasetPart } from '../../../src/model/dataset-parts';
import { hasSeries, packPart, unpackPart } from '../../../src/model/part-wire';
import { fixturePath } from '../../helpers/fixtures';

/** The part after a trip through postMessage with its transfer list (structuredClone does the same). */
function cross(part: DatasetPart): { back: DatasetPart; detached: boolean } {
  const { packed, transfer } = packPart(part);
  const arrived = structuredClone(packed, { transfer });
  return { back: unpackPart(arrived), detached: transfer.every((b) => b.byteLength === 0) };
}

describe('dataset parts crossing from a worker', () => {
  it('moves a log series as Float64Arrays and gets every point back', async () => {
    const path = 'fio/logs/randread-4k-qd1-perio_lat.1.log';
    const text = readFileSync(fixturePath(path), 'utf8');
    const lines = text.trimEnd().split('\n');
    const ds = await ingestFiles(
      [{ path: `r/${path.split('/').pop()}`, bytes: new TextEncoder().encode(text) }],
      {
        origin: 'x',
      },
    );
    const parts = [...splitDataset(ds)].filter(hasSeries);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const { back, detached } = cross(part);
      expect(detached).toBe(true);
      expect(back).toEqual(part);
    }
    const points = parts.flatMap((p) => [
      ...(p.series ?? []).flatMap((s) => s.v),
      ...(p.seriesMore?.v ?? []),
    ]);
    // fio writes the latency in ns as the second field of each line.
    expect(points.length).toBe(lines.length);
    expect(points.slice(0, 3)).toEqual(lines.slice(0, 3).map((l) => Number(l.split(', ')[1])));
  });

  it('keeps numbers Float32 would round', () => {
    const big = [16_777_217, 1_795_298_880_586, 0.1, -0, 2 ** 53];
    const part: DatasetPart = { seriesMore: { id: 's', t: big, v: [...big].reverse() } };
    const { back } = cross(part);
    expect(back.seriesMore?.t).toEqual(big);
    expect(Math.fround(16_777_217)).not.toBe(16_777_217);
  });

  it('moves a streamed log summary whole', async () => {
    const path = fixturePath('fio/logs/randread-4k-qd1-perio_lat.1.log');
    const result = await importLogStream('r/x_lat.1.log', new Blob([readFileSync(path)]));
    if (!result?.ok) throw new Error('the log did not import');
    const series = result.series.map((s, i) => ({ ...s, id: `s${i}`, diskId: 'd' }));
    expect(series[0]!.summary?.levels.length).toBeGreaterThan(0);
    const { back } = cross({ series });
    expect(back).toEqual({ series });
  });

  it('sends parts without series as JSON text', () => {
    expect(unpackPart({ json: JSON.stringify({ disks: [] }) })).toEqual({ disks: [] });
    expect(hasSeries({ measurements: [] })).toBe(false);
  });

  it('empties what arrived as it unpacks it (a message event keeps its data until a full collection)', () => {
    const text = { json: '{"disks":[],"reports":[]}' };
    expect(unpackPart(text)).toEqual({ disks: [], reports: [] });
    expect(text).toEqual({ json: '' });
    const big = [16_777_217, 1_795_298_880_586];
    const { packed, transfer } = packPart({ seriesMore: { id: 's', t: big, v: big } });
    const arrived = structuredClone(packed, { transfer });
    expect(unpackPart(arrived).seriesMore).toEqual({ id: 's', t: big, v: big });
    expect(arrived).toEqual({});
  });
});
