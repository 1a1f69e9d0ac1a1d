// A fio JSON of very many jobs imports whole with the stack a browser worker has (issue 24, item
// 7: a 100,000-job file failed in the page with "an engine limit was reached" while the CLI, with
// Node's larger stack, imported it; the cause was one spread of every job's measurement into a
// call). The importer runs in a Node process with a 100 KiB stack; the file is the real fio run of
// tests/fixtures with its one job repeated under new names (scripts/bench/many-jobs.ts, written to
// the cache folder), and the figures are checked against JSON.parse of that file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeManyJobsJson } from '../../scripts/bench/many-jobs';
import { BENCH_CACHE } from '../../scripts/bench/log-file';

const JOBS = 20_000;

describe('a fio JSON of 20,000 jobs', () => {
  it('imports every job with a small stack', () => {
    const { path } = writeManyJobsJson(join(BENCH_CACHE, `many-jobs-${JOBS}.json`), JOBS);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as {
      jobs: { jobname: string; read: { iops: number } }[];
    };
    const out = execFileSync(
      process.execPath,
      [
        '--stack-size=100',
        '--import',
        'tsx',
        join(import.meta.dirname, '../helpers/ingest-summary.ts'),
        path,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    const got = JSON.parse(out.trim().split('\n').pop()!) as {
      measurements: number;
      error?: string;
      jobs: { job: string; iops: number }[];
    };
    expect(got.error).toBeUndefined();
    expect(got.measurements).toBe(doc.jobs.length);
    const first = doc.jobs[0]!;
    const last = doc.jobs[doc.jobs.length - 1]!;
    expect(got.jobs).toEqual([
      { job: first.jobname, iops: first.read.iops },
      { job: last.jobname, iops: last.read.iops },
    ]);
  }, 120_000);
});
