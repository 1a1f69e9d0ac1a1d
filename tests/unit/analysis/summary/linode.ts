// The Linode 1024 (2017) fio 2.2.10 outputs: five runs appended per file (randread and randwrite,
// 4k QD16 × 8 jobs). Read twice: through the real pipeline, and independently here with regexes.
import { readdirSync, readFileSync } from 'node:fs';
import { ingestFiles } from '../../../../src/ingest/ingest';
import type { Dataset } from '../../../../src/model/types';
import { fixturePath } from '../../../helpers/fixtures';

export const LINODE = 'public-cloud/linode-1024-2017';

export async function linodeDataset(): Promise<Dataset> {
  const dir = fixturePath('third-party', LINODE);
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.log'))
    .map((n) => ({ path: `linode_ssd_20/${n}`, bytes: new Uint8Array(readFileSync(`${dir}/${n}`)) }));
  return ingestFiles(files, { origin: 'test' });
}

export interface PrintedRun {
  /** issued I/Os ÷ runtime: what the run did (fio 2.2.10 prints IOPS truncated). */
  iops: number;
  printedIops: number;
  /** bytes/s from io= (MB = MiB in fio 2.x) ÷ runtime. */
  bw: number;
  /** total latency mean, ns (`lat (usec): … avg=`). */
  latMean: number;
  /** clat 99.00th, ns. */
  p99: number;
}

/** Every run of one Linode file, in file order, read with regexes. */
export function printedRuns(name: 'fio_randread.log' | 'fio_randwrite.log'): PrintedRun[] {
  const text = readFileSync(fixturePath('third-party', LINODE, name), 'utf8');
  const blocks = text.split(/^(?=\w+: \(groupid=)/m).slice(1);
  return blocks.map((b) => {
    const io = /(?:read|write)\s*: io=([\d.]+)MB, bw=\d+KB\/s, iops=(\d+), runt=\s*(\d+)msec/.exec(b)!;
    const issued = /issued\s*: total=r=(\d+)\/w=(\d+)/.exec(b)!;
    const lat = /^\s+lat \(usec\): min=\d+, max=[\d.]+K?, avg=([\d.]+)/m.exec(b)!;
    const p99 = /99\.00th=\[\s*(\d+)\]/.exec(b)!;
    const runtimeS = Number(io[3]) / 1000;
    return {
      iops: (Number(issued[1]) + Number(issued[2])) / runtimeS,
      printedIops: Number(io[2]),
      bw: (Number(io[1]) * 2 ** 20) / runtimeS,
      latMean: Number(lat[1]) * 1000,
      p99: Number(p99[1]) * 1000,
    };
  });
}

/** The median as a spreadsheet computes it (mean of the middle two for an even count). */
export function independentMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}
