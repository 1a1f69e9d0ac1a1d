// How a dataset part crosses from an ingest worker to the page (#28). A part holding time series
// (fio log points, a log's summary) crosses as structured data whose number arrays are
// Float64Arrays moved to the page (transferred, not copied, and never parsed); other parts (disks,
// measurements, file reports) cross as JSON text (in an object the page empties as it reads it:
// `unpackPart`), because Chromium's page makes them objects faster,
// and in shorter tasks, by JSON.parse than by receiving them as a structured clone. Measured in
// Chromium with scripts/bench/handoff-clone.ts (a worker posts the parts without series of a real
// import to an open page, text and clone alternated, 7 rounds each; medians, text vs clone; two
// runs on a shared 2-core VM at load 4–5, the second quieter; parts then held 500 measurements,
// now 50, model/dataset-parts.ts):
//   5,000-disk bench zip, 92 parts (30,000 measurements, 54 MB of JSON): the page's time taking
//   them in 617 vs 821 ms and 223 vs 288 ms; its longest part 47 vs 107 ms and 16 vs 34 ms; the
//   worker's posting (stringify and post vs post) 479 vs 492 ms and 192 vs 178 ms.
//   bench-100.zip, 59 parts (26,200 measurements, 43 MB): 642 vs 1115 ms and 433 vs 547 ms; longest
//   part 51 vs 202 ms and 43 vs 88 ms; worker 375 vs 729 ms and 332 vs 359 ms.
// Stored in IndexedDB as structured data, a record per part, the same parts read back in 344 vs
// 491 ms (5,000 disks) and 358 vs 448 ms (bench-100), so saved records stay JSON (src/storage); the
// worker writes that JSON in any case, and the page checks those records, not these parts: the
// workers are the page's own. Whole imports with every part sent as a clone and the JSON written
// only when saving (scripts/bench/handoff-ab.ts, 5 alternated runs, load 7–10): the 5,000-disk zip
// 14.9 → 18.9 s, the page in message listeners 1.22 → 1.69 s, its longest task 305 → 523 ms.
// A 600,000-point log (14.7 MB) uploaded in Chromium, 4 alternated runs against JSON text for every
// part: upload → done 974 → 673 ms (medians), renderer CPU 560 → 480 ms, the page's main thread
// 160 → 130 ms. Float64, never Float32: a Float32 rounds nanosecond latencies past 16.7 ms and epoch
// times.
import type { LogSummary, SummaryLevel } from './log-summary';
import type { TimeSeries } from './types';
import type { DatasetPart } from './dataset-parts';

type Packed<T> = { [K in keyof T]: T[K] extends number[] ? Float64Array : T[K] };

type PackedLevel = Packed<SummaryLevel>;
type PackedSummary = Omit<LogSummary, 'levels' | 'offsets'> & {
  levels: PackedLevel[];
  offsets: Packed<LogSummary['offsets']>;
};
type PackedSeries = Omit<Packed<TimeSeries>, 'summary'> & { summary?: PackedSummary };

/** A part with series, as it crosses: the same fields, number arrays as Float64Array. */
export interface PackedPart {
  series?: PackedSeries[];
  seriesMore?: { id: string; t: Float64Array; v: Float64Array };
}

/** A part without series, as it crosses: its JSON text, in an object the page can empty. */
export interface TextPart {
  json: string;
}

/** What an ingest worker hands the page for one part. */
export type WirePart = TextPart | PackedPart;

/** True for a part worth sending packed: it holds series. */
export const hasSeries = (part: DatasetPart): boolean => !!(part.series || part.seriesMore);

/** The part packed, and the buffers to transfer with it (they are the packed part's own). */
export function packPart(part: DatasetPart): { packed: PackedPart; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const f64 = (xs: number[]): Float64Array => {
    const a = Float64Array.from(xs);
    transfer.push(a.buffer);
    return a;
  };
  const level = (l: SummaryLevel): PackedLevel => ({
    ...l,
    count: f64(l.count),
    sum: f64(l.sum),
    min: f64(l.min),
    max: f64(l.max),
  });
  const summary = (s: LogSummary): PackedSummary => ({
    ...s,
    levels: s.levels.map(level),
    offsets: { ...s.offsets, start: f64(s.offsets.start), end: f64(s.offsets.end) },
  });
  const packed: PackedPart = {};
  if (part.series)
    packed.series = part.series.map(({ summary: sm, ...s }) => ({
      ...s,
      t: f64(s.t),
      v: f64(s.v),
      ...(sm ? { summary: summary(sm) } : {}),
    }));
  if (part.seriesMore)
    packed.seriesMore = { id: part.seriesMore.id, t: f64(part.seriesMore.t), v: f64(part.seriesMore.v) };
  return { packed, transfer };
}

/** Plain arrays again, as the model holds them (a loop: Array.from goes through the iterator). */
function plain(a: Float64Array): number[] {
  const out = new Array<number>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]!;
  return out;
}

/**
 * The part as the model has it, from what a worker sent. What was sent is emptied as it is read:
 * the message event keeps the data it delivered reachable until the next full garbage collection,
 * so each part's text was carried into the old generation and collected there (the 100,000-job
 * upload: 133 MB of part text, by a sampling heap profile that keeps what full collections took
 * back; 6 MB once emptied). A packed part's arrays are let go the same way.
 */
export function unpackPart(wire: WirePart): DatasetPart {
  if ('json' in wire) {
    const text = wire.json;
    wire.json = '';
    return JSON.parse(text) as DatasetPart;
  }
  const part: DatasetPart = {};
  if (wire.series)
    part.series = wire.series.map(({ summary: sm, ...s }) => ({
      ...s,
      t: plain(s.t),
      v: plain(s.v),
      ...(sm
        ? {
            summary: {
              ...sm,
              levels: sm.levels.map((l) => ({
                ...l,
                count: plain(l.count),
                sum: plain(l.sum),
                min: plain(l.min),
                max: plain(l.max),
              })),
              offsets: { ...sm.offsets, start: plain(sm.offsets.start), end: plain(sm.offsets.end) },
            },
          }
        : {}),
    }));
  if (wire.seriesMore)
    part.seriesMore = { id: wire.seriesMore.id, t: plain(wire.seriesMore.t), v: plain(wire.seriesMore.v) };
  delete wire.series;
  delete wire.seriesMore;
  return part;
}
