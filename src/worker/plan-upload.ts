// Decides how an upload is split between ingest workers. Large zips are listed through their
// central directory (a few hundred KB read from the end of the file) and their members dealt out
// by disk group (ingest/shard-plan.ts); loose files are dealt out the same way. A zip whose
// members would all land in one shard, a zip that cannot be listed, and every other archive go
// to one worker whole, exactly as without splitting — except a large tar or tar.gz uploaded alone:
// a tar has no directory to plan from, so one worker reads it and, as the members go by, hands
// those of the other shards (shard-plan.ts, streamShardOf) to the other workers.
import type { UnpackNote } from '../ingest/archive/archive';
import { LIMITS } from '../ingest/archive/limits';
import { isTarHead } from '../ingest/archive/archive-kind';
import { planShards, shardCount, type ShardItem, type StreamShard } from '../ingest/shard-plan';
import { readZipDirectory, type ZipEntry } from '../ingest/archive/zip-directory';
import { NameLog } from '../ingest/archive/zip-names';
import type { PickedFile, ZipShardPick } from './api';
import { nextTask } from '../lib/next-task';

/** Smaller zips (and uploads) are not worth sharing: one worker imports them in well under a second. */
export const SPLIT_ZIP_FROM_BYTES = 8 * 1024 * 1024;

/**
 * What reading one loose file costs a worker beyond its bytes, in bytes of import: each read is a
 * round trip to the browser. bench:peers' folder of 601 fio JSON files (5.4 MB) took one worker
 * 0.26 s to read and 0.14 s to import (scripts/bench/peers11-folder-timeline.ts): ~0.4 ms a file,
 * what importing ~16 KB takes. Counted, a folder of many small files is shared between workers
 * as a zip of the same work is.
 */
export const READ_COST_PER_FILE = 16 * 1024;

/** The work of an upload of loose files, in bytes of import: their sizes and a read per file. */
export function uploadWork(files: readonly PickedFile[]): number {
  return files.reduce((n, f) => n + f.file.size + READ_COST_PER_FILE, 0);
}

export interface ShardRequest {
  files: PickedFile[];
  zips: ZipShardPick[];
  notes: UnpackNote[];
  streamShard?: StreamShard;
}

async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
}

/** A tar, or a gzip whose content starts as a tar (its first block inflated to see). */
async function isTarStream(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  if (isTarHead(head)) return true;
  if (head[0] !== 0x1f || head[1] !== 0x8b || typeof DecompressionStream !== 'function') return false;
  const stream = new DecompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Not closed: the slice ends mid-stream, and only the first inflated bytes are wanted.
  writer.write(head).catch(() => undefined);
  const inflated = new Uint8Array(512);
  let have = 0;
  try {
    while (have < 262) {
      const { done, value } = await reader.read();
      if (done) break;
      inflated.set(value.subarray(0, 512 - have), have);
      have += Math.min(value.length, 512 - have);
    }
  } catch {
    return false;
  } finally {
    reader.cancel().catch(() => undefined);
    writer.abort().catch(() => undefined);
  }
  return isTarHead(inflated.subarray(0, have));
}

async function listZip(picked: PickedFile, splitFrom: number): Promise<ZipEntry[] | undefined> {
  const { file } = picked;
  if (file.size < splitFrom || !(await isZip(file))) return undefined;
  const read = async (start: number, end: number) =>
    new Uint8Array(await file.slice(start, end).arrayBuffer());
  // In slices, each its own task (a 5,000-folder zip has 35,000 entries).
  const dir = await readZipDirectory(read, file.size, nextTask).catch(() => undefined);
  // Parsing the directory and listing its members for the shards were one task of 121 ms on the
  // page while the workers started (bench-disks): each its own.
  await nextTask();
  // A zip whose directory declares more than the limit is read by one worker, which stops it at
  // the limit with the named error; split, each shard would only see its own part of it.
  let declared = 0;
  for (const e of dir?.entries ?? []) declared += e.size;
  if (declared > LIMITS.archiveBytes) return undefined;
  return dir?.entries.filter((e) => !e.name.endsWith('/'));
}

/** Later entries of a name already listed: reported, and not read (as when one worker reads the zip). */
function dropDuplicates(path: string, entries: ZipEntry[], notes: UnpackNote[]): ZipEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (!seen.has(e.name)) return seen.add(e.name);
    const file = `${path}/${e.name.replace(/^\.?\/+/, '')}`;
    const issue = {
      code: 'duplicate-member',
      message: `a second member named ${e.name}; only the first was imported`,
      file,
    };
    notes.push({ file, bytes: 0, kind: 'zip', members: 0, issue });
    return false;
  });
}

/**
 * The shards of an upload, at most `shards`, for `workers` that take them as they free up; a single
 * shard means "no split". Each shard lists whole files and, per split zip, its members in this
 * shard. A large tar or tar.gz uploaded alone is cut into one part per worker (the last one reads
 * it).
 */
export async function planUpload(
  files: readonly PickedFile[],
  shards: number,
  splitFrom = SPLIT_ZIP_FROM_BYTES,
  workers = shards,
): Promise<ShardRequest[]> {
  const streamParts = workers;
  const only = files.length === 1 ? files[0]! : undefined;
  if (only && streamParts > 1 && only.file.size >= splitFrom && (await isTarStream(only.file)))
    // The last part reads the archive: it hands the first parts over as it goes by them, then
    // imports the rest itself as it reads it.
    return Array.from({ length: streamParts }, (_, index) => ({
      files: index === streamParts - 1 ? [only] : [],
      zips: [],
      notes: [],
      streamShard: { index, count: streamParts },
    }));
  type Unit = { picked: PickedFile; entry?: ZipEntry };
  const units: Unit[] = [];
  const items: ShardItem[] = [];
  const listed = new Map<PickedFile, ZipEntry[]>();
  const duplicates: UnpackNote[] = [];
  for (const picked of files) {
    const listing = shards > 1 ? await listZip(picked, splitFrom) : undefined;
    const entries = listing && dropDuplicates(picked.path, listing, duplicates);
    if (listing) await nextTask();
    if (entries && entries.length > 0) {
      listed.set(picked, entries);
      for (const entry of entries) {
        units.push({ picked, entry });
        items.push({ path: `${picked.path}/${entry.name.replace(/^\.?\/+/, '')}`, weight: entry.size });
      }
    } else {
      units.push({ picked });
      items.push({ path: picked.path, weight: picked.file.size + READ_COST_PER_FILE });
    }
  }
  // This runs on the page, once per upload, so its code is cold: thousands of members took
  // ~100 ms in one go. Each step is its own task.
  await nextTask();
  // A small upload (a few loose files) is not worth several workers, shards and saved records.
  const total = items.reduce((n, it) => n + it.weight, 0);
  const plan = total < splitFrom ? items.map(() => 0) : planShards(items, shards, workers);
  await nextTask();
  const count = Math.max(1, shardCount(plan));
  const requests: ShardRequest[] = Array.from({ length: count }, () => ({ files: [], zips: [], notes: [] }));
  // A listed zip whose members all went to one shard goes there whole (streamed as usual).
  const sharesOfZip = new Map<PickedFile, Set<number>>();
  units.forEach((u, i) => {
    if (u.entry) sharesOfZip.set(u.picked, (sharesOfZip.get(u.picked) ?? new Set()).add(plan[i] ?? 0));
  });
  const zipPick = new Map<string, ZipShardPick>();
  const placedWhole = new Set<PickedFile>();
  units.forEach((u, i) => {
    const shard = requests[plan[i] ?? 0]!;
    if (!u.entry) return void shard.files.push(u.picked);
    if (sharesOfZip.get(u.picked)!.size === 1) {
      if (!placedWhole.has(u.picked)) shard.files.push(u.picked);
      placedWhole.add(u.picked);
      return;
    }
    const key = `${plan[i] ?? 0}|${u.picked.path}`;
    let pick = zipPick.get(key);
    if (!pick) {
      pick = { path: u.picked.path, file: u.picked.file, entries: [] };
      zipPick.set(key, pick);
      shard.zips.push(pick);
    }
    pick.entries.push(u.entry);
  });
  // The split archive's own line in the import report, as when one worker streams it.
  for (const [picked, entries] of listed) {
    if ((sharesOfZip.get(picked)?.size ?? 0) <= 1) continue;
    for (const d of duplicates) if (d.file.startsWith(`${picked.path}/`)) requests[0]!.notes.push(d);
    const names = new NameLog();
    for (const e of entries) names.note(e.name, e.encoding);
    const warnings = names.issues(picked.path);
    requests[0]!.notes.push({
      file: picked.path,
      bytes: picked.file.size,
      kind: 'zip',
      members: entries.length,
      ...(warnings.length ? { warnings } : {}),
    });
  }
  return requests.filter((s) => s.files.length + s.zips.length > 0 || s.notes.length > 0);
}
