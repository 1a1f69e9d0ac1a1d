import { describe, expect, it } from 'vitest';
import {
  kindOfFailedFetch,
  kindOfStatus,
  looksLikeHtml,
  RemoteError,
  type RemoteErrorKind,
} from '../../../src/remote/errors';
import { noticeOf, noticeText, REMOTE_NOTICES } from '../../../src/remote/notices';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('error classification', () => {
  it('HTTP statuses', () => {
    expect(kindOfStatus(200)).toBeUndefined();
    expect(kindOfStatus(206)).toBeUndefined();
    expect(kindOfStatus(404)).toBe('not-found');
    expect(kindOfStatus(410)).toBe('not-found');
    expect(kindOfStatus(403)).toBe('http');
    expect(kindOfStatus(500)).toBe('http');
  });

  it('a failed fetch: CORS refusal when the host answers a no-cors request, else unreachable', () => {
    expect(kindOfFailedFetch({ timedOut: false, hostAnsweredNoCors: true })).toBe('cors');
    expect(kindOfFailedFetch({ timedOut: false, hostAnsweredNoCors: false })).toBe('network');
    expect(kindOfFailedFetch({ timedOut: true, hostAnsweredNoCors: false })).toBe('timeout');
    // An http: address neither request reached: the page's policy (or mixed content) refused it.
    expect(kindOfFailedFetch({ timedOut: false, hostAnsweredNoCors: false, plainHttp: true })).toBe(
      'insecure',
    );
    expect(kindOfFailedFetch({ timedOut: false, hostAnsweredNoCors: true, plainHttp: true })).toBe('cors');
  });

  it('web pages are told from results', () => {
    expect(looksLikeHtml('text/html; charset=utf-8', bytes('x'))).toBe(true);
    expect(looksLikeHtml(null, bytes('\uFEFF  <!DOCTYPE html><html>'))).toBe(true);
    expect(looksLikeHtml('text/plain', bytes('<!-- c -->\n<html lang="en">'))).toBe(true);
    expect(looksLikeHtml('application/octet-stream', bytes('<head><title>x'))).toBe(true);
    // Results: CSV, fio JSON, fio text, XML that is not a page.
    expect(looksLikeHtml('text/csv', bytes('test,iops\n4k,100'))).toBe(false);
    expect(looksLikeHtml('application/json', bytes('{"fio version": "fio-3.33"}'))).toBe(false);
    expect(looksLikeHtml('text/plain', bytes('randread: (g=0): rw=randread, bs=4K'))).toBe(false);
    expect(looksLikeHtml('application/xml', bytes('<?xml version="1.0"?><results/>'))).toBe(false);
  });
});

describe('notices', () => {
  const kinds = Object.keys(REMOTE_NOTICES.en) as RemoteErrorKind[];
  const url = 'https://example.org/results/ssd.csv';

  it.each(kinds)('%s names the address and says what to do, in English and Chinese', (kind) => {
    const n = noticeOf(new RemoteError(kind, url, { status: 404, limit: 1024 * 1024 * 1024 }));
    const en = noticeText(n, 'en');
    const zh = noticeText(n, 'zh');
    expect(en.startsWith(url)).toBe(true);
    expect(zh.startsWith(url)).toBe(true);
    expect(en).not.toMatch(/\{\w+\}/);
    expect(zh).not.toMatch(/\{\w+\}/);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('each kind has its own words', () => {
    const texts = kinds.map((k) => noticeText({ kind: k, url, status: 500 }, 'en'));
    expect(new Set(texts).size).toBe(kinds.length);
  });

  it('the CORS notice says to download the file and drop it here', () => {
    expect(noticeText({ kind: 'cors', url }, 'en')).toMatch(
      /does not allow other sites to read this file\. Download it and drop it here/,
    );
    expect(noticeText({ kind: 'not-found', url, status: 404 }, 'en')).toMatch(/HTTP 404/);
    expect(noticeText({ kind: 'too-large', url, limit: 1024 ** 3 }, 'en')).toMatch(/1024 MiB/);
    expect(noticeText({ kind: 'web-page', url }, 'en')).toMatch(/web page, not a results file/);
    expect(noticeText({ kind: 'not-results', url, why: 'x' }, 'en')).not.toMatch(/web page/);
  });

  it('a huge address is shortened', () => {
    const long = `https://example.org/${'a'.repeat(3000)}`;
    expect(noticeText({ kind: 'cors', url: long }, 'en').length).toBeLessThan(200);
  });
});
