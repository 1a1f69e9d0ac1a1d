// Reads files and folders from disk into InputFiles whose paths keep the folder names (the disk
// identity lives there): `npm run ingest -- results/aliyun_ssd_250` gives paths like
// `aliyun_ssd_250/iops.json`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UnpackNote } from '../../src/ingest/archive/archive';
import { describeFailure } from '../../src/ingest/archive/limits';
import type { InputFile } from '../../src/ingest/types';

function walk(
  abs: string,
  rel: string,
  out: InputFile[],
  skip: (rel: string) => boolean,
  unreadable?: UnpackNote[],
): void {
  if (skip(rel)) return;
  try {
    const st = statSync(abs);
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort())
        walk(path.join(abs, name), `${rel}/${name}`, out, skip, unreadable);
    } else if (st.isFile()) {
      out.push({ path: rel, bytes: new Uint8Array(readFileSync(abs)) });
    }
  } catch (e) {
    // Without `unreadable` (the build script), a file that cannot be read stops the run.
    if (!unreadable) throw e;
    // One file that cannot be read (over 2 GiB, no permission) is a report line; the rest go on.
    const message =
      e instanceof Error && 'code' in e ? `${String(e.code)}: ${e.message}` : describeFailure(e);
    const issue = { code: 'unreadable', message: `cannot read the file: ${message}`, file: rel };
    unreadable.push({ file: rel, bytes: 0, kind: 'ignored', members: 0, issue });
  }
}

/**
 * The files named by `args` (folders walked), with paths relative to each argument's parent.
 * Given `unreadable`, a file that cannot be read goes there as a report line instead of throwing.
 */
export function readInputs(
  args: string[],
  skip: (rel: string) => boolean = () => false,
  unreadable?: UnpackNote[],
): InputFile[] {
  const out: InputFile[] = [];
  for (const arg of args) {
    const abs = path.resolve(arg);
    walk(abs, path.basename(abs), out, skip, unreadable);
  }
  return out;
}
