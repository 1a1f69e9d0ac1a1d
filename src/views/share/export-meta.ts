// The words a chart's PNG / SVG export carries (views/common/chart-export.ts): its title, and a
// caption naming the source files and tools of the disks it shows, the date, "made with diskscope"
// and the link that opens it — read from the page at the moment of the download.
import { translate } from '../../i18n';
import { shortList, sourceCaption } from '../../share/caption';
import { chartDiskIds } from '../../share/chart-scope';
import { selectDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { linkTo } from '../../state/url-sync';
import { paramsOfView } from '../../state/view-params';
import type { ExportMetaOf } from '../common/chart-actions';
import { shareStrings, type ShareKey } from './strings';

/** A caption link longer than this (a link carrying a chart's data) is cut to the site's address. */
const CAPTION_LINK_CHARS = 300;

/** Source files and tools of the chart's disks: "Source: a.json, b.json +3 more (fio 3.33)", or ''. */
export function sourceLine(t: (k: ShareKey, p?: Record<string, string | number>) => string): string {
  const s = useStore.getState();
  const dataset = selectDataset(s);
  const disks = chartDiskIds(dataset, {
    view: s.view,
    selectedDiskIds: s.selectedDiskIds,
    params: paramsOfView(s.viewParams, s.view),
  });
  const caption = sourceCaption(dataset, disks);
  const files = shortList(caption.files, 2, (n) => t('moreFiles', { count: n }));
  if (!files) return '';
  return `${t('source')}: ${files}${caption.tools.length ? ` (${caption.tools.join(', ')})` : ''}`;
}

export const exportMetaOf: ExportMetaOf = ({ id, title }) => {
  const lang = useStore.getState().lang;
  const t = (k: ShareKey, p?: Record<string, string | number>) => translate(shareStrings, lang, k, p);
  const full = linkTo({ chart: id, embed: undefined });
  const link = full.length <= CAPTION_LINK_CHARS ? full : full.replace(/#.*$/, '');
  const date = new Date().toISOString().slice(0, 10);
  const source = sourceLine(t);
  return {
    title,
    caption: [source, t('exported', { date }), `${t('madeWithFull')}: ${link}`].filter(Boolean).join(' · '),
  };
};
