import { describe, expect, it } from 'vitest';
import type { InputFile } from '../../../src/ingest/types';
import { forwarder, received } from '../../../src/worker/part-ports';

async function all(it: AsyncIterable<InputFile>): Promise<string[]> {
  const out: string[] = [];
  for await (const f of it) out.push(`${f.path}=${new TextDecoder().decode(f.bytes)}`);
  return out;
}

describe('members handed from the reading worker to the others', () => {
  it('arrive in order at their part, bytes moved not copied, until the reader ends', async () => {
    const a = new MessageChannel();
    const b = new MessageChannel();
    const send = forwarder([a.port1, b.port1, undefined]);
    const gotA = all(received(a.port2, new AbortController().signal));
    const gotB = all(received(b.port2, new AbortController().signal));
    const one = new TextEncoder().encode('one');
    send.forward(0, { path: 'x/1', bytes: one });
    // A view into a larger buffer is copied first, so only its own bytes travel.
    const big = new TextEncoder().encode('..two..');
    send.forward(1, { path: 'y/2', bytes: big.subarray(2, 5) });
    send.forward(0, { path: 'x/3', bytes: new TextEncoder().encode('three') });
    expect(one.byteLength).toBe(0); // transferred
    expect(() => send.forward(2, { path: 'z', bytes: new Uint8Array(1) })).toThrow('no worker for part 2');
    send.end();
    expect(await gotA).toEqual(['x/1=one', 'x/3=three']);
    expect(await gotB).toEqual(['y/2=two']);
  });

  it('a receiving part stops waiting when its import is cancelled', async () => {
    const c = new MessageChannel();
    const stop = new AbortController();
    const got = all(received(c.port2, stop.signal));
    stop.abort();
    expect(await got).toEqual([]);
    c.port1.close();
  });
});
