// A zip's central directory, read from the end of the archive without touching the members: the
// list of names, sizes and where each member's bytes lie. With it an upload can be split between
// workers that each read and inflate only their own members. fflate has no call for this (its
// unzip needs the whole archive in memory), so this is the small part of the format we read
// ourselves (PKWARE APPNOTE 4.3.12–4.3.16). Zip64 archives are not listed here: callers fall back
// to streaming the archive with fflate, which also recovers what it can from a cut download.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else is reported as unsupported. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
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
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The EOCD is followed by a comment of at most 65535 bytes. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;
const UTF8_FLAG = 0x800;

const utf8 = new TextDecoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/**
 * Names flagged UTF-8 are UTF-8. Unflagged names are, in practice, UTF-8 too on Linux and macOS
 * (Info-ZIP, Archive Utility), and CP437/local code pages on old Windows tools: valid UTF-8 wins,
 * anything else is read byte by byte.
 */
function decodeName(bytes: Uint8Array, flags: number): string {
  if (flags & UTF8_FLAG) return utf8.decode(bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

function findEocd(tail: Uint8Array): number {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** The central directory of a zip of `size` bytes, or undefined when it cannot be read this way. */
export async function readZipDirectory(read: RangeReader, size: number): Promise<ZipDirectory | undefined> {
  if (size < EOCD_SIZE) return undefined;
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await read(tailStart, size);
  const at = findEocd(tail);
  if (at < 0) return undefined;
  const eocd = new DataView(tail.buffer, tail.byteOffset + at, EOCD_SIZE);
  const count = eocd.getUint16(10, true);
  const dirSize = eocd.getUint32(12, true);
  const dirOffset = eocd.getUint32(16, true);
  // 0xffff / 0xffffffff mean "see the zip64 record"; multi-disk archives are not for browsers.
  if (count === 0xffff || dirOffset === 0xffffffff || eocd.getUint16(4, true) !== 0) return undefined;
  if (dirOffset + dirSize > tailStart + at) return undefined;
  const dir =
    dirOffset >= tailStart
      ? tail.subarray(dirOffset - tailStart, dirOffset - tailStart + dirSize)
      : await read(dirOffset, dirOffset + dirSize);
  const entries = parseCentralDirectory(dir, count, dirOffset);
  return entries && { entries, directoryOffset: dirOffset };
}

function parseCentralDirectory(dir: Uint8Array, count: number, dirOffset: number): ZipEntry[] | undefined {
  const view = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) return undefined;
    const flags = view.getUint16(p + 8, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const localOffset = view.getUint32(p + 42, true);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) return undefined;
    if (p + 46 + nameLen > dir.length || localOffset >= dirOffset) return undefined;
    entries.push({
      name: decodeName(dir.subarray(p + 46, p + 46 + nameLen), flags),
      method: view.getUint16(p + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize,
      size,
      localOffset,
      end: dirOffset,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  // A member's bytes run up to the next member's local header (or the directory).
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 0; i < byOffset.length - 1; i++) byOffset[i]!.end = byOffset[i + 1]!.localOffset;
  return entries;
}
