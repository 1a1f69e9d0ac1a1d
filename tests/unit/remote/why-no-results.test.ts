// A fetched file that gave no results gets the reason from its own import-report line: a JSON cut
// short is "could not be read" with the importer's words, a tiny unknown file is "no results" with
// its size — never "a web page", which only a page's HTML is.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { noticeText } from '../../../src/remote/notices';
import { filePathOf } from '../../../src/remote/source-url';
import { whyNoResults } from '../../../src/state/source-actions';

const FIO = resolve(import.meta.dirname, '../../fixtures/fio/local_ssd_1/randread-4k-qd1.json');

async function reportsOf(url: string, bytes: Uint8Array) {
  return (await ingestFiles([{ path: filePathOf(url), bytes }], { origin: 't' })).reports;
}

describe('why a fetched file gave no results', () => {
  it('a real fio JSON cut at 600 bytes: unreadable, with the importer’s reason', async () => {
    const url = 'https://example.org/runs/cut.json';
    const notice = whyNoResults(url, await reportsOf(url, readFileSync(FIO).subarray(0, 600)));
    expect(notice.kind).toBe('unreadable');
    expect(notice.why).toMatch(/truncated/);
    expect(noticeText(notice, 'en')).toMatch(/could not be read \(fio-json: .*truncated/);
    expect(noticeText(notice, 'en')).not.toMatch(/web page/);
  });

  it('a 5-byte JSON: no results, its size said, not "a web page"', async () => {
    const url = 'https://example.org/runs/five.json';
    const notice = whyNoResults(url, await reportsOf(url, new TextEncoder().encode('{"fio')));
    expect(['not-results', 'unreadable']).toContain(notice.kind);
    expect(noticeText(notice, 'en')).toMatch(/5 bytes|truncated|could not be read/);
    expect(noticeText(notice, 'en')).not.toMatch(/web page/);
  });
});
