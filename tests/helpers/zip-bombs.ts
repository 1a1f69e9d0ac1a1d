// Hostile archives made on the spot, so no bomb is ever committed as a blob: a small zip writer
// that lets every header field lie (sizes, CRCs, offsets, flags, zip64), and the building blocks
// of the classic bombs. Only for tests and the measuring scripts.
import { deflateRawSync, constants } from 'node:zlib';
import { crc32 } from '../../src/ingest/archive/crc32';

export interface RawMember {
  /** The name's bytes (a string is written as UTF-8 with the UTF-8 flag set). */
  name: string | Uint8Array;
  /** The member's bytes as stored: already deflated when `method` is 8. */
  data: Uint8Array;
  method?: 0 | 8;
  /** What the headers declare; default: the truth where it can be known (stored data). */
  size?: number;
  crc?: number;
  /** Write sizes and offset as zip64 extra fields. */
  zip64?: boolean;
  /** Point the directory entry at another member's local header (index), as overlapping bombs do. */
  sameBytesAs?: number;
  /** The compressed size the directory declares, when it should differ from the data's length. */
  compressedSize?: number;
}

/** A deflate member with honest size and CRC. */
export function deflated(name: string | Uint8Array, content: Uint8Array): RawMember {
  return { name, data: deflateRawSync(content), method: 8, size: content.length, crc: crc32(content) };
}

/** A stored member with honest size and CRC. */
export function stored(name: string | Uint8Array, content: Uint8Array): RawMember {
  return { name, data: content, method: 0, size: content.length, crc: crc32(content) };
}

let zeroBlock: Uint8Array | undefined;

/**
 * A raw deflate stream of `mib` MiB of zero bytes, ~1 KB per MiB, made by repeating one
 * sync-flushed (non-final, byte-aligned) block of a MiB of zeros and closing with an empty final
 * block. Instant for any size, where deflating gigabytes would take seconds per test.
 */
export function zerosDeflate(mib: number): Uint8Array {
  zeroBlock ??= deflateRawSync(new Uint8Array(1 << 20), { finishFlush: constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(zeroBlock.length * mib + 2);
  for (let i = 0; i < mib; i++) out.set(zeroBlock, i * zeroBlock.length);
  out.set([0x03, 0x00], zeroBlock.length * mib); // final fixed-Huffman block holding only its end
  return out;
}

const zeroCrcs = new Map<number, number>();

/** The CRC-32 of `mib` MiB of zero bytes (so bomb members pass every check but the limits). */
export function zerosCrc(mib: number): number {
  let crc = zeroCrcs.get(mib);
  if (crc === undefined) {
    const block = new Uint8Array(1 << 20);
    crc = 0;
    for (let i = 0; i < mib; i++) crc = crc32(block, crc);
    zeroCrcs.set(mib, crc);
  }
  return crc;
}

const enc = new TextEncoder();

/** Writes a zip of `members` exactly as described, lies included. */
export function writeZip(members: RawMember[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const offsets: number[] = [];
  let at = 0;
  const push = (b: Uint8Array) => {
    parts.push(b);
    at += b.length;
  };
  const fields = (m: RawMember) => {
    const name = typeof m.name === 'string' ? enc.encode(m.name) : m.name;
    const flags = typeof m.name === 'string' ? 0x800 : 0;
    const size = m.size ?? m.data.length;
    return { name, flags, size, crc: m.crc ?? 0, method: m.method ?? 0 };
  };
  members.forEach((m, i) => {
    const f = fields(m);
    if (m.sameBytesAs !== undefined) {
      offsets.push(offsets[m.sameBytesAs]!);
      return;
    }
    offsets.push(at);
    const extra = m.zip64 ? new Uint8Array(20) : new Uint8Array(0);
    const h = new DataView(new ArrayBuffer(30));
    h.setUint32(0, 0x04034b50, true);
    h.setUint16(4, m.zip64 ? 45 : 20, true);
    h.setUint16(6, f.flags, true);
    h.setUint16(8, f.method, true);
    h.setUint32(14, f.crc, true);
    h.setUint32(18, m.zip64 ? 0xffffffff : m.data.length, true);
    h.setUint32(22, m.zip64 ? 0xffffffff : f.size, true);
    h.setUint16(26, f.name.length, true);
    h.setUint16(28, extra.length, true);
    if (m.zip64) {
      const x = new DataView(extra.buffer);
      x.setUint16(0, 1, true);
      x.setUint16(2, 16, true);
      x.setBigUint64(4, BigInt(f.size), true);
      x.setBigUint64(12, BigInt(m.data.length), true);
    }
    push(new Uint8Array(h.buffer));
    push(f.name);
    push(extra);
    push(m.data);
    void i;
  });
  const dirStart = at;
  members.forEach((m, i) => {
    const f = fields(m);
    const extra = m.zip64 ? new Uint8Array(28) : new Uint8Array(0);
    const h = new DataView(new ArrayBuffer(46));
    h.setUint32(0, 0x02014b50, true);
    h.setUint16(4, 45, true);
    h.setUint16(6, m.zip64 ? 45 : 20, true);
    h.setUint16(8, f.flags, true);
    h.setUint16(10, f.method, true);
    h.setUint32(16, f.crc, true);
    const data = members[m.sameBytesAs ?? i]!.data;
    h.setUint32(20, m.zip64 ? 0xffffffff : (m.compressedSize ?? data.length), true);
    h.setUint32(24, m.zip64 ? 0xffffffff : f.size, true);
    h.setUint16(28, f.name.length, true);
    h.setUint16(30, extra.length, true);
    h.setUint32(42, m.zip64 ? 0xffffffff : offsets[i]!, true);
    if (m.zip64) {
      const x = new DataView(extra.buffer);
      x.setUint16(0, 1, true);
      x.setUint16(2, 24, true);
      x.setBigUint64(4, BigInt(f.size), true);
      x.setBigUint64(12, BigInt(data.length), true);
      x.setBigUint64(20, BigInt(offsets[i]!), true);
    }
    central.push(new Uint8Array(h.buffer), f.name, extra);
  });
  for (const c of central) push(c);
  const dirSize = at - dirStart;
  const zip64 = members.some((m) => m.zip64);
  if (zip64) {
    const rec = new DataView(new ArrayBuffer(56));
    rec.setUint32(0, 0x06064b50, true);
    rec.setBigUint64(4, 44n, true);
    rec.setUint16(12, 45, true);
    rec.setUint16(14, 45, true);
    rec.setBigUint64(24, BigInt(members.length), true);
    rec.setBigUint64(32, BigInt(members.length), true);
    rec.setBigUint64(40, BigInt(dirSize), true);
    rec.setBigUint64(48, BigInt(dirStart), true);
    const recordAt = at;
    push(new Uint8Array(rec.buffer));
    const loc = new DataView(new ArrayBuffer(20));
    loc.setUint32(0, 0x07064b50, true);
    loc.setBigUint64(8, BigInt(recordAt), true);
    loc.setUint32(16, 1, true);
    push(new Uint8Array(loc.buffer));
  }
  const e = new DataView(new ArrayBuffer(22));
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, zip64 ? 0xffff : members.length, true);
  e.setUint16(10, zip64 ? 0xffff : members.length, true);
  e.setUint32(12, zip64 ? 0xffffffff : dirSize, true);
  e.setUint32(16, zip64 ? 0xffffffff : dirStart, true);
  push(new Uint8Array(e.buffer));
  const out = new Uint8Array(at);
  let p = 0;
  for (const b of parts) {
    out.set(b, p);
    p += b.length;
  }
  return out;
}

/**
 * A nested bomb: an outer zip of `inner` zips, each of `members` members of `mib` MiB of zeros
 * (honest sizes, so only the shared budget stops it).
 */
export function nestedBomb(inner: number, members: number, mib: number): Uint8Array {
  const zeros = zerosDeflate(mib);
  const innerZip = writeZip(
    Array.from({ length: members }, (_, i) => ({
      name: `zeros-${i}.txt`,
      data: zeros,
      method: 8 as const,
      size: mib << 20,
      crc: zerosCrc(mib),
    })),
  );
  return writeZip(Array.from({ length: inner }, (_, i) => stored(`inner-${i}.zip`, innerZip)));
}

/** A .gz file around a raw deflate stream (header, data, CRC-32 and size trailer). */
export function gzipOf(raw: Uint8Array, crc: number, size: number): Uint8Array {
  const out = new Uint8Array(10 + raw.length + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  out.set(raw, 10);
  const tail = new DataView(out.buffer, 10 + raw.length);
  tail.setUint32(0, crc, true);
  tail.setUint32(4, size >>> 0, true);
  return out;
}

/** A deflate stream of `head` followed by `mib` MiB of zeros (a tar header, then a bomb). */
export function headThenZeros(head: Uint8Array, mib: number): Uint8Array {
  const first = deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
  const rest = zerosDeflate(mib);
  const out = new Uint8Array(first.length + rest.length);
  out.set(first);
  out.set(rest, first.length);
  return out;
}

/** A digest CSV of one figure: a real small result to import beside a bomb. */
export function goodCsv(iops: number): Uint8Array {
  return enc.encode(
    `vendor,disk_type,volume,test,block_size,rw_ratio,value\naliyun,ssd,250,iops,1,6,${iops}\n`,
  );
}

/** One ustar header block for a regular file that claims `size` bytes (for a tar bomb or liar). */
export function tarHeader(name: string, size: number): Uint8Array {
  const h = new Uint8Array(512);
  const put = (at: number, text: string) => h.set(enc.encode(text), at);
  put(0, name);
  put(100, '0000644\0');
  put(108, '0000000\0');
  put(116, '0000000\0');
  // 11 octal digits and a NUL, or 12 digits for sizes of 8 GiB and more (as GNU tar writes them).
  put(
    124,
    size < 8 * 1024 ** 3 ? size.toString(8).padStart(11, '0') + '\0' : size.toString(8).padStart(12, '0'),
  );
  put(136, '00000000000\0');
  put(148, '        ');
  put(156, '0');
  put(257, 'ustar\0');
  put(263, '00');
  let sum = 0;
  for (const b of h) sum += b;
  put(148, sum.toString(8).padStart(6, '0') + '\0 ');
  return h;
}
