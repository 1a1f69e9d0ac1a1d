// Reads files and folders from disk into InputFiles whose paths keep the folder names (the disk
// identity lives there): `npm run ingest -- results/aliyun_ssd_250` gives paths like
// `aliyun_ssd_250/iops.json`.
import { openAsBlob, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UnpackNote } from '../../src/ingest/archive/archive';
import { describeFailure } from '../../src/ingest/archive/limits';
import type { InputFile } from '../../src/ingest/types';
import { LARGE_FROM_BYTES, readLargeInput } from '../../src/ingest/large-input';

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

/** A file that could not be read, as a report line (the others go on). */
function unreadableNote(rel: string, e: unknown): UnpackNote {
  const message = e instanceof Error && 'code' in e ? `${String(e.code)}: ${e.message}` : describeFailure(e);
  const issue = { code: 'unreadable', message: `cannot read the file: ${message}`, file: rel };
  return { file: rel, bytes: 0, kind: 'ignored', members: 0, issue };
}

/**
 * The CLI's reading: as `readInputs`, but a large file is taken in as the page's worker takes it
 * (src/ingest/large-input.ts): a tar or gzip streamed from disk, a per-I/O fio log of 16 MB or
 * more summarised from it in slices, and a file too large to import whole refused by its size
 * before it is read — so memory stays bounded and the CLI imports what the page imports.
 */
export async function readInputsBounded(args: string[], unreadable: UnpackNote[]): Promise<InputFile[]> {
  const listed: { abs: string; rel: string; size: number }[] = [];
  const list = (abs: string, rel: string) => {
    try {
      const st = statSync(abs);
      if (st.isDirectory())
        for (const name of readdirSync(abs).sort()) list(path.join(abs, name), `${rel}/${name}`);
      else if (st.isFile()) listed.push({ abs, rel, size: st.size });
    } catch (e) {
      unreadable.push(unreadableNote(rel, e));
    }
  };
  for (const arg of args) {
    const abs = path.resolve(arg);
    list(abs, path.basename(abs));
  }
  const out: InputFile[] = [];
  for (const { abs, rel, size } of listed) {
    try {
      if (size < LARGE_FROM_BYTES) out.push({ path: rel, bytes: new Uint8Array(readFileSync(abs)) });
      else {
        const taken = await readLargeInput(rel, await openAsBlob(abs));
        if ('path' in taken) out.push(taken);
        else unreadable.push(taken);
      }
    } catch (e) {
      unreadable.push(unreadableNote(rel, e));
    }
  }
  return out;
}
