// A fio JSON of many jobs, for "the page imports what the CLI imports" (issue 24, item 7): the
// real fio 3.33 run of tests/fixtures (one 4k random-read job) with its job repeated under new
// names, each on one line (fio indents; as printed, 100,000 of these jobs would be 600 MB, past the
// 512 MiB text limit; on one line they make 277 MB, near the 290 MB file of the issue). Written
// into the cache folder, never committed.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const MANY_JOBS_SOURCE = join(ROOT, 'tests/fixtures/fio/local_ssd_1/randread-4k-qd1.json');
const NAME = 'randread-4k-qd1';

/** The source cut around its one job: the text before it, the job, the text after it. */
function sourceParts(): [string, string, string] {
  const text = readFileSync(MANY_JOBS_SOURCE, 'utf8');
  const start = text.indexOf('"jobs" : [\n') + '"jobs" : [\n'.length;
  const end = text.indexOf('\n  ],\n  "disk_util"');
  if (start < '"jobs" : [\n'.length || end < 0) throw new Error(`${MANY_JOBS_SOURCE} changed shape`);
  const job = JSON.stringify(JSON.parse(text.slice(start, end)) as unknown);
  return [text.slice(0, start), job, text.slice(end)];
}

/**
 * Writes (once; kept in the cache) a fio JSON whose `jobs` hold `jobs` copies of the source's one
 * job, named `job-0` … `job-(n-1)` (jobname and the `name` option). Returns its path and size.
 */
export function writeManyJobsJson(path: string, jobs: number): { path: string; bytes: number } {
  if (existsSync(path)) return { path, bytes: statSync(path).size };
  mkdirSync(dirname(path), { recursive: true });
  const [before, job, after] = sourceParts();
  const fd = openSync(`${path}.tmp`, 'w');
  writeSync(fd, before);
  let chunk = '';
  for (let i = 0; i < jobs; i++) {
    chunk += (i ? ',\n' : '') + job.replaceAll(`"${NAME}"`, `"job-${i}"`);
    if (chunk.length > 1 << 22) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  writeSync(fd, chunk + after);
  closeSync(fd);
  // Renamed when complete, so a run cut short never leaves half a file behind as the cache.
  renameSync(`${path}.tmp`, path);
  return { path, bytes: statSync(path).size };
}
