// The landing page's short list of public studies, each one click away (a `#src=` link).
import { useStore } from '../../state/store';
import { EXAMPLES, exampleHref } from './examples';
import { useAppStrings } from './strings';

export function Examples() {
  const t = useAppStrings();
  const lang = useStore((s) => s.lang);
  return (
    <section className="examples" aria-labelledby="examples-title" data-testid="examples">
      <h3 id="examples-title">{t('examples.title')}</h3>
      <p className="muted">{t('examples.intro')}</p>
      <ul>
        {EXAMPLES.map((e) => (
          <li key={e.id} data-example={e.id}>
            <a href={exampleHref(e)}>{e.title[lang]}</a>
            <p className="example-what">{e.what[lang]}</p>
            <p className="muted example-facts">
              {t('examples.date', { date: e.date })} · {t('examples.licence', { licence: e.licence })} ·{' '}
              <a href={e.home} target="_blank" rel="noopener noreferrer">
                {t('examples.source')}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
