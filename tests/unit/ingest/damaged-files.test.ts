// Damaged files as they arrive (issue 24, item 1): NUL bytes a crashed VM leaves (at the end, at a
// line start, inside a job name), CR-only line ends, tabs for separators, `-0` in a histogram log,
// UTF-16 TSV from Excel. Each damaged copy is made here from a real fixture, and its figures are
// checked against the undamaged file read independently (JSON.parse, a regex per line).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { readText } from '../../../src/ingest/damage';
import { importFile } from '../../../src/ingest/route';
import type { ImportOk, ImportResult } from '../../../src/ingest/types';
import type { Skipped } from '../../../src/ingest/unrecognised';
import { modelSchemas } from '../../../src/model/schema';
import type { FileReport, SkippedFileReport } from '../../../src/model/types';
import { describeWithShared, fixturePath, OWN_FIXTURES, SHARED } from '../../helpers/fixtures';

const enc = new TextEncoder();
const bytesOf = (rel: string) => new Uint8Array(readFileSync(fixturePath(rel)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const nul = (n: number) => new Uint8Array(n);

function imported(res: ImportResult | Skipped): ImportOk {
  if ('skipped' in res) throw new Error(`skipped: ${res.reason}`);
  if (!res.ok) throw new Error(`error: ${res.error.message}`);
  return res;
}

/** `time, value, ddir, bs…` lines of a fio log, read with a regex (the reference). */
function logLines(text: string): { t: number; v: number; d: number }[] {
  return [...text.matchAll(/^(\d+), (-?\d+), ([012]), \d+/gm)].map((m) => ({
    t: Number(m[1]),
    v: Number(m[2]),
    d: Number(m[3]),
  }));
}

const JSON_REL = 'fio/local_ssd_1/randread-4k-qd32.json';
const LOG_REL = 'fio/logs/randrw-4k-qd8_bw.1.log';

describe('NUL bytes a crash leaves', () => {
  it('512 NUL bytes after a fio JSON: imported, figures as in the file, a warning with offset and length', () => {
    const good = bytesOf(JSON_REL);
    const doc = JSON.parse(new TextDecoder().decode(good)) as { jobs: { read: { iops: number } }[] };
    const res = imported(importFile({ path: JSON_REL, bytes: concat(good, nul(512)) }));
    expect(res.measurements).toHaveLength(1);
    expect(res.measurements[0]!.directions.read!.iops).toBe(doc.jobs[0]!.read.iops);
    const w = res.warnings.find((x) => x.code === 'nul-padding');
    expect(w?.message).toContain(`512 NUL bytes at the end, from byte ${good.length}`);
    // Padding at the end damages nothing read before it.
    expect(res.measurements[0]!.provenance.damage).toBeUndefined();
  });

  it('a NUL run at a line start inside a log: the rest imported, named by byte and line, later figures flagged', () => {
    const good = bytesOf(LOG_REL);
    const text = new TextDecoder().decode(good);
    const ref = logLines(text);
    // Insert 4096 NUL bytes where line 41 starts.
    let at = 0;
    for (let i = 0; i < 40; i++) at = text.indexOf('\n', at) + 1;
    const res = imported(
      importFile({ path: LOG_REL, bytes: concat(good.subarray(0, at), nul(4096), good.subarray(at)) }),
    );
    const read = res.series.find((s) => s.direction === 'read')!;
    const refRead = ref.filter((l) => l.d === 0);
    expect(read.t.length).toBe(refRead.length);
    expect(read.v).toEqual(refRead.map((l) => l.v * 1024)); // KiB/s → B/s
    const w = res.warnings.find((x) => x.code === 'nul-run');
    expect(w?.message).toContain(`4096 at byte ${at} (line 41)`);
    expect(read.provenance.damage).toBe(`read after damage: 4096 NUL bytes at byte ${at} (line 41)`);
  });

  it('a raw NUL inside a job name: imported, the name shows U+FFFD, figures as in the file', () => {
    const good = bytesOf(JSON_REL);
    const text = new TextDecoder().decode(good);
    const doc = JSON.parse(text) as { jobs: { jobname: string; read: { iops: number } }[] };
    const name = doc.jobs[0]!.jobname;
    const at = text.indexOf(`"jobname" : "${name}"`) + `"jobname" : "`.length + 4;
    expect(at).toBeGreaterThan(20);
    const res = imported(
      importFile({ path: JSON_REL, bytes: concat(good.subarray(0, at), nul(1), good.subarray(at)) }),
    );
    expect(res.measurements[0]!.provenance.job).toBe(`${name.slice(0, 4)}\uFFFD${name.slice(4)}`);
    expect(res.measurements[0]!.directions.read!.iops).toBe(doc.jobs[0]!.read.iops);
    expect(res.warnings.find((x) => x.code === 'nul-in-line')?.message).toContain(`1 at byte ${at}`);
  });

  it('NUL bytes after a cut UTF-8 sequence, near the start and far past it: the same run, at its byte', () => {
    // Where the run is, the test knows from what it built: a cut 3-byte sequence (E2 82), then 16
    // NUL bytes, after `pad` ASCII bytes and a line end. Near the start the bytes are searched for
    // NUL; past the first 8 KiB, the decoded text is.
    for (const pad of [100, 20_000]) {
      const bytes = concat(
        enc.encode(`${'a'.repeat(pad)}\n`),
        Uint8Array.of(0xe2, 0x82),
        nul(16),
        enc.encode('\nb\n'),
      );
      const read = readText(bytes, 'f.txt');
      if (!read.ok) throw new Error(read.reason);
      expect(read.runs).toEqual([
        expect.objectContaining({ kind: 'in-line', offset: pad + 3, length: 16, line: 2 }),
      ]);
      // One U+FFFD for the cut sequence (the decoder's), one for the run inside the line (readText's).
      expect(read.text).toBe(`${'a'.repeat(pad)}\n\uFFFD\uFFFD\nb\n`);
      expect(read.notes.map((n) => n.message).join(' ')).toContain(`16 at byte ${pad + 3} (line 2)`);
    }
  });

  it('a UTF-16 capture padded with an odd number of NUL bytes: read, the padding named', () => {
    const rel = 'fio-runs/loop-appended.utf16le.txt';
    const good = bytesOf(rel);
    const before = imported(importFile({ path: rel, bytes: good }));
    const res = imported(importFile({ path: rel, bytes: concat(good, nul(7)) }));
    expect(res.measurements.map((m) => m.total.iops)).toEqual(before.measurements.map((m) => m.total.iops));
    expect(res.warnings.find((w) => w.code === 'nul-padding')?.message).toContain('7 NUL bytes at the end');
  });

  /** Every good fio and ioping fixture (this project's and ../shared's) with 512 NUL bytes appended. */
  function goodFixtures(): string[] {
    const roots = [
      path.join(OWN_FIXTURES, 'fio'),
      path.join(OWN_FIXTURES, 'fio-runs'),
      path.join(OWN_FIXTURES, 'ioping'),
      path.join(SHARED, 'fixtures/fio'),
      path.join(SHARED, 'fixtures/ioping'),
    ];
    const out: string[] = [];
    const walk = (p: string) => {
      for (const name of readdirSync(p)) {
        const abs = path.join(p, name);
        if (statSync(abs).isDirectory()) walk(abs);
        else if (!name.endsWith('.md')) out.push(abs);
      }
    };
    for (const r of roots)
      try {
        walk(r);
      } catch {
        // ../shared missing: this project's fixtures only.
      }
    return out;
  }

  it('no fio or ioping fixture loses a figure to 512 NUL bytes at its end', () => {
    const files = goodFixtures();
    let good = 0;
    const lost: string[] = [];
    for (const abs of files) {
      const bytes = new Uint8Array(readFileSync(abs));
      const before = importFile({ path: abs, bytes });
      if ('skipped' in before || !before.ok || before.measurements.length + before.series.length === 0)
        continue;
      good++;
      const after = importFile({ path: abs, bytes: concat(bytes, nul(512)) });
      const n = 'skipped' in after || !after.ok ? 0 : after.measurements.length + after.series.length;
      if (n !== before.measurements.length + before.series.length) lost.push(abs);
    }
    expect(good).toBeGreaterThan(40);
    expect(lost).toEqual([]);
  });
});

describe('line ends, separators and numbers other tools write', () => {
  it('CR-only line ends: a log reads the same points', () => {
    const text = new TextDecoder().decode(bytesOf(LOG_REL));
    const ref = logLines(text).filter((l) => l.d === 1);
    const res = imported(importFile({ path: LOG_REL, bytes: enc.encode(text.replace(/\n/g, '\r')) }));
    const write = res.series.find((s) => s.direction === 'write')!;
    expect(write.t).toEqual(ref.map((l) => l.t / 1000));
    expect(write.v).toEqual(ref.map((l) => l.v * 1024));
  });

  it('tab-separated log: the same points', () => {
    const text = new TextDecoder().decode(bytesOf(LOG_REL));
    const ref = logLines(text).filter((l) => l.d === 0);
    const res = imported(importFile({ path: LOG_REL, bytes: enc.encode(text.replace(/, /g, '\t')) }));
    const read = res.series.find((s) => s.direction === 'read')!;
    expect(read.v).toEqual(ref.map((l) => l.v * 1024));
  });

  it('`-0` counts in a histogram log: read as 0, every interval kept', () => {
    const rel = 'fio/logs/randrw-4k-qd8_clat_hist.1.log';
    const text = new TextDecoder().decode(bytesOf(rel));
    // Intervals with I/O per direction, from the counts summed by a regex.
    const withIo = [0, 0, 0];
    for (const line of text.split('\n').filter((l) => l.trim())) {
      const f = line.split(', ').map(Number);
      if (f.slice(3).some((c) => c > 0)) withIo[f[1]!]!++;
    }
    const damaged = text.replace(/, 0, 0\b/g, ', -0, 0');
    expect(damaged).not.toBe(text);
    const res = imported(importFile({ path: rel, bytes: enc.encode(damaged) }));
    expect(res.series.find((s) => s.direction === 'read')!.t).toHaveLength(withIo[0]!);
    expect(res.series.find((s) => s.direction === 'write')!.t).toHaveLength(withIo[1]!);
  });
});

describeWithShared('cloudtesting-digest', 'digest CSVs saved by Excel as tab-separated text', () => {
  const rel = 'third-party/cloudtesting-digest/ssd.csv';
  const text = new TextDecoder().decode(bytesOf(rel));
  const rows = text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(','));

  const utf16le = (s: string) => {
    const out = new Uint8Array(2 + s.length * 2);
    out.set([0xff, 0xfe]);
    for (let i = 0; i < s.length; i++) {
      out[2 + 2 * i] = s.charCodeAt(i) & 0xff;
      out[3 + 2 * i] = s.charCodeAt(i) >> 8;
    }
    return out;
  };

  for (const [name, bytes] of [
    ['tabs (Excel "Text")', enc.encode(text.replace(/,/g, '\t'))],
    ['UTF-16 TSV (Excel "Unicode Text")', utf16le(text.replace(/,/g, '\t').replace(/\n/g, '\r\n'))],
  ] as const) {
    it(`${name}: every row, the same values`, () => {
      const res = imported(importFile({ path: 'ssd.txt', bytes }));
      expect(res.format).toBe('summary-csv');
      expect(res.measurements).toHaveLength(rows.length);
      const iops = rows.filter((r) => r[3] === 'iops').map((r) => Number(r[6]));
      expect(res.measurements.filter((m) => m.test === 'iops').map((m) => m.total.iops)).toEqual(iops);
    });
  }
});

describe('skipped files say why', () => {
  const skip = (bytes: Uint8Array, p = 'x.bin') => {
    const r = importFile({ path: p, bytes });
    if (!('skipped' in r)) throw new Error(`not skipped: ${JSON.stringify(r).slice(0, 200)}`);
    return r.reason;
  };

  it('one short phrase for each kind of file that is not a result', () => {
    expect(skip(new Uint8Array(0))).toBe('empty file');
    expect(skip(enc.encode('\n  \n'))).toBe('only blank lines');
    // A PNG header: binary data.
    expect(
      skip(
        concat(
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 0x1a, 10, 0, 0, 0, 13, 1, 2, 3, 4, 5, 6]),
          nul(64),
        ),
      ),
    ).toMatch(/^binary data/);
    expect(skip(enc.encode('Shopping list\nmilk\n'), 'notes.txt')).toBe(
      'text in no results format (line 1: "Shopping list")',
    );
    expect(skip(enc.encode('{"name": "diskscope", "private": true}'), 'package.json')).toBe(
      'JSON in no results format (top-level keys: name, private)',
    );
  });

  it('a file that carries fio marks but no sniffer claims is an error naming what stopped it, not a skip', () => {
    const text = new TextDecoder().decode(bytesOf(JSON_REL));
    // The head loses its first lines (`{` and "fio version"): what remains still names jobs.
    const cut = text.slice(text.indexOf('"jobs"'));
    const r = importFile({ path: 'cut.json', bytes: enc.encode(cut) });
    expect('skipped' in r).toBe(false);
    expect((r as ImportResult).format).toBe('fio-json');
  });

  it('a dataset of good, damaged and foreign files has a reason on every skipped line', async () => {
    const ds = await ingestFiles(
      [
        { path: 'a/run.json', bytes: concat(bytesOf(JSON_REL), nul(512)) },
        { path: 'a/notes.txt', bytes: enc.encode('hello\n') },
        { path: 'a/.DS_Store', bytes: nul(16) },
        { path: 'a/blob.bin', bytes: new Uint8Array([1, 2, 3, 0, 0, 4, 5, 6, 7, 8]) },
      ],
      { origin: 't' },
    );
    expect(ds.measurements).toHaveLength(1);
    const skippedLines = ds.reports.filter((r) => r.format === 'skipped');
    expect(skippedLines.map((r) => r.file).sort()).toEqual(['a/.DS_Store', 'a/blob.bin', 'a/notes.txt']);
    for (const r of skippedLines) expect(r.skipped).toMatch(/\S/);
  });

  it('the report type requires the reason, and a saved report without one reads back with one', () => {
    // @ts-expect-error a skipped report without its reason does not type-check
    const bad: SkippedFileReport = {
      file: 'f',
      bytes: 0,
      format: 'skipped',
      measurements: 0,
      series: 0,
      warnings: [],
    };
    void bad;
    const old = modelSchemas().report.parse({
      file: 'f',
      bytes: 1,
      format: 'skipped',
      measurements: 0,
      series: 0,
      warnings: [],
    });
    expect((old as FileReport).skipped).toMatch(/no reason recorded/);
    const read = modelSchemas().report.parse({
      file: 'f',
      bytes: 1,
      format: 'fio-json',
      measurements: 1,
      series: 0,
      warnings: [],
    });
    expect('skipped' in read).toBe(false);
  });
});
