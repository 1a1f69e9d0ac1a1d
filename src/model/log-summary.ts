// The shape of a per-I/O fio log kept as a summary instead of every point: a log of 100 million
// lines does not fit in a page's memory, so its import keeps count, sum, min and max per time
// bucket at several resolutions (finest first, each next level 10× coarser), plus where each
// second of the log lies in the file so a window can be read again while the file is at hand.
// Plain numbers only: the summary crosses threads and is saved as JSON. Base units (the series').

export interface SummaryLevel {
  /** Bucket width in ms; bucket i covers [i·bucketMs, (i+1)·bucketMs) ms since the job start. */
  bucketMs: number;
  /** Per bucket, from bucket 0: points in it (0: empty, its min/max/sum are 0). */
  count: number[];
  sum: number[];
  min: number[];
  max: number[];
}

/** Where the lines of each second of the log lie in the file (byte offsets), for re-reading a window. */
export interface LogOffsets {
  /** The file's size in bytes when it was read (a different file of the same name is not re-read). */
  fileBytes: number;
  /** Per second s: the smallest offset of a line stamped in [s, s+1) s, or -1 when there is none. */
  start: number[];
  /** Per second s: the offset just past the last line stamped in [s, s+1) s, or -1. */
  end: number[];
}

export interface LogSummary {
  /** Points (I/Os) summarised, and their sum, min and max: the whole log's figures. */
  count: number;
  sum: number;
  min: number;
  max: number;
  /** What a value of the file is multiplied by to get the base unit (re-read windows use it too). */
  scale: number;
  /** Finest first. */
  levels: SummaryLevel[];
  /**
   * Set when fio stamped the lines in Unix epoch ms (log_unix_epoch=1): the first line's time,
   * subtracted from every time in the file, so buckets and offsets count ms since that line.
   */
  originMs?: number;
  offsets: LogOffsets;
}
