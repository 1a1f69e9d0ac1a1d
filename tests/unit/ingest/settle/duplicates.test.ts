// The same run arriving twice counts once (duplicateOf on the later copy), and only then: figures
// are read here with JSON.parse and regexes on the files.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toLongCsv } from '../../../../src/export/long-csv';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { describeWithShared, fixturePath } from '../../../helpers/fixtures';

const enc = new TextEncoder();
const file = (path: string, text: string) => ({ path, bytes: enc.encode(text) });

describeWithShared('ovh-fiowebviewer-sample-1', 'a run text and its JSON', () => {
  const dir = 'third-party/ovh-fiowebviewer-sample-1';
  const text = readFileSync(fixturePath(dir, 'fio-webviewer.input'), 'utf8');
  const json = readFileSync(fixturePath(dir, 'fio-webviewer.input.json'), 'utf8');

  it('text 249 IOPS and JSON 249.x of the same job are one run; the CSV lists both, naming the first', async () => {
    const doc = JSON.parse(json) as { jobs: { jobname: string; write: { iops: number; runtime: number } }[] };
    const textIops = Number(/write: io=[^,]+, bw=[^,]+, iops=(\d+)/.exec(text)![1]);
    const textRuntime = Number(/write: .*runt=\s*(\d+)msec/.exec(text)![1]);
    // What makes them one run, read independently: same job, runtime and IOPS within the print.
    expect(doc.jobs[0]!.jobname).toBe(/^(\S+): \(groupid/m.exec(text)![1]);
    expect(doc.jobs[0]!.write.runtime).toBe(textRuntime);
    expect(Math.abs(doc.jobs[0]!.write.iops - textIops)).toBeLessThan(1);

    const ds = await ingestFiles(
      [file('ovh/fio-webviewer.input', text), file('ovh/fio-webviewer.input.json', json)],
      { origin: 'u' },
    );
    const [first, copy] = ds.measurements;
    expect(first!.provenance.file).toBe('ovh/fio-webviewer.input');
    expect(first!.duplicateOf).toBeUndefined();
    expect(copy!.duplicateOf).toBe(first!.id);
    const warning = ds.reports
      .find((r) => r.file === 'ovh/fio-webviewer.input.json')!
      .warnings.find((w) => w.code === 'duplicate-run')!;
    expect(warning.message).toContain('ovh/fio-webviewer.input');

    const rows = Papa.parse<Record<string, string>>(toLongCsv(ds), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const sources = new Set(rows.map((r) => r.source));
    expect(sources.size).toBe(2);
    const copyRows = rows.filter((r) => r.source!.startsWith('ovh/fio-webviewer.input.json'));
    expect(copyRows.length).toBeGreaterThan(0);
    expect(new Set(copyRows.map((r) => r.duplicate_of))).toEqual(
      new Set(['ovh/fio-webviewer.input#fio-test-1']),
    );
  });
});

describe('duplicates of this project’s runs', () => {
  const normal = readFileSync(fixturePath('fio/formats/randrw-4k-qd16.normal.txt'), 'utf8');
  const json = readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd32.json'), 'utf8');

  it('a file and its copy pasted into Markdown are one run', async () => {
    const md = `# My disk\n\nI ran:\n\n\`\`\`\n${normal}\`\`\`\n\nQuite fast.\n`;
    const ds = await ingestFiles([file('d/run.txt', normal), file('d/notes.md', md)], { origin: 'u' });
    expect(ds.measurements).toHaveLength(2);
    expect(ds.measurements[1]!.duplicateOf).toBe(ds.measurements[0]!.id);
  });

  it('a capped disk: equal IOPS, other figures different, is two runs', async () => {
    // A second run at the same cap: the same IOPS, its own I/O count and latencies.
    const doc = JSON.parse(json) as {
      jobs: {
        read: {
          iops: number;
          total_ios: number;
          clat_ns: { mean: number; stddev: number };
          lat_ns: { mean: number };
        };
      }[];
    };
    const second = structuredClone(doc);
    const r = second.jobs[0]!.read;
    r.total_ios += 7;
    r.clat_ns.mean *= 1.03;
    r.lat_ns.mean *= 1.03;
    r.clat_ns.stddev *= 0.9;
    const ds = await ingestFiles([file('d/a.json', json), file('d/b.json', JSON.stringify(second))], {
      origin: 'u',
    });
    expect(ds.measurements.map((m) => m.directions.read!.iops)).toEqual([doc.jobs[0]!.read.iops, r.iops]);
    expect(ds.measurements.every((m) => m.duplicateOf === undefined)).toBe(true);
  });

  it('equal IOPS alone (nothing else printed to compare) never makes a duplicate', async () => {
    const doc = JSON.parse(json) as { jobs: Record<string, Record<string, unknown>>[] };
    // Only IOPS left: no I/O count, runtime, bandwidth or latency to hold against each other.
    const bare = structuredClone(doc);
    const read = bare.jobs[0]!.read!;
    for (const k of Object.keys(read)) if (k !== 'iops' && k !== 'io_bytes' && k !== 'bw') delete read[k];
    // IOPS and bandwidth agree (a cap holds both): two figures, not enough to call it one run.
    const other = structuredClone(bare);
    const ds = await ingestFiles(
      [file('d/a.json', JSON.stringify(bare)), file('d/b.json', JSON.stringify(other))],
      {
        origin: 'u',
      },
    );
    expect(ds.measurements.filter((m) => m.duplicateOf)).toHaveLength(0);
  });

  it('the same job name and start time are one run; a different start time is another run', async () => {
    const doc = JSON.parse(json) as { jobs: Record<string, unknown>[]; timestamp: number };
    const at = (ms: number) => {
      const d = structuredClone(doc);
      d.jobs[0]!.job_start = ms;
      return JSON.stringify(d);
    };
    const t = doc.timestamp * 1000 - 4000;
    const ds = await ingestFiles(
      [file('d/a.json', at(t)), file('d/b.json', at(t)), file('d/c.json', at(t + 60_000))],
      { origin: 'u' },
    );
    expect(ds.measurements.map((m) => m.duplicateOf)).toEqual([undefined, ds.measurements[0]!.id, undefined]);
  });
});
