// SNIA PTS report.zip (cloudharmony/block-storage, docs/pts-bundles.md §6), kept whole:
// a flat zip of index.html (one <article> per report page), font/logo files, and per 2D chart
// `<test>-<section>.pg` (gnuplot), `.dat` (data) and `.svg` or `.png` (image). 3D charts are
// Highcharts configs inside index.html. Sample member names: index.html, iops-ss-convergence.png.
// The charts are derived from the fio files, which are imported themselves; this importer reports
// what the report holds (pages, charts) and the header tables as disk metadata text.
import { unzipSync } from 'fflate';
import type { ImportIssue } from '../../model/types';
import { readReportHtml } from './report-html';
import type { DiskMetaDraft, Importer, ImportResult, InputFile, SourceText } from '../types';
import { errResult, okResult } from '../types';

const FORMAT = 'pts-report';
/** index.html of a real report is ~200 KB; refuse to inflate anything absurd. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;
const CHART_FILE = /^(iops|throughput|latency|wsat|hir)-[\w-]+\.(pg|dat|svg|png)$/;

interface ZipEntryInfo {
  name: string;
  originalSize: number;
}

/**
 * Listings already read, by the bytes they were read from: unpacking asks whether to keep the zip
 * whole, routing asks which importer reads it, and the importer reads it — one listing serves all
 * three. Weak, so a listing goes when its file's bytes do.
 */
const listings = new WeakMap<Uint8Array, ZipEntryInfo[] | null>();

/** Member names and sizes from the zip's central directory, inflating nothing (undefined: not a zip). */
function listZip(bytes: Uint8Array): ZipEntryInfo[] | undefined {
  const known = listings.get(bytes);
  if (known !== undefined) return known ?? undefined;
  const entries = readListing(bytes);
  listings.set(bytes, entries ?? null);
  return entries;
}

function readListing(bytes: Uint8Array): ZipEntryInfo[] | undefined {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4)
    return undefined;
  const entries: ZipEntryInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        entries.push({ name: f.name, originalSize: f.originalSize });
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return entries;
}

/** A PTS report: flat, with index.html and at least one `<test>-<section>` chart file. */
function looksLikeReport(entries: ZipEntryInfo[]): boolean {
  return (
    entries.length > 0 &&
    entries.every((e) => !e.name.includes('/')) &&
    entries.some((e) => e.name === 'index.html') &&
    entries.some((e) => CHART_FILE.test(e.name))
  );
}

function countBy<T>(items: T[], key: (t: T) => string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const it of items) {
    const k = key(it);
    if (k !== undefined) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

function describe(
  entries: ZipEntryInfo[],
  html: string | undefined,
  file: string,
  warnings: ImportIssue[],
): DiskMetaDraft {
  const names = entries.map((e) => e.name);
  const images = names.filter((n) => CHART_FILE.test(n) && /\.(svg|png)$/.test(n));
  const metadata: Record<string, string> = {
    'report.files': String(names.length),
    'report.charts2d': String(images.length),
    'report.chartFormat': [...new Set(images.map((n) => n.split('.').pop()))].sort().join(', '),
  };
  if (!html) return { metadata };
  const report = readReportHtml(html);
  if (report.pages.length === 0)
    warnings.push({ code: 'pts-report-pages', message: 'index.html has no report pages', file });
  metadata['report.pages'] = String(report.pages.length);
  metadata['report.charts3d'] = String(report.charts3d);
  const perTest = countBy(report.pages, (p) => p.test);
  metadata['report.pagesPerTest'] = Object.entries(perTest)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  if (report.title) metadata['report.title'] = report.title;
  if (report.runDates.length) metadata['report.runDates'] = report.runDates.join(' – ');
  for (const [test, pairs] of report.headers) {
    for (const [label, value] of pairs) {
      // Platform columns repeat on every page; Setup/Test parameters differ per test.
      const perTestGroup = label.startsWith('Setup Parameters') || label.startsWith('Test Parameters');
      metadata[perTestGroup ? `report.${test}.${label}` : `report.${label}`] = value;
    }
  }
  const meta: DiskMetaDraft = { metadata };
  const provider = metadata['report.Test Platform / Provider'];
  const type = metadata['report.Storage Platform / Drive Type'];
  if (provider) meta.provider = provider;
  if (type) meta.type = type;
  return meta;
}

function parseBinary(file: InputFile): ImportResult {
  const entries = listZip(file.bytes);
  if (!entries) return errResult(FORMAT, 'pts-report-zip', 'not a readable zip archive', file.path);
  if (!looksLikeReport(entries)) {
    return errResult(
      FORMAT,
      'pts-report-shape',
      'not a flat PTS report (index.html plus <test>-<section> chart files)',
      file.path,
    );
  }
  const warnings: ImportIssue[] = [];
  const index = entries.find((e) => e.name === 'index.html');
  let html: string | undefined;
  if (index && index.originalSize <= MAX_INDEX_BYTES) {
    try {
      const out = unzipSync(file.bytes, {
        filter: (f) => f.name === 'index.html' && f.originalSize <= MAX_INDEX_BYTES,
      });
      const data = out['index.html'];
      html = data ? new TextDecoder('utf-8', { fatal: false }).decode(data) : undefined;
    } catch (e) {
      warnings.push({
        code: 'pts-report-index',
        message: `index.html could not be inflated: ${(e as Error).message}`,
        file: file.path,
        params: { form: 'inflate', detail: (e as Error).message },
      });
    }
  } else {
    warnings.push({
      code: 'pts-report-index',
      message: `index.html is larger than ${MAX_INDEX_BYTES} bytes; not read`,
      file: file.path,
      params: { form: 'size', max: MAX_INDEX_BYTES },
    });
  }
  return okResult(FORMAT, { diskMeta: describe(entries, html, file.path, warnings), warnings });
}

export const ptsReportImporter: Importer = {
  id: FORMAT,
  label: 'SNIA PTS report.zip (kept whole)',
  // A zip is binary; the text route never sees it.
  sniff: () => false,
  parse: (file: SourceText) =>
    errResult(FORMAT, 'pts-report-text', 'report.zip must be read as bytes', file.path),
  sniffBinary: (bytes) => {
    const entries = listZip(bytes);
    return entries !== undefined && looksLikeReport(entries);
  },
  parseBinary,
};
