// A fio log's line format as evidence of the fio that wrote it (log-version-evidence.ts): 6 or more
// fields, or a `0x…` priority, only come from fio ≥ 3.18 (ns); 5 fields come from fio ≤ 3.17 with
// log_offset=1 as well as from fio ≥ 3.18 without, so they never decide; 4 fields (fio ≤ 3.17) are
// on both sides of 3.0. Real files: logs written here by the installed fio with the null engine,
// whose latencies (tens of ns) would pass as µs by their values, so only the line format can say
// ns; and the OVH fio 2.1.11 logs (4 fields), which stay µs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLogStream } from '../../../../src/ingest/fio/log';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { describeWithShared, fixturePath } from '../../../helpers/fixtures';
import { input, told, unitNote, values } from './log-evidence-helpers';

/** Fields of every line, counted on the raw text (one entry per distinct count). */
const fieldCounts = (text: string) =>
  [
    ...new Set(
      text
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => l.split(', ').length),
    ),
  ].sort();

let version = '';
try {
  version = execFileSync('fio', ['--version'], { encoding: 'utf8' }).trim();
} catch {
  // fio is not installed: the block below skips with one line.
}

describe.skipIf(!version)(
  `${version || 'fio is not on PATH, so this is skipped'}: null-engine clat logs written here`,
  () => {
    let dir = '';
    /** Runs fio's null engine (512 reads of 4 KiB) writing `NAME_clat.1.log`; returns its text. */
    const run = (name: string, extra: string[]) => {
      execFileSync(
        'fio',
        [
          `--name=${name}`,
          '--ioengine=null',
          '--size=2M',
          '--bs=4k',
          '--rw=randread',
          `--write_lat_log=${name}`,
          `--output=${name}.json`,
          '--output-format=json',
          ...extra,
        ],
        { cwd: dir, stdio: 'ignore' },
      );
      return readFileSync(join(dir, `${name}_clat.1.log`), 'utf8');
    };
    let offset = '';
    let plain = '';
    let prio = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'logcols-'));
      offset = run('offset', ['--log_offset=1']);
      plain = run('plain', []);
      prio = run('prio', ['--log_prio=1']);
    });
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    const ingestClat = (name: string, text: string) =>
      ingestFiles([input(`run/${name}_clat.1.log`, text)], { origin: name });

    it('the lines are what fio-formats.md §5.2 says, and the values alone would say µs', () => {
      expect(fieldCounts(offset)).toEqual([6]);
      expect(fieldCounts(plain)).toEqual([5]);
      expect(fieldCounts(prio)).toEqual([5]);
      expect(/^\d+, \d+, 0, 4096, 0x[0-9a-f]{4}$/m.test(prio)).toBe(true);
      // 512 reads each; their clat is tens of ns, so the values look like µs (min under 100).
      for (const text of [offset, plain, prio]) {
        expect(values(text, 0)).toHaveLength(512);
        expect(Math.min(...values(text, 0))).toBeLessThan(100);
      }
      const json = JSON.parse(readFileSync(join(dir, 'offset.json'), 'utf8')) as { 'fio version': string };
      expect(json['fio version']).toMatch(/^fio-3\.(1[89]|[2-9]\d)/);
    });

    it('6 fields (log_offset=1) decide ns over the values: the file’s numbers, unscaled', async () => {
      const ds = await ingestClat('offset', offset);
      const s = ds.series.find((x) => x.provenance.file === 'run/offset_clat.1.log')!;
      expect(Array.from(s.v)).toEqual(values(offset, 0));
      const note = unitNote(ds, 'run/offset_clat.1.log');
      expect(note).toMatchObject({
        code: 'fio-log-units-columns',
        params: { unit: 'ns', form: 'count', columns: '6', source: 'offset_clat.1.log' },
      });
      expect(note.message).toContain('fio up to 3.17 writes at most 5');
      // The values' own µs guess is replaced, not shown beside the decision.
      const codes = ds.reports.find((r) => r.file === 'run/offset_clat.1.log')!.warnings.map((w) => w.code);
      expect(codes).not.toContain('fio-log-latency-us');
      expect(told(note, 'zh')).toContain('3.18');
      expect(told(note, 'ru')).toContain('6 полей');
    });

    it('a 0x… priority (log_prio=1, 5 fields) decides ns', async () => {
      const ds = await ingestClat('prio', prio);
      const s = ds.series.find((x) => x.provenance.file === 'run/prio_clat.1.log')!;
      expect(Array.from(s.v)).toEqual(values(prio, 0));
      const note = unitNote(ds, 'run/prio_clat.1.log');
      expect(note).toMatchObject({ code: 'fio-log-units-columns', params: { unit: 'ns', form: 'hex' } });
      expect(told(note, 'ru')).toContain('0x…');
    });

    it('5 plain fields are not certain: the values decide (here µs, ×1000), and the report says so', async () => {
      const ds = await ingestClat('plain', plain);
      const s = ds.series.find((x) => x.provenance.file === 'run/plain_clat.1.log')!;
      expect(Array.from(s.v)).toEqual(values(plain, 0).map((v) => v * 1000));
      expect(unitNote(ds, 'run/plain_clat.1.log')).toMatchObject({
        code: 'fio-log-units-values',
        params: { unit: 'us' },
      });
    });

    it('a 6-field log settles the 5-field logs of its run too: one unit per run', async () => {
      const lat = readFileSync(join(dir, 'offset_lat.1.log'), 'utf8');
      expect(fieldCounts(lat)).toEqual([6]);
      // The run's clat log cut to 5 fields, as a tool dropping the prio field would leave it.
      const cut = offset.replace(/, \d+$/gm, '');
      expect(fieldCounts(cut)).toEqual([5]);
      const ds = await ingestFiles(
        [input('run/offset_lat.1.log', lat), input('run/offset_clat.1.log', cut)],
        { origin: 'both' },
      );
      for (const [file, text] of [
        ['run/offset_lat.1.log', lat],
        ['run/offset_clat.1.log', cut],
      ] as const) {
        const s = ds.series.find((x) => x.provenance.file === file)!;
        expect(Array.from(s.v)).toEqual(values(text, 0));
        expect(unitNote(ds, file)).toMatchObject({
          code: 'fio-log-units-columns',
          params: { source: 'offset_lat.1.log' },
        });
      }
    });

    it('the streamed import (large logs) sees the same line format', async () => {
      for (const [name, text, hex] of [
        ['offset', offset, false],
        ['prio', prio, true],
      ] as const) {
        const res = await importLogStream(`${name}_clat.1.log`, new Blob([text]));
        if (!res?.ok) throw new Error(`${name} not streamed`);
        expect(res.series[0]!.logColumns).toEqual({ count: fieldCounts(text)[0], hexPrio: hex });
      }
    });
  },
);

describeWithShared('ovh-fiowebviewer-sample-1', 'fio 2.1.11 logs (4 fields) stay µs', () => {
  const dir = 'third-party/ovh-fiowebviewer-sample-1';
  const names = readdirSync(fixturePath(dir)).filter((n) => /_(lat|clat|slat)\.\d+\.log$/.test(n));
  const read = (n: string) => readFileSync(fixturePath(dir, n), 'utf8');

  it('alone, by their values; beside the run’s output, by its version', async () => {
    expect(names).toHaveLength(6);
    for (const n of names) expect(fieldCounts(read(n))).toEqual([4]);
    const alone = await ingestFiles(
      names.map((n) => input(`ovh/${n}`, read(n))),
      { origin: 'a' },
    );
    const outputs = ['fio-webviewer.input', 'fio-webviewer.input.json'];
    const withOutput = await ingestFiles(
      [...names, ...outputs].map((n) => input(`ovh/${n}`, read(n))),
      { origin: 'b' },
    );
    for (const n of names) {
      const raw = read(n);
      for (const [ds, code] of [
        [alone, 'fio-log-units-values'],
        [withOutput, 'fio-log-units-version'],
      ] as const) {
        const s = ds.series.find((x) => x.provenance.file === `ovh/${n}` && x.direction === 'read')!;
        expect(Array.from(s.v)).toEqual(values(raw, 0).map((v) => v * 1000));
        expect(unitNote(ds, `ovh/${n}`)).toMatchObject({ code, params: { unit: 'us' } });
      }
    }
  });
});
