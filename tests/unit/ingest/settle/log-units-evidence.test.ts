// Which evidence settles a fio log's latency unit when no output of its run is imported with it:
// the bucket layout of the run's histogram log (fio 2.x: 1216 buckets in µs; 3.x: 1856 in ns), and
// else the values, the report saying why the file names could not (their forms are written by fio
// 2.1.11 and 3.x alike). Real files: the OVH fio 2.1.11 sample, the PerfKit fio 2.17 histogram log,
// this project's fio 3.33 logs, and logs written here by the installed fio with per_job_logs=0.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { describeWithShared, fixturePath } from '../../../helpers/fixtures';
import { input, told, unitNote, values } from './log-evidence-helpers';

/** Fields of a histogram log's first line, counted on the raw text. */
const histFields = (text: string) => text.slice(0, text.indexOf('\n')).split(',').length;

describeWithShared('ovh-fiowebviewer-sample-1', 'fio 2.1.11 logs without their output', () => {
  const dir = 'third-party/ovh-fiowebviewer-sample-1';
  const names = readdirSync(fixturePath(dir)).filter((n) => /_(lat|clat|slat)\.\d+\.log$/.test(n));

  it('the values decide (µs); the report says the indexed names do not tell the version', async () => {
    const ds = await ingestFiles(
      names.map((n) => input(`ovh/${n}`, readFileSync(fixturePath(dir, n), 'utf8'))),
      { origin: 'a' },
    );
    expect(names).toHaveLength(6);
    for (const n of names) {
      const raw = readFileSync(fixturePath(dir, n), 'utf8');
      const s = ds.series.find((x) => x.provenance.file === `ovh/${n}` && x.direction === 'read')!;
      // µs in the file, ns in the model.
      expect(Array.from(s.v)).toEqual(values(raw, 0).map((v) => v * 1000));
      const note = unitNote(ds, `ovh/${n}`);
      expect(note.code).toBe('fio-log-units-values');
      expect(note.params).toMatchObject({ unit: 'us', form: 'indexed' });
      expect(note.message).toContain('fio 2.1.11 (µs) and fio 3.x (ns)');
      expect(told(note, 'zh')).toContain('2.1.11');
      expect(told(note, 'ru')).toContain('решают значения');
    }
  });
});

describe('fio 3.33 logs written here with per_job_logs=0 (no job index in the name)', () => {
  let version = '';
  try {
    version = execFileSync('fio', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // fio is not installed: the block below skips with one line.
  }
  it.skipIf(!version)(
    `${version || 'fio is not on PATH, so this is skipped'}: the values decide (ns); the report says a name without job index does not tell the version`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'logver-'));
      execFileSync(
        'fio',
        [
          '--name=plain',
          `--filename=${join(dir, 'data')}`,
          '--size=4M',
          '--rw=randread',
          '--bs=4k',
          '--ioengine=psync',
          '--direct=1',
          '--runtime=1',
          '--time_based',
          '--per_job_logs=0',
          '--write_lat_log=plain',
          '--log_avg_msec=100',
          '--output-format=json',
          '--output=plain.json',
        ],
        { cwd: dir, stdio: 'ignore' },
      );
      const logs = readdirSync(dir)
        .filter((n) => n.endsWith('.log'))
        .sort();
      // fio 3.x writes names without `.N` when per_job_logs is off.
      expect(logs).toEqual(['plain_clat.log', 'plain_lat.log', 'plain_slat.log']);
      const json = JSON.parse(readFileSync(join(dir, 'plain.json'), 'utf8')) as { 'fio version': string };
      expect(json['fio version']).toMatch(/^fio-3\./);

      const ds = await ingestFiles(
        logs.map((n) => input(`run/${n}`, readFileSync(join(dir, n), 'utf8'))),
        { origin: 'b' },
      );
      // psync has no submission stage: its slat log is empty (reported as such), the others have rows.
      const filled = logs.filter((n) => readFileSync(join(dir, n), 'utf8').trim() !== '');
      expect(filled).toEqual(['plain_clat.log', 'plain_lat.log']);
      for (const n of filled) {
        const raw = readFileSync(join(dir, n), 'utf8');
        const s = ds.series.find((x) => x.provenance.file === `run/${n}` && x.direction === 'read')!;
        // ns in the file (the JSON beside it says fio 3.x), ns in the model: no factor.
        expect(Array.from(s.v)).toEqual(values(raw, 0));
        const note = unitNote(ds, `run/${n}`);
        expect(note.code).toBe('fio-log-units-values');
        expect(note.params).toMatchObject({ unit: 'ns', form: 'plain' });
        expect(note.message).toContain('per_job_logs=0');
      }

      // With its JSON beside it, the version decides instead.
      const withJson = await ingestFiles(
        [...logs, 'plain.json'].map((n) => input(`run/${n}`, readFileSync(join(dir, n), 'utf8'))),
        { origin: 'c' },
      );
      expect(unitNote(withJson, 'run/plain_clat.log')).toMatchObject({
        code: 'fio-log-units-version',
        params: { unit: 'ns', version: json['fio version'].replace(/^fio-/, '') },
      });
      rmSync(dir, { recursive: true, force: true });
    },
  );
});

describe('the run’s histogram log settles the unit of its latency logs', () => {
  const names = ['randrw-4k-qd8_lat.1.log', 'randrw-4k-qd8_clat.1.log', 'randrw-4k-qd8_slat.1.log'];
  const hist = 'randrw-4k-qd8_clat_hist.1.log';

  it('fio 3.33: 1856 buckets a line, read as ns (its JSON, not imported, says fio-3.33)', async () => {
    const histText = readFileSync(fixturePath('fio/logs', hist), 'utf8');
    expect(histFields(histText)).toBe(3 + 1856);
    const json = JSON.parse(readFileSync(fixturePath('fio/logs/randrw-4k-qd8.json'), 'utf8')) as {
      'fio version': string;
    };
    expect(json['fio version']).toBe('fio-3.33');
    const ds = await ingestFiles(
      [...names, hist].map((n) => input(`logs/${n}`, readFileSync(fixturePath('fio/logs', n), 'utf8'))),
      { origin: 'd' },
    );
    for (const n of names) {
      const raw = readFileSync(fixturePath('fio/logs', n), 'utf8');
      for (const ddir of [0, 1]) {
        const s = ds.series.find(
          (x) => x.provenance.file === `logs/${n}` && x.direction === (ddir ? 'write' : 'read'),
        )!;
        expect(Array.from(s.v)).toEqual(values(raw, ddir));
      }
      const note = unitNote(ds, `logs/${n}`);
      expect(note).toMatchObject({ code: 'fio-log-units-layout', params: { unit: 'ns', source: hist } });
      expect(told(note, 'zh')).toContain('1856');
    }
  });
});

describeWithShared('public-cloud', 'a fio 2.x histogram log beside latency rows that look like ns', () => {
  const pkb = 'third-party/public-cloud/gcp-pd-perfkit';
  const histName = 'pkb_fio_avg_1506559526.49_clat_hist.1.log';

  it('the 1216-bucket layout (fio 2.17) decides µs, over the values', async () => {
    const histText = readFileSync(fixturePath(pkb, histName), 'utf8');
    expect(histFields(histText)).toBe(3 + 1216);
    const json = JSON.parse(readFileSync(fixturePath(pkb, 'pkb-7fb0c9d8-0_fio.json'), 'utf8')) as {
      'fio version': string;
    };
    expect(json['fio version']).toBe('fio-2.17');
    // The latency rows are real fio rows (the project's per-I/O clat log, first 2000 lines) put under
    // the histogram log's prefix, to stand for a fio 2.x run that wrote both: their values (about
    // 100 000) would pass as ns, so only the layout can say µs.
    const rows = readFileSync(fixturePath('fio/logs/randread-4k-qd1-perio_clat.1.log'), 'utf8')
      .split('\n')
      .slice(0, 2000)
      .join('\n');
    const clat = 'pkb_fio_avg_1506559526.49_clat.1.log';
    const ds = await ingestFiles([input(`run/${histName}`, histText), input(`run/${clat}`, `${rows}\n`)], {
      origin: 'e',
    });
    const s = ds.series.find((x) => x.provenance.file === `run/${clat}`)!;
    expect(Array.from(s.v)).toEqual(values(rows, 0).map((v) => v * 1000));
    const note = unitNote(ds, `run/${clat}`);
    expect(note).toMatchObject({ code: 'fio-log-units-layout', params: { unit: 'us', source: histName } });
    expect(note.message).toContain('1216 buckets');
    expect(told(note, 'ru')).toContain('1216');
  });
});
