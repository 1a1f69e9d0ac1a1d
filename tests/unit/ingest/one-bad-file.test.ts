// One bad file never stops the others: each failure path of the pipeline (reading as text,
// sniffing, importing, assembling) ends in a report line naming the file, and the other files of
// the same upload are imported. Reproducers are made here, small.
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/ingest/archive/limits';
import { unpackAll } from '../../../src/ingest/archive/archive';
import { assembleDataset } from '../../../src/ingest/assemble';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { ImportOk, MeasurementDraft } from '../../../src/ingest/types';
import { serializeDataset } from '../../../src/model/serialize';
import type { Dataset } from '../../../src/model/types';
import { goodCsv } from '../../helpers/zip-bombs';

const saved = { ...LIMITS };
afterEach(() => {
  Object.assign(LIMITS, saved);
});

const CSV_PATH = 'aliyun_ssd_250/iops.csv';
const enc = new TextEncoder();

/** The good CSV imported with its own figure (read from its text with a regex, not the importer). */
function expectCsvImported(ds: Dataset, csv: Uint8Array, path = CSV_PATH): void {
  const iops = Number(/,(\d+)\n$/.exec(new TextDecoder().decode(csv))![1]);
  expect(ds.reports.find((r) => r.file === path)?.error).toBeUndefined();
  expect(ds.measurements.find((m) => m.provenance.file === path)?.total.iops).toBe(iops);
}

describe('one bad file never stops the others', () => {
  it('a text file longer than the engine can hold as a string is named, not thrown', async () => {
    // The real limit is ~512 MiB (V8's longest string); lowered here so the file can be small.
    Object.assign(LIMITS, { textBytes: 1000 });
    const csv = goodCsv(321);
    const ds = await ingestFiles(
      [
        { path: 'huge.log', bytes: enc.encode('x'.repeat(5000)) },
        { path: CSV_PATH, bytes: csv },
      ],
      { origin: 't' },
    );
    expect(ds.reports.find((r) => r.file === 'huge.log')?.error).toEqual({
      code: 'too-large',
      message:
        "the file is 4.9 KiB, more than can be read as text (1000 bytes, the engine's longest string); split it into smaller files",
      file: 'huge.log',
      // What the page says it from in its language: the size and the limit.
      params: { form: 'text', size: '4.9 KiB', max: '1000 bytes' },
    });
    expectCsvImported(ds, csv);
  });

  it('a dataset JSON whose measurement lacks provenance fails alone, named', async () => {
    const csv = goodCsv(55);
    const source = await ingestFiles([{ path: 'aliyun_ssd_500/iops.csv', bytes: goodCsv(7) }], {
      origin: 'o',
    });
    const json = JSON.parse(serializeDataset(source)) as { dataset: { measurements: object[] } };
    for (const m of json.dataset.measurements) delete (m as { provenance?: unknown }).provenance;
    const ds = await ingestFiles(
      [
        { path: 'shared/dataset.json', bytes: enc.encode(JSON.stringify(json)) },
        { path: CSV_PATH, bytes: csv },
      ],
      { origin: 't' },
    );
    // The dataset importer refuses the measurement (or, failing that, assembly refuses the file):
    // either way the file's line names the problem and nothing without provenance gets in.
    const bad = ds.reports.find((r) => r.file === 'shared/dataset.json');
    const said = [...(bad?.error ? [bad.error] : []), ...(bad?.warnings ?? [])];
    expect(said.some((i) => i.file === 'shared/dataset.json' && /provenance|malformed/.test(i.message))).toBe(
      true,
    );
    expect(bad?.measurements).toBe(0);
    expect(ds.measurements.filter((m) => m.provenance?.file === undefined)).toEqual([]);
    expectCsvImported(ds, csv);
  });

  it('assembly names a file whose records break it and keeps the disk’s other files', () => {
    const good = (file: string, iops: number): ImportOk => ({
      ok: true,
      format: 'x',
      measurements: [
        {
          test: 'iops',
          role: 'result',
          workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
          directions: {},
          total: { iops },
          status: 'ok',
          provenance: { file, tool: 'fio' },
        } as MeasurementDraft,
      ],
      series: [],
      warnings: [],
    });
    const broken = good('d_x_1/b.json', 2);
    // What an importer could let through: a measurement without its provenance.
    delete (broken.measurements[0] as Partial<MeasurementDraft>).provenance;
    const ds = assembleDataset(
      [
        { path: 'd_x_1/a.json', bytes: 1, result: good('d_x_1/a.json', 1) },
        { path: 'd_x_1/b.json', bytes: 1, result: broken },
        { path: 'd_x_1/c.json', bytes: 1, result: good('d_x_1/c.json', 3) },
      ],
      [],
      't',
    );
    expect(ds.reports.find((r) => r.file === 'd_x_1/b.json')?.error).toMatchObject({
      code: 'assembly',
      file: 'd_x_1/b.json',
      message: expect.stringMatching(/^its records could not be put together with the others: /),
    });
    expect(ds.measurements.map((m) => [m.provenance.file, m.total.iops])).toEqual([
      ['d_x_1/a.json', 1],
      ['d_x_1/c.json', 3],
    ]);
  });

  it('a file of 200,000 records is assembled without spreading them into a call', () => {
    const measurements: MeasurementDraft[] = Array.from({ length: 200_000 }, (_, i) => ({
      test: 'iops',
      role: 'result',
      workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
      directions: {},
      total: { iops: i },
      status: 'ok',
      provenance: { file: 'd_x_1/long.csv', tool: 'csv', format: 'x', line: i + 2 },
    }));
    const result: ImportOk = { ok: true, format: 'x', measurements, series: [], warnings: [] };
    const ds = assembleDataset([{ path: 'd_x_1/long.csv', bytes: 1, result }], [], 't');
    expect(ds.measurements).toHaveLength(200_000);
    expect(ds.measurements[199_999]?.total.iops).toBe(199_999);
  });

  it('a zip of 20,000 tiny members is read whole, also when its directory is cut off', async () => {
    const members = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, i) => [`d/f${i}.txt`, enc.encode(String(i))]),
    );
    const zip = zipSync(members, { level: 0 });
    const whole = await unpackAll([{ path: 't.zip', bytes: zip }]);
    expect(whole.files).toHaveLength(20_000);
    expect(new TextDecoder().decode(whole.files[19_999]!.bytes)).toBe('19999');
    // Without its central directory the zip is walked by its local headers: same members.
    const dirAt = zip.length - 22 - new DataView(zip.buffer).getUint32(zip.length - 22 + 12, true);
    const cut = await unpackAll([{ path: 't.zip', bytes: zip.subarray(0, dirAt) }]);
    expect(cut.files).toHaveLength(20_000);
  });
});
