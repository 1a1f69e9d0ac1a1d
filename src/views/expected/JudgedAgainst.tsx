// What a disk's verdicts were judged against, said next to them: the era of the formula and the run
// date that chose it (or that the date is unknown, with the eras one click away), and the instance
// limit with whether it or the disk curve binds. All text, never HTML.
import { formatBw, formatIops } from '../../charts/units';
import { curveEra, curveSpan, spanText } from '../../charts/curve-name';
import {
  builtinCatalogue,
  verdictWord,
  type DiskExpectation,
  type EraChoice,
  type Judgement,
} from '../../expected';
import { type Lang } from '../../i18n';
import { setRunDate } from '../../state/expected';
import type { Units } from '../../state/store';
import { expectedStrings, type ExpectedKey } from './strings';
import { useStrings } from '../common/use-strings';

function blockSizeLabel(bytes: number): string {
  return bytes >= 1048576 ? `${bytes / 1048576}m` : bytes >= 1024 ? `${bytes / 1024}k` : `${bytes}b`;
}

const SOURCE_KEYS: Record<string, ExpectedKey> = {
  'disk.json': 'srcDiskJson',
  'pts-options': 'srcPtsOptions',
  results: 'srcResults',
};

interface Props {
  e: DiskExpectation;
  units: Units;
  lang: Lang;
  /** The run date set on the page ('' when none). */
  runDate: string;
}

export function JudgedAgainst({ e, units, lang, runDate }: Props) {
  const t = useStrings(expectedStrings);
  if (!e.match.ok) return null;
  const m = e.match;
  const era = m.eras.find((x) => x.curveId === m.curve.id);
  // An era in the page's words: the judged curve's own, another era's from the built-in catalogue.
  const curveOf = (x: EraChoice) =>
    x.curveId === m.curve.id ? m.curve : builtinCatalogue().curves.find((b) => b.id === x.curveId);
  const eraName = (x: EraChoice) => {
    const c = curveOf(x);
    // A curve the page has no entry for (a user's own): its id's era suffix, else its dates.
    return (c && curveEra(c, lang)) || (x.curveId.includes('@') ? x.name : spanText(x, lang));
  };
  // The button's tooltip: the era's dates with "now" / "approximate" in the page language.
  const eraSpan = (x: EraChoice) => {
    const c = curveOf(x);
    return c ? curveSpan(c, lang) : spanText(x, lang);
  };
  const f = e.figures;
  const sourceKey = m.dateFrom ? SOURCE_KEYS[m.dateFrom] : undefined;
  const source = sourceKey ? t(sourceKey) : (m.dateFrom ?? '');
  const binds = [f?.binds.iops, f?.binds.bw].includes('instance') ? 'bindsInstance' : 'bindsDisk';
  // The mixed workload whose two readings disagree, with the highest ratio (the one a reader asks about).
  const mixed = e.judgements
    .filter((j) => j.other && j.other.verdict !== j.verdict)
    .reduce<Judgement | undefined>((a, j) => (!a || j.ratio > a.ratio ? j : a), undefined);
  return (
    <div className="judged-against" data-judged-against={e.disk.id}>
      <div data-era={era?.name ?? m.curve.id}>
        {t('eraLabel', { era: era ? eraName(era) : m.curve.id })}
        {m.date && m.dateSource === 'metadata'
          ? ` · ${t('dateKnown', { date: m.date.slice(0, 7), source })}`
          : null}
        {m.dateSource === 'user' ? ` · ${t('dateSetHere', { date: runDate })}` : null}
      </div>
      {m.dateSource === 'none' ? (
        <div className="notice date-unknown" data-testid="date-unknown">
          {t('dateUnknown')}
          {m.eras.length > 1 ? (
            <span className="era-choices">
              {' '}
              {t('judgeAs')}{' '}
              {m.eras.map((x) => (
                <button
                  key={x.curveId}
                  type="button"
                  title={eraSpan(x)}
                  data-era-month={x.month}
                  onClick={() => setRunDate(x.month)}
                >
                  {eraName(x)}
                </button>
              ))}
            </span>
          ) : null}
        </div>
      ) : null}
      {m.dateSource === 'user' ? (
        <span className="era-choices">
          {m.eras.length > 1 ? `${t('judgeAs')} ` : null}
          {m.eras.length > 1
            ? m.eras.map((x) => (
                <button
                  key={x.curveId}
                  type="button"
                  title={eraSpan(x)}
                  aria-pressed={x.curveId === m.curve.id}
                  data-era-month={x.month}
                  onClick={() => setRunDate(x.month)}
                >
                  {eraName(x)}
                </button>
              ))
            : null}{' '}
          <button type="button" data-testid="clear-run-date" onClick={() => setRunDate('')}>
            {t('clearDate')}
          </button>
        </span>
      ) : null}
      {e.headlineScope === 'single-direction' ? <div className="muted">{t('singleDirection')}</div> : null}
      {mixed?.other ? (
        <div className="other-reading" data-testid="mixed-readings">
          {t('mixedReadings', {
            mix: `${mixed.readPct}/${100 - mixed.readPct}`,
            bs: blockSizeLabel(mixed.blockSize),
            first: t(mixed.semantics === 'per-direction' ? 'perDirection' : 'combined'),
            r1: mixed.ratio.toFixed(2),
            v1: verdictWord(mixed.verdict, lang),
            second: t(mixed.other.semantics === 'per-direction' ? 'perDirection' : 'combined'),
            r2: mixed.other.ratio.toFixed(2),
            v2: verdictWord(mixed.other.verdict, lang),
          })}
        </div>
      ) : null}
      {f?.limit ? (
        <div data-limit={f.limit.name} data-binds={binds === 'bindsInstance' ? 'instance' : 'disk'}>
          {t('limitLine', {
            name: f.limit.name,
            iops: f.limit.iops !== undefined ? formatIops(f.limit.iops, lang) : '—',
            bw: f.limit.bw !== undefined ? formatBw(f.limit.bw, units.bw, lang) : '—',
          })}{' '}
          — <strong>{t(binds)}</strong>
        </div>
      ) : (
        <div className="muted" data-binds="disk">
          {t('noLimit')}
        </div>
      )}
    </div>
  );
}
