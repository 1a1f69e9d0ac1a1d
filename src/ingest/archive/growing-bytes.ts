// Collecting an inflater's output as it comes, for a member that is complete only at its end.

/**
 * Output collected into one buffer that doubles as it fills (never beyond `cap`), so a finished
 * member is handed out without a final copy: between 1× and 2× its size is held (the old and the
 * new buffer while it grows), where keeping chunks and joining them at the end always took 2×. It
 * starts at `initial` bytes (none by default): a caller sizes that from what the input can expand
 * to, never from what a header claims alone.
 */
export class GrowingBytes {
  private buf: Uint8Array;
  private n = 0;

  constructor(
    private readonly cap: number,
    initial = 0,
  ) {
    this.buf = new Uint8Array(Math.min(cap, initial));
  }

  get length(): number {
    return this.n;
  }

  push(chunk: Uint8Array): void {
    const need = this.n + chunk.length;
    if (need > this.buf.length) {
      const grown = new Uint8Array(Math.min(this.cap, Math.max(need, 2 * this.buf.length, 64 * 1024)));
      grown.set(this.buf.subarray(0, this.n));
      this.buf = grown;
    }
    this.buf.set(chunk, this.n);
    this.n = need;
  }

  /** The bytes so far (a view, no copy). */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.n);
  }
}
