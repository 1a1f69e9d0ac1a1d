// What the latency-unit evidence tests share: files as the importer takes them, the value column read
// with a regex on the raw lines (independent of the importer), and the report's unit decision.
import type { InputFile } from '../../../../src/ingest/types';
import type { Dataset } from '../../../../src/model/types';
import { issueStrings } from '../../../../src/views/app/issue-strings';
import { issueText } from '../../../../src/views/app/issue-text';
import { translate } from '../../../../src/i18n';

const enc = new TextEncoder();
export const input = (path: string, text: string): InputFile => ({ path, bytes: enc.encode(text) });

/** The value column of a log's rows of one ddir, read with a regex on the raw lines. */
export function values(text: string, ddir: number): number[] {
  return [...text.matchAll(/^\d+, (\d+), (\d), \d+/gm)]
    .filter((m) => Number(m[2]) === ddir)
    .map((m) => Number(m[1]));
}

/** The report's latency-unit decision for `file` (`fio-log-units-…`). */
export function unitNote(ds: Dataset, file: string) {
  const notes = ds.reports.find((r) => r.file === file)!.warnings;
  return notes.find((w) => w.code.startsWith('fio-log-units-'))!;
}

/** A warning as a Chinese or Russian reader sees it. */
export const told = (issue: Parameters<typeof issueText>[0], lang: 'zh' | 'ru') =>
  issueText(issue, lang, (k, p) => translate(issueStrings, lang, k, p));
