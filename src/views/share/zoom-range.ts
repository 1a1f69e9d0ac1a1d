// A chart's x-axis zoom as link text (`p.zoom=12.5_30`, seconds or whatever the axis counts), and
// the Highcharts options that draw it and report the reader's next zoom. Pure: no React, no store.
import type { AxisSetExtremesEventObject, Options, XAxisOptions } from 'highcharts';

export type XRange = readonly [number, number];

/** Parses `min_max`; anything else (or an empty range) is no zoom. */
export function parseZoom(text: string): XRange | undefined {
  const m = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)_(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/i.exec(text);
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = Number(m[2]);
  return Number.isFinite(min) && Number.isFinite(max) && min < max ? [min, max] : undefined;
}

/** Six significant digits: as exact as a drag can be, and a short link. */
export function formatZoom([min, max]: XRange): string {
  const short = (v: number) => String(Number(v.toPrecision(6)));
  return `${short(min)}_${short(max)}`;
}

/**
 * `options` with the x axis drawn at `range`, calling `onZoom` when the reader zooms (a range) or
 * resets (undefined). Programmatic extremes (no trigger) are not the reader's and are ignored.
 */
export function withXRange(
  options: Options,
  range: XRange | undefined,
  onZoom: (range: XRange | undefined) => void,
): Options {
  const axis: XAxisOptions = (Array.isArray(options.xAxis) ? options.xAxis[0] : options.xAxis) ?? {};
  const userHandler = axis.events?.afterSetExtremes;
  return {
    ...options,
    xAxis: {
      ...axis,
      ...(range ? { min: range[0], max: range[1] } : {}),
      events: {
        ...axis.events,
        afterSetExtremes(this: unknown, e: AxisSetExtremesEventObject) {
          if (userHandler)
            (userHandler as (this: unknown, e: AxisSetExtremesEventObject) => void).call(this, e);
          if (!e.trigger) return;
          onZoom(e.userMin === undefined && e.userMax === undefined ? undefined : [e.min, e.max]);
        },
      },
    },
  };
}
