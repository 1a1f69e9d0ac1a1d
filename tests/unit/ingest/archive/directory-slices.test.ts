// The page lists a large zip's directory in slices (plan-upload.ts passes a pause): the same
// entries as in one go, with a pause between every 4,096 entries, and none when no pause is given.
import { zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipDirectory } from '../../../../src/ingest/archive/zip-directory';

const N = 9000;

describe('readZipDirectory in slices', () => {
  const files: Zippable = {};
  for (let i = 0; i < N; i++) files[`disk_${i}/result.json`] = new TextEncoder().encode(`{"i":${i}}`);
  const zip = zipSync(files, { level: 0 });
  const read = async (s: number, e: number) => zip.subarray(s, e);

  it('gives the same entries as in one go, pausing between slices', async () => {
    let pauses = 0;
    const sliced = await readZipDirectory(read, zip.length, async () => {
      pauses++;
      await Promise.resolve();
    });
    const whole = await readZipDirectory(read, zip.length);
    expect(sliced!.entries.map((e) => e.name)).toEqual(Object.keys(files));
    expect(sliced).toEqual(whole);
    // 9,000 entries: pauses before entries 4,096 and 8,192.
    expect(pauses).toBe(2);
  });
});
