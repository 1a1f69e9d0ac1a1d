// Reads files and folders from disk into InputFiles whose paths keep the folder names (the disk
// identity lives there): `npm run ingest -- results/aliyun_ssd_250` gives paths like
// `aliyun_ssd_250/iops.json`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InputFile } from '../../src/ingest/types';

function walk(abs: string, rel: string, out: InputFile[], skip: (rel: string) => boolean): void {
  if (skip(rel)) return;
  const st = statSync(abs);
  if (st.isDirectory()) {
    for (const name of readdirSync(abs).sort()) walk(path.join(abs, name), `${rel}/${name}`, out, skip);
  } else if (st.isFile()) {
    out.push({ path: rel, bytes: new Uint8Array(readFileSync(abs)) });
  }
}

export function readInputs(args: string[], skip: (rel: string) => boolean = () => false): InputFile[] {
  const out: InputFile[] = [];
  for (const arg of args) {
    const abs = path.resolve(arg);
    walk(abs, path.basename(abs), out, skip);
  }
  return out;
}
