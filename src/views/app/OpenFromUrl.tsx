// "Open from URL": the address of results on the web, opened exactly as a `#src=` link would be. An
// address it cannot use is answered in words — what is wrong with it — instead of the browser's own
// silent refusal (the form does its own checking: `noValidate`).
import { useState, type FormEvent } from 'react';
import {
  checkSourceUrl,
  MAX_SOURCE_URL_CHARS,
  shortForNotice,
  type SourceCheck,
} from '../../remote/source-url';
import { openSources } from '../../state/source-actions';
import { useStore } from '../../state/store';
import { useAppStrings } from './strings';

type Problem = Extract<SourceCheck, { ok: false }> | { problem: 'empty' };

export function OpenFromUrl() {
  const t = useAppStrings();
  const busy = useStore((s) => s.importJob.status === 'running');
  const [text, setText] = useState('');
  const [bad, setBad] = useState<{ problem: Problem; text: string } | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    const checked: SourceCheck | Problem = value ? checkSourceUrl(value) : { problem: 'empty' };
    if (!('ok' in checked) || !checked.ok) {
      setBad({ problem: checked, text: value });
      return;
    }
    setBad(undefined);
    setText('');
    void openSources([checked.url]);
  };
  const message = (b: { problem: Problem; text: string }): string => {
    const p = b.problem;
    switch (p.problem) {
      case 'empty':
        return t('remote.bad.empty');
      case 'not-url':
        return t('remote.bad.notUrl', { text: shortForNotice(b.text, 60) });
      case 'scheme':
        return t('remote.bad.scheme', { scheme: `${p.scheme ?? ''}//` });
      case 'credentials':
        return t('remote.bad.credentials');
      case 'too-long':
        return t('remote.bad.tooLong', { length: b.text.length, max: MAX_SOURCE_URL_CHARS });
    }
  };
  return (
    <form className="open-url" onSubmit={submit} noValidate data-testid="open-url">
      <label>
        <span className="visually-hidden">{t('remote.field')}</span>
        <input
          type="url"
          value={text}
          placeholder={t('remote.placeholder')}
          aria-label={t('remote.field')}
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? 'open-url-problem' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setBad(undefined);
          }}
        />
      </label>
      <button type="submit" disabled={busy}>
        {t('remote.field')}
      </button>
      {bad ? (
        <span className="error-text" role="alert" id="open-url-problem" data-testid="open-url-problem">
          {message(bad)}
        </span>
      ) : null}
    </form>
  );
}
