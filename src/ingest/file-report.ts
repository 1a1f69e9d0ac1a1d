// The import report line of every file, as assembly writes it: what the file (or an archive's
// unpack note) became, with a warning where a recognised file yielded nothing, so no file ends silent.
import type { FileReport } from '../model/types';
import type { UnpackNote } from './archive/archive';
import type { FileOutcome } from './assemble';
import { joined } from '../lib/flat-string';

export function reportFromNote(n: UnpackNote): FileReport {
  const base = {
    file: n.file,
    bytes: n.bytes,
    measurements: 0,
    series: 0,
    warnings: [...(n.warnings ?? [])],
  };
  const r: FileReport =
    n.kind === 'ignored'
      ? {
          ...base,
          format: 'skipped',
          skipped: n.issue ? 'could not be unpacked' : 'operating-system metadata file, not a result',
        }
      : { ...base, format: joined('archive (', n.kind, ')') };
  if (n.issue) r.error = n.issue;
  return r;
}

export function reportFromOutcome(o: FileOutcome): FileReport {
  const res = o.result;
  const base = { file: o.path, bytes: o.bytes, measurements: 0, series: 0 };
  if ('skipped' in res)
    return { ...base, format: 'skipped', skipped: res.reason, warnings: [...(res.warnings ?? [])] };
  if (!res.ok) return { ...base, format: res.format, warnings: [...(res.warnings ?? [])], error: res.error };
  const r: FileReport = {
    ...base,
    format: res.format,
    measurements: res.measurements.length,
    series: res.series.length,
    warnings: [...res.warnings],
  };
  // Recognised, yet nothing came of it and nothing said why: say so, so no file ends silent.
  if (r.measurements === 0 && r.series === 0 && !res.diskMeta && r.warnings.length === 0)
    r.warnings.push({
      code: 'no-figures',
      message: 'recognised, but it holds no figures',
      file: o.path,
      params: { form: 'recognised' },
    });
  return r;
}

/**
 * A warning's params hold what the page words into its sentence; a number a hostile file made
 * infinite or NaN would be written to JSON as null and the saved dataset would not read back
 * (zod wants finite numbers), so such a value is kept as its text ("Infinity").
 */
export function finiteParams(r: FileReport): void {
  for (const issue of r.error ? [...r.warnings, r.error] : r.warnings) {
    const p = issue.params;
    if (!p) continue;
    for (const [k, v] of Object.entries(p))
      if (typeof v === 'number' && !Number.isFinite(v)) p[k] = String(v);
  }
}
