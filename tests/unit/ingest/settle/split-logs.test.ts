// fio 2.x logs with their direction-split copies (`x_bw.1.log.read` / `.log.write`, as
// ovh/fiowebviewer keeps them) and latency units decided by the fio version of the run beside them.
// The copies are made here from the real OVH sample logs (the rows of one ddir), as that tool does.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ingestFiles } from '../../../../src/ingest/ingest';
import type { InputFile } from '../../../../src/ingest/types';
import { logLines } from '../../../../src/views/time/log-lines';
import { logRuns } from '../../../../src/views/time/time-data';
import { describeWithShared, fixturePath } from '../../../helpers/fixtures';

const DIR = 'third-party/ovh-fiowebviewer-sample-1';
const enc = new TextEncoder();

function folder(withCopies: boolean, only?: (name: string) => boolean): InputFile[] {
  const out: InputFile[] = [];
  for (const name of readdirSync(fixturePath(DIR)).sort()) {
    if (only && !only(name)) continue;
    const text = readFileSync(fixturePath(DIR, name), 'utf8');
    out.push({ path: `ovh/${name}`, bytes: enc.encode(text) });
    if (withCopies && name.endsWith('.log'))
      for (const [dir, ddir] of [
        ['read', '0'],
        ['write', '1'],
      ] as const) {
        const rows = text.split('\n').filter((l) => l.split(', ')[2] === ddir);
        out.push({ path: `ovh/${name}.${dir}`, bytes: enc.encode(rows.join('\n') + '\n') });
      }
  }
  return out;
}

/** ddir-0 rows of a log and their mean value, read with a regex. */
function rows(name: string, ddir: string): number[] {
  const text = readFileSync(fixturePath(DIR, name), 'utf8');
  return [...text.matchAll(/^(\d+), (\d+), (\d), (\d+)$/gm)]
    .filter((m) => m[3] === ddir)
    .map((m) => Number(m[2]));
}

describeWithShared('ovh-fiowebviewer-sample-1', 'fio 2.x logs with split copies', () => {
  it('split copies add no job and no series; the merged log says 2 jobs', async () => {
    const plain = await ingestFiles(folder(false), { origin: 'a' });
    const ds = await ingestFiles(folder(true), { origin: 'b' });
    // Each (job, metric, direction) once, as without the copies.
    const key = (s: (typeof ds.series)[number]) => `${s.provenance.job}|${s.metric}|${s.direction}`;
    const keys = ds.series.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(plain.series.map(key).sort());
    // 10 logs (5 metrics × 2 jobs) × 2 directions.
    const logs = readdirSync(fixturePath(DIR)).filter((n) => /\.log$/.test(n));
    expect(ds.series).toHaveLength(logs.length * 2);
    const copy = ds.reports.find((r) => r.file === 'ovh/fio-webviewer_bw.1.log.read')!;
    expect(copy.series).toBe(0);
    expect(copy.warnings.map((w) => w.code)).toContain('log-split-copy');
    // Every copy holds its log's rows (compared in the file's own units), and no unit guess of a
    // lone file is left: the run's version decided for all.
    const codes = ds.reports.flatMap((r) => r.warnings.map((w) => w.code));
    expect(codes.filter((c) => c === 'log-split-copy')).toHaveLength(logs.length * 2);
    expect(codes).not.toContain('log-split-copy-differs');
    expect(codes).not.toContain('fio-log-latency-us');
    expect(codes).not.toContain('fio-log-latency-assumed-ns');

    const disk = ds.disks[0]!;
    const runs = logRuns(ds, disk.id);
    expect(runs).toHaveLength(1);
    for (const metric of ['iops', 'bw', 'clat'] as const) {
      const names = logLines(runs[0]!, metric, 'read').map((l) => l.name);
      expect(names.filter((n) => n.startsWith('merged'))).toEqual(['merged (2 jobs) · read']);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('the merged read IOPS is the two jobs summed once (near the 185 IOPS the run prints)', async () => {
    const ds = await ingestFiles(folder(true), { origin: 'c' });
    const run = logRuns(ds, ds.disks[0]!.id)[0]!;
    const merged = logLines(run, 'iops', 'read').find((l) => l.name.startsWith('merged'))!;
    const v = Array.from(merged.points.v);
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    const text = readFileSync(fixturePath(DIR, 'fio-webviewer.input'), 'utf8');
    const printed = Number(/read : io=[^,]+, bw=[^,]+, iops=(\d+)/.exec(text)![1]);
    // Window means of a bursty log: within 25 % of the run's figure, far from the doubled 370.
    expect(Math.abs(mean - printed) / printed).toBeLessThan(0.25);
  });

  it('latency logs follow the version of the output beside them (fio-2.1.11: µs), copies too', async () => {
    const ds = await ingestFiles(folder(true), { origin: 'd' });
    const text = readFileSync(fixturePath(DIR, 'fio-webviewer.input'), 'utf8');
    expect(/^fio-(\d+)\./m.exec(text)![1]).toBe('2');
    const clat = ds.series.find(
      (s) => s.provenance.file === 'ovh/fio-webviewer_clat.1.log' && s.direction === 'read',
    )!;
    const raw = rows('fio-webviewer_clat.1.log', '0');
    expect(clat.v).toEqual(raw.map((x) => x * 1000));
    const r = ds.reports.find((x) => x.file === 'ovh/fio-webviewer_clat.1.log')!;
    expect(r.warnings.map((w) => w.code)).toContain('fio-log-units-version');
    expect(r.warnings.map((w) => w.code)).not.toContain('fio-log-latency-us');
  });

  it('with no output beside them, the values decide once for every latency log of the job', async () => {
    const ds = await ingestFiles(
      folder(false, (n) => /_(clat|slat|lat)\.1\.log$/.test(n)),
      { origin: 'e' },
    );
    for (const s of ds.series) {
      const name = s.provenance.file.slice(4);
      const raw = rows(name, s.direction === 'read' ? '0' : '1');
      expect(s.v.slice(0, 50)).toEqual(raw.slice(0, 50).map((x) => x * 1000));
    }
    const codes = ds.reports.flatMap((r) => r.warnings.map((w) => w.code));
    expect(codes.filter((c) => c === 'fio-log-units-values')).toHaveLength(3);
  });
});

it('a fio 2.2.10 clat log beside its run output (fio-2.2.10) is µs, even where its values look like ns', async () => {
  // A real 3.33 per-I/O clat log's rows (values in the 100 µs range, so they would pass as ns) with a
  // normal report whose version line says fio-2.2.10: the version decides.
  const log = readFileSync(fixturePath('fio/logs/randread-4k-qd1-perio_clat.1.log'), 'utf8');
  const normal = readFileSync(fixturePath('fio/formats/randread-4k-qd32.normal.txt'), 'utf8').replace(
    /^fio-3\.33$/m,
    'fio-2.2.10',
  );
  const ds = await ingestFiles(
    [
      { path: 'run/randread-4k-qd32.txt', bytes: enc.encode(normal) },
      { path: 'run/randread-4k-qd32_clat.1.log', bytes: enc.encode(log) },
    ],
    { origin: 'f' },
  );
  const s = ds.series.find((x) => x.metric === 'clat')!;
  const first = Number(/^\d+, (\d+),/.exec(log)![1]);
  expect(s.v[0]).toBe(first * 1000);
  expect(
    ds.reports
      .find((r) => r.file.endsWith('.log'))!
      .warnings.map((w) => w.message)
      .join(),
  ).toMatch(/2\.2\.10.*µs/);
});
