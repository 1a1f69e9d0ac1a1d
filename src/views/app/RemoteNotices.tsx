// One notice per source that could not be opened (CORS refusal, 404, a web page, a timeout …),
// each saying what to do; the data already on the page stays.
import { noticeText } from '../../remote/notices';
import { dismissRemoteNotices } from '../../state/source-actions';
import { useStore } from '../../state/store';
import { useAppStrings } from './strings';

export function RemoteNotices() {
  const t = useAppStrings();
  const notices = useStore((s) => s.remoteNotices);
  const lang = useStore((s) => s.lang);
  if (notices.length === 0) return null;
  return (
    <div className="notice notice-error" role="alert" data-testid="remote-notices">
      <p>{t('remote.title')}</p>
      <ul>
        {notices.map((n, i) => (
          <li key={i} data-remote-notice={n.kind}>
            {noticeText(n, lang)}
          </li>
        ))}
      </ul>
      <button type="button" className="link" onClick={dismissRemoteNotices}>
        {t('remote.dismiss')}
      </button>
    </div>
  );
}
