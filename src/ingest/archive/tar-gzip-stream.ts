// Opens a tar, .gz or .tar.gz as a stream: the platform's DecompressionStream('gzip') inflates it
// (native zlib, 2–3× faster than fflate in Chromium), and when the content is a tar, each member is
// handed out as soon as it is complete (modern-tar's streaming decoder). The archive is never held
// expanded whole: inflating the bench's files as one tar.gz (164.5 MB) in one piece and then
// splitting it grew the renderer's memory by 4.4–4.6× the input; streamed, by 2.0–2.7×.
//
// fflate's streaming Gunzip takes over where the native stream is missing, or where it stops:
// Chromium's ends with an error after the first gzip member, and `cat a.gz b.gz` is a valid gzip
// file. The fallback starts again from the top and skips the files the native pass handed out.
import { Gunzip } from 'fflate';
import { createTarDecoder } from 'modern-tar';
import { isTarHead } from './archive-kind';
import type { InputFile } from '../types';

/** An archive held in memory is fed to the inflater in slices of this size. */
const SLICE = 1 << 20;

/** What one pass over the archive yields: files, in archive order. */
type Pass = (source: ReadableStream<Uint8Array>) => AsyncGenerator<InputFile>;

/** The archive: its bytes, or (`source`) a Blob to stream them from. */
export type ArchiveInput = Pick<InputFile, 'bytes' | 'source'>;

export interface ArchiveStreamOptions {
  /** The path of what the gzip holds (`r.tar.gz` → `r.tar`, `run.json.gz` → `run.json`). */
  innerPath: string;
  /** The path of a tar member, from its name in the tar. */
  memberPath(name: string): string;
  /** Throws when the inflated total passes the limit (a zip bomb). */
  limitBytes: number;
  /** Use DecompressionStream when the platform has it (tests turn it off). */
  native?: boolean;
}

function sliced(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += SLICE)));
    },
  });
}

/**
 * A Blob is read in slices this large: with Blob.stream()'s 64 KiB chunks the bench's tar.gz import
 * took ~25 % more CPU.
 */
const BLOB_SLICE = 4 << 20;

/** The archive's bytes as a stream: from its Blob when it has one, else from memory. */
function bytesOf(input: ArchiveInput): ReadableStream<Uint8Array> {
  const { source } = input;
  if (!source) return sliced(input.bytes);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= source.size) return controller.close();
      const slice = source.slice(at, (at += BLOB_SLICE));
      controller.enqueue(new Uint8Array(await slice.arrayBuffer()));
    },
  });
}

function nativeGunzip(input: ArchiveInput): ReadableStream<Uint8Array> {
  return bytesOf(input).pipeThrough(
    new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}

function fflateGunzip(input: ArchiveInput): ReadableStream<Uint8Array> {
  const reader = bytesOf(input).getReader();
  let gz: Gunzip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      gz = new Gunzip((chunk) => {
        if (chunk.length) controller.enqueue(chunk);
      });
    },
    // One input chunk per pull: Gunzip calls back synchronously with what it inflated.
    async pull(controller) {
      const { done, value } = await reader.read();
      gz.push(value ?? new Uint8Array(0), done);
      if (done) controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** Counts inflated bytes and stops at the limit. */
function limited(source: ReadableStream<Uint8Array>, limitBytes: number): ReadableStream<Uint8Array> {
  let total = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.length;
        if (total > limitBytes) throw new Error(`archive expands beyond ${limitBytes / 1024 ** 3} GiB`);
        controller.enqueue(chunk);
      },
    }),
  );
}

async function readAllOf(stream: ReadableStream<Uint8Array>, size?: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  if (size !== undefined) {
    // A tar member says its size up front: fill one array instead of joining chunks.
    const out = new Uint8Array(size);
    let at = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return at === size ? out : out.subarray(0, at);
      out.set(value.subarray(0, size - at), at);
      at += value.length;
    }
  }
  const chunks: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    n += value.length;
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The first `n` bytes of the stream (fewer at its end), a stream that still starts with them, and
 * the error the source stopped with, if it did: the tar decoder does not always pass that on (a cut
 * archive sometimes just ended its list of entries), so the caller checks it at the end.
 */
async function peek(
  source: ReadableStream<Uint8Array>,
  n: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array>; failure: () => unknown }> {
  const reader = source.getReader();
  const held: Uint8Array[] = [];
  let have = 0;
  let done = false;
  while (have < n) {
    const r = await reader.read();
    if (r.done) {
      done = true;
      break;
    }
    held.push(r.value);
    have += r.value.length;
  }
  const head = new Uint8Array(Math.min(n, have));
  let at = 0;
  for (const c of held) {
    if (at >= head.length) break;
    head.set(c.subarray(0, head.length - at), at);
    at += c.length;
  }
  let failure: unknown;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = held.shift();
      if (next) return controller.enqueue(next);
      if (done) return controller.close();
      try {
        const r = await reader.read();
        if (r.done) controller.close();
        else controller.enqueue(r.value);
      } catch (e) {
        failure = e ?? new Error('the archive stream failed');
        throw e;
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head, stream, failure: () => failure };
}

function passFor(opts: ArchiveStreamOptions): Pass {
  return async function* pass(source) {
    const { head, stream, failure } = await peek(limited(source, opts.limitBytes), 512);
    if (!isTarHead(head)) {
      yield { path: opts.innerPath, bytes: await readAllOf(stream) };
      return;
    }
    // A reader, not `for await`: Safari's streams are not async-iterable.
    const entries = stream.pipeThrough(createTarDecoder()).getReader();
    for (;;) {
      const { done, value: entry } = await entries.read();
      if (done) {
        if (failure()) throw failure();
        return;
      }
      if (entry.header.type !== 'file') {
        await entry.body.cancel();
        continue;
      }
      const path = opts.memberPath(entry.header.name);
      const bytes = await readAllOf(entry.body, entry.header.size);
      // The decoder may end a member's body quietly when the archive is cut inside it.
      if (bytes.length < entry.header.size)
        throw (
          failure() ??
          new Error(`${entry.header.name} is cut short (${bytes.length} of ${entry.header.size} bytes)`)
        );
      yield { path, bytes };
    }
  };
}

/**
 * The files a tar or gzip holds: the members of a tar (gzipped or not), or the one inflated file of
 * a plain .gz. Throws (after handing out every file it could read) when the archive is broken.
 */
export async function* streamArchive(
  input: ArchiveInput,
  kind: 'gzip' | 'tar',
  opts: ArchiveStreamOptions,
): AsyncGenerator<InputFile> {
  const pass = passFor(opts);
  if (kind === 'tar') {
    yield* pass(bytesOf(input));
    return;
  }
  let handedOut = 0;
  if (opts.native ?? typeof DecompressionStream === 'function') {
    try {
      for await (const f of pass(nativeGunzip(input))) {
        handedOut++;
        yield f;
      }
      return;
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('archive expands beyond')) throw e;
      // Fall through: fflate reads multi-member gzip, and names the error when there is one.
    }
  }
  let skip = handedOut;
  for await (const f of pass(fflateGunzip(input))) {
    if (skip > 0) {
      skip--;
      continue;
    }
    yield f;
  }
}
