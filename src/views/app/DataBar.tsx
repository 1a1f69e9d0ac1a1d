// The strip under the header: add files or a folder or open a URL, open the report, follow the
// import, see, keep and remove uploads — and the promise that nothing leaves this browser.
import { openReport } from '../../state/actions';
import { useStore } from '../../state/store';
import { ImportStatus } from './ImportStatus';
import { OpenFromUrl } from './OpenFromUrl';
import { RemoteNotices } from './RemoteNotices';
import { UploadButtons } from './UploadButtons';
import { UploadsList } from './UploadsList';
import { useAppStrings } from './strings';

export function DataBar() {
  const t = useAppStrings();
  const publishedStatus = useStore((s) => s.publishedStatus);
  const publishedError = useStore((s) => s.publishedError);
  return (
    // data-published: whether the site's own dataset is loaded yet (browser tests wait for it).
    <section className="data-bar" data-published={publishedStatus}>
      <div className="data-bar-row">
        <UploadButtons />
        <OpenFromUrl />
        <button type="button" onClick={openReport} data-testid="open-report">
          {t('report.open')}
        </button>
        <span className="muted drop-hint">{t('upload.drop')}</span>
      </div>
      <ImportStatus />
      <RemoteNotices />
      <UploadsList />
      {publishedStatus === 'loading' && <p className="muted">{t('published.loading')}</p>}
      {publishedStatus === 'error' && (
        <p className="notice notice-error" role="alert">
          {t('published.failed', { error: publishedError ?? '' })}
        </p>
      )}
      <p className="privacy-note" data-testid="privacy-note">
        {t('upload.privacy')}
      </p>
    </section>
  );
}
