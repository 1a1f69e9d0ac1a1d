// "Copy link" and "Embed code" for one chart (rendered into every ChartPanel's actions slot by
// ShareRoot). The link is built when the button is pressed, from the state the reader sees then.
import { useCallback, useState } from 'react';
import { type Lang } from '../../i18n';
import { useStore } from '../../state/store';
import { linkTo } from '../../state/url-sync';
import { copyText } from './download';
import { chartLink, iframeSnippet, type ChartLink } from './share-link';
import { ShareTooLarge } from './ShareTooLarge';
import { shareStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { useEscape } from '../common/use-escape';

interface Opened {
  kind: 'link' | 'embed';
  link: ChartLink;
  copied?: boolean;
}

function kib(chars: number): string {
  return chars < 1024 ? `${chars} B` : `${(chars / 1024).toFixed(1)} KiB`;
}

function SharePopover(props: { opened: Opened; title: string; id: string; lang: Lang; onClose(): void }) {
  const { opened, title, id, lang, onClose } = props;
  const t = useStrings(shareStrings);
  const [copied, setCopied] = useState<boolean | undefined>(opened.copied);
  const { link } = opened;
  const label = opened.kind === 'link' ? t('linkLabel') : t('embedLabel');
  useEscape(true, onClose);
  return (
    <div className="share-popover" role="dialog" aria-label={label} data-testid={`share-${opened.kind}`}>
      {link.ok ? (
        <>
          {opened.kind === 'link' ? (
            <input
              className="share-text"
              readOnly
              value={link.url}
              aria-label={label}
              onFocus={(e) => e.target.select()}
            />
          ) : (
            <>
              <p className="share-help">{t('embedHelp')}</p>
              <textarea
                className="share-text"
                readOnly
                rows={4}
                value={iframeSnippet(link.url, title)}
                aria-label={label}
                onFocus={(e) => e.target.select()}
              />
            </>
          )}
          {link.carriesData ? (
            <p className="share-help">{t('linkCarriesData', { size: kib(link.url.length) })}</p>
          ) : null}
          <div className="share-buttons">
            <button
              type="button"
              onClick={() =>
                void copyText(opened.kind === 'link' ? link.url : iframeSnippet(link.url, title)).then(
                  setCopied,
                )
              }
            >
              {opened.kind === 'link' ? t('copyLink') : t('copyCode')}
            </button>
            <button type="button" onClick={onClose}>
              {t('close')}
            </button>
            <span className="share-status" role="status">
              {copied === true ? t('copied') : copied === false ? t('copyFailed') : ''}
            </span>
          </div>
        </>
      ) : (
        <>
          <ShareTooLarge slice={link.slice} chars={link.chars} limit={link.limit} name={id} lang={lang} />
          <button type="button" onClick={onClose}>
            {t('close')}
          </button>
        </>
      )}
    </div>
  );
}

export function ChartShareActions({ id, title }: { id: string; title: string }) {
  const lang = useStore((s) => s.lang);
  const embed = useStore((s) => s.embed);
  const [opened, setOpened] = useState<Opened | undefined>();
  const t = useStrings(shareStrings);
  const close = useCallback(() => setOpened(undefined), []);
  if (embed !== undefined) {
    // Inside an iframe: one way out, to the full page at this chart.
    return (
      <a
        className="button share-open-full"
        href={linkTo({ embed: undefined, chart: id })}
        target="_blank"
        rel="noopener"
      >
        {t('openFull')}
      </a>
    );
  }
  const open = async (kind: Opened['kind']) => {
    const link = chartLink(id, kind === 'link' ? 'page' : 'embed');
    // Copy at once on "Copy link" (one click does it); the popover shows the link either way.
    const copied = kind === 'link' && link.ok ? await copyText(link.url) : undefined;
    setOpened({ kind, link, copied });
  };
  return (
    <>
      <button type="button" className="share-copy-link" onClick={() => void open('link')}>
        {t('copyLink')}
      </button>
      <button type="button" className="share-embed-code" onClick={() => void open('embed')}>
        {t('embedCode')}
      </button>
      {opened ? (
        <SharePopover
          key={`${opened.kind}-${opened.link.ok ? opened.link.url : ''}`}
          opened={opened}
          title={title}
          id={id}
          lang={lang}
          onClose={close}
        />
      ) : null}
    </>
  );
}
