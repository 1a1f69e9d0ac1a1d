// The import report of real damaged inputs, rendered in Chinese and Russian, shows no English
// sentence: every warning and error is told in the reader's language, and a lower layer's own words
// (a parser's, the schema check's) appear only as a marked technical detail (<code>). The inputs are
// made here from the project's own fixtures and data: a cut fio JSON, a summary CSV with a bad cell
// and an unclosed quote, a zip cut inside its last member, a fio log with a broken line, disk.json
// files with a bad field and with broken JSON, a cut ioping statistics block, a job that is no object;
// and files that are no results (a note, a settings JSON, blank lines, binary bytes), skipped.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../../src/ingest/ingest';
import type { Dataset } from '../../../../src/model/types';
import { useStore } from '../../../../src/state/store';
import { ReportTable } from '../../../../src/views/app/ReportTable';
import { WarningGroups } from '../../../../src/views/app/WarningGroups';
import { issueStrings } from '../../../../src/views/app/issue-strings';
import { skipText } from '../../../../src/views/app/skip-text';
import { translate } from '../../../../src/i18n';

const ROOT = resolve(import.meta.dirname, '../../../..');
const read = (rel: string) => readFileSync(resolve(ROOT, rel));
const text = (rel: string) => read(rel).toString('utf8');
const enc = (s: string) => new TextEncoder().encode(s);

function damagedInputs(): { path: string; bytes: Uint8Array }[] {
  const json = text('tests/fixtures/fio/local_ssd_1/randread-4k-qd1.json');
  const csvLines = text('data/ucloud-rssd-2040-seed003/vm-16c-32g/results.csv').split('\n');
  // Row 2's value (column 12) becomes a word; a last row opens a quote it never closes.
  const cells = csvLines[1]!.split(',');
  cells[11] = 'abc';
  csvLines[1] = cells.join(',');
  const csv = [...csvLines.filter((l) => l.trim() !== ''), `${csvLines[2]!.slice(0, 30)},"unclosed`].join(
    '\n',
  );
  const zipped = zipSync({
    'a.json': read('tests/fixtures/fio/local_ssd_1/randread-4k-qd32.json'),
    'b.json': read('tests/fixtures/fio/local_ssd_1/randwrite-4k-qd1.json'),
  });
  const log = text('tests/fixtures/fio/logs/randrw-4k-qd8_bw.1.log');
  const ioping = text('tests/fixtures/ioping/default-dir-c20.txt');
  const stats = ioping.indexOf('statistics ---');
  const jobs = JSON.parse(text('tests/fixtures/fio/local_ssd_1/randwrite-4k-qd32.json')) as {
    jobs: unknown[];
  };
  jobs.jobs.push(5);
  return [
    { path: 'cut/randread-4k-qd1.json', bytes: enc(json.slice(0, Math.floor(json.length * 0.6))) },
    { path: 'rows/results.csv', bytes: enc(csv) },
    { path: 'zip/cut.zip', bytes: zipped.subarray(0, zipped.length - 300) },
    { path: 'logs/randrw-4k-qd8_bw.1.log', bytes: enc(`${log}12x,3,0,4096\n`) },
    { path: 'meta-field/disk.json', bytes: enc('{"provider": 5, "sizeGB": 100}') },
    { path: 'meta-syntax/disk.json', bytes: enc('{"provider": "aws",') },
    { path: 'ioping/ping.txt', bytes: enc(ioping.slice(0, ioping.indexOf('\n', stats) + 1)) },
    { path: 'jobs/randwrite-4k-qd32.json', bytes: enc(JSON.stringify(jobs, null, 2)) },
    // Not results at all: skipped, each with the reason in the reader's language.
    { path: 'other/notes.txt', bytes: enc('Shopping list for the lab\nmilk\n') },
    { path: 'other/settings.json', bytes: enc('{"theme": "dark", "fontSize": 12}') },
    { path: 'other/blank.txt', bytes: enc('\n\n  \n') },
    { path: 'other/blob.bin', bytes: new Uint8Array([1, 2, 3, 0, 7, 8, 200, 14, 15, 16, 17, 18, 19]) },
  ];
}

function rendered(ds: Dataset, lang: 'en' | 'zh' | 'ru'): string {
  useStore.setState({ lang });
  // Rendering on the server reads the store's initial state (useSyncExternalStore's server snapshot).
  useStore.getInitialState().lang = lang;
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(WarningGroups, { reports: ds.reports }),
      createElement(ReportTable, { reports: ds.reports }),
    ),
  );
}

/** The text a reader reads: no <code> (codes, technical details), file paths or quoted file content. */
function readable(html: string): string {
  return html
    .replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ')
    .replace(/<(td|li|span)[^>]*class="file-path"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' | ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, ' ');
}

/** Three or more ASCII words in a row: an English phrase (codes, units, names are one or two). */
const ENGLISH = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/g;

describe('the import report of damaged inputs, in Chinese and Russian', () => {
  let ds: Dataset;
  const before = useStore.getState().lang;
  beforeAll(async () => {
    ds = await ingestFiles(damagedInputs(), { origin: 'test' });
  });
  afterAll(() => {
    useStore.setState({ lang: before });
    useStore.getInitialState().lang = before;
  });

  it('the inputs give the warnings and errors they should', () => {
    const codes = new Set(
      ds.reports.flatMap((r) => [...r.warnings, ...(r.error ? [r.error] : [])].map((i) => i.code)),
    );
    for (const c of [
      'truncated',
      'bad-row',
      'csv-syntax',
      'zip-cut',
      'fio-log-bad-line',
      'disk-meta-field',
      'disk-meta-syntax',
      'ioping-bad-summary',
      'bad-job',
    ])
      expect([...codes], c).toContain(c);
    const skipped = ds.reports.filter((r) => r.skipped);
    expect(skipped.length).toBe(4);
    // Each skip reason has a known shape, so it is told in words, not kept as a detail.
    const t = (k: Parameters<typeof translate>[2], p?: Record<string, string | number>) =>
      translate(issueStrings, 'ru', k as never, p);
    expect(skipped.map((r) => skipText(r.skipped!, 'ru', t).detail)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('counts warnings and files without a wrong plural ("1 × in 1 files", "1 раз в 1 файлах")', () => {
    const lines = {
      en: /(\d+) ×, files: (\d+)/g,
      ru: /(\d+) ×, файлов: (\d+)/g,
      zh: /(\d+) 次，涉及 (\d+) 个文件/g,
    };
    for (const lang of ['en', 'ru', 'zh'] as const) {
      const text = readable(rendered(ds, lang));
      const found = [...text.matchAll(lines[lang])];
      expect(found.length, lang).toBeGreaterThan(0);
      // Some group is one warning in one file: the case the plural got wrong.
      expect(
        found.some((m) => m[1] === '1' && m[2] === '1'),
        lang,
      ).toBe(true);
      expect(text).not.toMatch(/\b1 files\b|\b1 раз в 1 файлах/);
    }
  });

  it('English shows the importers’ sentences (the check below can fail)', () => {
    expect(readable(rendered(ds, 'en')).match(ENGLISH)?.length ?? 0).toBeGreaterThan(10);
  });

  it.each(['zh', 'ru'] as const)(
    '%s: no English sentence; lower-layer words only as a marked detail',
    (lang) => {
      const html = rendered(ds, lang);
      expect(readable(html).match(ENGLISH) ?? []).toEqual([]);
      // The broken disk.json's parser words are there, marked as the technical detail they are.
      expect(html).toMatch(
        /<code class="tech-detail" title="[^"]+" lang="en">[^<]*(JSON|Expected|Unexpected)/,
      );
    },
  );
});
