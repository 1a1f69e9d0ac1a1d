// diskscope's own dataset file (src/model/serialize.ts), as written by "Download dataset JSON" when a
// chart's data is too large for a link, or by `npm run ingest -- --out`. Reading it back lets a
// reader open someone's shared results by dropping the file in. Sample head:
//   {"format":"diskscope-dataset","version":1,"dataset":{"disks":[{"id":"upload-…/aliyun_ssd_250",…
// Each measurement keeps its original provenance (the file and job it was first read from) and is
// re-attached to its disk by provider / type / size, like a summary CSV row.
import { DATASET_FORMAT, deserializeDataset } from '../model/serialize';
import type { Disk, ImportIssue } from '../model/types';
import type { PartProblem } from '../model/validate';
import {
  errResult,
  okResult,
  type DiskMetaDraft,
  type DraftDiskIdentity,
  type Importer,
  type MeasurementDraft,
  type SeriesDraft,
} from './types';

const FORMAT = 'diskscope-dataset';

function identityOf(d: Disk): DraftDiskIdentity {
  const id: DraftDiskIdentity = { provider: d.provider, type: d.type, comparable: d.comparable };
  if (d.size) {
    id.sizeValue = d.size.value;
    id.sizeUnit = d.size.unit;
  }
  return id;
}

/**
 * A skipped part's params: which list and item, and why, in codes the page puts in words (the
 * schema's own English stays the technical detail); a line with no coded part (a broken invariant,
 * the "and N more" line) keeps the general text.
 */
function partParams(part: PartProblem | undefined, detail: string): ImportIssue['params'] {
  if (!part) return { form: 'skipped', detail };
  if (part.index === undefined) return { form: 'part-list', part: part.part, detail };
  if (part.why === 'schema')
    return { form: 'part-schema', part: part.part, index: part.index, fields: part.fields ?? '', detail };
  return { form: 'part-link', part: part.part, index: part.index, why: part.why, detail };
}

export const diskscopeDatasetImporter: Importer = {
  id: FORMAT,
  label: 'diskscope dataset JSON',
  json: true,
  sniff: (head) => /^\s*\{\s*"format"\s*:\s*"diskscope-dataset"/.test(head),
  parse(file) {
    const parsed = deserializeDataset(file.text);
    if (!parsed.ok)
      return errResult(
        FORMAT,
        'bad-dataset',
        `${DATASET_FORMAT} file: ${parsed.error}`,
        file.path,
        undefined,
        undefined,
        {
          form: 'parse',
          detail: parsed.error,
        },
      );
    const { dataset } = parsed;
    // Every part refused by the schema: the file as a whole cannot be read (the parts are named).
    if (parsed.skipped > 0 && dataset.measurements.length === 0 && dataset.series.length === 0) {
      const err = errResult(
        FORMAT,
        'bad-dataset',
        `${DATASET_FORMAT} file: none of its ${parsed.skipped} parts could be read (${parsed.warnings[0] ?? ''})`,
        file.path,
        undefined,
        undefined,
        { form: 'none', count: parsed.skipped },
      );
      err.warnings = parsed.warnings.map((message, i) => ({
        code: 'dataset-warning',
        message,
        file: file.path,
        params: partParams(parsed.skippedParts[i], message),
      }));
      return err;
    }
    const disks = new Map(dataset.disks.map((d) => [d.id, d]));
    // A one-disk file describes its folder's disk (measurements, series and metadata together);
    // a file of several disks attaches each measurement to its disk, like a summary CSV row. (Folder
    // metadata cannot say "not comparable", so such a disk takes the per-measurement way too.)
    const first = dataset.disks[0];
    const only = dataset.disks.length === 1 && first?.comparable ? first : undefined;
    const measurements: MeasurementDraft[] = [];
    for (const { id: _id, diskId, ...m } of dataset.measurements) {
      const disk = disks.get(diskId);
      if (disk) measurements.push(only ? m : { ...m, disk: identityOf(disk) });
    }
    const warnings: ImportIssue[] = [...parsed.upgrades].map((message) => ({
      code: 'dataset-warning',
      message,
      file: file.path,
      params: { form: 'upgraded', detail: message },
    }));
    warnings.push(
      ...parsed.warnings.map((message, i) => ({
        code: 'dataset-warning',
        message,
        file: file.path,
        params: partParams(parsed.skippedParts[i], message),
      })),
    );
    const result = okResult(FORMAT, { measurements, warnings });
    if (only) {
      result.series = dataset.series.map(({ id: _i, diskId: _d, measurementId: _m, ...s }): SeriesDraft => s);
      const { comparable: _always, ...identity } = identityOf(only);
      const meta: DiskMetaDraft = { ...identity, metadata: only.metadata };
      result.diskMeta = meta;
    } else if (dataset.series.length > 0) {
      warnings.push({
        code: 'series-skipped',
        message: `${dataset.series.length} time series of a ${dataset.disks.length}-disk file were not imported`,
        file: file.path,
        params: { series: dataset.series.length, disks: dataset.disks.length },
      });
    }
    return result;
  },
};
