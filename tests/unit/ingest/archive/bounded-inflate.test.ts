// The output buffer of a large member: one buffer of the declared size when the header tells the
// truth (no growing and copying), never more than the input can expand to when it lies, and the
// member is still refused when it inflates past what it declares.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateBounded, NATIVE_INFLATE_FROM } from '../../../../src/ingest/archive/bounded-inflate';
import { GrowingBytes } from '../../../../src/ingest/archive/growing-bytes';

/** Digits in no pattern (xorshift), so the deflate stream is well past NATIVE_INFLATE_FROM. */
function text(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let x = 12345;
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = 48 + ((x >>> 0) % 10);
  }
  return out;
}

describe('inflateBounded output buffer', () => {
  const plain = text(400_000);
  const raw = new Uint8Array(deflateRawSync(plain));

  for (const native of [true, false]) {
    const how = native ? 'DecompressionStream' : 'fflate';
    it(`${how}: an honest header gets one buffer of exactly its size`, async () => {
      expect(raw.length).toBeGreaterThanOrEqual(NATIVE_INFLATE_FROM);
      const r = await inflateBounded(raw, plain.length, undefined, native);
      if (!('bytes' in r)) throw new Error('refused');
      expect(Buffer.compare(r.bytes, plain)).toBe(0);
      expect(r.bytes.buffer.byteLength).toBe(plain.length);
    });

    it(`${how}: a header claiming more starts no larger than the input can expand to`, async () => {
      const r = await inflateBounded(raw, 512 * 1024 * 1024, undefined, native);
      if (!('bytes' in r)) throw new Error('refused');
      expect(Buffer.compare(r.bytes, plain)).toBe(0);
      expect(r.bytes.buffer.byteLength).toBeLessThanOrEqual(raw.length * 1032 + 1024);
      expect(r.bytes.buffer.byteLength).toBeLessThanOrEqual(32 * 1024 * 1024);
    });

    it(`${how}: a header claiming less is still refused at its size`, async () => {
      const r = await inflateBounded(raw, plain.length - 1, undefined, native);
      expect('over' in r).toBe(true);
    });
  }

  it('GrowingBytes fills the buffer it starts with, without growing it', () => {
    const g = new GrowingBytes(1000, 300);
    const first = g.bytes().buffer;
    for (let i = 0; i < 3; i++) g.push(new Uint8Array(100).fill(i));
    expect(g.bytes().buffer).toBe(first);
    expect(g.bytes().length).toBe(300);
    expect([g.bytes()[0], g.bytes()[150], g.bytes()[299]]).toEqual([0, 1, 2]);
  });

  it('GrowingBytes never starts past its cap and grows past its start', () => {
    const g = new GrowingBytes(10, 1000);
    g.push(new Uint8Array(10).fill(7));
    expect(g.bytes().buffer.byteLength).toBe(10);
    const h = new GrowingBytes(100, 4);
    h.push(new Uint8Array([1, 2, 3]));
    h.push(new Uint8Array([4, 5, 6]));
    expect([...h.bytes()]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
