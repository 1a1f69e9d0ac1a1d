// Splits an upload's files between workers. Files are grouped by the disk they will belong to
// (diskGroupOf): a group never spans two workers, because disks, their PTS rounds and the logs
// beside a fio run are put together by assemble.ts, which each worker runs on its own share.
// Groups keep their order in the upload and are cut into contiguous runs of similar weight, so
// each worker reads one stretch of the archive and the merged disks keep the upload's order.
import { diskGroupOf, parentFolder } from './disk-identity';

export interface ShardItem {
  /** The path the file will have in the import (archive members: `archive.zip/member`). */
  path: string;
  /** Work estimate: the file's uncompressed size. */
  weight: number;
}

/** Fixed cost per file (routing, sniffing, report row), in bytes-equivalent. */
const PER_FILE_WEIGHT = 4096;

/** The shard (0 … shards-1) of each item, in input order. */
export function planShards(items: readonly ShardItem[], shards: number): number[] {
  const groups = new Map<string, { weight: number; items: number[] }>();
  // The group depends only on the folder: worked out once per folder, not once per file.
  const keyOfFolder = new Map<string, string>();
  items.forEach((item, i) => {
    const folder = parentFolder(item.path);
    let key = keyOfFolder.get(folder);
    if (key === undefined) keyOfFolder.set(folder, (key = diskGroupOf(item.path).key));
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { weight: 0, items: [] }));
    g.weight += item.weight + PER_FILE_WEIGHT;
    g.items.push(i);
  });
  const out = new Array<number>(items.length).fill(0);
  const n = Math.max(1, Math.min(shards, groups.size));
  const total = [...groups.values()].reduce((w, g) => w + g.weight, 0);
  let shard = 0;
  let filled = 0;
  for (const g of groups.values()) {
    // Move on once this shard holds its share; the last shard takes whatever is left.
    if (shard < n - 1 && filled > 0 && filled + g.weight / 2 > (total * (shard + 1)) / n) shard++;
    for (const i of g.items) out[i] = shard;
    filled += g.weight;
  }
  return out;
}

/** How many shards `planShards` actually used. */
export function shardCount(plan: readonly number[]): number {
  let max = -1;
  for (const s of plan) if (s > max) max = s;
  return max + 1;
}

/** One worker's part of a tar or tar.gz that every worker streams through (see archive.ts). */
export interface StreamPart {
  index: number;
  count: number;
}

/**
 * Which members of a streamed archive belong to `part`, decided as they go by, the same way in
 * every worker (so no worker needs a list made beforehand): a disk group belongs to the part where
 * its first member falls when the archive's `total` bytes are cut into `count` equal runs, and all
 * its later members follow it. Parts are contiguous runs of groups, as planShards makes for a zip,
 * so merged in part order the disks keep the archive's order.
 */
export function streamPartSelector(
  part: StreamPart,
  total: number,
): () => (path: string, size: number) => boolean {
  return () => {
    const partOfGroup = new Map<string, number>();
    const keyOfFolder = new Map<string, string>();
    let before = 0;
    return (path, size) => {
      const folder = parentFolder(path);
      let key = keyOfFolder.get(folder);
      if (key === undefined) keyOfFolder.set(folder, (key = diskGroupOf(path).key));
      let p = partOfGroup.get(key);
      if (p === undefined) {
        p = Math.min(part.count - 1, Math.floor((before * part.count) / Math.max(1, total)));
        partOfGroup.set(key, p);
      }
      // Bytes the member takes in the tar: its header block and its data (padding left out).
      before += size + 512;
      return p === part.index;
    };
  };
}
