// The workload-key fields (contract: Workload.direct, Workload.options, Measurement.started) are
// what the file states: checked against the file read here with JSON.parse or a regex.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importText } from '../../../../../src/ingest/route';
import { fixturePath } from '../../../../helpers/fixtures';

const KEYS = [
  'bssplit',
  'size',
  'offset',
  'runtime',
  'time_based',
  'ramp_time',
  'rate',
  'rate_iops',
  'thinktime',
  'filename',
  'directory',
];

function imported(path: string, text: string) {
  const res = importText({ path, text });
  if (!res?.ok) throw new Error(`${path} not imported`);
  return res;
}

describe('workload key fields from fio JSON options', () => {
  const dir = fixturePath('fio/local_ssd_1');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s: direct and options are the merged global + job options', (f) => {
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    const doc = JSON.parse(text) as {
      'global options'?: Record<string, string>;
      jobs: { 'job options'?: Record<string, string> }[];
    };
    const opts = { ...doc['global options'], ...doc.jobs[0]!['job options'] };
    const m = imported(f, text).measurements[0]!;
    expect(m.workload.direct).toBe(opts.direct === undefined ? undefined : opts.direct === '1');
    const want = Object.fromEntries(KEYS.filter((k) => k in opts).map((k) => [k, opts[k]]));
    expect(m.workload.options ?? {}).toEqual(want);
    // These files all name a target file, a size and a runtime: a check that cannot pass empty.
    expect(Object.keys(want).length).toBeGreaterThanOrEqual(3);
  });

  it('job_start (Unix ms) becomes the start time; the report time stays in time', () => {
    const text = readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json'), 'utf8');
    const doc = JSON.parse(text) as {
      jobs: Record<string, unknown>[];
      timestamp: number;
      timestamp_ms: number;
    };
    const start = doc.timestamp * 1000 - 5000;
    doc.jobs[0]!.job_start = start;
    const m = imported('x.json', JSON.stringify(doc)).measurements[0]!;
    expect(m.started).toBe(new Date(start).toISOString());
    expect(m.time).toBe(new Date(doc.timestamp_ms).toISOString());
  });
});

describe('workload key fields from text', () => {
  const normal = readFileSync(fixturePath('fio/formats/randrw-4k-qd16.normal.txt'), 'utf8');

  it('the command line and the directory of its shell prompt are the run target', () => {
    const cmd = 'root@vm:/mnt/test-optane/1# fio --name=randrw-4k-qd16 --direct=1 --size=1g --runtime=3';
    const m = imported('paste.md', `${cmd}\n${normal}`).measurements[0]!;
    const prompt = /^[^@]+@[^:]+:(\S+)#/.exec(cmd)![1];
    expect(m.workload.direct).toBe(true);
    expect(m.workload.options).toEqual({ size: '1g', runtime: '3', directory: prompt });
  });

  it('two runs in different prompt directories carry different targets', () => {
    const text = ['a', 'b']
      .map((d) => `user@host:/mnt/${d}$ fio --name=randrw-4k-qd16 --buffered=1\n${normal}`)
      .join('\n');
    const ms = imported('two.md', text).measurements;
    expect(ms.map((m) => m.workload.options?.directory)).toEqual(['/mnt/a', '/mnt/b']);
    expect(ms.map((m) => m.workload.direct)).toEqual([false, false]);
  });

  it('text with no command line states no options', () => {
    const m = imported('plain.txt', normal).measurements[0]!;
    expect(m.workload.options).toBeUndefined();
    expect(m.workload.direct).toBeUndefined();
  });
});
