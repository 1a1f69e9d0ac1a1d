// Upload files the browser tests pick, built from the real fixtures of tests/fixtures into a temp folder
// (third-party fixtures are never copied into the repository).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { OWN_FIXTURES } from './harness';

/** Every file under `dir` (hidden ones included), keyed by `prefix/relative/path`. */
export function filesUnder(dir: string, prefix: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[`${prefix}/${relative(dir, full).split('\\').join('/')}`] = new Uint8Array(readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

export interface E2eFiles {
  dir: string;
  ptsZip: string;
  brokenJson: string;
}

export function makeE2eFiles(): E2eFiles {
  const dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-'));
  const ptsZip = join(dir, 'local_ext4_2.zip');
  const pts: Zippable = filesUnder(join(OWN_FIXTURES, 'pts/local_ext4_2'), 'local_ext4_2');
  writeFileSync(ptsZip, zipSync(pts, { level: 6 }));
  // A real fio JSON cut off mid-way: the importer must name it and keep everything else.
  const brokenJson = join(dir, 'broken-randread.json');
  writeFileSync(
    brokenJson,
    readFileSync(join(OWN_FIXTURES, 'fio/local_ssd_1/randread-4k-qd1.json')).subarray(0, 1500),
  );
  return { dir, ptsZip, brokenJson };
}
