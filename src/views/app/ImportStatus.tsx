// Progress of the running import (bytes and files) with a cancel button, then a one-line summary
// (files, disks, files with problems) with the report one click away.
import { cancelImport } from '../../state/import-actions';
import { openReport } from '../../state/actions';
import { useStore } from '../../state/store';
import { formatBytes, uploadLabel } from './format';
import { useAppStrings } from './strings';
import { importErrorText } from './notice-strings';
import { useIssueStrings } from './issue-strings';
import { TechDetail } from './TechDetail';

export function ImportStatus() {
  const t = useAppStrings();
  const ti = useIssueStrings();
  const job = useStore((s) => s.importJob);
  const lang = useStore((s) => s.lang);
  const { progress } = job;
  const name = uploadLabel(job.name, (n) => t('uploads.files', { n }));
  const finished = useStore((s) => s.uploads.find((u) => u.id === s.importJob.uploadId));
  if (job.status === 'idle') return null;
  if (job.status === 'running') {
    return (
      <div className="import-status" role="status" data-import-status="running">
        <span>{t('progress.label', { name })}</span>
        <progress
          value={progress.bytesDone}
          max={Math.max(progress.bytesTotal, 1)}
          aria-label={t('progress.label', { name })}
        />
        <span className="muted">
          {t('progress.files', { done: progress.filesDone, total: progress.filesTotal })} ·{' '}
          {t('progress.bytes', {
            done: formatBytes(progress.bytesDone),
            total: formatBytes(progress.bytesTotal),
          })}
        </span>
        <button type="button" onClick={cancelImport}>
          {t('progress.cancel')}
        </button>
      </div>
    );
  }
  const reports = finished?.dataset.reports ?? [];
  const message =
    job.status === 'done'
      ? t('progress.summary', {
          name,
          files: reports.length,
          disks: finished?.dataset.disks.length ?? 0,
          measurements: finished?.dataset.measurements.length ?? 0,
          problems: reports.filter((r) => r.error || r.warnings.length > 0).length,
        })
      : job.status === 'cancelled'
        ? t('progress.cancelled', { name })
        : t('progress.failed', {
            name,
            // A failure the page does not word itself: the engine's words only as a technical detail.
            error: job.errorCode ? importErrorText(job.errorCode, lang, job.errorParams) : ti('reason.other'),
          });
  return (
    <div
      className={`import-status ${job.status === 'failed' ? 'error' : ''}`}
      role="status"
      data-import-status={job.status}
    >
      <span>
        {message}
        {job.status === 'failed' && !job.errorCode && <TechDetail detail={job.error} />}
      </span>
      {job.status === 'done' && (
        <button type="button" className="link" onClick={openReport}>
          {t('report.open')}
        </button>
      )}
    </div>
  );
}
