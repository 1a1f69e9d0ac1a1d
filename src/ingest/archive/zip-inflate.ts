// A zip member decoder for fflate's streaming Unzip that inflates each member in one call into a
// buffer of its known size — what fflate's own unzipSync does, and ~40 % faster on result archives
// than the chunk-by-chunk UnzipInflate (which grows and copies its output as it goes). The archive
// is still streamed member by member, so a broken member fails alone.
import { inflateSync, type AsyncFlateStreamHandler, type FlateError, type UnzipDecoder } from 'fflate';

export class WholeMemberInflate implements UnzipDecoder {
  static readonly compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly chunks: Uint8Array[] = [];
  private readonly originalSize: number | undefined;

  constructor(_name: string, _size?: number, originalSize?: number) {
    this.originalSize = originalSize;
  }

  push(chunk: Uint8Array, final: boolean): void {
    // fflate reuses the pushed buffer: keep a copy until the member is complete.
    this.chunks.push(chunk.slice());
    if (!final) return;
    const input = concatChunks(this.chunks);
    this.chunks.length = 0;
    let out: Uint8Array<ArrayBuffer>;
    try {
      out = inflateSync(
        input,
        this.originalSize ? { out: new Uint8Array(this.originalSize) } : undefined,
      ) as Uint8Array<ArrayBuffer>;
    } catch (e) {
      this.ondata(e as FlateError, new Uint8Array(0), true);
      return;
    }
    this.ondata(null, out, true);
  }
}

/** The chunks as one array (the chunk itself when there is only one). */
export function concatChunks(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
