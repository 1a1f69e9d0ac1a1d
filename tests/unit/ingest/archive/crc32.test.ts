// The zip member check's CRC-32 against Node's own (zlib's), at every length around the
// eight-byte steps and across a continued sum.
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../../src/ingest/archive/crc32';

const bytes = Uint8Array.from({ length: 4096 + 13 }, (_, i) => (Math.imul(i, 2654435761) >>> 13) & 0xff);

describe('crc32', () => {
  it('equals zlib for every length from 0 to 40 and at odd offsets', () => {
    for (let offset = 0; offset < 8; offset++)
      for (let n = 0; n <= 40; n++) {
        const b = bytes.subarray(offset, offset + n);
        expect(crc32(b)).toBe(zlibCrc32(b));
      }
  });

  it('continues a sum over pieces', () => {
    for (const cut of [1, 7, 8, 9, 1000, 4095])
      expect(crc32(bytes.subarray(cut), crc32(bytes.subarray(0, cut)))).toBe(zlibCrc32(bytes));
  });

  it('knows the check value of "123456789"', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
