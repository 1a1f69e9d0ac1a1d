// The short fuzz run CI does (`npm run fuzz` runs 10⁵ and more): 2,000 mutated real fixtures
// through the CLI's pipeline, the dataset written and read back, none of them failing. A failure
// names its index, replayed with `npm run fuzz -- --replay N`.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIRS, loadCorpus, makeInput, runInput } from '../../../scripts/lib/fuzz-core';

const INPUTS = 2000;

describe('fuzz (short)', () => {
  it(`${INPUTS} mutated fixtures: no throw, no broken invariant, every saved dataset reads back`, async () => {
    const missing = CORPUS_DIRS.filter((d) => !existsSync(d));
    if (missing.length)
      console.log(`fuzz: ${missing.join(', ')} not found; mutating the other fixtures only`);
    const corpus = await loadCorpus();
    expect(corpus.length).toBeGreaterThan(2);
    const failures: string[] = [];
    const formats = new Set<string>();
    for (let i = 0; i < INPUTS; i++) {
      const out = await runInput(makeInput(corpus, 1, i), corpus);
      formats.add(out.format);
      if (out.failure)
        failures.push(`--replay ${i}: ${out.failure.kind}: ${out.failure.message.split('\n')[0]}`);
    }
    expect(failures).toEqual([]);
    // The mutations reach the importers, not only the "skipped" path.
    expect(formats.size).toBeGreaterThan(3);
  }, 600_000);
});
