// A zip's central directory, read from the end of the archive without touching the members: the
// list of names, sizes, checksums and where each member's bytes lie. Every zip is read through it
// (zip-read.ts), whole in one worker or split between workers that each read and inflate only their
// own members. fflate has no call for this (its unzip needs the whole archive in memory), so this
// is the small part of the format we read ourselves (PKWARE APPNOTE 4.3.12–4.3.16, zip64 4.3.14,
// 4.5.3). An archive whose directory cannot be found (a cut download) is streamed by its local
// headers instead (zip-stream.ts), which recovers its complete members.
import { decodeZipName, type NameEncoding } from './zip-names';

export interface ZipEntry {
  name: string;
  /** How the name's bytes were read (anything but UTF-8 is a guess, reported). */
  encoding: NameEncoding;
  /** 0 stored, 8 deflate; anything else is reported as unsupported. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** The uncompressed size the directory declares (checked while inflating, never trusted). */
  size: number;
  /** CRC-32 of the uncompressed bytes, as the directory declares it. */
  crc: number;
  /** Offset of the member's local header in the archive. */
  localOffset: number;
  /** Where the member's bytes (local header + data [+ descriptor]) end: the next member or the directory. */
  end: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Where the central directory starts (every member lies before it). */
  directoryOffset: number;
}

/** Reads `[start, end)` of the archive. */
export type RangeReader = (start: number, end: number) => Promise<Uint8Array>;

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIZE = 56;
/** The EOCD is followed by a comment of at most 65535 bytes. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;
const U32_MAX = 0xffffffff;

function findEocd(tail: Uint8Array): number {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** A 64-bit little-endian field; undefined beyond 2^53 (no real archive is that large). */
function u64(view: DataView, at: number): number | undefined {
  const v = view.getBigUint64(at, true);
  return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : undefined;
}

interface DirectoryPlace {
  count: number;
  size: number;
  offset: number;
}

/** The zip64 end record, found through its locator just before the EOCD. */
async function zip64Place(
  read: RangeReader,
  tail: Uint8Array,
  tailStart: number,
  eocdAt: number,
): Promise<DirectoryPlace | undefined> {
  const locAt = eocdAt - ZIP64_LOCATOR_SIZE;
  if (locAt < 0) return undefined;
  const loc = new DataView(tail.buffer, tail.byteOffset + locAt, ZIP64_LOCATOR_SIZE);
  if (loc.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE) return undefined;
  const recordAt = u64(loc, 8);
  if (recordAt === undefined || recordAt + ZIP64_EOCD_SIZE > tailStart + locAt) return undefined;
  const record = await read(recordAt, recordAt + ZIP64_EOCD_SIZE);
  const view = new DataView(record.buffer, record.byteOffset, record.byteLength);
  if (record.length < ZIP64_EOCD_SIZE || view.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE) return undefined;
  const count = u64(view, 32);
  const size = u64(view, 40);
  const offset = u64(view, 48);
  if (count === undefined || size === undefined || offset === undefined) return undefined;
  if (offset + size > recordAt) return undefined;
  return { count, size, offset };
}

/** Entries parsed between two pauses of `readZipDirectory` (a few ms of a page's main thread). */
const ENTRIES_PER_SLICE = 4096;

/**
 * The central directory of a zip of `size` bytes, or undefined when it cannot be read this way.
 * `pause`, when given, is awaited between slices of ENTRIES_PER_SLICE entries: the page lists a
 * large zip to plan its shards (plan-upload.ts), and a 5,000-folder zip's 35,000 entries were one
 * task of 71–121 ms while the workers started (bench-disks). A worker passes none.
 */
export async function readZipDirectory(
  read: RangeReader,
  size: number,
  pause?: () => Promise<void>,
): Promise<ZipDirectory | undefined> {
  if (size < EOCD_SIZE) return undefined;
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await read(tailStart, size);
  const at = findEocd(tail);
  if (at < 0) return undefined;
  const eocd = new DataView(tail.buffer, tail.byteOffset + at, EOCD_SIZE);
  // Multi-disk archives are not for browsers.
  if (eocd.getUint16(4, true) !== 0) return undefined;
  let place: DirectoryPlace | undefined = {
    count: eocd.getUint16(10, true),
    size: eocd.getUint32(12, true),
    offset: eocd.getUint32(16, true),
  };
  // 0xffff / 0xffffffff mean "see the zip64 record".
  if (place.count === 0xffff || place.size === U32_MAX || place.offset === U32_MAX)
    place = await zip64Place(read, tail, tailStart, at);
  if (!place || place.offset + place.size > tailStart + at) return undefined;
  // Every entry takes at least 46 bytes: a count the directory cannot hold is a lie.
  if (place.count * 46 > place.size) return undefined;
  const dir =
    place.offset >= tailStart
      ? tail.subarray(place.offset - tailStart, place.offset - tailStart + place.size)
      : await read(place.offset, place.offset + place.size);
  const entries = await parseCentralDirectory(dir, place.count, place.offset, pause);
  return entries && { entries, directoryOffset: place.offset };
}

/** Sizes and offset from the zip64 extra field (id 1), for those the entry marks 0xffffffff. */
function zip64Fields(
  view: DataView,
  from: number,
  to: number,
  want: { size: boolean; compressed: boolean; offset: boolean },
): { size?: number; compressed?: number; offset?: number } | undefined {
  for (let p = from; p + 4 <= to;) {
    const id = view.getUint16(p, true);
    const len = view.getUint16(p + 2, true);
    if (id === 1) {
      let q = p + 4;
      const take = (): number | undefined => {
        if (q + 8 > p + 4 + len) return undefined;
        const v = u64(view, q);
        q += 8;
        return v;
      };
      const out: { size?: number; compressed?: number; offset?: number } = {};
      if (want.size && (out.size = take()) === undefined) return undefined;
      if (want.compressed && (out.compressed = take()) === undefined) return undefined;
      if (want.offset && (out.offset = take()) === undefined) return undefined;
      return out;
    }
    p += 4 + len;
  }
  return undefined;
}

async function parseCentralDirectory(
  dir: Uint8Array,
  count: number,
  dirOffset: number,
  pause: (() => Promise<void>) | undefined,
): Promise<ZipEntry[] | undefined> {
  const view = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (pause && i > 0 && i % ENTRIES_PER_SLICE === 0) await pause();
    if (p + 46 > dir.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) return undefined;
    const flags = view.getUint16(p + 8, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    let compressedSize = view.getUint32(p + 20, true);
    let size = view.getUint32(p + 24, true);
    let localOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLen + extraLen > dir.length) return undefined;
    if (compressedSize === U32_MAX || size === U32_MAX || localOffset === U32_MAX) {
      const extraAt = p + 46 + nameLen;
      const z = zip64Fields(view, extraAt, extraAt + extraLen, {
        size: size === U32_MAX,
        compressed: compressedSize === U32_MAX,
        offset: localOffset === U32_MAX,
      });
      if (!z) return undefined;
      size = z.size ?? size;
      compressedSize = z.compressed ?? compressedSize;
      localOffset = z.offset ?? localOffset;
    }
    if (localOffset >= dirOffset) return undefined;
    const { name, encoding } = decodeZipName(dir.subarray(p + 46, p + 46 + nameLen), flags);
    entries.push({
      name,
      encoding,
      method: view.getUint16(p + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize,
      size,
      crc: view.getUint32(p + 16, true),
      localOffset,
      end: dirOffset,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  // A member's bytes run up to the next member's local header (or the directory). Entries that
  // share a local header (a bomb's trick) share its end.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = byOffset.length - 2; i >= 0; i--) {
    const next = byOffset[i + 1]!;
    byOffset[i]!.end = next.localOffset > byOffset[i]!.localOffset ? next.localOffset : next.end;
  }
  return entries;
}
