// The import report's Little's-law lines: every run whose IOPS × mean latency does not fit its jobs ×
// iodepth (src/analysis/littles-law.ts) is named with its file, job and run position.
import { littleCheck, littleParams, littleWarning } from '../analysis/littles-law';
import type { FileReport, Measurement } from '../model/types';

export function addLittleWarnings(ms: readonly Measurement[], reportByFile: Map<string, FileReport>): void {
  for (const m of ms) {
    if (m.status !== 'ok' || m.role !== 'result') continue;
    const check = littleCheck(m);
    const message = littleWarning(check);
    if (!message) continue;
    const p = m.provenance;
    const run = p.run ? `run ${p.run.index} of ${p.run.count}: ` : '';
    reportByFile.get(p.file)?.warnings.push({
      code: 'littles-law',
      message: run + message,
      file: p.file,
      params: { ...littleParams(check), ...(p.run && { run: p.run.index, runs: p.run.count }) },
      ...(p.job !== undefined ? { job: p.job } : {}),
      ...(p.line !== undefined ? { line: p.line } : {}),
    });
  }
}
