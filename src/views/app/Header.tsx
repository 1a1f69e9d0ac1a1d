// Title, view navigation, unit switches and the language switch.
import { LANG_INFO, LANGS, type Lang } from '../../i18n';
import { setBwUnit, setLang, setLatUnit, setView } from '../../state/actions';
import { useStore, VIEW_IDS, type BwUnit, type LatUnit } from '../../state/store';
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
  return (
    <header className="app-header">
      <div className="brand">
        <h1>{t('title')}</h1>
        <span className="tagline">{t('tagline')}</span>
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
      <div className="header-controls">
        <Segmented label={t('units.bw')} value={units.bw} choices={BW_CHOICES} onChange={setBwUnit} />
        <Segmented label={t('units.lat')} value={units.lat} choices={latChoices} onChange={setLatUnit} />
        <Segmented label={t('lang.label')} value={lang} choices={LANG_CHOICES} onChange={setLang} />
      </div>
    </header>
  );
}
