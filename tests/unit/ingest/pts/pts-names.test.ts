// PTS job-name parser: one example of every pattern in docs/pts-bundles.md §5, plus names that are not PTS.
import { describe, expect, it } from 'vitest';
import { parsePtsJobName, ptsTimeToIso, roundInfo } from '../../../../src/ingest/pts/names';

describe('parsePtsJobName', () => {
  it('reads preconditioning passes (never -ssmw)', () => {
    expect(parsePtsJobName('wipc-2-1')).toEqual({
      shape: 'wipc',
      phase: 'wipc',
      round: 2,
      ssmw: false,
      target: 1,
    });
  });

  it('reads iops / latency / throughput rounds', () => {
    expect(parsePtsJobName('x5-0_100-4k-rand-1-ssmw')).toEqual({
      shape: 'matrix',
      phase: 'wdpc',
      round: 5,
      ssmw: true,
      target: 1,
      readPct: 0,
      blockSize: 4096,
      blockSizeLabel: '4k',
      pattern: 'random',
    });
    expect(parsePtsJobName('x3-100_0-1024k-seq-1-ssmw')).toMatchObject({
      round: 3,
      readPct: 100,
      blockSize: 1048576,
      pattern: 'sequential',
    });
    expect(parsePtsJobName('x1-65_35-512b-rand-1')).toMatchObject({
      ssmw: false,
      readPct: 65,
      blockSize: 512,
    });
  });

  it('reads wsat intervals counted across rounds', () => {
    expect(parsePtsJobName('x2-0_100-4k-rand-35-1')).toMatchObject({
      shape: 'wsat',
      phase: 'wdpc',
      round: 2,
      interval: 35,
      ssmw: false,
    });
  });

  it('reads hir preconditioning, wait states and baselines', () => {
    expect(parsePtsJobName('x1-0_100-4k-rand-n3-1-ssmw')).toMatchObject({
      shape: 'hir-precondition',
      round: 1,
      interval: 3,
      ssmw: true,
    });
    expect(parsePtsJobName('w1-0_100-4k-rand-25-1-ssmw')).toMatchObject({
      shape: 'hir-wait',
      phase: 'wait',
      round: 1,
      waitS: 25,
    });
    expect(parsePtsJobName('x1-baseline-0_100-4k-rand-50-1-ssmw')).toMatchObject({
      shape: 'hir-baseline',
      phase: 'baseline',
      waitS: 50,
    });
  });

  it('refuses names that are not PTS jobs', () => {
    for (const name of [
      'randread-4k-qd32',
      'x1-60_30-4k-rand-1',
      'x1-0_100-4q-rand-1',
      'wipc',
      '',
      'x1-0_100-4k-rand',
      'global',
    ]) {
      expect(parsePtsJobName(name), name).toBeUndefined();
    }
  });

  it('builds the model round facts and ISO times', () => {
    const name = parsePtsJobName('w1-0_100-4k-rand-5-1-ssmw')!;
    expect(roundInfo(name, '2026-11-21T22:40:00Z')).toEqual({
      phase: 'wait',
      round: 1,
      waitS: 5,
      ssmw: true,
      started: '2026-11-21T22:40:00Z',
    });
    expect(ptsTimeToIso('2026-11-21 22:06:56')).toBe('2026-11-21T22:06:56Z');
    expect(ptsTimeToIso('yesterday')).toBeUndefined();
    expect(ptsTimeToIso(42)).toBeUndefined();
  });

  it("reads exactly the times the suite's Y-m-d H:i:s pattern matches", () => {
    // The pattern here is the independent reading; the importer checks character by character.
    const shape = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
    const expected = (t: string) => {
      const m = shape.exec(t.trim());
      return m ? `${m[1]}T${m[2]}Z` : undefined;
    };
    const base = '2026-11-21 22:06:56';
    const texts = [
      base,
      ` ${base}\n`,
      `${base}Z`,
      '2026-11-21T22:06:56',
      '2026-11-21 22:06',
      '２026-11-21 22:06:56',
      '',
    ];
    // Every character of a real time replaced by each of a few others.
    for (let i = 0; i < base.length; i++)
      for (const c of ['0', '9', '/', ':', '-', ' ', 'a', '\u0660'])
        texts.push(base.slice(0, i) + c + base.slice(i + 1));
    for (const t of texts) expect(ptsTimeToIso(t), JSON.stringify(t)).toBe(expected(t));
    expect(texts.filter((t) => ptsTimeToIso(t) !== undefined).length).toBeGreaterThan(20);
  });
});
