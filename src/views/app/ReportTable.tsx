// One upload's import report: a line per input file — recognised as what, how many measurements
// and series, its warnings and error. All text from files is rendered as React text nodes.
import { useMemo, useRef, useState } from 'react';
import type { FileReport, ImportIssue } from '../../model/types';
import { archiveYields, type ArchiveYield } from '../../model/report-summary';
import { formatBytes } from './format';
import { useIssueStrings } from './issue-strings';
import { IssueSentence } from './IssueSentence';
import { skipText } from './skip-text';
import { TechDetail } from './TechDetail';
import { useStore } from '../../state/store';
import { useAppStrings } from './strings';
import { Pager, usePage } from '../common/Pager';

/** Warnings listed per file; the rest are counted. */
const WARNINGS_SHOWN = 5;

function IssueLine({ issue, kind }: { issue: ImportIssue; kind: 'error' | 'warning' }) {
  const t = useAppStrings();
  const where = [
    issue.line !== undefined ? t('report.line', { line: issue.line }) : '',
    issue.job !== undefined ? t('report.job', { job: issue.job }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={`issue issue-${kind}`}>
      <strong>{kind === 'error' ? t('report.error') : t('report.warning')}</strong>
      {where && <span className="muted"> ({where})</span>}: <code>{issue.code}</code>{' '}
      <IssueSentence issue={issue} />
    </li>
  );
}

/** Why a file was skipped, in the page's language. */
function SkipReason({ reason }: { reason: string }) {
  const t = useIssueStrings();
  const lang = useStore((s) => s.lang);
  const { text, detail } = skipText(reason, lang, t);
  return (
    <>
      {text}
      <TechDetail detail={detail} />
    </>
  );
}

/** What an archive yielded, with its files on demand. */
function YieldLine({ y }: { y: ArchiveYield }) {
  const t = useIssueStrings();
  const [open, setOpen] = useState(false);
  return (
    <div className="archive-yield" data-testid="archive-yield">
      {t('archive.yield', {
        files: y.files,
        read: y.read,
        skipped: y.skipped,
        failed: y.failed,
        measurements: y.measurements,
        series: y.series,
      })}{' '}
      {y.files > 0 && (
        <button type="button" className="link" onClick={() => setOpen(!open)}>
          {open ? t('archive.hide') : t('archive.show')}
        </button>
      )}
      {open && (
        <ul className="group-files">
          {y.paths.map((p) => (
            <li key={p} className="file-path">
              {p}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportRow({ report, yielded }: { report: FileReport; yielded?: ArchiveYield | undefined }) {
  const t = useAppStrings();
  const hidden = report.warnings.length - WARNINGS_SHOWN;
  return (
    <tr className={report.error ? 'row-error' : report.warnings.length ? 'row-warning' : undefined}>
      <td className="file-path">{report.file}</td>
      <td>
        {report.format}
        {yielded && <YieldLine y={yielded} />}
      </td>
      <td className="num">{report.measurements}</td>
      <td className="num">{report.series}</td>
      <td className="num">{formatBytes(report.bytes)}</td>
      <td>
        {(report.error || report.skipped || report.warnings.length > 0) && (
          <ul className="issues">
            {report.skipped && (
              <li className="issue issue-skipped">
                <strong>{t('report.skippedWhy')}</strong>: <SkipReason reason={report.skipped} />
              </li>
            )}
            {report.error && <IssueLine issue={report.error} kind="error" />}
            {report.warnings.slice(0, WARNINGS_SHOWN).map((w, i) => (
              <IssueLine key={i} issue={w} kind="warning" />
            ))}
            {hidden > 0 && <li className="muted">{t('report.moreWarnings', { count: hidden })}</li>}
          </ul>
        )}
      </td>
    </tr>
  );
}

export function ReportTable({ reports }: { reports: FileReport[] }) {
  const t = useAppStrings();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const filtered = onlyProblems ? reports.filter((r) => r.error || r.warnings.length > 0) : reports;
  // A page of rows at a time (common/page-range.ts): a 10,000-file archive must not freeze the page.
  const paged = usePage(filtered.length, String(onlyProblems));
  const rows = filtered.slice(paged.start, paged.end);
  const tableRef = useRef<HTMLTableElement>(null);
  const yields = useMemo(() => archiveYields(reports), [reports]);
  return (
    <>
      <label className="inline-check">
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(e) => setOnlyProblems(e.currentTarget.checked)}
        />{' '}
        {t('report.onlyProblems')}
      </label>
      <table className="report-table" ref={tableRef}>
        <thead>
          <tr>
            <th>{t('report.file')}</th>
            <th>{t('report.format')}</th>
            <th className="num">{t('report.measurements')}</th>
            <th className="num">{t('report.series')}</th>
            <th className="num">{t('report.size')}</th>
            <th>{t('report.issues')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <ReportRow key={`${r.file}#${paged.start + i}`} report={r} yielded={yields.get(r.file)} />
          ))}
        </tbody>
      </table>
      <Pager
        paged={paged}
        label={t('report.pageRows', { from: paged.start + 1, to: paged.end, n: filtered.length })}
        tableRef={tableRef}
        testId="report-pager"
      />
    </>
  );
}
