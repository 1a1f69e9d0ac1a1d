// The short fuzz run CI does (`npm run fuzz` runs 10⁵ and more): 2,000 mutated real fixtures through
// the CLI's pipeline, the dataset written and read back, none of them failing. Half the inputs are
// damaged only the structure-aware ways (NUL padding and runs, CR/CRLF, tabs, UTF-16, cuts at line
// ends, numbers, units): a damaged copy of an importable file must not be skipped, and lossless
// damage must leave the figures as they were. A failure names its index, replayed with
// `npm run fuzz -- --replay N`.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIRS, loadCorpus, makeInput, runInput } from '../../../scripts/lib/fuzz-core';

const INPUTS = 2000;

describe('fuzz (short)', () => {
  it(`${INPUTS} mutated fixtures: no crash, no wrong figure, no silent skip, every saved dataset reads back`, async () => {
    const missing = CORPUS_DIRS.filter((d) => !existsSync(d));
    if (missing.length)
      console.log(`fuzz: ${missing.join(', ')} not found; mutating the other fixtures only`);
    const corpus = await loadCorpus();
    expect(corpus.length).toBeGreaterThan(2);
    const failures: string[] = [];
    const formats = new Set<string>();
    let structural = 0;
    let lossless = 0;
    for (let i = 0; i < INPUTS; i++) {
      const input = makeInput(corpus, 1, i);
      if (input.structural) structural++;
      if (input.lossless) lossless++;
      const out = await runInput(input, corpus);
      formats.add(out.format);
      if (out.failure)
        failures.push(`--replay ${i}: ${out.failure.kind}: ${out.failure.message.split('\n')[0]}`);
    }
    expect(failures).toEqual([]);
    // The mutations reach the importers, not only the "skipped" path, and the oracles run.
    expect(formats.size).toBeGreaterThan(3);
    expect(structural).toBeGreaterThan(INPUTS / 3);
    expect(lossless).toBeGreaterThan(INPUTS / 10);
  }, 600_000);

  // Found by a 40,000-input run on the merged tree: a number replaced in a terse file made a warning
  // param infinite, JSON wrote it as null and the saved dataset did not read back.
  it('input 25061 of seed 11 (an infinite warning param) saves a dataset that reads back', async () => {
    if (CORPUS_DIRS.some((d) => !existsSync(d))) return;
    const corpus = await loadCorpus();
    const input = makeInput(corpus, 11, 25061);
    expect(input.seedPath).toMatch(/numjobs4-no-group_reporting\.terse-v3\.txt$/);
    expect((await runInput(input, corpus)).failure).toBeUndefined();
  }, 60_000);
});
