// The banner for a link that could not be opened exactly as written: what was left out, in words.
import { useStore } from '../../state/store';
import { shareStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { urlNoticeDetail, urlNoticeText } from './url-notice-strings';
import { TechDetail } from '../app/TechDetail';

/** Says which disks came with the link (a chart of someone's uploaded data), so none is a surprise. */
export function SharedDataNote() {
  const t = useStrings(shareStrings);
  const shared = useStore((s) => s.sharedData);
  if (!shared?.disks.length) return null;
  const disks = shared.disks.map((d) => d.label).join(', ');
  return (
    <p className="notice url-notice" role="status" data-testid="shared-data-note">
      {t('sharedData', { disks })}
    </p>
  );
}

export function UrlNotice() {
  const t = useStrings(shareStrings);
  const notices = useStore((s) => s.urlNotices);
  const lang = useStore((s) => s.lang);
  if (notices.length === 0) return null;
  return (
    <div className="notice url-notice" role="alert" data-testid="url-notice">
      <p>{t('noticeTitle')}</p>
      <ul>
        {notices.map((n, i) => (
          <li key={i}>
            {urlNoticeText(n, lang)}
            <TechDetail detail={urlNoticeDetail(n)} />
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => useStore.setState({ urlNotices: [] })}>
        {t('dismiss')}
      </button>
    </div>
  );
}
