// CRC-32 (IEEE 802.3, as zip and gzip use it), to check each zip member after inflating it. fflate
// computes the same sum internally but does not export it. Kept rather than a library (#28): over
// the 6,000 first members of the 5,000-folder bench zip (41.2 MB), medians of 7 alternated runs on a
// busy 2-core machine, in Chromium: this 134 ms, crc-32 1.2.2 213 ms, @aws-crypto/crc32 1,754 ms,
// hash-wasm 4.13.0 (WebAssembly) 104 ms — the only faster one, but the site's Content-Security-
// Policy (script-src 'self') forbids compiling WebAssembly, and CRC-32 is ~3 % of an import's CPU.
// Inflating as gzip so the platform checks the CRC in the same pass was tried and backed out
// (8d037c0: no saving). In Node: this 198 ms, crc-32 173 ms, hash-wasm 124 ms.

/** Eight tables for slicing-by-8: eight bytes per step, about 3× faster than byte by byte. */
const TABLES = (() => {
  const t = new Int32Array(8 * 256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c;
  }
  for (let i = 0; i < 256; i++)
    for (let k = 1; k < 8; k++)
      t[k * 256 + i] = (t[(k - 1) * 256 + i]! >>> 8) ^ t[t[(k - 1) * 256 + i]! & 0xff]!;
  return t;
})();

/** The CRC-32 of `bytes`, continuing from `crc` (the value returned for the bytes before). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const t = TABLES;
  let c = ~crc;
  let i = 0;
  for (const end = bytes.length - 7; i < end; i += 8) {
    const lo = c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
    c =
      t[7 * 256 + (lo & 0xff)]! ^
      t[6 * 256 + ((lo >>> 8) & 0xff)]! ^
      t[5 * 256 + ((lo >>> 16) & 0xff)]! ^
      t[4 * 256 + (lo >>> 24)]! ^
      t[3 * 256 + bytes[i + 4]!]! ^
      t[2 * 256 + bytes[i + 5]!]! ^
      t[256 + bytes[i + 6]!]! ^
      t[bytes[i + 7]!]!;
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}
