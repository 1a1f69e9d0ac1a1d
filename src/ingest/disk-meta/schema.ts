// The disk metadata file (`disk.json`) a blogger writes by hand beside a disk's results: what the
// result files do not say (run date, VM, region, price, where published results come from). Checked
// with zod; every unknown key is an error too, so a typo ("vpcu") is named instead of ignored.
// Sample: {"format": "diskscope-disk", "version": 1, "date": "2016-11", "vm": {"vcpu": 4}}
import { z } from 'zod';
import { dateSpan } from '../../lib/date-span';

/** `to` ends on or after `from` begins, each at its own precision ("2016" to "2016-03" runs forward). */
function periodRunsForward(from: string, to: string | undefined): boolean {
  const f = dateSpan(from);
  const t = dateSpan(to);
  return !f || !t || t.to > f.from;
}

/** The file name diskscope looks for (the content marker `format` is what it trusts). */
export const DISK_META_FILE = 'disk.json';
export const DISK_META_FORMAT = 'diskscope-disk';

const DateText = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'a date written YYYY, YYYY-MM or YYYY-MM-DD')
  .refine((s) => dateSpan(s) !== undefined, 'a real date (month 01–12, a day the month has)');
const Text = z.string().trim().min(1).max(2000);

export const DiskMetaSchema = z.strictObject({
  format: z.literal(DISK_META_FORMAT),
  version: z.literal(1),
  /** The day or month the results were measured. */
  date: DateText.optional(),
  /** Or the period over which they were measured (era matching uses its start). */
  period: z
    .strictObject({ from: DateText, to: DateText.optional() })
    .refine((p) => periodRunsForward(p.from, p.to), {
      message: 'the period must run forward: "to" on or after "from"',
      path: ['to'],
    })
    .optional(),
  /** Only needed when the folder name does not follow provider_type_size. */
  provider: Text.optional(),
  type: Text.optional(),
  size: z.strictObject({ value: z.number().positive(), unit: z.enum(['GB', 'GiB']) }).optional(),
  vm: z
    .strictObject({
      /** The vendor's instance type name (`m5.large`, `ecs.g7.xlarge`, `O.2C4G`). */
      instance: Text.optional(),
      vcpu: z.number().int().positive().optional(),
      memoryGiB: z.number().positive().optional(),
    })
    .optional(),
  /**
   * What the owner provisioned on a provisioned-performance type (io1/io2/gp3, Azure Premium SSD v2
   * and Ultra, Hyperdisk, pd-extreme, ESSD AutoPL, Tencent extra performance). Throughput in the
   * vendor's own unit (AWS/GCP MiB/s, Azure MB/s). The type's ranges and ratios (io1 ≤ 50 IOPS/GiB,
   * gp3 ≤ 500 IOPS/GiB and ≤ 0.25 MiB/s per IOPS, …) are checked against the curve when judged.
   */
  provisioned: z
    .strictObject({
      iops: z.number().positive().max(10_000_000).optional(),
      throughput_mbps: z.number().positive().max(1_000_000).optional(),
    })
    .refine(
      (p) => p.iops !== undefined || p.throughput_mbps !== undefined,
      'give iops, throughput_mbps or both',
    )
    .optional(),
  /** Azure host caching of the disk: a cached VM can return reads the disk never served. */
  host_caching: z.enum(['none', 'read', 'readwrite']).optional(),
  /** Azure on-demand bursting (a paid opt-in on P30 and larger). */
  burst: z.strictObject({ on_demand: z.boolean().optional() }).optional(),
  region: Text.optional(),
  os: Text.optional(),
  filesystem: Text.optional(),
  price: z
    .strictObject({
      amount: z.number().nonnegative(),
      currency: Text,
      /** What the amount buys: `GB-month`, `month`, `hour` … as the bill says. */
      per: Text,
    })
    .optional(),
  notes: Text.optional(),
  /** For results published by someone else: where they are from and under which licence. */
  source: z
    .strictObject({
      url: z
        .string()
        .regex(/^https?:\/\/\S+$/, 'an http(s) address')
        .max(2000)
        .optional(),
      title: Text.optional(),
      /** Which table or figure of the source the numbers were typed from. */
      table: Text.optional(),
      /** A copy of files from a repository: which one (`owner/name` or its address), the commit
       *  and the path inside it, so the copy can be checked against its origin. */
      repository: Text.optional(),
      commit: z
        .string()
        .regex(/^[0-9a-f]{7,40}$/, 'a git commit hash (7–40 hex digits)')
        .optional(),
      path: Text.optional(),
      licence: Text.optional(),
    })
    .optional(),
});

export type DiskMeta = z.infer<typeof DiskMetaSchema>;
