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
import type { ImportIssue } from '../../model/types';
import { isTarHead } from './archive-kind';
import { ArchiveLimitError, bytesText, LIMITS, type InflateBudget } from './limits';
import { GrowingBytes } from './growing-bytes';
import type { InputFile } from '../types';

/**
 * The archive is fed to the inflater in pieces of this size, each inflated only when the previous
 * one's output has been taken: deflate expands at most ~1032:1, so a bomb has at most ~66 MB out
 * at a time before the budget sees it (fed 4 MiB at once, one piece of zeros became 4 GB).
 */
const PIECE = 64 * 1024;

/** What streaming an archive yields: its files in archive order, and lines about what was left out. */
export type StreamItem = InputFile | ImportIssue;

/** What one pass over the archive yields. */
type Pass = (source: ReadableStream<Uint8Array>) => AsyncGenerator<StreamItem>;

/** The archive: its bytes, or (`source`) a Blob to stream them from. */
export type ArchiveInput = Pick<InputFile, 'bytes' | 'source'>;

export interface ArchiveStreamOptions {
  /** The path of what the gzip holds (`r.tar.gz` → `r.tar`, `run.json.gz` → `run.json`). */
  innerPath: string;
  /** The path of a tar member, from its name in the tar. */
  memberPath(name: string): string;
  /** Counts the inflated bytes and throws when they pass the archive's limit (a bomb). */
  budget: InflateBudget;
  /** Told how many bytes of the archive as given have been read. */
  onRead?: (consumed: number) => void;
  /** Use DecompressionStream when the platform has it (tests turn it off). */
  native?: boolean;
}

/**
 * A Blob is read in slices this large: with Blob.stream()'s 64 KiB chunks the bench's tar.gz import
 * took ~25 % more CPU.
 */
const BLOB_SLICE = 4 << 20;

/** The archive's bytes as a stream of PIECE-sized chunks: from its Blob when it has one, else from memory. */
function bytesOf(input: ArchiveInput, onRead?: (consumed: number) => void): ReadableStream<Uint8Array> {
  const { source } = input;
  const size = source?.size ?? input.bytes.length;
  let slice = source ? new Uint8Array(0) : input.bytes;
  let sliceAt = 0;
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= size) return controller.close();
      if (source && at - sliceAt >= slice.length) {
        sliceAt = at;
        slice = new Uint8Array(await source.slice(at, at + BLOB_SLICE).arrayBuffer());
      }
      const piece = slice.subarray(at - sliceAt, at - sliceAt + PIECE);
      if (piece.length === 0) return controller.close();
      at += piece.length;
      controller.enqueue(piece);
      onRead?.(at);
    },
  });
}

function nativeGunzip(input: ArchiveInput, onRead?: (consumed: number) => void): ReadableStream<Uint8Array> {
  return bytesOf(input, onRead).pipeThrough(
    new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}

function fflateGunzip(input: ArchiveInput, onRead?: (consumed: number) => void): ReadableStream<Uint8Array> {
  const reader = bytesOf(input, onRead).getReader();
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

/** Counts inflated bytes against the budget as they come out, naming the member being read. */
function limited(
  source: ReadableStream<Uint8Array>,
  budget: InflateBudget,
  member: () => string,
): ReadableStream<Uint8Array> {
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        budget.take(chunk.length, member());
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The whole of a member's stream while it stays within `cap` bytes; past it, how far it got (the
 * stream is cancelled there). No buffer is sized from a header's claim.
 */
async function readAllOf(
  stream: ReadableStream<Uint8Array>,
  cap: number,
): Promise<{ bytes: Uint8Array } | { over: number }> {
  const reader = stream.getReader();
  const out = new GrowingBytes(cap);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (out.length + value.length > cap) {
      await reader.cancel().catch(() => undefined);
      return { over: out.length + value.length };
    }
    out.push(value);
  }
  return { bytes: out.bytes() };
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

/** What a tar entry that is not a regular file is, for the report line that says it was left out. */
function notAFile(type: string, linkname: string | undefined): string | undefined {
  switch (type) {
    case 'directory':
    case 'pax-header':
    case 'pax-global-header':
    case 'gnu-long-name':
    case 'gnu-long-link-name':
      return undefined;
    case 'symlink':
      return `a symbolic link${linkname ? ` to ${linkname}` : ''}, not followed`;
    case 'link':
      return `a hard link${linkname ? ` to ${linkname}` : ''}, not followed (import the file it names)`;
    default:
      return `a ${type.replace('-', ' ')}, not a file`;
  }
}

function passFor(opts: ArchiveStreamOptions): Pass {
  return async function* pass(source) {
    let current = opts.innerPath;
    const { head, stream, failure } = await peek(
      limited(source, opts.budget, () => current),
      512,
    );
    if (!isTarHead(head)) {
      const one = await readAllOf(stream, LIMITS.memberBytes);
      if ('over' in one)
        throw new ArchiveLimitError(
          `${opts.innerPath} expands past ${bytesText(LIMITS.memberBytes)}, the limit for one file; not imported`,
        );
      yield { path: opts.innerPath, bytes: one.bytes };
      return;
    }
    const seen = new Set<string>();
    // A reader, not `for await`: Safari's streams are not async-iterable.
    const entries = stream.pipeThrough(createTarDecoder()).getReader();
    for (;;) {
      const { done, value: entry } = await entries.read();
      if (done) {
        if (failure()) throw failure();
        return;
      }
      const { name, size, type = 'file', linkname } = entry.header;
      const path = opts.memberPath(name);
      current = path;
      if (type !== 'file') {
        await entry.body.cancel();
        const what = notAFile(type, linkname);
        // `form` (symlink, link or the entry type) and `target` let the page say it in its language.
        if (what)
          yield <ImportIssue>{
            code: 'not-a-file',
            message: `${name} is ${what}`,
            file: path,
            params: {
              name,
              form: type === 'symlink' || type === 'link' ? type : 'other',
              type,
              target: linkname ?? '',
            },
          };
        continue;
      }
      if (seen.has(path)) {
        await entry.body.cancel();
        yield {
          code: 'duplicate-member',
          message: `a second member named ${name}; only the first was imported`,
          file: path,
          params: { name },
        };
        continue;
      }
      seen.add(path);
      if (size > LIMITS.memberBytes) {
        await entry.body.cancel();
        yield <ImportIssue>{
          code: 'bad-member',
          message: `cannot read ${name}: its header declares ${bytesText(size)}, more than the ${bytesText(LIMITS.memberBytes)} allowed for one member; not read`,
          file: path,
          params: { form: 'too-big', name, size: bytesText(size), max: bytesText(LIMITS.memberBytes) },
        };
        continue;
      }
      const read = await readAllOf(entry.body, size);
      // The body stream ends at the declared size, so only a cut archive reads short.
      const bytes = 'bytes' in read ? read.bytes : new Uint8Array(0);
      // The decoder may end a member's body quietly when the archive is cut inside it.
      if (bytes.length < size)
        throw (
          failure() ?? new Error(`${name} is cut short: the archive ends inside it (${size} bytes declared)`)
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
): AsyncGenerator<StreamItem> {
  const pass = passFor(opts);
  if (kind === 'tar') {
    yield* pass(bytesOf(input, opts.onRead));
    return;
  }
  let handedOut = 0;
  const used = opts.budget.used;
  if (opts.native ?? typeof DecompressionStream === 'function') {
    try {
      for await (const f of pass(nativeGunzip(input, opts.onRead))) {
        handedOut++;
        yield f;
      }
      return;
    } catch (e) {
      if (e instanceof ArchiveLimitError) throw e;
      // Fall through: fflate reads multi-member gzip, and names the error when there is one.
    }
  }
  // The second pass inflates the same bytes again: count them once.
  opts.budget.rewind(used);
  let skip = handedOut;
  for await (const f of pass(fflateGunzip(input, opts.onRead))) {
    if (skip > 0) {
      skip--;
      continue;
    }
    yield f;
  }
}
