// The matrix as the SNIA report's tabular page: block sizes down, mixes across, values in the
// display unit; "not run" and "failed" are words, never zeros.
import {
  buildMatrix,
  cellAt,
  metricKindOf,
  mixLabel,
  mostRuns,
  type MatrixSpec,
} from '../../analysis/matrix';
import { summaryStrings } from '../../charts/summary-strings';
import { driftText, figureText, pickLabel } from '../../charts/summary-text';
import { sourceText, toolText } from '../../charts/provenance';
import { chartStrings } from '../../charts/strings';
import { metricAxisTitle } from '../../charts/spec';
import { formatDisplayValue, toDisplay, type DisplayUnits } from '../../charts/units';
import { type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { blockSizeLabel } from '../../model/units';
import { diskStrings } from './strings';
import { useStrings } from '../common/use-strings';

export interface MatrixTableProps {
  dataset: Dataset;
  diskId: string;
  spec: MatrixSpec;
  units: DisplayUnits;
  lang: Lang;
  /** Only these block sizes (e.g. the PTS latency page's 512b, 4k, 8k). */
  blockSizes?: number[];
}

export function MatrixTable({ dataset, diskId, spec, units, lang, blockSizes }: MatrixTableProps) {
  const t = useStrings(diskStrings);
  const tChart = useStrings(chartStrings);
  const tSummary = useStrings(summaryStrings);
  const matrix = buildMatrix(dataset, diskId, spec);
  const kind = metricKindOf(spec.metric);
  const title = metricAxisTitle(spec.metric, units, lang);
  const rows = matrix.blockSizes.filter((bs) => !blockSizes || blockSizes.includes(bs));
  return (
    <div className="table-scroll">
      <table className="data-table matrix-table">
        <caption className="muted">
          {t('tableCaption', { metric: title })}
          {mostRuns(matrix) > 1 ? ` · ${pickLabel(spec.pick, lang)} (${tSummary('repeats')})` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{tChart('blockSize')}</th>
            {matrix.mixes.map((mix) => (
              <th key={mix} scope="col" className="num">
                {mixLabel(mix)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((bs) => (
            <tr key={bs}>
              <th scope="row">{blockSizeLabel(bs)}</th>
              {matrix.mixes.map((mix) => {
                const cell = cellAt(matrix, bs, mix);
                if (!cell)
                  return (
                    <td key={mix} className="num muted">
                      {t('notRun')}
                    </td>
                  );
                const where = [
                  cell.figure ? figureText(cell.figure, spec.metric, units, lang) : '',
                  driftText(cell.summary, units, lang),
                  `${sourceText(cell.measurement)} · ${toolText(cell.measurement)}`,
                ]
                  .filter(Boolean)
                  .join('\n');
                const stat = cell.figure?.stat;
                if (cell.status === 'failed')
                  return (
                    <td key={mix} className="num failed" title={`${where}\n${cell.measurement.error ?? ''}`}>
                      {t('failed')}
                    </td>
                  );
                return (
                  <td key={mix} className="num" title={where}>
                    {cell.value === undefined
                      ? '—'
                      : formatDisplayValue(kind, toDisplay(kind, cell.value, units), lang)}
                    {stat && stat.n > 1 ? (
                      // N and the spread of the runs under the figure (the header names the unit).
                      <span className="muted cell-spread">
                        {tSummary('runsN', { n: stat.n })} ·{' '}
                        {formatDisplayValue(kind, toDisplay(kind, stat.min, units), lang)}–
                        {formatDisplayValue(kind, toDisplay(kind, stat.max, units), lang)}
                        {cell.summary.drift ? ' ↯' : ''}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
