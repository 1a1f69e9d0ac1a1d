// The decode floor: what it costs the same browser just to inflate every member of the archive and
// JSON.parse the .json ones — nothing else, on one thread. Three ways: native DecompressionStream
// for every member, fflate's synchronous unzipSync, and each member by the faster of the two for its
// size (what the import does: native from 16 KiB compressed). The bench divides the import time by
// the best of them. These functions run inside the page (page.evaluate), so they only use browser
// APIs; a stream is fed through its writer, as a Blob round trip costs ~1 ms per small member.
// The archive is fetched once per page and kept (`globalThis.__floorZip`), so the renderer CPU
// read around a floor run is the floor's work, not the download.

export interface FloorResult {
  ms: number;
  members: number;
  jsonParsed: number;
  bytesOut: number;
}

interface Member {
  name: string;
  method: number;
  start: number;
  compressed: number;
  size: number;
}

/**
 * In-page: each member with DecompressionStream('deflate-raw') — or, when `nativeFrom` is given,
 * only members of at least that many compressed bytes, the others with fflate's inflateSync —
 * then JSON.parse.
 */
export async function floorWithDecompressionStream({
  url,
  nativeFrom = 0,
}: {
  url: string;
  nativeFrom?: number;
}): Promise<FloorResult> {
  const g = globalThis as unknown as { __floorZip?: { url: string; buf: Uint8Array } };
  if (g.__floorZip?.url !== url)
    g.__floorZip = { url, buf: new Uint8Array(await (await fetch(url)).arrayBuffer()) };
  const buf = g.__floorZip.buf;
  const fflate = (
    globalThis as unknown as { fflate?: { inflateSync(b: Uint8Array, o?: { out: Uint8Array }): Uint8Array } }
  ).fflate;
  const t0 = performance.now();
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let eocd = buf.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const members: Member[] = [];
  const names = new TextDecoder();
  for (let i = 0; i < count; i++) {
    const nameLen = view.getUint16(p + 28, true);
    const local = view.getUint32(p + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    members.push({
      name: names.decode(buf.subarray(p + 46, p + 46 + nameLen)),
      method: view.getUint16(p + 10, true),
      start,
      compressed: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
    });
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  let jsonParsed = 0;
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
    const raw = buf.subarray(m.start, m.start + m.compressed);
    let out: Uint8Array = raw;
    if (m.method !== 0)
      out =
        nativeFrom > 0 && m.compressed < nativeFrom && fflate
          ? fflate.inflateSync(raw, { out: new Uint8Array(m.size) })
          : await native(raw);
    bytesOut += out.length;
    if (m.name.endsWith('.json')) {
      JSON.parse(text.decode(out));
      jsonParsed++;
    }
  }
  return { ms: performance.now() - t0, members: members.length, jsonParsed, bytesOut };
}

/** In-page: fflate.unzipSync (loaded as a UMD global by the bench), then JSON.parse. */
export async function floorWithFflate(url: string): Promise<FloorResult> {
  const g = globalThis as unknown as { __floorZip?: { url: string; buf: Uint8Array } };
  if (g.__floorZip?.url !== url)
    g.__floorZip = { url, buf: new Uint8Array(await (await fetch(url)).arrayBuffer()) };
  const buf = g.__floorZip.buf;
  const fflate = (
    globalThis as unknown as { fflate: { unzipSync(b: Uint8Array): Record<string, Uint8Array> } }
  ).fflate;
  const t0 = performance.now();
  const files = fflate.unzipSync(buf);
  let jsonParsed = 0;
  let bytesOut = 0;
  const text = new TextDecoder();
  for (const [name, bytes] of Object.entries(files)) {
    bytesOut += bytes.length;
    if (name.endsWith('.json')) {
      JSON.parse(text.decode(bytes));
      jsonParsed++;
    }
  }
  return { ms: performance.now() - t0, members: Object.keys(files).length, jsonParsed, bytesOut };
}
