// Shown instead of a link when a chart's uploaded data does not fit in one: the same data as a
// dataset JSON file (diskscope reads it back) or as the labelled long CSV.
import { toLongCsv } from '../../export/long-csv';
import { LANG_INFO, type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { serializeDataset } from '../../model/serialize';
import { downloadText } from './download';
import { shareStrings } from './strings';
import { useStrings } from '../common/use-strings';

export function ShareTooLarge(props: {
  slice: Dataset;
  chars: number;
  limit: number;
  name: string;
  lang: Lang;
}) {
  const { slice, chars, limit, name, lang } = props;
  const t = useStrings(shareStrings);
  const tag = LANG_INFO[lang].tag;
  const figures = { chars: chars.toLocaleString(tag), limit: limit.toLocaleString(tag) };
  return (
    <div className="notice share-too-large" role="status" data-testid="share-too-large">
      <p>{t('tooLarge', figures)}</p>
      <div className="share-buttons">
        <button
          type="button"
          onClick={() => downloadText(`${name}.diskscope.json`, serializeDataset(slice), 'application/json')}
        >
          {t('downloadJson')}
        </button>
        <button type="button" onClick={() => downloadText(`${name}.csv`, toLongCsv(slice), 'text/csv')}>
          {t('downloadCsv')}
        </button>
      </div>
    </div>
  );
}
