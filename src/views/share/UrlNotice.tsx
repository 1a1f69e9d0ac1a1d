// The banner for a link that could not be opened exactly as written: what was left out, in words.
import { translate } from '../../i18n';
import { useStore } from '../../state/store';
import { shareStrings } from './strings';

export function UrlNotice() {
  const notices = useStore((s) => s.urlNotices);
  const lang = useStore((s) => s.lang);
  if (notices.length === 0) return null;
  return (
    <div className="notice url-notice" role="alert" data-testid="url-notice">
      <p>{translate(shareStrings, lang, 'noticeTitle')}</p>
      <ul>
        {notices.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ul>
      <button type="button" onClick={() => useStore.setState({ urlNotices: [] })}>
        {translate(shareStrings, lang, 'dismiss')}
      </button>
    </div>
  );
}
