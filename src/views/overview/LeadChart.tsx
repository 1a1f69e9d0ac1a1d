// The landing page's two charts: measured ÷ advertised per disk (its 4 KiB random run at the
// highest load, in verdict colours) and the seed's picture, the vendor curves against size with one
// study's disks on them. They show the selected disks (after an upload: the new ones), else every
// disk; a click on a bar opens that disk. Disks that cannot be judged are named in one line each
// (not comparable, no 4 KiB random run, no vendor curve), never drawn as low bars.
import { useMemo } from 'react';
import type { Options } from 'highcharts';
import {
  buildLeadChart,
  buildLeadRatioChart,
  RATIO_CLIP,
  VERDICT_COLOURS,
  type LeadEntry,
} from '../../charts/overview-lead';
import { verdictParts, type DiskExpectation, type Judgement } from '../../expected';
import type { Lang } from '../../i18n';
import { NATURAL_ORDER } from '../../lib/natural-order';
import type { Dataset } from '../../model/types';
import { setView } from '../../state/actions';
import { setViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { useRunDate } from '../../state/expected';
import { useCatalogue } from '../expected/use-catalogue';
import { overviewStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { chooseStudy, landingDisks, landingGroups, type LandingDisk } from './landing';
import { StudyChart } from './StudyChart';

/** More bars than this no longer fit the first screen. */
const MAX_DISKS = 16;
/** Disks judged at most (each is matched and judged on every render of a new selection). */
const MAX_CONSIDERED = 400;

function openDisk(id: string): void {
  setViewParam('disk', id, undefined, 'disk');
  setView('disk');
}

function isNotable(j: Judgement): boolean {
  return j.range !== undefined || !['meets', 'below', 'far-below'].includes(j.verdict);
}

function words(e: DiskExpectation, j: Judgement, lang: Lang): string {
  if (!e.match.ok) return j.verdict;
  const curve = e.match.curve;
  return verdictParts(j, {
    lang,
    bwUnit: curve.throughput?.unit ?? 'MB/s',
    ...(e.context ? { notes: e.context } : {}),
    ...(e.size ? { size: `${e.size.value} ${curve.def.sizeUnit}` } : {}),
    type: curve.def.type,
  }).join('; ');
}

const names = (ds: LandingDisk[]) => ds.map((d) => d.disk.label).join(', ');

export function LeadChart({ dataset, selected, lang }: { dataset: Dataset; selected: string[]; lang: Lang }) {
  const t = useStrings(overviewStrings);
  const catalogue = useCatalogue();
  const date = useRunDate();
  const chosen = useMemo(() => {
    const picked = new Set(selected);
    return picked.size ? dataset.disks.filter((d) => picked.has(d.id)) : dataset.disks;
  }, [dataset, selected]);
  const landing = useMemo(() => {
    const all = landingDisks(catalogue, dataset, chosen.slice(0, MAX_CONSIDERED), date);
    const groups = landingGroups(all);
    groups.judged.sort((a, b) => NATURAL_ORDER.compare(a.disk.label, b.disk.label));
    return { groups, study: chooseStudy(groups.judged) };
  }, [catalogue, dataset, chosen, date]);
  const lead = useMemo(() => {
    const { judged } = landing.groups;
    const shown = judged.slice(0, MAX_DISKS);
    const entries: LeadEntry[] = shown.map((d) => ({ disk: d.disk, run: d.run!, exp: d.exp }));
    const chart = entries.length
      ? buildLeadRatioChart(entries, lang)
      : buildLeadChart(dataset, chosen.slice(0, MAX_DISKS), [], lang);
    const ids = chart.diskIds;
    const options: Options = {
      ...chart.options,
      plotOptions: {
        ...chart.options.plotOptions,
        series: {
          ...chart.options.plotOptions?.series,
          point: {
            events: {
              click() {
                const id = ids[this.x];
                if (id) openDisk(id);
              },
            },
          },
        },
      },
    };
    return { chart, options, more: judged.length > MAX_DISKS ? judged.length : 0, shown };
  }, [landing, dataset, chosen, lang]);
  // The judged bars that are neither plain above nor below, said in words beside their colour.
  const notable = lead.shown.flatMap((d) =>
    d.run?.judgement && isNotable(d.run.judgement) ? [{ e: d.exp, j: d.run.judgement }] : [],
  );
  const clipped = notable.some(({ j }) => j.ratio > RATIO_CLIP);
  if (lead.chart.diskIds.length === 0) return null;
  const { notComparable, noRun, noCurve } = landing.groups;
  const caption = [
    selected.length ? t('leadSelected', { n: chosen.length }) : t('leadAll', { n: chosen.length }),
    lead.chart.kind === 'ratio' ? t('leadWhich') : '',
    lead.more ? t('leadMore', { shown: MAX_DISKS, n: lead.more }) : '',
    clipped ? t('leadClipped', { clip: RATIO_CLIP }) : '',
    t('leadClick'),
  ]
    .filter(Boolean)
    .join(' ');
  // One grouped line per reason a disk has no bar.
  const left = [
    notComparable.length ? t('leadNotComparable', { disks: names(notComparable) }) : '',
    noRun.length ? t('leadNoRun', { disks: names(noRun) }) : '',
    lead.chart.kind === 'ratio' && noCurve.length ? t('leadNoCurve', { disks: names(noCurve) }) : '',
  ].filter(Boolean);
  return (
    <>
      <div
        className="overview-lead"
        data-lead-kind={lead.chart.kind}
        data-lead-disks={lead.chart.diskIds.join(',')}
      >
        <ChartPanel
          id={lead.chart.kind === 'ratio' ? 'overview-ratio' : 'overview-headline'}
          title={lead.chart.kind === 'ratio' ? t('leadRatio') : t('leadHeadline')}
          options={lead.options}
          caption={caption}
          lang={lang}
        />
        {lead.chart.kind === 'ratio' && notable.length ? (
          <div className="lead-verdicts" data-testid="lead-verdicts">
            <span className="muted">{t('leadNotable')}</span>
            <ul>
              {notable.map(({ e, j }) => (
                <li key={`${e.disk.id}-${j.measurementId}`} data-verdict={j.verdict} data-disk={e.disk.id}>
                  <span
                    className="swatch"
                    aria-hidden="true"
                    style={{ background: VERDICT_COLOURS[j.verdict] }}
                  />{' '}
                  <strong>{e.disk.label}</strong>: {words(e, j, lang)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {left.length ? (
          <ul className="lead-left-out" data-testid="lead-left-out">
            {left.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {landing.study.length ? <StudyChart study={landing.study} catalogue={catalogue} lang={lang} /> : null}
    </>
  );
}
