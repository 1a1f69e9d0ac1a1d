// Reads one zip member listed by the central directory (zip-directory.ts), given the archive bytes
// from its local header on. Nothing the headers say is trusted: the member is inflated within its
// declared size, the per-member limit and what is left of the archive's budget (limits.ts), and
// is accepted only when it comes out at exactly the declared size with the declared CRC-32 — a
// member that lies about its size or is damaged is reported, never silently cut or padded.
import { inflateBounded } from './bounded-inflate';
import { crc32 } from './crc32';
import { bytesText, describeFailure, failureParams, LIMITS, type InflateBudget } from './limits';
import type { ZipEntry } from './zip-directory';

export { NATIVE_INFLATE_FROM } from './bounded-inflate';

const LOCAL_SIGNATURE = 0x04034b50;

export type MemberBytes =
  { ok: true; bytes: Uint8Array } | { ok: false; message: string; params: Record<string, string | number> };

/** `form` and the figures the message names, so the page can say it in its language. */
const fail = (message: string, form: string, figures: Record<string, string | number> = {}): MemberBytes => ({
  ok: false,
  message,
  params: { form, ...figures },
});

/**
 * The member's content. `bytes` starts at the member's local header (`bytes[0]` is archive offset
 * `entry.localOffset`) and ends where the next member starts. Throws only the budget's
 * ArchiveLimitError (the whole archive stops there); every other problem is this member's alone.
 */
export async function readZipMember(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget?: InflateBudget,
  native = typeof DecompressionStream === 'function',
  /** The member's path in the upload, for the budget's message. */
  path = entry.name,
): Promise<MemberBytes> {
  if (entry.encrypted) return fail('the member is encrypted', 'encrypted');
  if (entry.method !== 0 && entry.method !== 8)
    return fail(`compression method ${entry.method} is not supported (only stored and deflate)`, 'method', {
      method: entry.method,
    });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30 || view.getUint32(0, true) !== LOCAL_SIGNATURE)
    return fail('no local header where the directory says the member starts', 'no-header');
  // The local header's name and extra field may differ in length from the directory's copy.
  const start = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  if (start + entry.compressedSize > bytes.length)
    return fail(
      'its compressed data runs into the next member (overlapping members, the shape of a zip bomb) or the archive is cut; not read',
      'overlap',
    );
  if (entry.size > LIMITS.memberBytes)
    return fail(
      `it declares ${bytesText(entry.size)}, more than the ${bytesText(LIMITS.memberBytes)} allowed for one member; not read`,
      'too-big',
      { size: bytesText(entry.size), max: bytesText(LIMITS.memberBytes) },
    );
  // The budget refuses a member that could not fit before inflating any of it.
  if (budget && entry.size > budget.remaining) budget.take(entry.size, path);
  const raw = bytes.subarray(start, start + entry.compressedSize);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size)
      return fail(
        `stored with ${entry.compressedSize} bytes, but its header declares ${entry.size}`,
        'stored-size',
        {
          stored: entry.compressedSize,
          declared: entry.size,
        },
      );
    budget?.take(raw.length, path);
    out = raw.slice();
  } else {
    try {
      const r = await inflateBounded(raw, entry.size, (n) => budget?.take(n, path), native);
      if ('over' in r)
        return fail(
          `it inflates past the ${bytesText(entry.size)} its header declares (the header lies: a damaged or crafted archive); not imported`,
          'inflates-past',
          { size: bytesText(entry.size) },
        );
      out = r.bytes;
    } catch (e) {
      if (e instanceof Error && e.name === 'ArchiveLimitError') throw e;
      return fail(`cannot decompress: ${describeFailure(e)}`, 'decompress', failureParams(e));
    }
    if (out.length !== entry.size)
      return fail(
        `inflated to ${out.length} bytes, but its header declares ${entry.size}; not imported`,
        'inflated-size',
        {
          inflated: out.length,
          declared: entry.size,
        },
      );
  }
  if (crc32(out) !== entry.crc)
    return fail('its content fails the CRC-32 check (the archive is damaged); not imported', 'crc');
  return { ok: true, bytes: out };
}
