// How much an upload's archives may expand, in one place, and the budget that enforces it while
// bytes are being inflated (never after): a zip bomb is stopped at the limit, with a message naming
// the archive and the member, and the other files of the upload are imported as usual.

import { ARCHIVE_LIMITS } from '../../lib/limits';

/** The archive limits (src/lib/limits.ts holds every input limit). */
export const LIMITS = ARCHIVE_LIMITS;

/** Bytes for a message, in binary multiples as the import report shows sizes ("4.8 MiB", "2 GiB"). */
export function bytesText(n: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  if (u === 0) return `${v} bytes`;
  return `${Number.isInteger(v) ? v : v.toFixed(1)} ${units[u]}`;
}

/** An archive or member passed a limit: the message names it; the upload goes on without it. */
export class ArchiveLimitError extends Error {
  constructor(
    message: string,
    /** What the message names, for a translated text (`archive-limit` params). */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ArchiveLimitError';
  }
}

/**
 * The inflated-bytes budget of one archive as given, shared by everything inside it (an archive in
 * an archive draws on its parent's budget, so nesting cannot multiply it).
 */
export class InflateBudget {
  private spent = 0;
  /** How far into the archive as given reading has got (compressed bytes), for the message. */
  read = 0;

  constructor(
    /** The archive as given (its path in the upload). */
    readonly archive: string,
    /** Its size as given (compressed). */
    readonly archiveSize: number,
    readonly limit = LIMITS.archiveBytes,
  ) {}

  /** Inflated bytes counted so far. */
  get used(): number {
    return this.spent;
  }

  get remaining(): number {
    return Math.max(0, this.limit - this.spent);
  }

  /** Counts `n` inflated bytes of `member`; throws the named error when the budget is passed. */
  take(n: number, member: string): void {
    this.spent += n;
    if (this.spent > this.limit)
      throw new ArchiveLimitError(this.overMessage(member), this.overParams(member));
  }

  /** Back to `used` bytes: the same bytes are about to be inflated again (a second pass). */
  rewind(used: number): void {
    this.spent = Math.min(this.spent, used);
  }

  overParams(member: string): Record<string, string | number> {
    return {
      archive: this.archive,
      limit: bytesText(this.limit),
      member: member || this.archive,
      read: bytesText(Math.max(this.read, 1)),
      size: bytesText(this.archiveSize),
    };
  }

  overMessage(member: string): string {
    const at = member && member !== this.archive ? ` (at ${member})` : '';
    const after =
      this.archiveSize > 0
        ? ` after ${bytesText(Math.max(this.read, 1))} of its ${bytesText(this.archiveSize)} were read`
        : '';
    return `${this.archive} expands past ${bytesText(this.limit)}${at}${after}: the limit for one archive and everything inside it; the rest of it was not imported`;
  }
}

/**
 * An engine message ("Invalid typed array length: …", "Maximum call stack size exceeded") in words.
 * With `records`, a TypeError ("Cannot read properties of undefined") is what a malformed record
 * causes in the code that reads it, and is said so.
 */
export function describeFailure(e: unknown, records = false): string {
  if (e instanceof ArchiveLimitError) return e.message;
  if (e instanceof RangeError)
    return 'it is too large or too deeply nested to read (an engine limit was reached)';
  if (records && e instanceof TypeError)
    return 'a record is malformed (a part it must have is missing or of the wrong kind)';
  const message = e instanceof Error ? e.message : String(e);
  return message || 'unknown failure';
}

/** Why a read failed, as a code the page translates: a size limit, an engine limit, a malformed record. */
export type FailureReason = 'limit' | 'engine-limit' | 'malformed-record' | 'other';

/**
 * `describeFailure` for a translated text: `reason` (a code) and `detail` (the English words, which
 * the page shows only as a marked technical detail).
 */
export function failureParams(e: unknown, records = false): { reason: FailureReason; detail: string } {
  const reason: FailureReason =
    e instanceof ArchiveLimitError
      ? 'limit'
      : e instanceof RangeError
        ? 'engine-limit'
        : records && e instanceof TypeError
          ? 'malformed-record'
          : 'other';
  const raw = e instanceof Error ? e.message : String(e);
  return { reason, detail: raw || 'unknown failure' };
}
