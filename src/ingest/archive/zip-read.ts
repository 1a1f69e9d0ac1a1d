// Reads a zip held in memory member by member: through its central directory when it has one
// (zip-directory.ts; the same listing and name decoding the page uses to split large zips between
// workers), else by walking its local headers from the start, which recovers every complete member
// of a cut download and says where it was cut. Each member is inflated within its limits
// (zip-member.ts) and handed out as soon as it is complete, so an archive is never held expanded
// whole, and a member that fails is reported alone.
import type { ImportIssue } from '../../model/types';
import type { InflateBudget } from './limits';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { readZipMember } from './zip-member';
import { decodeZipName, NameLog } from './zip-names';
import { joined } from '../../lib/flat-string';

/** A member's name (as in the archive) and bytes, or a line for the report about one. */
export type ZipItem = { name: string; bytes: Uint8Array } | { issue: ImportIssue };

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;

/** The members a cut or directory-less zip's local headers describe, up to where it stops making sense. */
function walkLocalHeaders(bytes: Uint8Array): {
  entries: ZipEntry[];
  stop?: string;
  /** Where and how it stops, for the page's translated text. */
  at?: Record<string, string | number>;
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const entries: ZipEntry[] = [];
  let p = 0;
  while (p + 4 <= bytes.length) {
    const sig = u32(p);
    if (sig === CENTRAL_SIGNATURE || sig === EOCD_SIGNATURE) return { entries };
    if (sig !== LOCAL_SIGNATURE || p + 30 > bytes.length)
      return {
        entries,
        stop: `the archive is damaged or cut at byte ${p} of ${bytes.length}`,
        at: { form: 'damaged', offset: p, bytes: bytes.length },
      };
    const flags = view.getUint16(p + 6, true);
    const nameLen = view.getUint16(p + 26, true);
    const extraLen = view.getUint16(p + 28, true);
    const dataStart = p + 30 + nameLen + extraLen;
    if (dataStart > bytes.length)
      return {
        entries,
        stop: `the archive is cut inside a member's header at byte ${p}`,
        at: { form: 'header', offset: p },
      };
    const { name, encoding } = decodeZipName(bytes.subarray(p + 30, p + 30 + nameLen), flags);
    let crc = view.getUint32(p + 14, true);
    let compressedSize = view.getUint32(p + 18, true);
    let size = view.getUint32(p + 22, true);
    let end = dataStart + compressedSize;
    if (flags & 8) {
      // Sizes and CRC follow the data (a streamed zip): find the descriptor whose compressed size
      // matches the distance from the data's start, with or without its optional signature.
      let found = -1;
      for (let q = dataStart; q + 12 <= bytes.length; q++) {
        if (u32(q) === DESCRIPTOR_SIGNATURE && u32(q + 8) === q - dataStart) {
          found = q + 4;
          break;
        }
        const next = u32(q + 12);
        if (u32(q + 4) === q - dataStart && (next === LOCAL_SIGNATURE || next === CENTRAL_SIGNATURE)) {
          found = q;
          break;
        }
      }
      if (found < 0)
        return { entries, stop: `the archive is cut inside ${name}`, at: { form: 'member', name } };
      crc = u32(found);
      compressedSize = u32(found + 4);
      size = u32(found + 8);
      end = found + 12;
    }
    if (end > bytes.length)
      return { entries, stop: `the archive is cut inside ${name}`, at: { form: 'member', name } };
    entries.push({
      name,
      encoding,
      method: view.getUint16(p + 8, true),
      encrypted: (flags & 1) === 1,
      compressedSize,
      size,
      crc,
      localOffset: p,
      end,
    });
    p = end;
  }
  if (p < bytes.length)
    return { entries, stop: `the archive is cut at byte ${p}`, at: { form: 'at', offset: p } };
  return { entries };
}

/**
 * The members of the zip `bytes` (found at `path` in the upload). `onRead` is told how far into
 * the archive reading has got. Throws the budget's ArchiveLimitError when the archive expands past
 * it (after handing out every member before).
 */
export async function* readZip(
  path: string,
  bytes: Uint8Array,
  budget: InflateBudget,
  onRead?: (consumed: number) => void,
): AsyncGenerator<ZipItem> {
  const dir = await readZipDirectory(async (s, e) => bytes.subarray(s, e), bytes.length);
  const walked = dir ? undefined : walkLocalHeaders(bytes);
  const entries = dir ? [...dir.entries].sort((a, b) => a.localOffset - b.localOffset) : walked!.entries;
  const names = new NameLog();
  yield* readEntries(path, bytes, entries, budget, onRead, 0, names);
  for (const issue of names.issues(path)) yield { issue };
  if (walked?.stop)
    yield {
      issue: {
        code: 'zip-cut',
        message: `${walked.stop}: ${entries.length} complete member${entries.length === 1 ? '' : 's'} before it ${entries.length === 1 ? 'was' : 'were'} read, nothing after it`,
        file: path,
        params: { members: entries.length, ...walked.at },
      },
    };
}

/** Members read one by one from `bytes`, the archive whose offsets `entries` give. */
export async function* readEntries(
  path: string,
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  budget: InflateBudget,
  onRead?: (consumed: number) => void,
  /** The archive offset of `bytes[0]` (a stretch of the archive rather than all of it). */
  from = 0,
  /** Collects how the names were read (the caller reports it once per archive). */
  names?: NameLog,
): AsyncGenerator<ZipItem> {
  const seen = new Set<string>();
  let lastOffset = -1;
  for (const entry of entries) {
    onRead?.(entry.end);
    names?.note(entry.name, entry.encoding);
    if (entry.name.endsWith('/')) continue; // a folder entry
    const file = joined(path, '/', entry.name.replace(/^\.?\/+/, ''));
    const problem = (message: string, params: Record<string, string | number>): ZipItem => ({
      issue: {
        code: 'bad-member',
        message: `cannot read ${entry.name}: ${message}`,
        file,
        params: { name: entry.name, ...params },
      },
    });
    if (seen.has(entry.name)) {
      yield {
        issue: {
          code: 'duplicate-member',
          message: `a second member named ${entry.name}; only the first was imported`,
          file,
          params: { name: entry.name },
        },
      };
      continue;
    }
    seen.add(entry.name);
    if (entry.localOffset === lastOffset) {
      yield problem('it shares its bytes with the member before it (the shape of a zip bomb); not read', {
        form: 'shared-bytes',
      });
      continue;
    }
    lastOffset = entry.localOffset;
    const member = await readZipMember(
      bytes.subarray(entry.localOffset - from, entry.end - from),
      entry,
      budget,
      undefined,
      file,
    );
    if (member.ok) yield { name: entry.name, bytes: member.bytes };
    else yield problem(member.message, member.params);
  }
}
