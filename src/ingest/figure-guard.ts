// The net under every importer: a measurement or series whose figures are not finite, are negative
// where they cannot be (IOPS, bandwidth, latency, series values) or have the wrong type is left out
// with a warning naming its file, line and job, so such a value never reaches the dataset (a
// 400-digit number in a log is Infinity once parsed; a summary CSV may say -5). A disk size that
// is not a positive number is dropped the same way.
import { boundedItems } from '../lib/bounded-list';
import { surelyValidMeasurementDraft } from '../model/draft-check';
import { describeZodError, modelSchemas, zodIssueCodes } from '../model/schema';
import type { ImportIssue } from '../model/types';
import type { DraftDiskIdentity, ImportResult } from './types';

/** Warnings per file about refused figures; the rest are counted in one more line. */
const MAX_FIGURE_WARNINGS = 20;

function badSize(d: { sizeValue?: number } | undefined): boolean {
  return d?.sizeValue !== undefined && !(Number.isFinite(d.sizeValue) && d.sizeValue > 0);
}

function withoutSize<T extends Partial<DraftDiskIdentity>>(d: T): T {
  const { sizeValue: _v, sizeUnit: _u, ...rest } = d;
  return rest as T;
}

/** `result` with its unusable records left out and named in its warnings. */
export function refuseBadFigures(result: ImportResult | undefined, file: string): ImportResult | undefined {
  if (!result?.ok) return result;
  const refused: ImportIssue[] = [];
  const issue = (message: string, params: ImportIssue['params'], line?: number, job?: string) => {
    const i: ImportIssue = { code: 'bad-figure', message, file, params };
    if (line !== undefined) i.line = line;
    if (job !== undefined) i.job = job;
    refused.push(i);
  };
  const measurements = result.measurements.filter((m, i) => {
    // zod only for what the quick check cannot vouch for: its answer and message stand.
    if (surelyValidMeasurementDraft(m)) return true;
    const check = modelSchemas().measurementDraft.safeParse(m);
    if (check.success) return true;
    const job = m.provenance?.job;
    issue(
      `measurement ${i + 1}${job ? ` (job "${job}")` : ''} left out: ${describeZodError(check.error)}`,
      { form: 'measurement', index: i + 1, fields: zodIssueCodes(check.error) },
      m.provenance?.line,
      job,
    );
    return false;
  });
  for (let i = 0; i < measurements.length; i++) {
    const m = measurements[i]!;
    if (!badSize(m.disk)) continue;
    issue(`measurement ${i + 1}: disk size ${m.disk!.sizeValue} is not a positive number and was dropped`, {
      form: 'size',
      index: i + 1,
      size: String(m.disk!.sizeValue),
    });
    measurements[i] = { ...m, disk: withoutSize(m.disk!) };
  }
  const series = result.series.filter((s, i) => {
    const check = modelSchemas().seriesDraft.safeParse(s);
    if (check.success) return true;
    issue(`${s.metric ?? ''} series ${i + 1} left out: ${describeZodError(check.error)}`, {
      form: 'series',
      metric: s.metric ?? '',
      index: i + 1,
      fields: zodIssueCodes(check.error),
    });
    return false;
  });
  let diskMeta = result.diskMeta;
  if (diskMeta && badSize(diskMeta)) {
    issue(`disk size ${diskMeta.sizeValue} is not a positive number and was dropped`, {
      form: 'meta-size',
      size: String(diskMeta.sizeValue),
    });
    diskMeta = withoutSize(diskMeta);
  }
  if (refused.length === 0) return result;
  const shown = boundedItems(
    refused.map((r) => r.message),
    MAX_FIGURE_WARNINGS,
    'more records left out',
  );
  const warnings = [
    ...result.warnings,
    ...refused.slice(0, MAX_FIGURE_WARNINGS),
    ...shown.slice(MAX_FIGURE_WARNINGS).map((message) => ({
      code: 'bad-figure',
      message,
      file,
      params: { form: 'more', count: refused.length - MAX_FIGURE_WARNINGS },
    })),
  ];
  return { ...result, measurements, series, warnings, ...(diskMeta ? { diskMeta } : {}) };
}
