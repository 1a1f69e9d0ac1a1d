// Series a chart may draw after its first task (views/common/chart-stages.ts fills them in chart
// turns of their own, after the frame that showed the chart), such as the Compare load curve's lines
// and QD×jobs labels. The first task draws the axes as the finished chart has them and every legend
// item (a series' item does not depend on its points), so a turn redraws nothing already drawn; the
// options still hold every series and point, so what is drawn, exported and read out is the same.
import type { Options } from 'highcharts';

/** Put in a series' `custom` to have it drawn in turn `turn` (1, 2 …) after the chart's first task. */
export function drawLater(turn: number): { drawLater: number } {
  return { drawLater: turn };
}

/** The turn a series is drawn in, or undefined for the first task. */
export function drawLaterTurn(series: NonNullable<Options['series']>[number]): number | undefined {
  const turn = (series.custom as { drawLater?: unknown } | undefined)?.drawLater;
  return typeof turn === 'number' ? turn : undefined;
}
