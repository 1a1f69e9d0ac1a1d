// One notice per source that could not be opened (CORS refusal, 404, a web page, a timeout …),
// each saying what to do; the data already on the page stays. Why a fetched file gave no results is
// told from the importer's issue in the page's language, its lower-layer words only as a detail.
import type { Lang } from '../../i18n';
import { byteText, noticeText, type RemoteNotice } from '../../remote/notices';
import { dismissRemoteNotices } from '../../state/source-actions';
import { useStore } from '../../state/store';
import { useIssueStrings } from './issue-strings';
import { issueDetail, issueText } from './issue-text';
import { useAppStrings } from './strings';
import { TechDetail } from './TechDetail';

export function RemoteNotices() {
  const t = useAppStrings();
  const ti = useIssueStrings();
  const notices = useStore((s) => s.remoteNotices);
  const lang = useStore((s) => s.lang);
  if (notices.length === 0) return null;
  /** `why` in the page's language (English keeps the importer's words). */
  const why = (n: RemoteNotice, l: Lang): string | undefined => {
    if (l === 'en') return n.why;
    const said = n.issue ? issueText(n.issue, l, ti) : undefined;
    if (n.kind === 'unreadable' && said) return `${n.format ?? ''}: ${said}`;
    if (n.kind === 'not-results' && n.bytes !== undefined)
      return `${byteText(n.bytes)}; ${said ?? t('remote.noKind')}`;
    return n.why;
  };
  return (
    <div className="notice notice-error" role="alert" data-testid="remote-notices">
      <p>{t('remote.title')}</p>
      <ul>
        {notices.map((n, i) => (
          <li key={i} data-remote-notice={n.kind}>
            {noticeText({ ...n, why: why(n, lang) }, lang)}
            {n.issue && <TechDetail detail={issueDetail(n.issue, lang)} />}
          </li>
        ))}
      </ul>
      <button type="button" className="link" onClick={dismissRemoteNotices}>
        {t('remote.dismiss')}
      </button>
    </div>
  );
}
