// The chart the Overview opens with: measured ÷ advertised per disk where a vendor curve matched,
// otherwise the headline IOPS. It shows the selected disks (after an upload: the new ones), else
// every disk; a click on a bar opens that disk.
import { useMemo } from 'react';
import type { Options } from 'highcharts';
import { buildLeadChart, RATIO_CLIP, VERDICT_COLOURS } from '../../charts/overview-lead';
import { expectDisk, verdictParts, type DiskExpectation, type Judgement } from '../../expected';
import type { Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { setView } from '../../state/actions';
import { setViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { useRunDate } from '../../state/expected';
import { useCatalogue } from '../expected/use-catalogue';
import { overviewStrings } from './strings';
import { useStrings } from '../common/use-strings';

/** More bars than this no longer fit the first screen. */
const MAX_DISKS = 16;

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

export function LeadChart({ dataset, selected, lang }: { dataset: Dataset; selected: string[]; lang: Lang }) {
  const t = useStrings(overviewStrings);
  const catalogue = useCatalogue();
  const date = useRunDate();
  const chosen = useMemo(() => {
    const picked = new Set(selected);
    const disks = picked.size ? dataset.disks.filter((d) => picked.has(d.id)) : dataset.disks;
    return disks;
  }, [dataset, selected]);
  const lead = useMemo(() => {
    const shown = chosen.slice(0, MAX_DISKS);
    const expectations = shown.map((d) => expectDisk(catalogue, dataset, d, date ? { date } : {}));
    const chart = buildLeadChart(dataset, shown, expectations, lang);
    const unmatched = chart.kind === 'ratio' ? shown.length - chart.diskIds.length : 0;
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
    return { chart, options, unmatched, expectations };
  }, [chosen, catalogue, dataset, date, lang]);
  // The judged bars that are neither plain above nor below, said in words beside their colour.
  const notable = lead.expectations.flatMap((e) =>
    [e.iops, e.bw].flatMap((j) => (j && isNotable(j) ? [{ e, j }] : [])),
  );
  const clipped = notable.some(({ j }) => j.ratio > RATIO_CLIP);
  if (lead.chart.diskIds.length === 0) return null;
  const caption = [
    selected.length ? t('leadSelected', { n: chosen.length }) : t('leadAll', { n: chosen.length }),
    chosen.length > MAX_DISKS ? t('leadMore', { shown: MAX_DISKS, n: chosen.length }) : '',
    lead.unmatched ? t('leadUnmatched', { n: lead.unmatched }) : '',
    lead.chart.kind === 'ratio' ? t('leadColours') : '',
    lead.chart.kind === 'ratio' && notable.length ? t('leadColours2') : '',
    clipped ? t('leadClipped', { clip: RATIO_CLIP }) : '',
    t('leadClick'),
  ]
    .filter(Boolean)
    .join(' ');
  return (
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
    </div>
  );
}
