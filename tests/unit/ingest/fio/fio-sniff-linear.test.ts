// fio's sniffers run in time linear in the head they see (the router gives them 64 KiB; here each
// sees 1 MiB, 16× that). A pattern where `\s` spans newlines and backtracks from every line start
// (`^\s*\{` with the m flag was one) takes minutes on such input, a linear one milliseconds, so the
// generous timeout is reached only by a quadratic pattern, not by a slow machine.
import { describe, expect, it } from 'vitest';
import { IMPORTERS } from '../../../../src/ingest/registry';

const N = 1 << 20;
const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

const SHAPES: Record<string, string> = {
  'blank lines': repeat('\n'),
  'CRLF blank lines': repeat('\r\n'),
  'space-newline lines': repeat(' \n'),
  'a "fio version" key then blank lines': '"fio version"' + repeat(' \n'),
  'one long line without a newline': repeat('a'),
  'job-header pieces without the header': repeat('x: (groupid=1, jobs=1)'),
  'colons and spaces': repeat(': '),
  'ETA displays glued together': repeat('Jobs: 1 (f=1): [r(1)][50.0%]'),
};

describe('fio sniffers on hostile shapes', () => {
  const sniffers = IMPORTERS.filter((i) => i.id.startsWith('fio-'));

  it('covers the fio sniffers', () => {
    expect(sniffers.map((i) => i.id).sort()).toEqual(['fio-json', 'fio-log', 'fio-normal', 'fio-terse']);
  });

  for (const [name, text] of Object.entries(SHAPES)) {
    it(`finish on 1 MiB of ${name} without claiming it`, () => {
      for (const imp of sniffers) expect(imp.sniff(text, 'unknown'), imp.id).toBe(false);
    }, 60_000);
  }

  // These look like terse fields and histogram-log counts, so a sniffer may claim them; they must
  // still be answered in linear time.
  for (const [name, text] of Object.entries({
    'terse-looking fields on one line': repeat('3;'),
    'comma-separated numbers on one line': repeat('1, '),
  })) {
    it(`finish on 1 MiB of ${name}`, () => {
      for (const imp of sniffers) expect(typeof imp.sniff(text, 'unknown'), imp.id).toBe('boolean');
    }, 60_000);
  }
});
