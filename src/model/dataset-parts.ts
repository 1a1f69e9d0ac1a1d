// The dataset's chunked wire form: a dataset cut into parts small enough to cross threads (and to
// be parsed on the page) without a long main-thread task, and joined back. Pure: the worker cuts,
// the worker client and the saved-upload reader (src/storage) join; tested in Node.
import { nextTask } from '../lib/next-task';
import { shareTextWith } from './shared-text';
import {
  emptyDataset,
  type Dataset,
  type Disk,
  type FileReport,
  type Measurement,
  type TimeSeries,
} from './types';

/**
 * A slice of the finished dataset. The dataset crosses to the main thread in slices because
 * receiving (structured-clone deserialising) a large one in one message blocks the page for
 * hundreds of milliseconds; each slice is its own short task. Saved uploads keep the same slices.
 */
export interface DatasetPart {
  disks?: Disk[];
  measurements?: Measurement[];
  series?: TimeSeries[];
  /** The rest of a series too long for one part, appended to the series with that id. */
  seriesMore?: { id: string; t: number[]; v: number[] };
  reports?: FileReport[];
}

/**
 * Measurements per part: 50 fio jobs are ~65 KB of JSON (1.3 KB a job), parsed on the page in a few
 * ms. Parts of 500 (0.6–1 MB) were each a V8 "large object" on the page: text of more than 128 KiB
 * is allocated alone in pages of its own, kept until a full garbage collection frees them, and the
 * 200 of a 100,000-job upload were freed in that collection's pause (its finish phase: 20–85 ms of
 * a 100,000-job reload's 50–200 ms pause on the shared 2-core machine; scripts/bench/gc13-gc.ts).
 * A part whose text is still longer than PART_CHARS (fio JSON+ jobs with histograms are 5–11 KB)
 * is cut again (`splitDatasetAsJson`).
 */
export const MEASUREMENTS_PER_PART = 50;
/**
 * Longest JSON text of a part of measurements or reports, in UTF-16 code units: under V8's 100 KiB,
 * past which a structured clone (a message, a saved chunk read back: storage/upload-chunks.ts) is
 * allocated straight into the old generation, and its 128 KiB large-object size.
 */
export const PART_CHARS = 90_000;
/** Time-series points per part; one long series may take a part alone. */
export const POINTS_PER_PART = 100_000;
export const REPORTS_PER_PART = 1000;

export function* splitDataset(
  ds: Dataset,
  /** Measurements in the next part (asked before each part; at most MEASUREMENTS_PER_PART). */
  measurementsPerPart: () => number = () => MEASUREMENTS_PER_PART,
): Generator<DatasetPart> {
  yield { disks: ds.disks };
  for (let i = 0; i < ds.reports.length; i += REPORTS_PER_PART) {
    yield { reports: ds.reports.slice(i, i + REPORTS_PER_PART) };
  }
  for (let i = 0; i < ds.measurements.length;) {
    const n = Math.max(1, Math.min(MEASUREMENTS_PER_PART, Math.floor(measurementsPerPart())));
    yield { measurements: ds.measurements.slice(i, i + n) };
    i += n;
  }
  let batch: Dataset['series'] = [];
  let points = 0;
  for (const s of ds.series) {
    if (batch.length > 0 && points + s.t.length > POINTS_PER_PART) {
      yield { series: batch };
      batch = [];
      points = 0;
    }
    if (s.t.length <= POINTS_PER_PART) {
      batch.push(s);
      points += s.t.length;
      continue;
    }
    // A series of millions of points in one message is a multi-second clone on the main thread:
    // send its head with the series, then the rest in slices the collector appends.
    yield { series: [{ ...s, t: s.t.slice(0, POINTS_PER_PART), v: s.v.slice(0, POINTS_PER_PART) }] };
    for (let i = POINTS_PER_PART; i < s.t.length; i += POINTS_PER_PART) {
      yield {
        seriesMore: { id: s.id, t: s.t.slice(i, i + POINTS_PER_PART), v: s.v.slice(i, i + POINTS_PER_PART) },
      };
    }
  }
  if (batch.length > 0) yield { series: batch };
}

/** The list a part of `splitDataset` holds when it can be cut: measurements or reports alone. */
function cuttable(part: DatasetPart): 'measurements' | 'reports' | undefined {
  const keys = Object.keys(part);
  if (keys.length !== 1) return undefined;
  return keys[0] === 'measurements' || keys[0] === 'reports' ? keys[0] : undefined;
}

/**
 * Text a part is cut to aim at: under PART_CHARS with room for items longer than their part's mean
 * (the jobs of one file are alike; the next file's may not be).
 */
const AIM_CHARS = PART_CHARS * 0.8;

/**
 * The part with its JSON text; a part of measurements or reports whose text passes PART_CHARS is cut
 * (in order) into as many pieces as its length asks for, each written again. Cut in halves instead,
 * a part of 950 K characters (a PTS bundle's jobs with histograms) was written five times over.
 */
function* fitted(part: DatasetPart): Generator<{ part: DatasetPart; json: string }> {
  const json = JSON.stringify(part);
  const key = cuttable(part);
  const items = key ? part[key]! : [];
  if (json.length <= PART_CHARS || items.length < 2) {
    yield { part, json };
    return;
  }
  const per = Math.max(1, Math.floor(items.length / Math.ceil(json.length / AIM_CHARS)));
  for (let i = 0; i < items.length; i += per) yield* fitted({ [key!]: items.slice(i, i + per) });
}

/**
 * The parts of `splitDataset` with their JSON text (the form a worker posts and an upload is saved
 * in), a part of measurements or reports cut until its text fits PART_CHARS or it holds one item.
 * Each part of measurements holds as many as the last part's text per measurement says fit
 * (MEASUREMENTS_PER_PART at most), so a part is mostly written once: with 50 a part, 189 of the
 * bench archive's 530 parts passed PART_CHARS and were written again (45 % of its text).
 */
export function* splitDatasetAsJson(ds: Dataset): Generator<{ part: DatasetPart; json: string }> {
  let charsPerMeasurement = 0;
  const perPart = () => (charsPerMeasurement > 0 ? AIM_CHARS / charsPerMeasurement : MEASUREMENTS_PER_PART);
  for (const part of splitDataset(ds, perPart))
    for (const out of fitted(part)) {
      const n = out.part.measurements?.length;
      if (n) charsPerMeasurement = out.json.length / n;
      yield out;
    }
}

/**
 * Collects parts in arrival order. The slices of a long series are kept as they come and joined
 * once at the end, one array per task: pushing each 100k-point slice onto arrays of millions of
 * points made the page copy the whole array whenever it grew (up to ~90 ms for a part) and
 * collect the garbage of every copy. A measurement's repeated text (file, disk id, times) is the
 * string of the measurement before it where equal (shared-text.ts): parts come parsed from JSON.
 */
export class DatasetCollector {
  private readonly ds = emptyDataset();
  private readonly byId = new Map<string, Dataset['series'][number]>();
  /** Slices of t and v per series id, the head's own arrays first. */
  private readonly slices = new Map<string, { t: number[][]; v: number[][] }>();

  add(part: DatasetPart): void {
    // Loops, not push(...xs): spreading tens of thousands of items overflows the call stack.
    for (const d of part.disks ?? []) this.ds.disks.push(d);
    for (const r of part.reports ?? []) this.ds.reports.push(r);
    for (const m of part.measurements ?? []) {
      shareTextWith(m, this.ds.measurements[this.ds.measurements.length - 1]);
      this.ds.measurements.push(m);
    }
    for (const s of part.series ?? []) {
      this.ds.series.push(s);
      this.byId.set(s.id, s);
    }
    const more = part.seriesMore;
    if (more) {
      const s = this.byId.get(more.id);
      if (!s) throw new Error(`dataset part continues series ${more.id}, which never arrived`);
      let slices = this.slices.get(more.id);
      if (!slices) this.slices.set(more.id, (slices = { t: [s.t], v: [s.v] }));
      slices.t.push(more.t);
      slices.v.push(more.v);
    }
  }

  /** The dataset, once every long series is joined (each array in a task of its own). */
  async dataset(): Promise<Dataset> {
    for (const [id, { t, v }] of this.slices) {
      const s = this.byId.get(id)!;
      // concat copies each slice once into an array of the final size.
      s.t = ([] as number[]).concat(...t);
      await nextTask();
      s.v = ([] as number[]).concat(...v);
      await nextTask();
    }
    this.slices.clear();
    return this.ds;
  }
}
