// The user's uploads, with remove-one and remove-all, and the privacy note; data opened from a URL is
// marked as only shown, with a "Keep" button that saves it like an upload.
import { clearUploads, dismissStorageNotices, removeUpload, setHidePublished } from '../../state/actions';
import { BrokenUploadsNotice } from './BrokenUploadsNotice';
import { keepUpload } from '../../state/source-actions';
import { useStore } from '../../state/store';
import { formatDateTime, uploadLabel } from './format';
import { useAppStrings } from './strings';
import { storageNoticeText } from './notice-strings';
import { TechDetail } from './TechDetail';

export function UploadsList() {
  const t = useAppStrings();
  const uploads = useStore((s) => s.uploads);
  const notices = useStore((s) => s.storageNotices);
  const failures = useStore((s) => s.saveFailures);
  const lang = useStore((s) => s.lang);
  const hidePublished = useStore((s) => s.hidePublished);
  return (
    <section className="uploads" aria-label={t('uploads.title')}>
      {uploads.length === 0 ? (
        <p className="muted">{t('uploads.none')}</p>
      ) : (
        <ul className="upload-list" data-testid="uploads">
          {uploads.map((u) => {
            const errors = u.dataset.reports.filter((r) => r.error).length;
            return (
              <li key={u.id} className="upload-chip" title={formatDateTime(u.addedAt)}>
                <span className="upload-name">{uploadLabel(u.name, (n) => t('uploads.files', { n }))}</span>{' '}
                <span className="muted">{t('uploads.disks', { count: u.dataset.disks.length })}</span>
                {u.kept === false && (
                  <>
                    {' '}
                    <span className="muted">· {t('uploads.shown')}</span>{' '}
                    <button
                      type="button"
                      className="link"
                      data-testid="keep-upload"
                      title={t('uploads.keepHint')}
                      onClick={() => void keepUpload(u.id)}
                    >
                      {t('uploads.keep')}
                    </button>
                  </>
                )}
                {errors > 0 && (
                  <span className="error-text"> · {t('uploads.errors', { count: errors })}</span>
                )}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('uploads.removeNamed', { name: u.name })}
                  title={t('uploads.remove')}
                  onClick={() => removeUpload(u.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
          <li>
            <label className="hide-published">
              <input
                type="checkbox"
                checked={hidePublished}
                data-testid="hide-published"
                onChange={(e) => setHidePublished(e.target.checked)}
              />{' '}
              {t('published.hide')}
            </label>
          </li>
          {uploads.length > 1 && (
            <li>
              <button type="button" className="link" onClick={clearUploads}>
                {t('uploads.clear')}
              </button>
            </li>
          )}
        </ul>
      )}
      <BrokenUploadsNotice />
      {notices.length + failures.length > 0 && (
        <div className="notice" role="status" data-testid="storage-notices">
          <ul>
            {failures.map((f, i) => (
              <li key={`f${i}`} data-testid="save-failure">
                {t(`save.${f.why}`, { name: f.name })}
                {f.why === 'other' && <TechDetail detail={f.detail} />}
              </li>
            ))}
            {notices.map((n, i) => (
              <li key={i}>
                {storageNoticeText(n, lang)}
                <TechDetail detail={n.params?.detail} />
              </li>
            ))}
          </ul>
          <button type="button" className="link" onClick={dismissStorageNotices}>
            {t('uploads.dismiss')}
          </button>
        </div>
      )}
    </section>
  );
}
