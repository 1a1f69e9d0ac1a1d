// Saved uploads that no longer load (a damaged IndexedDB record): each named in a notice that says
// what to do — drop the files again — and never blames the link. The record is kept aside, unused,
// so it can be downloaded for a bug report, and removed only when the reader asks.
import { downloadBrokenUpload, removeBrokenUpload } from '../../state/actions';
import { useStore } from '../../state/store';
import { downloadText } from '../share/download';
import { useAppStrings } from './strings';

export function BrokenUploadsNotice() {
  const t = useAppStrings();
  const broken = useStore((s) => s.brokenUploads);
  if (broken.length === 0) return null;
  return (
    <div className="notice notice-error" role="alert" data-testid="broken-uploads">
      <ul>
        {broken.map((b, i) => (
          <li key={i} className="upload-broken">
            <span>
              {t('uploads.damaged', { name: b.name, reason: t(`uploads.damaged.${b.kind ?? 'data'}`) })}{' '}
              {t('uploads.damagedKept')}
            </span>{' '}
            <button
              type="button"
              className="link"
              data-testid="broken-download"
              onClick={() =>
                void downloadBrokenUpload(b).then((json) =>
                  downloadText(
                    `diskscope-damaged-${b.name.replace(/[^\w.-]+/g, '_')}.json`,
                    json,
                    'application/json',
                  ),
                )
              }
            >
              {t('uploads.damagedDownload')}
            </button>{' '}
            <button
              type="button"
              className="link"
              aria-label={t('uploads.removeNamed', { name: b.name })}
              onClick={() => removeBrokenUpload(b)}
            >
              {t('uploads.damagedRemove')}
            </button>
            <details>
              <summary>{t('crash.details')}</summary>
              <code>{b.reason}</code>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
