// A zip holding fio's logs as a tar.gz and a disk folder: the gzip's report row says how many files
// it yielded and what became of them, and the logs-only disk says what it holds. Made here from the
// project's own real fio logs.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync, zipSync } from 'fflate';
import { packTar } from 'modern-tar';
import { describe, expect, it } from 'vitest';
import { diskHoldings } from '../../../../src/analysis/disk-holdings';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { archiveYields, groupWarnings } from '../../../../src/model/report-summary';
import { FIGURE_KEYS, overviewRows } from '../../../../src/views/overview/overview-rows';
import { fixturePath } from '../../../helpers/fixtures';

const LOGS = fixturePath('fio/logs');
const names = readdirSync(LOGS).filter((n) => n.startsWith('randrw-4k-qd8_') && n.endsWith('.log'));

async function upload() {
  const tar = await packTar(
    names.map((n) => {
      const body = readFileSync(`${LOGS}/${n}`);
      return { header: { name: `fio-logs/${n}`, size: body.length }, body: new Uint8Array(body) };
    }),
  );
  const json = readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json'));
  const zip = zipSync({
    'fio-logs.tar.gz': gzipSync(tar),
    'local_ssd_1/randread-4k-qd1.json': new Uint8Array(json),
  });
  return ingestFiles([{ path: 'up.zip', bytes: zip }], { origin: 'u' });
}

describe('an archive inside an archive', () => {
  it('the gzip row says it yielded every log, all read', async () => {
    const ds = await upload();
    const gz = ds.reports.find((r) => r.file === 'up.zip/fio-logs.tar.gz')!;
    expect(gz.format).toBe('archive (gzip)');
    const y = archiveYields(ds.reports).get(gz.file)!;
    expect(y.files).toBe(names.length);
    expect(y.read).toBe(names.length);
    expect(y.paths.map((p) => p.slice(p.lastIndexOf('/') + 1)).sort()).toEqual([...names].sort());
    // The zip yielded the logs and the JSON.
    expect(archiveYields(ds.reports).get('up.zip')!.files).toBe(names.length + 1);
  });

  it('the logs-only disk is listed with its series instead of headline figures', async () => {
    const ds = await upload();
    const disk = ds.disks.find((d) => d.label.includes('fio-logs'))!;
    const h = diskHoldings(ds, disk.id);
    // bw, iops, lat, clat, slat logs of a randrw job: read and write each; the hist log adds clat.
    const perLog = names.filter((n) => !n.includes('hist')).length * 2;
    expect(h.series).toBeGreaterThanOrEqual(perLog);
    expect(h.results).toBe(0);
    // The bw log's last time stamp (ms) read with a regex: the duration the cell shows.
    const bw = readFileSync(`${LOGS}/randrw-4k-qd8_bw.1.log`, 'utf8');
    const times = [...bw.matchAll(/^(\d+),/gm)].map((m) => Number(m[1]));
    expect(h.durationS).toBeGreaterThanOrEqual((Math.max(...times) - Math.min(...times)) / 1000 - 1e-9);
    const row = overviewRows(ds).find((r) => r.disk.id === disk.id)!;
    expect(FIGURE_KEYS.map((k) => row.headline[k])).toEqual(FIGURE_KEYS.map(() => undefined));
  });

  it('warnings are grouped by folder and kind, figures-may-be-wrong first', async () => {
    const ds = await upload();
    const groups = groupWarnings(ds.reports);
    const diskName = groups.filter((g) => g.code === 'disk-name');
    // One line for the folder's files, not one per file.
    expect(diskName).toHaveLength(1);
    expect(diskName[0]!.files.length).toBe(names.length);
    const firstPlain = groups.findIndex((g) => !g.mayBeWrong);
    expect(groups.slice(firstPlain).some((g) => g.mayBeWrong)).toBe(false);
  });
});
