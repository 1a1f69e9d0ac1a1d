// fio text as people keep it: ETA lines glued to the next line, prompts of several shells before
// the command, a UTF-8 BOM, prose between runs. Built from a real run of the fio-runs corpus.
import { describe, expect, it } from 'vitest';
import { fioCommandOptions } from '../../../../../src/ingest/fio/text/command-line';
import { decodeText, importText } from '../../../../../src/ingest/route';
import { corpusBytes } from '../runs/reference';

const runs = corpusBytes('loop-appended.normal.txt')
  .toString('utf8')
  .split(/^(?=test: \(g=0\))/m);
const first = runs[0]!;
const second = runs[1]!;

function imported(text: string) {
  const res = importText({ path: 'wild.txt', text });
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res;
}

describe('fio text inside other text', () => {
  it('an ETA display glued to the job header (the capture lost its carriage return) is dropped', () => {
    const glued = first.replace(
      /^test: \(groupid/m,
      'Jobs: 1 (f=1): [r(1)][100.0%][r=56.4MiB/s][r=14.4k IOPS][eta 00m:00s]test: (groupid',
    );
    const plain = imported(first).measurements;
    const res = imported(glued);
    expect(res.measurements).toEqual(plain);
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-normal-unknown-lines');
  });

  it('fio 2.x ETA lines with spaces between the brackets are not text', () => {
    const eta = 'Jobs: 1 (f=1): [r] [45.0% done] [61234K/0K/0K /s] [15.4K/0 /0  iops] [eta 00m:11s]\n';
    const res = imported(eta + first);
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-normal-surrounding-text');
  });

  it.each([
    ['$ fio --name=test --rwmixread=30', { name: 'test', rwmixread: '30' }],
    // The prompt's working directory is the run's target (Workload.options.directory).
    ['root@host:~# sudo fio --name=a --bs=8k job.fio', { name: 'a', bs: '8k', directory: '~' }],
    ['PS C:\\fio> .\\fio.exe --name=w --iodepth=4', { name: 'w', iodepth: '4', directory: 'C:\\fio' }],
    [
      'root@vm:/mnt/test-optane/1# fio --name=r --filename=data.bin',
      { name: 'r', filename: 'data.bin', directory: '/mnt/test-optane/1' },
    ],
    ['root@vm:/mnt/a# fio --name=r --filename=/dev/nvme0n1', { name: 'r', filename: '/dev/nvme0n1' }],
    ['user@box ~ % time fio --numjobs=2 --group_reporting', { numjobs: '2', group_reporting: '' }],
  ])('command line %s', (line, want) => {
    expect(fioCommandOptions(line)).toEqual(want);
  });

  it.each([
    'I ran fio --name=test with a few options',
    'fio: pid=1, err=28/file:io_u.c:1876, func=io_u error',
    'fio-3.33',
    'the fio results',
  ])('not a command line: %s', (line) => {
    expect(fioCommandOptions(line)).toBeUndefined();
  });

  it('prose and headings between runs are counted as surrounding text, and both runs are read', () => {
    const page = `# My disk\n\nSome words about it.\n\n${first}\nMore words, then the next run:\n\n${second}`;
    const res = imported(page);
    expect(res.measurements.map((m) => m.provenance.run)).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ]);
    const around = res.warnings.find((w) => w.code === 'fio-normal-surrounding-text');
    expect(around?.message).toMatch(/^3 line\(s\) .*line 1: "# My disk"; line 3: "Some words about it."/);
  });

  it('a UTF-8 BOM is dropped before sniffing', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(first)]);
    const text = decodeText(bytes)!;
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(imported(text).measurements).toHaveLength(1);
  });

  it('bytes with NUL and no UTF-16 byte-order mark are still binary', () => {
    expect(decodeText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]))).toBeUndefined();
  });
});
