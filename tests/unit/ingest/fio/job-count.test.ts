// Job counts come only from what fio wrote (issue 24, item 2): numjobs in the job's options, else the
// global options; clones sharing a name without group_reporting; the text report's `jobs=N`. Never
// from a job's name. Other workload facts a name gives are used only where the file is silent, and
// are marked `job name`. Expected counts are read from the fixtures here (JSON.parse, a regex).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFile } from '../../../../src/ingest/route';
import type { ImportOk } from '../../../../src/ingest/types';
import { fixturePath } from '../../../helpers/fixtures';

type Job = { jobname: string; 'job options': Record<string, string> };
type Doc = { jobs: Job[]; 'global options'?: Record<string, string> };

const text = (rel: string) => readFileSync(fixturePath(rel), 'utf8');
const enc = new TextEncoder();
function read(path: string, body: string): ImportOk {
  const r = importFile({ path, bytes: enc.encode(body) });
  if ('skipped' in r || !r.ok) throw new Error(JSON.stringify(r).slice(0, 300));
  return r;
}

const ONE = 'fio/local_ssd_1/randread-4k-qd32.json';

describe('job counts only from what fio wrote', () => {
  for (const name of ['j0', 'db-j16', 'nj8-test', 'numjobs32']) {
    it(`a job named "${name}" with no numjobs ran one job (fio's default)`, () => {
      const doc = JSON.parse(text(ONE)) as Doc;
      expect(doc.jobs[0]!['job options'].numjobs).toBeUndefined();
      expect(doc['global options']?.numjobs).toBeUndefined();
      doc.jobs[0]!.jobname = name;
      doc.jobs[0]!['job options'].name = name;
      const res = read('run.json', JSON.stringify(doc));
      expect(res.measurements).toHaveLength(1);
      expect(res.measurements[0]!.workload.jobs).toBe(1);
      expect(res.measurements[0]!.provenance.assumed?.jobs).toBe('fio default');
    });
  }

  it('numjobs from the global options when the job does not set it', () => {
    const doc = JSON.parse(text(ONE)) as Doc;
    doc['global options'] = { ...doc['global options'], numjobs: '3' };
    doc.jobs[0]!.jobname = 'db-j16';
    const res = read('run.json', JSON.stringify(doc));
    expect(res.measurements[0]!.workload.jobs).toBe(3);
    expect(res.measurements[0]!.provenance.assumed?.jobs).toBeUndefined();
  });

  it('numjobs from the command line printed before the JSON, when no options set it', () => {
    const body = text(ONE);
    const doc = JSON.parse(body) as Doc;
    expect(doc.jobs[0]!['job options'].numjobs ?? doc['global options']?.numjobs).toBeUndefined();
    const res = read('run.txt', `$ fio --name=x --rw=randread --numjobs=2 --output-format=json\n${body}`);
    expect(res.measurements[0]!.workload.jobs).toBe(2);
    expect(res.measurements[0]!.provenance.assumed?.jobs).toBe('command line');
    // The options win over the command line.
    doc['global options'] = { ...doc['global options'], numjobs: '3' };
    const both = read('run.txt', `$ fio --numjobs=2 --output-format=json\n${JSON.stringify(doc)}`);
    expect(both.measurements[0]!.workload.jobs).toBe(3);
  });

  it("numjobs from the job's options wins over the global options", () => {
    const rel = 'fio/multi/numjobs4-group_reporting.json';
    const doc = JSON.parse(text(rel)) as Doc;
    const stated = Number(doc.jobs[0]!['job options'].numjobs);
    doc['global options'] = { numjobs: '2' };
    expect(read(rel, JSON.stringify(doc)).measurements[0]!.workload.jobs).toBe(stated);
  });

  it('without group_reporting: the entries sharing a job name are the jobs', () => {
    const rel = 'fio/multi/numjobs4-no-group_reporting.json';
    const doc = JSON.parse(text(rel)) as Doc;
    const clones = doc.jobs.filter((j) => j.jobname === doc.jobs[0]!.jobname).length;
    const res = read(rel, text(rel));
    expect(res.measurements).toHaveLength(1);
    expect(res.measurements[0]!.workload.jobs).toBe(clones);
  });

  it("text output: the group line's jobs=N", () => {
    const rel = 'fio/multi/numjobs4-group_reporting.normal.txt';
    const body = text(rel);
    const stated = Number(/\(groupid=\d+, jobs=(\d+)\)/.exec(body)![1]);
    expect(read(rel, body).measurements[0]!.workload.jobs).toBe(stated);
    // The same report under a job name that reads like a count: still the group line's count.
    const renamed = body.replace(/numjobs4-grouped/g, 'db-j16');
    expect(read(rel, renamed).measurements[0]!.workload.jobs).toBe(stated);
  });

  it('a block size only the name gives is used and marked "job name"; one the options give is not', () => {
    const doc = JSON.parse(text(ONE)) as Doc;
    const opts = doc.jobs[0]!['job options'];
    expect(opts.bs).toBe('4k');
    let res = read('run.json', JSON.stringify(doc));
    expect(res.measurements[0]!.provenance.assumed?.blockSize).toBeUndefined();
    delete opts.bs;
    doc.jobs[0]!.jobname = 'oltp-16k';
    res = read('run.json', JSON.stringify(doc));
    expect(res.measurements[0]!.workload.blockSize).toBe(16 * 1024);
    expect(res.measurements[0]!.provenance.assumed?.blockSize).toBe('job name');
  });
});
