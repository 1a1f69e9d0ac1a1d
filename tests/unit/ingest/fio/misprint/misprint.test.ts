// A text run's printed IOPS / BW held against fio's own counts (issued I/Os ÷ runtime, I/O amount
// ÷ runtime). Figures are read here with regexes on the text, not from the importer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointInfo } from '../../../../../src/charts/provenance';
import { importText } from '../../../../../src/ingest/route';
import { fixturePath } from '../../../../helpers/fixtures';

const real = readFileSync(fixturePath('fio/formats/randread-4k-qd32.normal.txt'), 'utf8');

function readOf(text: string) {
  const res = importText({ path: 'run.txt', text });
  if (!res?.ok) throw new Error('not imported');
  return { m: res.measurements[0]!, warnings: res.warnings };
}

describe('misprinted figures', () => {
  it('a right print: IOPS is issued ÷ runtime, no claim, no warning', () => {
    const ios = Number(/issued rwts: total=(\d+)/.exec(real)![1]);
    const ms = Number(/\/(\d+)msec\)/.exec(real)![1]);
    const { m, warnings } = readOf(real);
    expect(m.directions.read!.iops).toBeCloseTo((ios * 1000) / ms, 6);
    expect(m.claimed).toBeUndefined();
    expect(warnings.map((w) => w.code)).not.toContain('fio-normal-misprint');
  });

  it('785,920 reads in 39,327 ms printed IOPS=19.0k: 19,984 shown, 19,000 kept as printed', () => {
    // The figures put into a real report: the carry fio dropped when it rounded 19.98k.
    const text = real
      .replace(
        /IOPS=101k, BW=394MiB\/s \(413MB\/s\)\(1183MiB\/3001msec\)/,
        'IOPS=19.0k, BW=77.0MiB/s (80.7MB/s)(3070MiB/39327msec)',
      )
      .replace(/total=302778,0,0,0/, 'total=785920,0,0,0');
    const ios = Number(/issued rwts: total=(\d+)/.exec(text)![1]);
    const ms = Number(/\((\d+)MiB\/(\d+)msec\)/.exec(text)![2]);
    const printed = /IOPS=([\d.]+)k/.exec(text)![1];
    const { m, warnings } = readOf(text);
    expect(Math.round(m.directions.read!.iops)).toBe(Math.round((ios * 1000) / ms));
    expect(Math.round(m.directions.read!.iops)).toBe(19984);
    expect(m.claimed).toContainEqual(
      expect.objectContaining({ key: 'printed_iops_read', value: Number(printed) * 1000, unit: 'IOPS' }),
    );
    // And the BW print (77.0 MiB/s) against 3070 MiB in 39.327 s (78.06 MiB/s): beyond rounding too.
    const mib = Number(/\((\d+)MiB\//.exec(text)![1]);
    expect(m.directions.read!.bw).toBeCloseTo((mib * 2 ** 20 * 1000) / ms, 0);
    expect(warnings.filter((w) => w.code === 'fio-normal-misprint')).toHaveLength(2);
    expect(warnings.find((w) => w.code === 'fio-normal-misprint')!.message).toMatch(/19,984/);
    // The tooltip says it: the printed figure beside the computed one shown.
    const info = pointInfo({ ...m, id: 'm', diskId: 'd' }, 'disk', '19,984 IOPS');
    expect(info.notes.join(' ')).toMatch(
      /printed IOPS 19000; 785920 issued I\/Os in 39327 ms are 19,984 IOPS/,
    );
  });

  it('the iops sample line (avg=) is never the run IOPS', () => {
    const avg = Number(/iops\s+: min=\s*\d+, max=\s*\d+, avg=([\d.]+)/.exec(real)![1]);
    const { m } = readOf(real);
    expect(m.directions.read!.iops).not.toBe(avg);
  });
});
