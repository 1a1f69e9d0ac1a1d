// Member names of a zip, decoded the same way wherever the zip is read (whole in one worker, or
// listed by its central directory and shared between workers). Names flagged UTF-8 (general
// purpose bit 11) are UTF-8. Unflagged names are, in practice, UTF-8 too on Linux and macOS
// (Info-ZIP, Archive Utility); old Windows tools write the local code page: CP437 in the West, GBK
// in China (where many cloud-disk results come from). Valid UTF-8 wins; otherwise the bytes are
// read as GBK when they pair up as GB2312 Chinese characters, else as CP437 — a guess either
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

/**
 * Every byte above ASCII pairs up as a GB2312 character (both bytes 0xA1–0xFE, lead at most 0xF7):
 * the common characters of Chinese names, and a shape Western CP437 names almost never have (their
 * accented letters are single bytes 0x80–0xA5, mostly followed by ASCII).
 */
function gb2312Shaped(bytes: Uint8Array): boolean {
  let pairs = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    const next = bytes[i + 1] ?? 0;
    if (b < 0xa1 || b > 0xf7 || next < 0xa1 || next > 0xfe) return false;
    pairs++;
    i++;
  }
  return pairs > 0;
}

/** Chinese characters (CJK ideographs and punctuation) are all that GBK gave above ASCII. */
function looksChinese(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) continue;
    const cjk = (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef);
    if (!cjk) return false;
  }
  return true;
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
  if (strictGbk && gb2312Shaped(bytes)) {
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
      params: { count, encoding: encoding === 'gbk' ? 'GBK' : 'CP437', first },
    }));
  }
}
