// The chart the Overview opens with: measured ÷ advertised per disk where a vendor curve matched,
// otherwise the headline IOPS. It shows the selected disks (after an upload: the new ones), else
// every disk; a click on a bar opens that disk.
import { useMemo } from 'react';
import type { Options } from 'highcharts';
import { buildLeadChart } from '../../charts/overview-lead';
import { expectDisk } from '../../expected';
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
    return { chart, options, unmatched };
  }, [chosen, catalogue, dataset, date, lang]);
  if (lead.chart.diskIds.length === 0) return null;
  const caption = [
    selected.length ? t('leadSelected', { n: chosen.length }) : t('leadAll', { n: chosen.length }),
    chosen.length > MAX_DISKS ? t('leadMore', { shown: MAX_DISKS, n: chosen.length }) : '',
    lead.unmatched ? t('leadUnmatched', { n: lead.unmatched }) : '',
    lead.chart.kind === 'ratio' ? t('leadColours') : '',
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
    </div>
  );
}
