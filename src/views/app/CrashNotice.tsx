// What replaces a view (or the whole page) that failed to render: a plain message, the ways out
// that fit the cause — drop the link's data, open the page without the link, remove the saved
// uploads — and the error itself folded away, since engine messages mean nothing to most readers.
import { clearUploads } from '../../state/actions';
import { useStore } from '../../state/store';
import { clearLink, dropLinkData } from '../../state/url-sync';
import { useAppStrings } from './strings';

interface Props {
  error: Error;
  retry: () => void;
  /** The whole page failed (not one view): also offer to open without the link. */
  page?: boolean;
}

export function CrashNotice({ error, retry, page = false }: Props) {
  const t = useAppStrings();
  const hasLinkData = useStore((s) => s.sharedData !== undefined);
  const hasUploads = useStore((s) => s.uploads.length > 0);
  const then = (action: () => void) => () => {
    action();
    retry();
  };
  return (
    <div className="notice notice-error" role="alert" data-crash={page ? 'page' : 'view'}>
      <p>{t(page ? 'crash.app' : 'view.crashed')}</p>
      <p className="crash-actions">
        <button type="button" onClick={retry}>
          {t('view.retry')}
        </button>{' '}
        {hasLinkData ? (
          <button type="button" onClick={then(dropLinkData)}>
            {t('crash.dropLinkData')}
          </button>
        ) : null}{' '}
        {page ? (
          <button type="button" onClick={then(clearLink)}>
            {t('crash.clearLink')}
          </button>
        ) : null}{' '}
        {hasUploads ? (
          <button type="button" onClick={then(clearUploads)}>
            {t('crash.clearUploads')}
          </button>
        ) : null}
      </p>
      <details>
        <summary>{t('crash.details')}</summary>
        <pre>{error.message}</pre>
      </details>
    </div>
  );
}
