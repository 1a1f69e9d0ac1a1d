// Sniffers run in time linear in the head they see. The shapes below made the old patterns
// (`^\s*…` with the m flag, `\s*,\s*`) rescan the rest of the text from every line or blank: ~2 s
// for 64 KiB. Here each sniffer sees 1 MiB of them, 16× the router's head: a quadratic pattern
// would need minutes (256× the 64 KiB time), a linear one takes milliseconds, so the generous
// timeout cannot be reached by a slow machine, only by a quadratic pattern. (fio's own sniffers
// are tested with the fio importers.)
import { describe, expect, it } from 'vitest';
import { IMPORTERS } from '../../../src/ingest/registry';

const N = 1 << 20;
const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

const SHAPES: Record<string, string> = {
  'blank lines': repeat('\n'),
  'CRLF blank lines': repeat('\r\n'),
  'space-newline lines': repeat(' \n'),
  'a brace then blank lines': '{' + repeat('\n'),
  'one long run of spaces': 'a' + repeat(' ') + 'b',
  'spaces before a comma': 'a' + repeat(' ') + ',',
  'blanks around commas': repeat(' ,\t'),
  'ten numbers per line': repeat('1 2 3 4 5 6 7 8 9 10\n'),
  'a JSON key over and over': '{' + repeat(' "a" : '),
};

describe('non-fio sniffers on hostile shapes', () => {
  const sniffers = IMPORTERS.filter((i) => !i.id.startsWith('fio-'));

  it('covers the sniffers it means to', () => {
    expect(sniffers.map((i) => i.id).sort()).toEqual(
      [
        'disk-meta',
        'diskscope-dataset',
        'ioping',
        'iozone',
        'pts-fio',
        'pts-options',
        'pts-report',
        'pts-result',
        'summary-csv',
      ].sort(),
    );
  });

  for (const [name, text] of Object.entries(SHAPES)) {
    it(`finish on 1 MiB of ${name} without claiming it`, () => {
      for (const imp of sniffers) expect(imp.sniff(text, 'unknown'), imp.id).toBe(false);
    }, 60_000);
  }
});
