// "Open from URL": the address of results on the web, opened exactly as a `#src=` link would be.
import { useState, type FormEvent } from 'react';
import { checkSourceUrl } from '../../remote/source-url';
import { openSources } from '../../state/source-actions';
import { useStore } from '../../state/store';
import { useAppStrings } from './strings';

export function OpenFromUrl() {
  const t = useAppStrings();
  const busy = useStore((s) => s.importJob.status === 'running');
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSourceUrl(text.trim());
    setBad(!checked.ok);
    if (!checked.ok) return;
    setText('');
    void openSources([checked.url]);
  };
  return (
    <form className="open-url" onSubmit={submit} data-testid="open-url">
      <label>
        <span className="visually-hidden">{t('remote.field')}</span>
        <input
          type="url"
          value={text}
          placeholder={t('remote.placeholder')}
          aria-label={t('remote.field')}
          aria-invalid={bad || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setBad(false);
          }}
        />
      </label>
      <button type="submit" disabled={busy || !text.trim()}>
        {t('remote.field')}
      </button>
      {bad ? (
        <span className="error-text" role="alert">
          {t('remote.bad')}
        </span>
      ) : null}
    </form>
  );
}
