import { describe, expect, it } from 'vitest';
import { SmallReads } from '../../../src/worker/small-reads';
import { LARGE_FROM_BYTES } from '../../../src/ingest/large-input';

/** A file whose read is answered when the test says so; records when its read was started. */
function heldFile(name: string, text: string, started: string[]) {
  const bytes = new TextEncoder().encode(text);
  let answer!: () => void;
  let fail!: (e: Error) => void;
  const file = {
    size: bytes.length,
    arrayBuffer: () => {
      started.push(name);
      return new Promise<ArrayBuffer>((resolve, reject) => {
        answer = () => resolve(bytes.slice().buffer);
        fail = reject;
      });
    },
  };
  return { file: file as unknown as Blob, answer: () => answer(), fail: (e: Error) => fail(e) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('SmallReads', () => {
  it('reads a first share before the next, never more than its lanes at once', async () => {
    const started: string[] = [];
    const a = ['a0', 'a1', 'a2'].map((n) => heldFile(n, `{"${n}":1}`, started));
    const b = ['b0', 'b1'].map((n) => heldFile(n, `{"${n}":2}`, started));
    const reads = new SmallReads(2);
    const ofA = reads.start(a);
    const ofB = reads.start(b);
    expect(started).toEqual(['a0', 'a1']);
    a[1]!.answer();
    await settle();
    expect(started).toEqual(['a0', 'a1', 'a2']);
    a[0]!.answer();
    await settle();
    expect(started).toEqual(['a0', 'a1', 'a2', 'b0']);
    a[2]!.answer();
    b[0]!.answer();
    await settle();
    expect(started).toEqual(['a0', 'a1', 'a2', 'b0', 'b1']);
    b[1]!.answer();
    const text = async (r: (typeof ofA)[number]) => {
      const got = await r!;
      return 'bytes' in got ? new TextDecoder().decode(got.bytes) : 'error';
    };
    expect(await Promise.all([...ofA, ...ofB].map(text))).toEqual([
      '{"a0":1}',
      '{"a1":1}',
      '{"a2":1}',
      '{"b0":2}',
      '{"b1":2}',
    ]);
  });

  it('leaves large files to the share and reports a failed read as its error', async () => {
    const started: string[] = [];
    const small = heldFile('small', 'x', started);
    const large = {
      file: { size: LARGE_FROM_BYTES, arrayBuffer: () => started.push('large') } as unknown as Blob,
    };
    const reads = new SmallReads(4);
    const [ofSmall, ofLarge] = reads.start([small, large]);
    expect(ofLarge).toBeUndefined();
    small.fail(new Error('gone'));
    expect(await ofSmall).toEqual({ error: new Error('gone') });
    expect(started).toEqual(['small']);
  });

  it('does not start the queued reads of a cancelled share, and goes on with the next', async () => {
    const started: string[] = [];
    const first = heldFile('first', '1', started);
    const cancelled = heldFile('cancelled', '2', started);
    const next = heldFile('next', '3', started);
    const reads = new SmallReads(1);
    const controller = new AbortController();
    reads.start([first]);
    const [ofCancelled] = reads.start([cancelled], controller.signal);
    const [ofNext] = reads.start([next]);
    controller.abort();
    first.answer();
    const got = await ofCancelled!;
    expect('error' in got && (got.error as Error).name).toBe('AbortError');
    await settle();
    expect(started).toEqual(['first', 'next']);
    next.answer();
    expect(await ofNext).toEqual({ bytes: new TextEncoder().encode('3') });
  });
});
