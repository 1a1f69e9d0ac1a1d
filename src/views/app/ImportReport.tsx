// The import report panel, openable at any time: every upload (newest first) and the published
// dataset, each with its per-file lines.
import { closeReport } from '../../state/actions';
import { useStore } from '../../state/store';
import type { Dataset } from '../../model/types';
import { ReportTable } from './ReportTable';
import { WarningGroups } from './WarningGroups';
import { formatDateTime, uploadLabel } from './format';
import { useAppStrings } from './strings';
import { useEscape } from '../common/use-escape';

function Summary({ dataset }: { dataset: Dataset }) {
  const t = useAppStrings();
  const errors = dataset.reports.filter((r) => r.error).length;
  const warnings = dataset.reports.reduce((n, r) => n + r.warnings.length, 0);
  return (
    <p className="muted">
      {t('report.summary', {
        files: dataset.reports.length,
        disks: dataset.disks.length,
        measurements: dataset.measurements.length,
        errors,
        warnings,
      })}
    </p>
  );
}

export function ImportReport() {
  const t = useAppStrings();
  const open = useStore((s) => s.reportOpen);
  const uploads = useStore((s) => s.uploads);
  const published = useStore((s) => s.published);
  useEscape(open, closeReport);
  if (!open) return null;
  const newestFirst = [...uploads].reverse();
  return (
    <aside className="report-panel" aria-label={t('report.title')} data-testid="import-report">
      <header className="report-header">
        <h2>{t('report.title')}</h2>
        <button type="button" onClick={closeReport}>
          {t('report.close')}
        </button>
      </header>
      {newestFirst.length === 0 && <p>{t('report.empty')}</p>}
      {newestFirst.map((u, i) => (
        <details
          key={u.id}
          open={i === 0}
          className="report-upload"
          data-testid="import-report-upload"
          data-upload-id={u.id}
        >
          <summary>
            <strong>{uploadLabel(u.name, (n) => t('uploads.files', { n }))}</strong>{' '}
            <span className="muted">{formatDateTime(u.addedAt)}</span>
          </summary>
          <Summary dataset={u.dataset} />
          <WarningGroups reports={u.dataset.reports} />
          <ReportTable reports={u.dataset.reports} />
        </details>
      ))}
      {published && (
        <details className="report-upload">
          <summary>
            <strong>{t('report.published')}</strong>
          </summary>
          <Summary dataset={published} />
          <WarningGroups reports={published.reports} />
          <ReportTable reports={published.reports} />
        </details>
      )}
    </aside>
  );
}
