// The catalogue file format (data/expected/<vendor>.json), checked with zod whenever a catalogue is
// loaded — the built-in files and any file a user brings. Formulas are kept as text here; load.ts
// compiles them. See data/expected/README.md for a field-by-field description.
import { z } from 'zod';
import { once } from '../../lib/once';

/**
 * The schemas, made at first use (a catalogue loaded), not when the page's scripts are evaluated:
 * zod makes each check's internals as it is declared (see model/schema.ts).
 */
function build() {
  const DateText = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'a date as YYYY-MM or YYYY-MM-DD');
  const Identifier = z.string().regex(/^[A-Za-z_]\w*$/, 'a name made of letters, digits and _');
  const FormulaText = z.string().min(1).max(2000);

  /** How reads and writes share a budget. `unstated`: the vendor does not say (judged as combined). */
  const SemanticsSchema = z.enum(['combined', 'per-direction', 'unstated']);
  const StatusSchema = z.enum(['verified', 'secondary', 'unverified']);

  const MetricBase = z.object({
    /** One formula for each direction alike … */
    expr: FormulaText.optional(),
    /** … or separate read and write formulas (GCP PD). */
    read: FormulaText.optional(),
    write: FormulaText.optional(),
    semantics: SemanticsSchema,
    semanticsStatus: StatusSchema.optional(),
    note: z.string().optional(),
  });

  /** A metric gives `expr`, or both `read` and `write`, or neither (values then come from `steps`). */
  function bothOrExpr(m: {
    expr?: string | undefined;
    read?: string | undefined;
    write?: string | undefined;
  }) {
    if (m.expr !== undefined) return m.read === undefined && m.write === undefined;
    return (m.read === undefined) === (m.write === undefined);
  }
  const metricMessage = { message: 'give either expr, or both read and write (or neither, with steps)' };

  const IopsCurveSchema = MetricBase.refine(bothOrExpr, metricMessage);
  const ThroughputCurveSchema = MetricBase.extend({ unit: z.enum(['MB/s', 'MiB/s']) }).refine(
    bothOrExpr,
    metricMessage,
  );

  const LatencySchema = z.object({
    lowMs: z.number().nonnegative().optional(),
    highMs: z.number().positive().optional(),
    /** As the vendor words it: "0.5–2 ms", "sub-ms", "single-digit ms". */
    text: z.string(),
    note: z.string().optional(),
  });

  /** A value the buyer chooses (gp3 IOPS), limited by formulas of size and earlier inputs. */
  const InputSchema = z.object({
    name: Identifier,
    label: z.string(),
    unit: z.string(),
    default: FormulaText,
    min: FormulaText,
    max: FormulaText,
  });

  const TierSchema = z.object({
    name: z.string(),
    /** Largest size of the tier, in the step table's size unit; a size is rounded up to a tier. */
    upTo: z.number().positive(),
    iops: z.number().nonnegative().optional(),
    throughput: z.number().nonnegative().optional(),
    burstIops: z.number().nonnegative().optional(),
    burstThroughput: z.number().nonnegative().optional(),
    expandedIops: z.number().nonnegative().optional(),
    expandedThroughput: z.number().nonnegative().optional(),
  });

  const StepsSchema = z.object({
    sizeVar: z.enum(['GB', 'GiB']),
    tiers: z.array(TierSchema).min(1),
  });

  const BoundSchema = z.object({
    iops: FormulaText.optional(),
    throughput: FormulaText.optional(),
    /** Azure on-demand bursting: a paid opt-in; applies only when disk.json `burst.on_demand` is true. */
    onDemandIops: FormulaText.optional(),
    onDemandThroughput: FormulaText.optional(),
    note: z.string(),
    status: StatusSchema,
  });

  /**
   * A credit bucket that lets a disk run above its baseline for a while (gp2 I/O credits, st1/sc1
   * throughput credits, Azure credit bursting). The burst ceiling is the curve's `burst` formula of
   * the same metric; the baseline its `iops` / `throughput`. A run of length T from a bucket holding
   * B averages min(burst, baseline + B / T).
   */
  const CreditBucketSchema = z.object({
    metric: z.enum(['iops', 'throughput']),
    /** Bucket size in the metric's unit × seconds (I/O credits, or MiB/MB for throughput) … */
    capacity: FormulaText.optional(),
    /** … or as seconds at the burst rate (Azure: 30 minutes), i.e. (burst − baseline) × seconds. */
    burstSeconds: z.number().positive().optional(),
    /** The bucket exists only where this formula is > 0 (gp2: baseline below 3,000). */
    eligible: FormulaText.optional(),
    note: z.string(),
    status: StatusSchema,
  });

  /**
   * Performance the buyer provisions (io1/io2/gp3, Premium SSD v2, Ultra, Hyperdisk, pd-extreme, ESSD
   * AutoPL, Tencent extra performance). `disk.json` `provisioned` fills the curve's inputs named here.
   * Without it: `defaults` judges against the inputs' defaults (gp3: 3,000 IOPS / 125 MiB/s),
   * `neutral` says the provision is unknown and shows the most the size allows, never above/below.
   */
  const ProvisioningSchema = z.object({
    iopsInput: Identifier.optional(),
    throughputInput: Identifier.optional(),
    withoutIt: z.enum(['defaults', 'neutral']),
    note: z.string().optional(),
  });

  const SourceSchema = z.object({
    url: z.string().min(1),
    /** The date the stored copy shows, as written there. */
    date: z.string().optional(),
    note: z.string().optional(),
  });

  const PriceSchema = z.object({
    perGBMonth: z.number().nonnegative().optional(),
    perGBHour: z.number().nonnegative().optional(),
    currency: z.string().min(1),
    sizeUnit: z.enum(['GB', 'GiB']),
    source: z.string(),
    date: z.string().optional(),
    note: z.string().optional(),
  });

  const CurveSchema = z.object({
    id: z.string().regex(/^[\w.\-/@]+$/, 'an id of letters, digits and . - / @ _'),
    /** The vendor's own type name (`cloud_essd_pl1`, `gp3`). */
    type: z.string().min(1),
    name: z.string().min(1),
    /** How people write the type: folder names, API names, tier names (`hybrid`, `essd_pl1`, `p30`). */
    aliases: z.array(z.string().min(1)),
    validFrom: DateText.optional(),
    /** First month the curve no longer applied (exclusive). */
    validTo: DateText.optional(),
    /** The era boundaries are a guess: the change date itself is unverified. */
    datesApproximate: z.boolean().optional(),
    /** A regional variant applies only to disks whose metadata.region is one of these. */
    regions: z.array(z.string().min(1)).optional(),
    status: StatusSchema,
    sizeUnit: z.enum(['GB', 'GiB']),
    sizeRange: z.object({ min: z.number().nonnegative().optional(), max: z.number().positive().optional() }),
    iops: IopsCurveSchema.optional(),
    throughput: ThroughputCurveSchema.optional(),
    latency: LatencySchema.optional(),
    inputs: z.array(InputSchema).optional(),
    steps: StepsSchema.optional(),
    burst: BoundSchema.optional(),
    instanceCap: BoundSchema.optional(),
    ioSize: z.object({ bytes: z.number().positive().optional(), note: z.string() }).optional(),
    /** Bytes up to which one I/O counts as one operation (EBS SSD and Azure 256 KiB, st1/sc1 1 MiB);
     *  a larger I/O counts ⌈size / unit⌉ operations against the IOPS figure. */
    ioCountUnit: z.number().positive().optional(),
    provisioning: ProvisioningSchema.optional(),
    credits: z.array(CreditBucketSchema).optional(),
    /** GCP Persistent Disk: the per-VM tables of data/expected/gcp-pd-limits/ bound this curve
     *  (the disk-type key used there: `pd-ssd`, `pd-balanced`, `pd-standard`, `pd-extreme`). */
    gcpVmTable: z.string().optional(),
    /** No per-instance table is published for this curve: the verdict says so in one line. */
    noInstanceTable: z.string().optional(),
    notes: z.array(z.string()).optional(),
    /** Facts the catalogue could not confirm in any stored source, shown as such. */
    unverified: z.array(z.string()).optional(),
    sources: z.array(SourceSchema).min(1),
    prices: z.array(PriceSchema).optional(),
  });

  /**
   * What one instance type (VM size) lets its disks do in total, whatever the disks promise: the
   * expected figure of a disk on it is min(disk curve, instance limit). Matched by the disk's
   * `instance` fact (name or alias).
   */
  const InstanceSchema = z.object({
    id: z.string().regex(/^[\w.\-/@]+$/, 'an id of letters, digits and . - / @ _'),
    /** The vendor's instance type name (`m5.large`, `Standard_D2s_v3`). */
    name: z.string().min(1),
    aliases: z.array(z.string().min(1)).optional(),
    vCPU: z.number().int().positive().optional(),
    memoryGiB: z.number().positive().optional(),
    /** Disk IOPS of the instance (all its disks together). */
    iops: z.number().positive().optional(),
    /** Disk throughput of the instance, in `unit`. */
    throughput: z.number().positive().optional(),
    unit: z.enum(['MB/s', 'MiB/s']),
    /** The instance's own burst maximum (EC2 sizes that burst for 30 minutes a day, Azure VM-level
     *  burst), in IOPS and `unit`; the baseline is `iops` / `throughput`. */
    burstIops: z.number().positive().optional(),
    burstThroughput: z.number().positive().optional(),
    /** The VM's limit for host-cached disks (Azure "Max cached and temp storage throughput"), in
     *  IOPS and `unit`: what a disk with host caching on can appear to do. */
    cachedIops: z.number().positive().optional(),
    cachedThroughput: z.number().positive().optional(),
    /** Only curves of these types are bounded (default: every curve of the provider). */
    appliesTo: z.array(z.string().min(1)).optional(),
    validFrom: DateText.optional(),
    validTo: DateText.optional(),
    status: StatusSchema,
    note: z.string().optional(),
    sources: z.array(SourceSchema).min(1),
  });

  const CatalogueFileSchema = z.object({
    version: z.literal(1),
    provider: Identifier,
    providerName: z.string(),
    providerAliases: z.array(z.string().min(1)),
    notes: z.array(z.string()).optional(),
    curves: z.array(CurveSchema),
    instances: z.array(InstanceSchema).optional(),
  });
  return {
    SemanticsSchema,
    StatusSchema,
    CurveSchema,
    CatalogueFileSchema,
    TierSchema,
    PriceSchema,
    InstanceSchema,
    CreditBucketSchema,
    ProvisioningSchema,
  };
}

type Schemas = ReturnType<typeof build>;

/** The catalogue file's schemas, built once. */
export const catalogueSchemas: () => Schemas = once(build);

export type Semantics = z.infer<Schemas['SemanticsSchema']>;
export type Status = z.infer<Schemas['StatusSchema']>;
export type CurveDef = z.infer<Schemas['CurveSchema']>;
export type CatalogueFile = z.infer<Schemas['CatalogueFileSchema']>;
export type TierDef = z.infer<Schemas['TierSchema']>;
export type PriceDef = z.infer<Schemas['PriceSchema']>;
export type InstanceDef = z.infer<Schemas['InstanceSchema']>;
export type CreditBucketDef = z.infer<Schemas['CreditBucketSchema']>;
export type ProvisioningDef = z.infer<Schemas['ProvisioningSchema']>;
