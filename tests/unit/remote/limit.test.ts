import { describe, expect, it } from 'vitest';
import { RemoteError } from '../../../src/remote/errors';
import { declaredTooLarge, readLimited } from '../../../src/remote/limit';

/** A stream of `chunks` chunks of `size` bytes; counts how many were pulled and whether it was cancelled. */
function counted(chunks: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(ctl) {
      if (seen.pulled === chunks) return ctl.close();
      seen.pulled++;
      ctl.enqueue(new Uint8Array(size).fill(seen.pulled));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readLimited', () => {
  it('returns every byte, in order, when under the limit', async () => {
    const { stream } = counted(3, 4);
    const progress: number[] = [];
    const out = await readLimited(stream, { url: 'u', limit: 12, onBytes: (n) => progress.push(n) });
    expect([...out]).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(progress).toEqual([4, 8, 12]);
  });

  it('stops reading as soon as the limit is passed, and cancels the download', async () => {
    const { stream, seen } = counted(1000, 1024);
    const err = await readLimited(stream, { url: 'https://h/big.tar', limit: 10 * 1024 + 1 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RemoteError);
    expect((err as RemoteError).kind).toBe('too-large');
    expect((err as RemoteError).url).toBe('https://h/big.tar');
    expect((err as RemoteError).detail.limit).toBe(10 * 1024 + 1);
    // 11 chunks read (the 11th passes the limit), not the 1000 on offer.
    expect(seen.pulled).toBeLessThanOrEqual(12);
    expect(seen.cancelled).toBe(true);
  });

  it('a body of exactly the limit is accepted', async () => {
    const { stream } = counted(2, 5);
    expect((await readLimited(stream, { url: 'u', limit: 10 })).byteLength).toBe(10);
  });
});

describe('declaredTooLarge', () => {
  it.each([
    [null, false],
    ['', false],
    ['100', false],
    ['101', true],
    ['not a number', false],
  ])('Content-Length %s against 100 → %s', (header, expected) => {
    expect(declaredTooLarge(header, 100)).toBe(expected);
  });
});
