// The decode floor: the least the same browser must do, on one thread, with what the import must do
// with the archive — and nothing else. Like for like with the import (issue #28 item 5):
// - the archive is read from a File picked in a file input, inside the timed window, as the
//   import reads its File (both from the OS page cache: the bench reads the file once, untimed);
// - every member is inflated and its CRC-32 checked (the import must refuse a damaged member; the
//   floor uses the import's own crc32, the fastest measured here);
// - the .json members are JSON.parse'd, the other members decoded as text (TextDecoder), and a
//   member that is itself a zip (a PTS report.zip) has its directory listed and its index.html
//   inflated and decoded, which is what the PTS report importer reads of it.
// Three ways to inflate: native DecompressionStream for every member, fflate for every member, and
// each member by the faster of the two for its size (what the import does: native from 16 KiB
// compressed). The bench divides the import time by the best of them. The floor functions run
// inside the page (page.evaluate), so they only use browser APIs and the globals the bench put
// there: fflate (its UMD build) and `__floor` (floor-page.ts). A stream is fed through its writer,
// as a Blob round trip costs ~1 ms per small member.
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { FloorMember } from './floor-page';

export interface FloorResult {
  ms: number;
  members: number;
  jsonParsed: number;
  /** Members decoded as text (not JSON), nested index.html files included. */
  textDecoded: number;
  bytesOut: number;
}

/** The id of the floor page's file input (the bench sets the archive on it once, untimed). */
export const FLOOR_FILE_INPUT = 'floor-file';

/** floor-page.ts as one browser script that sets `globalThis.__floor` (for page.addScriptTag). */
export function floorPageScript(): string {
  return buildSync({
    entryPoints: [fileURLToPath(new URL('./floor-page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__floor',
    platform: 'browser',
  }).outputFiles[0]!.text;
}

/**
 * In-page: the archive read from the file input, each member inflated with `how` ('native':
 * DecompressionStream('deflate-raw'); 'fflate': fflate's inflateSync; 'hybrid': native from
 * `nativeFrom` compressed bytes, fflate below), its CRC-32 checked, then parsed or decoded.
 */
export async function decodeFloor({
  how,
  nativeFrom,
  inputId,
}: {
  how: 'native' | 'fflate' | 'hybrid';
  nativeFrom: number;
  inputId: string;
}): Promise<FloorResult> {
  const g = globalThis as unknown as {
    fflate: {
      inflateSync(b: Uint8Array, o: { out: Uint8Array }): Uint8Array;
      unzipSync(b: Uint8Array, o?: { filter(f: { name: string }): boolean }): Record<string, Uint8Array>;
    };
    __floor: { crc32(b: Uint8Array): number; listZip(b: Uint8Array): FloorMember[] };
  };
  const t0 = performance.now();
  const file = (document.getElementById(inputId) as HTMLInputElement).files![0]!;
  const buf = new Uint8Array(await file.arrayBuffer());
  const members = g.__floor.listZip(buf);
  let jsonParsed = 0;
  let textDecoded = 0;
  let bytesOut = 0;
  const text = new TextDecoder();
  const native = async (raw: Uint8Array) => {
    const stream = new DecompressionStream('deflate-raw');
    const writer = stream.writable.getWriter();
    void writer.write(raw as Uint8Array<ArrayBuffer>);
    void writer.close();
    return new Uint8Array(await new Response(stream.readable).arrayBuffer());
  };
  for (const m of members) {
    if (m.name.endsWith('/')) continue;
    const raw = buf.subarray(m.start, m.start + m.compressed);
    let out: Uint8Array = raw;
    if (m.method !== 0) {
      const useNative = how === 'native' || (how === 'hybrid' && m.compressed >= nativeFrom);
      out = useNative ? await native(raw) : g.fflate.inflateSync(raw, { out: new Uint8Array(m.size) });
    }
    if (g.__floor.crc32(out) !== m.crc) throw new Error(`CRC-32 mismatch: ${m.name}`);
    bytesOut += out.length;
    if (m.name.endsWith('.json')) {
      JSON.parse(text.decode(out));
      jsonParsed++;
    } else if (m.name.endsWith('.zip')) {
      const inner = g.fflate.unzipSync(out, { filter: (f) => f.name === 'index.html' });
      for (const bytes of Object.values(inner)) {
        text.decode(bytes);
        textDecoded++;
      }
    } else {
      text.decode(out);
      textDecoded++;
    }
  }
  return { ms: performance.now() - t0, members: members.length, jsonParsed, textDecoded, bytesOut };
}
