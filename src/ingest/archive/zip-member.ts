// Inflates one zip member listed by the central directory (zip-directory.ts), given the archive
// bytes from its local header on. Large members go through the platform's DecompressionStream
// (native zlib, in browsers and Node): in Chromium it inflates the bench archive's large members
// 2.3× faster than fflate. Small members stay on fflate's inflateSync, because setting up a stream
// costs more than inflating a few KB (DecompressionStream was 1.5× slower than fflate there).
import { inflateSync } from 'fflate';
import type { ZipEntry } from './zip-directory';

const LOCAL_SIGNATURE = 0x04034b50;
/** Compressed size from which the native stream beats fflate (measured on the bench archive). */
export const NATIVE_INFLATE_FROM = 16 * 1024;

export type MemberBytes = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

async function inflateNative(raw: Uint8Array): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Not awaited one by one: the reader below drains the stream while it is being written.
  void writer.write(raw as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/**
 * The member's content. `bytes` starts at the member's local header (`bytes[0]` is archive offset
 * `entry.localOffset`) and holds at least the whole member.
 */
export async function readZipMember(
  bytes: Uint8Array,
  entry: ZipEntry,
  native = typeof DecompressionStream === 'function',
): Promise<MemberBytes> {
  if (entry.encrypted) return { ok: false, message: 'the member is encrypted' };
  if (entry.method !== 0 && entry.method !== 8)
    return {
      ok: false,
      message: `compression method ${entry.method} is not supported (only stored and deflate)`,
    };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30 || view.getUint32(0, true) !== LOCAL_SIGNATURE)
    return { ok: false, message: 'no local header where the directory says the member starts' };
  // The local header's name and extra field may differ in length from the directory's copy.
  const start = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const raw = bytes.subarray(start, start + entry.compressedSize);
  if (raw.length < entry.compressedSize) return { ok: false, message: 'the member is cut short' };
  if (entry.method === 0) return { ok: true, bytes: raw.slice() };
  try {
    const out =
      native && entry.compressedSize >= NATIVE_INFLATE_FROM
        ? await inflateNative(raw)
        : inflateSync(raw, { out: new Uint8Array(entry.size) });
    if (out.length !== entry.size)
      return { ok: false, message: `inflated to ${out.length} bytes, the directory says ${entry.size}` };
    return { ok: true, bytes: out };
  } catch (e) {
    return { ok: false, message: `cannot decompress: ${e instanceof Error ? e.message : String(e)}` };
  }
}
