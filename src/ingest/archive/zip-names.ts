// Member names of a zip, decoded the same way wherever the zip is read (whole in one worker, or
// listed by its central directory and shared between workers). Names flagged UTF-8 (general
// purpose bit 11) are UTF-8. Unflagged names are, in practice, UTF-8 too on Linux and macOS
// (Info-ZIP, Archive Utility); old Windows tools write the local code page: CP437 in the West, GBK
// in China (where many cloud-disk results come from). Valid UTF-8 wins; otherwise the bytes are
// read as GBK when they are valid GBK and give Chinese characters, else as CP437 — a guess either
// way, so the archive's report line carries a warning naming the first such member.
import type { ImportIssue } from '../../model/types';

const UTF8_FLAG = 0x800;

const utf8 = new TextDecoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** Undefined where the platform has no GBK decoder (Node built without full ICU). */
const strictGbk = (() => {
  try {
    return new TextDecoder('gbk', { fatal: true });
  } catch {
    return undefined;
  }
})();

/** CP437 (the original IBM PC code page, the zip format's default) bytes 0x80–0xFF. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

function cp437(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80];
  return s;
}

/** Chinese characters (CJK unified ideographs) make up most of what GBK gave: a real GBK name. */
function looksChinese(text: string): boolean {
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) continue;
    if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef)) cjk++;
    else other++;
  }
  return cjk > 0 && other === 0;
}

export type NameEncoding = 'utf-8' | 'gbk' | 'cp437';

/** One member name and how it was read. */
export function decodeZipName(bytes: Uint8Array, flags: number): { name: string; encoding: NameEncoding } {
  if (flags & UTF8_FLAG) return { name: utf8.decode(bytes), encoding: 'utf-8' };
  try {
    return { name: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: one of the legacy code pages.
  }
  if (strictGbk) {
    try {
      const name = strictGbk.decode(bytes);
      if (looksChinese(name)) return { name, encoding: 'gbk' };
    } catch {
      // Not GBK either.
    }
  }
  return { name: cp437(bytes), encoding: 'cp437' };
}

/** Collects how names were read, for one warning per archive. */
export class NameLog {
  private readonly guessed = new Map<NameEncoding, { count: number; first: string }>();

  note(name: string, encoding: NameEncoding): void {
    if (encoding === 'utf-8') return;
    const g = this.guessed.get(encoding);
    if (g) g.count++;
    else this.guessed.set(encoding, { count: 1, first: name });
  }

  /** The warnings for the archive at `file` (none when every name was UTF-8). */
  issues(file: string): ImportIssue[] {
    return [...this.guessed].map(([encoding, { count, first }]) => ({
      code: 'zip-name-encoding',
      message: `${count} member name${count === 1 ? ' is' : 's are'} neither marked nor valid UTF-8 and ${count === 1 ? 'was' : 'were'} read as ${encoding === 'gbk' ? 'GBK (Chinese Windows)' : 'CP437 (old Windows/DOS)'}, a guess from the bytes (first: "${first}"); check the disk names`,
      file,
    }));
  }
}
