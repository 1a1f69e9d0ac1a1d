// Inflates raw deflate data without ever holding more than a cap: the input is fed in slices, and
// the output is counted as it comes out, so a bomb (a small stream that expands to gigabytes) stops
// within one slice's worth of output of the cap instead of filling memory first. An output buffer
// is never sized from what a header claims alone: a small stream's buffer is also bounded by what
// its input can expand to. Large members go through the platform's DecompressionStream (native
// zlib, in browsers and Node): in Chromium it inflated the bench archive's large members 2.3×
// faster than fflate; small ones stay on fflate, because setting up a stream costs more than
// inflating a few KB.
import { Inflate, inflateSync } from 'fflate';
import { GrowingBytes } from './growing-bytes';

/** Compressed size from which the native stream beats fflate (measured on the bench archive). */
export const NATIVE_INFLATE_FROM = 16 * 1024;

/**
 * Input fed per step. Deflate expands at most ~1032:1, so one step yields at most ~33 MB: the most
 * a bomb can put in memory past the cap.
 */
const IN_SLICE = 32 * 1024;

/** The inflated bytes, or how far the output got when it passed `cap` (inflating stopped there). */
export type Bounded = { bytes: Uint8Array } | { over: number };

/** Called with each piece of output as it comes; throw from it to stop (a budget). */
export type OnOutput = (n: number) => void;

class Over extends Error {
  constructor(readonly total: number) {
    super('over the cap');
  }
}

/**
 * Deflate expands at most ~1032:1 (258-byte matches coded in 2 bits); a little more for the
 * block headers of tiny streams.
 */
const MAX_EXPANSION = 1032;

/**
 * The most a large stream's output buffer starts with. A member that tells the truth about its size
 * (below this) is inflated into one buffer of exactly that size: from 64 KiB, doubling, a 400 KB
 * member was copied three times (~0.1 s of CPU per worker on the bench archive). A header that lies
 * costs at most this much memory before any output has arrived.
 */
const MAX_FIRST_BUFFER = 32 * 1024 * 1024;

/** Where the output buffer of `raw` starts: within the cap, what `raw` can expand to, and the ceiling. */
function firstBuffer(raw: Uint8Array, cap: number): number {
  return Math.min(cap, raw.length * MAX_EXPANSION + 1024, MAX_FIRST_BUFFER);
}

/**
 * A small stream inflated in one call into one buffer: one byte more than the cap, or than the
 * input could possibly expand to, whichever is less — a header claiming more than that is lying,
 * and the buffer stays small (≤ 17 MB for the < 16 KiB inputs sent here). fflate writes nothing
 * past a buffer it is given, so output longer than the cap fills the buffer to its last byte (or,
 * for a stored block, is refused with a RangeError).
 * Growing buffers from 64 KiB and a streaming inflater cost ~15 % of a zip import of small JSON
 * files in copies.
 */
function inflateSmall(raw: Uint8Array, cap: number, onOutput?: OnOutput): Bounded {
  const room = Math.min(cap, raw.length * MAX_EXPANSION + 1024) + 1;
  let bytes: Uint8Array;
  try {
    bytes = inflateSync(raw, { out: new Uint8Array(room) });
  } catch (e) {
    // A stored block copied past the buffer's end is refused by the typed array itself.
    if (e instanceof RangeError) return { over: room };
    throw e;
  }
  if (bytes.length > cap) return { over: bytes.length };
  onOutput?.(bytes.length);
  return { bytes };
}

function inflateFflate(raw: Uint8Array, cap: number, onOutput?: OnOutput): Bounded {
  const out = new GrowingBytes(cap, firstBuffer(raw, cap));
  const inflater = new Inflate((data) => {
    if (out.length + data.length > cap) throw new Over(out.length + data.length);
    onOutput?.(data.length);
    out.push(data);
  });
  try {
    if (raw.length === 0) inflater.push(raw, true);
    for (let at = 0; at < raw.length; at += IN_SLICE)
      inflater.push(raw.subarray(at, at + IN_SLICE), at + IN_SLICE >= raw.length);
  } catch (e) {
    if (e instanceof Over) return { over: e.total };
    throw e;
  }
  return { bytes: out.bytes() };
}

async function inflateNative(raw: Uint8Array, cap: number, onOutput?: OnOutput): Promise<Bounded> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let stopped = false;
  // Written slice by slice while the loop below reads, so the stream never runs far ahead.
  const writing = (async () => {
    for (let at = 0; at < raw.length && !stopped; at += IN_SLICE) {
      await writer.ready;
      await writer.write(raw.subarray(at, at + IN_SLICE) as Uint8Array<ArrayBuffer>);
    }
    if (!stopped) await writer.close();
  })().catch(() => undefined);
  const out = new GrowingBytes(cap, firstBuffer(raw, cap));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (out.length + value.length > cap) {
        stopped = true;
        await reader.cancel().catch(() => undefined);
        return { over: out.length + value.length };
      }
      onOutput?.(value.length);
      out.push(value);
    }
  } catch (e) {
    stopped = true;
    await writer.abort().catch(() => undefined);
    throw e;
  } finally {
    await writing;
  }
  return { bytes: out.bytes() };
}

/** Inflates `raw` (a raw deflate stream) as long as the output stays within `cap` bytes. */
export function inflateBounded(
  raw: Uint8Array,
  cap: number,
  onOutput?: OnOutput,
  native = typeof DecompressionStream === 'function',
): Promise<Bounded> | Bounded {
  if (raw.length > 0 && raw.length < NATIVE_INFLATE_FROM) return inflateSmall(raw, cap, onOutput);
  return native ? inflateNative(raw, cap, onOutput) : inflateFflate(raw, cap, onOutput);
}
