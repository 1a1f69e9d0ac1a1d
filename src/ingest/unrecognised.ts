// What happens to a file no sniffer claimed. Either it still carries the marks of a results format
// (a damaged fio JSON whose head lost `"fio version"`, a log whose first line holds a wild number):
// then that format's importer reads it anyway, so it is imported or gets that importer's error with
// its line; or it is not a results file, and the report says why in one short phrase. Nothing is
// skipped without a reason (`Skipped.reason` is required).
import { fioJsonImporter } from './fio/json';
import { fioLogImporter } from './fio/log';
import { fioNormalImporter, fioTerseImporter } from './fio/text';
import { iopingImporter } from './ioping';
import { iozoneImporter } from './iozone';
import { ptsResultImporter } from './pts';
import { summaryCsvImporter } from './summary-csv';
import type { ImportIssue } from '../model/types';
import { joined } from '../lib/flat-string';
import type { Importer, ImportResult, SourceText } from './types';

/** A file that is not a results file: the one short phrase the import report shows. */
export interface Skipped {
  skipped: true;
  reason: string;
  /** What was repaired while reading it as text (NUL bytes, encoding), when anything was. */
  warnings?: ImportIssue[];
}

export const skipped = (reason: string): Skipped => ({ skipped: true, reason });

/** A number as damage leaves it: digits, a sign, a point, U+FFFD where a NUL byte was. */
const N = '[-+.\\d\\uFFFD]{1,420}';
/** A number in a line of raw ioping output, as damage leaves it (NaN, Infinity, 1e308 …). */
// Up to 840: a 400-digit number with a NUL inside another number reads as one run once the NUL goes.
const W = '(?:[-+.\\de]|NaN|Infinity|nan|inf){1,840}';
/** A field separator of fio logs: a comma or a tab, with blanks. */
const S = '[ \\t]*[,\\t][ \\t]*';

/** The marks of each family, looked for in the sniffing head. Patterns cannot backtrack far. */
const MARKS: { importer: Importer; mark: RegExp; what: string }[] = [
  {
    importer: ptsResultImporter,
    mark: /"(?:iops|throughput|latency)_[-+.\deE]{1,420}[bkm]?_\d+_\d+(?:_mean|_max)?"\s*:|"(?:wsat_iops|hir_steady_state_iops)"/,
    what: 'PTS result keys',
  },
  { importer: fioJsonImporter, mark: /"fio version"|"jobname"\s*:/, what: 'fio JSON keys' },
  {
    importer: fioNormalImporter,
    mark: /\(groupid=\d+, jobs=\d+\)|^Run status group|^fio-[23]\.\d|[ ,]iops=|IOPS=\d|: \(g=\d+\): rw=/m,
    what: 'fio text report lines',
  },
  {
    importer: fioTerseImporter,
    // A version field, then fio's version (v3–v5) or the job name (v2), or sixty fields or more.
    mark: /^[^;\n]{0,420};fio-[23]\.\d+;|^[^;\n]{0,420}(?:;[^;\n]{0,420}){60}/m,
    what: 'fio terse lines',
  },
  {
    importer: iopingImporter,
    mark: new RegExp(
      `ioping statistics|requests completed in|: request=\\d|^[ \\t]*${W}(?:[ \\t]+${W}){7,10}[ \\t]*$`,
      'm',
    ),
    what: 'ioping lines',
  },
  { importer: iozoneImporter, mark: /Iozone: Performance Test/, what: 'the iozone banner' },
  {
    importer: summaryCsvImporter,
    mark: /^\W{0,3}(vendor[,;\t ]+disk_type|provider[,;\t ]+type[,;\t ]+size_gb)/im,
    what: 'a summary CSV header',
  },
  {
    importer: fioLogImporter,
    // Value logs (time, value, direction, size) and histogram logs (time, direction, size, counts…).
    mark: new RegExp(
      `^[ \\t]*${N}${S}${N}${S}${N}${S}${N}(?:${S}${N}){0,2}[ \\t]*\\r?$|^[ \\t]*${N}${S}[012]${S}${N}(?:${S}${N}){16}`,
      'm',
    ),
    what: 'fio log lines',
  },
];

/** The importer whose marks the head carries, and what they were; undefined when none. */
export function resultsMarks(head: string): { importer: Importer; what: string } | undefined {
  // A NUL byte inside a key or header name (shown as U+FFFD) does not hide what the name is.
  const plain = head.includes('\uFFFD') ? head.replace(/\uFFFD/g, '') : head;
  return MARKS.find((m) => m.mark.test(plain));
}

/** File names of notes and scripts: a README, Markdown notes beside it, code. */
const DOC_OR_SCRIPT = /(?:^|\/)README[^/]*$|\.(?:m?js|cjs|ts|py|sh|rb|pl)$/i;
const docOrScript = (path: string) => (/(?:^|\/)README[^/]*$/i.test(path) ? 'a README' : 'a script');

/** The first non-blank line, cut short, for "first line: …". */
function firstLine(head: string): { text: string; line: number } {
  const lines = head.slice(0, 4096).split('\n');
  const i = lines.findIndex((l) => l.trim() !== '');
  const text = (lines[i] ?? '').trim();
  return { text: text.length > 60 ? `${text.slice(0, 60)}…` : text, line: i + 1 };
}

/** Why a text no importer claimed is not a results file, in one short phrase. */
export function whyNotResults(text: string): string {
  if (text.length === 0) return 'empty file';
  const head = text.slice(0, 64 * 1024);
  if (!/\S/.test(head)) return 'only blank lines';
  if (/^[\s\uFEFF]*[{[]/.test(head)) {
    let keys: string[] | undefined;
    if (text.length <= 1 << 20) {
      try {
        const doc = JSON.parse(text) as unknown;
        if (doc && typeof doc === 'object' && !Array.isArray(doc)) keys = Object.keys(doc).slice(0, 4);
      } catch {
        return 'JSON that does not parse and has no results keys';
      }
    }
    return keys?.length
      ? joined('JSON in no results format (top-level keys: ', keys.join(', '), ')')
      : 'JSON in no results format';
  }
  const first = firstLine(head);
  return joined('text in no results format (line ', String(first.line), ': "', first.text, '")');
}

/**
 * A text no sniffer claimed: read by the family whose marks it carries (its result says what was
 * read or what stopped it; a read that finds nothing is an error naming the marks), else skipped.
 */
export function readUnclaimed(file: SourceText): ImportResult | Skipped {
  const head = file.text.slice(0, 64 * 1024);
  const marks = /\S/.test(head) ? resultsMarks(head) : undefined;
  if (!marks) return skipped(whyNotResults(file.text));
  const res = marks.importer.parse(file);
  // Notes and scripts about benchmarks (a README quoting a fio line, a generator script) carry the
  // marks too; when nothing reads from them they are not a damaged result: skipped, saying why.
  if (!res.ok && DOC_OR_SCRIPT.test(file.path))
    return skipped(`${docOrScript(file.path)} mentioning ${marks.what}, with no results in it`);
  const note = {
    code: 'read-by-marks',
    message: `the head of the file is not laid out as ${marks.importer.label} expects, but it carries ${marks.what}: read as that`,
    file: file.path,
    params: { format: marks.importer.id, what: marks.what },
  };
  if (!res.ok) return { ...res, warnings: [note, ...(res.warnings ?? [])] };
  if (res.measurements.length === 0 && res.series.length === 0 && !res.diskMeta && res.warnings.length === 0)
    return {
      ok: false,
      format: res.format,
      error: {
        code: 'no-figures',
        message: `carries ${marks.what}, but no figures could be read from it`,
        file: file.path,
        params: { form: 'marks', what: marks.what },
      },
    };
  return { ...res, warnings: [note, ...res.warnings] };
}
