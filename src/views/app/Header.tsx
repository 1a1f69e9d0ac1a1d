// Title, view navigation, unit switches and the language switch.
import { LANG_INFO, LANGS, type Lang } from '../../i18n';
import { setBwUnit, setLang, setLatUnit, setView } from '../../state/actions';
import { useStore, VIEW_IDS, type BwUnit, type LatUnit } from '../../state/store';
import { useState } from 'react';
import { useEscape } from '../common/use-escape';
import { useAppStrings } from './strings';

interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A small group of toggle buttons; exactly one is pressed. */
function Segmented<T extends string>(props: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange(v: T): void;
}) {
  return (
    <div className="segmented" role="group" aria-label={props.label} title={props.label}>
      {props.choices.map((c) => (
        <button
          key={c.value}
          type="button"
          aria-pressed={props.value === c.value}
          onClick={() => props.onChange(c.value)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

const BW_CHOICES: Choice<BwUnit>[] = [
  { value: 'MB/s', label: 'MB/s' },
  { value: 'MiB/s', label: 'MiB/s' },
];
const LANG_CHOICES: Choice<Lang>[] = LANGS.map((value) => ({ value, label: LANG_INFO[value].name }));

export function Header() {
  const t = useAppStrings();
  const view = useStore((s) => s.view);
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  const latChoices: Choice<LatUnit>[] = [
    { value: 'us', label: t('units.lat.us') },
    { value: 'ms', label: t('units.lat.ms') },
  ];
  // On a phone the unit and language switches fold behind one button, so the header is two short
  // rows instead of five (the header and upload bar once took 515 of 844 px).
  const [controlsOpen, setControlsOpen] = useState(false);
  useEscape(controlsOpen, () => setControlsOpen(false));
  return (
    <header className="app-header">
      <div className="brand">
        <h1>{t('title')}</h1>
        <span className="tagline">{t('tagline')}</span>
        <button
          type="button"
          className="header-toggle"
          aria-expanded={controlsOpen}
          aria-controls="header-controls"
          onClick={() => setControlsOpen((o) => !o)}
        >
          {t('header.menu')} · {LANG_INFO[lang].name}
        </button>
      </div>
      <nav className="view-nav" aria-label={t('nav.label')}>
        {VIEW_IDS.map((id) => (
          <button
            key={id}
            type="button"
            aria-current={view === id ? 'page' : undefined}
            onClick={() => setView(id)}
          >
            {t(`view.${id}`)}
          </button>
        ))}
      </nav>
      <div className={controlsOpen ? 'header-controls open' : 'header-controls'} id="header-controls">
        <Segmented label={t('units.bw')} value={units.bw} choices={BW_CHOICES} onChange={setBwUnit} />
        <Segmented label={t('units.lat')} value={units.lat} choices={latChoices} onChange={setLatUnit} />
        <Segmented label={t('lang.label')} value={lang} choices={LANG_CHOICES} onChange={setLang} />
      </div>
    </header>
  );
}
