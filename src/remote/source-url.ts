// The `src=` values of a link: which URLs a page may fetch results from. Pure (no DOM), so the URL
// grammar (src/state/url.ts) and the tests use it as is. Anything in a link is untrusted: only
// absolute http(s) URLs without credentials are accepted, and both their length and their number are
// bounded so a pasted link cannot make the page fetch hundreds of files.

/** More sources than this in one link are left out (with a notice). */
export const MAX_SOURCES = 20;
/** Longer URLs are refused: no file host needs more, and the link must stay usable. */
export const MAX_SOURCE_URL_CHARS = 2048;

/** Why an address cannot be used, so the page can say it in the reader's language. */
export type SourceProblem = 'too-long' | 'not-url' | 'scheme' | 'credentials';

export type SourceCheck =
  { ok: true; url: string } | { ok: false; reason: string; problem: SourceProblem; scheme?: string };

/** Shortens a value for a notice: the user sees what was refused without a wall of text. */
export function shortForNotice(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
}

/** Checks one `src` value; the accepted form is the URL's normalised `href`. */
export function checkSourceUrl(text: string): SourceCheck {
  if (text.length > MAX_SOURCE_URL_CHARS)
    return {
      ok: false,
      problem: 'too-long',
      reason: `a source URL is ${text.length} characters long (at most ${MAX_SOURCE_URL_CHARS})`,
    };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'not-url', reason: `"${shortForNotice(text)}" is not a web address` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {
      ok: false,
      problem: 'scheme',
      scheme: url.protocol,
      reason: `"${shortForNotice(text)}" is not an http(s) address`,
    };
  if (url.username || url.password)
    return {
      ok: false,
      problem: 'credentials',
      reason: `"${shortForNotice(url.host)}…" carries a user name or password`,
    };
  return { ok: true, url: url.href };
}

/** A `src` value that was not opened: the problem (for the page's words) and the value itself. */
export type SourceRefusal = Extract<SourceCheck, { ok: false }> & { text: string };

/**
 * The accepted sources of a link, in order, without repeats; the refused ones with their problem,
 * and whether the list went past MAX_SOURCES (the rest left out). The page words these itself.
 */
export function checkSourceList(values: readonly string[]): {
  urls: string[];
  refused: SourceRefusal[];
  tooMany: boolean;
} {
  const urls: string[] = [];
  const refused: SourceRefusal[] = [];
  let tooMany = false;
  for (const v of values) {
    const c = checkSourceUrl(v);
    if (!c.ok) refused.push({ ...c, text: v });
    else if (urls.includes(c.url)) continue;
    else if (urls.length >= MAX_SOURCES) {
      tooMany = true;
      break;
    } else urls.push(c.url);
  }
  return { urls, refused, tooMany };
}

/**
 * The path a fetched file gets inside its upload: the URL's path without the leading slash, so
 * folder conventions (`aliyun_ssd_250/iops.json`) still name the disk. `..` and empty segments are
 * dropped; a URL ending in `/` becomes `index`.
 */
export function filePathOf(url: string): string {
  const u = new URL(url);
  const segments = u.pathname
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .filter((s) => s && s !== '.' && s !== '..' && !s.includes('/') && !s.includes('\\'));
  if (segments.length === 0 || u.pathname.endsWith('/')) segments.push('index');
  return segments.join('/');
}

/** A short name for what a link opens: the file name, or "<host>/…/<common folder>/ (N files)". */
export function sourcesName(urls: readonly string[]): string {
  const first = urls[0];
  if (!first) return '';
  if (urls.length === 1) return filePathOf(first).split('/').pop() ?? first;
  const parsed = urls.map((u) => new URL(u));
  const hosts = new Set(parsed.map((u) => u.host));
  if (hosts.size > 1) return `${urls.length} files`;
  const folders = parsed.map((u) => filePathOf(u.href).split('/').slice(0, -1));
  let common = folders[0]!;
  for (const f of folders) {
    let n = 0;
    while (n < common.length && f[n] === common[n]) n++;
    common = common.slice(0, n);
  }
  const folder = common.at(-1);
  return `${parsed[0]!.host}/${folder ? `…/${folder}/` : ''} (${urls.length} files)`;
}

/**
 * The upload id of a set of sources: the same URLs always give the same id, so the disk ids a link
 * names (`<upload id>/<disk>`) exist again when another browser opens the link.
 */
export function sourcesUploadId(urls: readonly string[]): string {
  // FNV-1a, 2 × 32 bits: a name, not a security measure.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  const text = urls.join('\n');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x811c9dc5) >>> 0;
  }
  return `src-${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
