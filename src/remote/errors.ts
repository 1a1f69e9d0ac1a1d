// What can go wrong when a page reads results from another site, told apart so each gets its own
// notice with what to do next. Pure: the browser-side fetch (fetch-source.ts) only gathers the
// facts (HTTP status, content type, first bytes, whether a no-cors probe reached the host).

export type RemoteErrorKind =
  | 'cors'
  | 'not-found'
  | 'http'
  | 'network'
  | 'timeout'
  | 'too-large'
  | 'web-page'
  | 'not-results'
  | 'unreadable'
  | 'truncated'
  | 'redirect'
  | 'stalled'
  | 'bad-url'
  | 'insecure';

export interface RemoteErrorDetail {
  status?: number;
  limit?: number;
  /** Bytes that arrived before the download broke off, and the size the host announced. */
  received?: number;
  expected?: number;
  /** Seconds waited, for a timeout or a stalled download. */
  seconds?: number;
  /** What the importer said of content it could not use (a file of no known kind, a cut JSON). */
  why?: string;
}

export class RemoteError extends Error {
  readonly kind: RemoteErrorKind;
  readonly url: string;
  readonly detail: RemoteErrorDetail;
  constructor(kind: RemoteErrorKind, url: string, detail: RemoteErrorDetail = {}) {
    super(`${kind}: ${url}`);
    this.name = 'RemoteError';
    this.kind = kind;
    this.url = url;
    this.detail = detail;
  }
}

/** An HTTP status that is not a success, as an error kind (undefined for 2xx). */
export function kindOfStatus(status: number): RemoteErrorKind | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 404 || status === 410) return 'not-found';
  return 'http';
}

const HTML_START = /^(?:\uFEFF)?\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>]/i;

/**
 * True for a web page instead of a results file: what a link to a file host's preview page (not to
 * the file itself) returns. Judged from the content type and the first bytes; XML and SVG are not
 * pages, and results are never HTML.
 */
export function looksLikeHtml(contentType: string | null, firstBytes: Uint8Array): boolean {
  if (contentType && /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return true;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(firstBytes.subarray(0, 1024));
  return HTML_START.test(head);
}

/**
 * fetch() rejects with the same TypeError for a CORS refusal and for an unreachable host. A second
 * request in `no-cors` mode tells them apart: it succeeds (with an opaque answer) when the host
 * answered but did not allow other sites to read the answer.
 */
export function kindOfFailedFetch(facts: {
  timedOut: boolean;
  hostAnsweredNoCors: boolean;
  /**
   * The host answered with a redirect (a `redirect: 'manual'` request came back `opaqueredirect`)
   * but following it failed: a loop, too many hops, or a target the page may not read.
   */
  redirected?: boolean;
  /**
   * A plain-http address read from an https page: the published page's policy allows https: only.
   * Not said of a page that is itself http (a local copy): there the address is no problem.
   */
  plainHttp?: boolean;
}): RemoteErrorKind {
  if (facts.timedOut) return 'timeout';
  if (facts.redirected) return 'redirect';
  if (facts.hostAnsweredNoCors) return 'cors';
  return facts.plainHttp ? 'insecure' : 'network';
}
