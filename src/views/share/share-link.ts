// Builds the link (or embed link) for one chart from the store: the current view state, the chart's
// id, and — when the chart shows disks whose data is not on the published site — either the URLs
// that data was fetched from (`src=`, short whatever the data's size) or, for dropped files, the data
// packed into the link. Beyond the size limit it says so and hands back the slice for a file export.
import { chartDataSlice, packChartData, privateDiskIds } from '../../share/chart-data';
import { linkedSources } from '../../share/linked-sources';
import { chartDiskIds } from '../../share/chart-scope';
import type { Dataset } from '../../model/types';
import { selectDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { linkTo } from '../../state/url-sync';
import { paramsOfView } from '../../state/view-params';
import { disksFor, TIME_TABS } from '../time/time-data';

export type ChartLink =
  | { ok: true; url: string; carriesData: boolean }
  | { ok: false; chars: number; limit: number; slice: Dataset };

export function chartLink(chartId: string, mode: 'page' | 'embed', limit?: number): ChartLink {
  const s = useStore.getState();
  const dataset = selectDataset(s);
  const params = paramsOfView(s.viewParams, s.view);
  // One-disk views get their disk written out (the view's own fallback when none was picked), so
  // the link does not depend on the reader's data or selection.
  if (s.view === 'time' && !params.disk) {
    const tab = TIME_TABS.find((t) => t === params.tab) ?? 'steady';
    const first = tab === 'compare' ? undefined : disksFor(dataset, tab)[0];
    if (first) params.disk = first.id;
  }
  const disks = chartDiskIds(dataset, { view: s.view, selectedDiskIds: s.selectedDiskIds, params });
  if (s.view === 'disk' && disks[0]) params.disk = disks[0];
  const fromWeb = linkedSources(dataset, privateDiskIds(dataset, disks), s.uploads);
  const packIds = fromWeb.others;
  let data: string | undefined;
  if (packIds.length) {
    const slice = chartDataSlice(dataset, packIds, {
      rounds: s.view === 'time',
      series: s.view === 'time',
    });
    const packed = packChartData(slice, limit);
    if (!packed.ok) return { ok: false, chars: packed.chars, limit: packed.limit, slice };
    data = packed.text;
  }
  const url = linkTo({
    disks: s.selectedDiskIds.map(fromWeb.rename),
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, fromWeb.rename(v)])),
    chart: mode === 'page' ? chartId : undefined,
    embed: mode === 'embed' ? chartId : undefined,
    data,
    src: fromWeb.src.length ? fromWeb.src : undefined,
  });
  return { ok: true, url, carriesData: data !== undefined };
}

/** The iframe a blogger pastes into a post. Attribute values are escaped: titles come from files. */
/** 540 px: a 420 px chart, its title row and the caption line, without a scroll bar. */
export function iframeSnippet(url: string, title: string, height = 540): string {
  const attr = (v: string) =>
    v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<iframe src="${attr(url)}" title="${attr(title)}" width="100%" height="${height}" ` +
    `style="border:0;max-width:960px" loading="lazy"></iframe>`
  );
}
