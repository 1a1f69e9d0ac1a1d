// Builds the benchmark upload: the real fio run (fio/local_ssd_1) and the real PTS bundle
// (pts/local_ext4_2) copied many times under new disk folder names, zipped. Cached in .bench/.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, zipSync, type Zippable } from 'fflate';
import { packTar } from 'modern-tar';

export interface BenchArchive {
  path: string;
  zipBytes: number;
  uncompressedBytes: number;
  files: number;
  disks: number;
}

function readTree(dir: string): [string, Uint8Array][] {
  const out: [string, Uint8Array][] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push([relative(dir, full).split('\\').join('/'), new Uint8Array(readFileSync(full))]);
    }
  };
  walk(dir);
  return out;
}

/**
 * `copies` copies of each fixture folder: odd-numbered disks hold the fio run, even-numbered ones
 * the PTS bundle, so every disk folder has one coherent set of results.
 */
function benchEntries(
  fixtures: string,
  copies: number,
): { entries: Zippable; uncompressedBytes: number; files: number } {
  const fio = readTree(join(fixtures, 'fio/local_ssd_1'));
  const pts = readTree(join(fixtures, 'pts/local_ext4_2'));
  const entries: Zippable = {};
  let uncompressedBytes = 0;
  let files = 0;
  for (let i = 0; i < copies; i++) {
    for (const [tree, disk] of [
      [fio, 2 * i + 1],
      [pts, 2 * i + 2],
    ] as const) {
      for (const [path, bytes] of tree) {
        entries[`bench_ssd_${disk}/${path}`] = bytes;
        uncompressedBytes += bytes.length;
        files++;
      }
    }
  }
  return { entries, uncompressedBytes, files };
}

export function makeBenchArchive(fixtures: string, outDir: string, copies: number): BenchArchive {
  const { entries, uncompressedBytes, files } = benchEntries(fixtures, copies);
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, `bench-${copies}.zip`);
  if (!existsSync(path)) writeFileSync(path, zipSync(entries, { level: 6 }));
  return { path, zipBytes: statSync(path).size, uncompressedBytes, files, disks: 2 * copies };
}

/** The same files, in the same order, as a tar.gz (`zipBytes` is then the .tar.gz size). */
export async function makeBenchTarGz(
  fixtures: string,
  outDir: string,
  copies: number,
): Promise<BenchArchive> {
  const { entries, uncompressedBytes, files } = benchEntries(fixtures, copies);
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, `bench-${copies}.tar.gz`);
  if (!existsSync(path)) {
    const tar = await packTar(
      Object.entries(entries).map(([name, body]) => ({
        header: { name, size: (body as Uint8Array).length },
        body: body as Uint8Array,
      })),
    );
    writeFileSync(path, gzipSync(tar, { level: 6 }));
  }
  return { path, zipBytes: statSync(path).size, uncompressedBytes, files, disks: 2 * copies };
}
