// How a large file is taken in, the same in the ingest worker (from a File) and the CLI (from a
// file on disk opened as a Blob), so the page imports what the CLI imports: a tar or gzip is
// streamed from where it lies, a per-I/O fio log of 16 MB or more is read in slices into a summary
// (fio/log/stream.ts), and anything else is read whole — unless it is larger than can ever be
// imported whole, which is refused by its size before a byte of it is read (limits enforced while
// reading, src/lib/limits.ts), instead of being read into memory and refused afterwards.
import { UPLOAD_BYTES } from '../lib/limits';
import type { UnpackNote } from './archive/archive';
import { archiveKind } from './archive/archive-kind';
import { bytesText, LIMITS } from './archive/limits';
import { importLogStream, isStreamableLog, type StreamOptions } from './fio/log';
import type { InputFile } from './types';

/** A file this large is looked at before it is read (smaller ones are simply read). */
export const LARGE_FROM_BYTES = 1024 * 1024;
/**
 * A per-I/O fio log this large is imported from its Blob in slices into a summary instead of as
 * every point: a 10M-line log (257 MB) as points was 160 MB of arrays in the worker and again on
 * the page, and its JSON took seconds to cross.
 */
export const SUMMARISE_LOG_FROM_BYTES = 16 * 1024 * 1024;

/** The head read to tell what a large file is. */
const HEAD_BYTES = 512;

function tooLarge(path: string, size: number, why: string, form: 'zip' | 'text', max: number): UnpackNote {
  const issue = {
    code: 'too-large',
    message: `the file is ${bytesText(size)}, ${why}; not read`,
    file: path,
    params: { form, size: bytesText(size), max: bytesText(max) },
  };
  return { file: path, bytes: size, kind: 'ignored', members: 0, issue };
}

/**
 * A large file (≥ LARGE_FROM_BYTES) as the pipeline takes it: an InputFile (streamed, summarised
 * or whole) or, when it is refused by its size, a report line. Reading errors are thrown.
 */
export async function readLargeInput(
  path: string,
  blob: Blob,
  opts: StreamOptions = {},
): Promise<InputFile | UnpackNote> {
  const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
  const kind = archiveKind(head);
  if (kind === 'gzip' || kind === 'tar') return { path, bytes: head, source: blob };
  if (blob.size >= SUMMARISE_LOG_FROM_BYTES && isStreamableLog(path, new TextDecoder().decode(head))) {
    const result = await importLogStream(path, blob, opts);
    if (result) return { path, bytes: new Uint8Array(0), imported: { result, bytes: blob.size } };
  }
  // A zip is read whole (its members are inflated one by one), up to what an upload may hold; any
  // other file is read as text, which the engine cannot hold past its longest string.
  if (kind === 'zip' && blob.size > UPLOAD_BYTES)
    return tooLarge(
      path,
      blob.size,
      `more than the ${bytesText(UPLOAD_BYTES)} a zip read whole may have`,
      'zip',
      UPLOAD_BYTES,
    );
  if (kind !== 'zip' && blob.size > LIMITS.textBytes)
    return tooLarge(
      path,
      blob.size,
      `more than can be read as text (${bytesText(LIMITS.textBytes)}, the engine's longest string); split it into smaller files`,
      'text',
      LIMITS.textBytes,
    );
  return { path, bytes: new Uint8Array(await blob.arrayBuffer()) };
}
