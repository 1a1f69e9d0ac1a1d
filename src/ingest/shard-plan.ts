// Splits an upload's files between workers. Files are grouped by the disk they will belong to
// (diskGroupOf): a group never spans two workers, because disks, their PTS rounds and the logs
// beside a fio run are put together by assemble.ts, which each worker runs on its own share.
// Groups keep their order in the upload and are cut into contiguous runs (falling in weight when
// fewer workers deal them out, shardShares), so each shard is one stretch of the archive and the
// merged disks keep the upload's order.
import { diskGroupOf, parentFolder } from './disk-identity';

export interface ShardItem {
  /** The path the file will have in the import (archive members: `archive.zip/member`). */
  path: string;
  /** Work estimate: the file's uncompressed size. */
  weight: number;
}

/** Fixed cost per file (routing, sniffing, report row), in bytes-equivalent. */
const PER_FILE_WEIGHT = 4096;

/**
 * Each shard's share of the work, first to last, when `shards` are dealt to `workers` as they free
 * up (worker/client.ts): falling in equal steps, so the last shards are the smallest, and a worker
 * done early waits at the end only for a small shard. With even shares the last shard of
 * bench-100.zip took 455 ms, 126 ms of which the other worker sat idle (scripts/bench/timeline.ts).
 * Dealt to the first worker free, shares falling by one step balance exactly when the weights tell
 * the truth: 2 workers take 8, 7 | 6, 5 | 4, 3 | 2, 1, each 18 in all. Even shares when every shard
 * runs at once (as many workers as shards).
 */
export function shardShares(shards: number, workers: number): number[] {
  return Array.from({ length: shards }, (_, s) => (workers >= shards ? 1 : shards - s));
}

/**
 * The shard (0 … shards-1) of each item, in input order; `workers` deal the shards out as they free
 * up, so the shards shrink towards the end (shardShares).
 */
export function planShards(items: readonly ShardItem[], shards: number, workers = shards): number[] {
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
  // Where each shard ends, in weight from the start.
  const shares = shardShares(n, workers);
  const sum = shares.reduce((a, b) => a + b, 0);
  let before = 0;
  const ends = shares.map((w) => (total * (before += w)) / sum);
  let shard = 0;
  let filled = 0;
  for (const g of groups.values()) {
    // Move on once this shard holds its share; the last shard takes whatever is left.
    if (shard < n - 1 && filled > 0 && filled + g.weight / 2 > ends[shard]!) shard++;
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

/** One worker's shard of a tar or tar.gz that one worker streams and hands out (see archive.ts). */
export interface StreamShard {
  index: number;
  count: number;
}

/**
 * What reading a tar.gz (inflating it and splitting the tar) costs the worker that does it, as a
 * fraction of what importing all of it costs: ~1.8 s against ~4.6 s for the bench's 164.5 MB in
 * Chromium. The reading shard takes that much less of the import, so all workers finish together.
 */
const READ_COST = 0.4;

/**
 * The shard (0 … count-1) of each member of a streamed archive, decided as the members go by: a
 * disk group belongs to the shard where its first member falls when the archive's `total` bytes
 * are cut into runs, and all its later members follow it. The last shard, the one that reads the
 * archive, gets the shorter run (READ_COST); the others divide the rest equally. Shards are
 * contiguous runs of groups, as planShards makes for a zip, so merged in shard order the disks keep
 * the archive's order.
 */
export function streamShardOf(count: number, total: number): (path: string, size: number) => number {
  const readerShare = Math.min(1 / count, Math.max(0, (1 + READ_COST) / count - READ_COST));
  const othersEnd = Math.max(1, total) * (1 - readerShare);
  const shardOfGroup = new Map<string, number>();
  const keyOfFolder = new Map<string, string>();
  let before = 0;
  return (path, size) => {
    const folder = parentFolder(path);
    let key = keyOfFolder.get(folder);
    if (key === undefined) keyOfFolder.set(folder, (key = diskGroupOf(path).key));
    let p = shardOfGroup.get(key);
    if (p === undefined) {
      p = before >= othersEnd ? count - 1 : Math.floor((before * (count - 1)) / othersEnd);
      shardOfGroup.set(key, p);
    }
    // Bytes the member takes in the tar: its header block and its data (padding left out).
    before += size + 512;
    return p;
  };
}
