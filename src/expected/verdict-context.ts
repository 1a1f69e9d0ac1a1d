// Everything a verdict assumes besides the curve at a size: what the owner provisioned (or that it
// is unknown), the burst buckets and where each run sits in them, the GCP per-VM row, the highest
// applicable limit for the plausibility check, and the lines that say what could not be applied
// (no per-instance table published, no per-VM table in the source).
import { note, type Note } from './notes';
import type { Disk, Measurement } from '../model/types';
import {
  bounded,
  expectedAtSize,
  headline,
  limitCap,
  sizeEnv,
  vendorSize,
  type DirectionalFigure,
  type DiskSize,
  type ExpectedFigures,
} from './at-size';
import { bucketsOf, placeRun, type Bucket, type Placement } from './burst';
import type { CompiledCurve } from './catalogue/compiled';
import { evaluateCompiled } from './language';
import { gcpBaselineApplies, gcpSizeFigures, gcpVmLimit, GCP_TABLE_SOURCE } from './gcp-pd';
import type { InstanceLimit } from './instance';
import type { VerdictContext } from './judge';
import {
  provisionedInputs,
  provisionedOf,
  provisionedProblems,
  provisionModeOf,
  type ProvisionMode,
  type Provisioned,
} from './provisioned';
import { MB, MiB } from '../model/units';

/** What the verdicts of a disk assume, for the views and the CLI to say in words. */
export interface ContextNotes {
  mode?: ProvisionMode;
  provisioned?: Provisioned;
  /** The most the type allows at the size (for `neutral` and gp3 `defaults`), base units. */
  typeMax?: { iops?: number; bw?: number };
  /**
   * GCP PD: the per-VM row used, the disk type it assumes is the VM's only one, and whether the
   * per-VM baseline terms applied on the run date (their era, gcpBaselineFrom).
   */
  gcp?: { family: string; row: string; diskType: string; source: string; baseline: boolean };
  /** Why no per-VM/instance limit applies: `no-vm-table` (regional PD, Hyperdisk), `none-published`. */
  noLimit?: 'no-vm-table' | 'none-published';
  /** Burst buckets of the disk at its size. */
  buckets: { metric: 'iops' | 'throughput'; baseline: number; burst: number; capacity: number }[];
  onDemand?: boolean;
  hostCaching?: string;
  /** Problems to list with the curve (a provision outside the type's ranges, a missing VM row). */
  problems: Note[];
}

export interface VerdictContextParts {
  inputs: Record<string, number>;
  limit?: InstanceLimit;
  notes: ContextNotes;
  context: (figures: ExpectedFigures) => VerdictContext;
}

const same = (v: number, like: DirectionalFigure | undefined): DirectionalFigure => ({
  read: v,
  write: v,
  semantics: like?.semantics ?? 'unstated',
  semanticsUnsure: like?.semanticsUnsure ?? true,
  same: true,
});

function gcpLimit(
  curve: CompiledCurve,
  disk: Disk,
  size: DiskSize,
  vCPU: number | undefined,
  date: string | undefined,
  notes: ContextNotes,
) {
  const table = curve.def.gcpVmTable;
  const machine = disk.metadata.instance?.trim();
  if (!table || !machine) return undefined;
  const row = gcpVmLimit(machine, table, vCPU);
  if (!row) {
    notes.problems.push(
      note(
        'gcp-no-vm-row',
        { machine, table },
        `No per-VM row for ${machine} and ${table} in the copied gcpdiag tables: only the disk's own figure applies.`,
      ),
    );
    return undefined;
  }
  const gib = vendorSize(size, 'GiB').value;
  const own = gcpSizeFigures(table, gib, date);
  if (own === undefined) return undefined;
  // The baseline terms hold from their era on; before it the per-GiB rule alone (gcp-pd.ts).
  const baseline = gcpBaselineApplies(table, date);
  notes.gcp = { family: row.family, row: row.row, diskType: table, source: GCP_TABLE_SOURCE, baseline };
  const limit: InstanceLimit = {
    kind: 'gcp-vm',
    name: machine,
    iops: Math.max(row.vm.readIops, row.vm.writeIops),
    bw: Math.max(row.vm.readBw, row.vm.writeBw),
    perDirection: {
      iops: { read: row.vm.readIops, write: row.vm.writeIops },
      bw: { read: row.vm.readBw, write: row.vm.writeBw },
    },
    status: 'verified',
    note: `${row.family}, row "${row.row}" of gcpdiag's ${table} table (per VM, all ${table} disks together)`,
    source: GCP_TABLE_SOURCE,
  };
  return limit;
}

/** The figures of the curve with every provisioned input at its maximum (the most the size allows). */
function typeMaxOf(curve: CompiledCurve, size: DiskSize, vCPU: number | undefined): ExpectedFigures {
  const inputs = Object.fromEntries(curve.inputs.map((i) => [i.name, Number.MAX_SAFE_INTEGER]));
  return expectedAtSize(curve, size, { ...(vCPU !== undefined ? { vCPU } : {}), inputs });
}

export function verdictContextOf(
  curve: CompiledCurve,
  size: DiskSize,
  disk: Disk,
  runs: Measurement[],
  options: { vCPU?: number; date?: string },
): VerdictContextParts {
  const notes: ContextNotes = { buckets: [], problems: [] };
  const env: Record<string, number> = { ...sizeEnv(vendorSize(size, curve.def.sizeUnit)) };
  if (options.vCPU !== undefined) env.vCPU = options.vCPU;
  const p = provisionedOf(disk);
  const mode = provisionModeOf(curve, p, disk);
  const inputs = provisionedInputs(curve, p);
  if (mode) notes.mode = mode;
  if (mode === 'provisioned') {
    const fact = (name: string | undefined) => {
      const n = name !== undefined ? Number(disk.metadata[name]) : NaN;
      return Number.isFinite(n) ? n : undefined;
    };
    const iops = p.iops ?? fact(curve.def.provisioning?.iopsInput);
    const throughput = p.throughput ?? fact(curve.def.provisioning?.throughputInput);
    notes.provisioned = {
      ...(iops !== undefined ? { iops } : {}),
      ...(throughput !== undefined ? { throughput } : {}),
    };
    notes.problems.push(...provisionedProblems(curve, env, p));
  }
  const limit = gcpLimit(curve, disk, size, options.vCPU, options.date, notes);
  if (curve.def.noInstanceTable !== undefined) notes.noLimit = 'none-published';
  else if (curve.def.gcpVmTable === undefined && curve.provider === 'gcp') notes.noLimit = 'no-vm-table';
  const onDemand = disk.metadata.onDemandBurst === 'true' && curve.onDemand !== undefined;
  if (onDemand) notes.onDemand = true;
  if (disk.metadata.hostCaching) notes.hostCaching = disk.metadata.hostCaching;
  const typeMax =
    mode === 'defaults' || mode === 'neutral' ? typeMaxOf(curve, size, options.vCPU) : undefined;
  if (typeMax) {
    const i = headline(typeMax.disk.iops);
    const b = headline(typeMax.disk.bw);
    notes.typeMax = { ...(i !== undefined ? { iops: i } : {}), ...(b !== undefined ? { bw: b } : {}) };
  }

  const context = (figures: ExpectedFigures): VerdictContext => {
    const bwScale = (curve.throughput?.unit ?? 'MB/s') === 'MiB/s' ? MiB : MB;
    const buckets = bucketsOf(curve, env, {
      ...optional('iops', headline(figures.disk.iops)),
      ...optional('bw', headline(figures.disk.bw)),
    });
    notes.buckets = buckets.map((b) => ({
      metric: b.metric,
      baseline: b.baseline,
      burst: b.burst,
      capacity: b.capacity,
    }));
    const od = onDemand
      ? {
          iops: curve.onDemand?.iops ? evaluateCompiled(curve.onDemand.iops, env) : undefined,
          bw: curve.onDemand?.throughput ? evaluateCompiled(curve.onDemand.throughput, env) : undefined,
        }
      : undefined;
    const odIops = od?.iops?.ok && od.iops.value > 0 ? od.iops.value : undefined;
    const odBw = od?.bw?.ok && od.bw.value > 0 ? od.bw.value * bwScale : undefined;
    const lim = figures.limit;
    const instBurstIops = lim?.burstIops;
    const instBurstBw = lim?.burstBw;
    // Upper figures of the instance: its burst maximum where it has one, else its limit.
    const instIopsCap = instBurstIops ?? limitCap(lim, 'iops');
    const instBwCap = instBurstBw ?? limitCap(lim, 'bw');
    const instanceBursts =
      (instBurstIops !== undefined && figures.binds.iops === 'instance') ||
      (instBurstBw !== undefined && figures.binds.bw === 'instance');

    const upperFigures = (iops: number | undefined, bw: number | undefined) => ({
      iops: bounded(iops !== undefined ? same(iops, figures.disk.iops) : figures.disk.iops, instIopsCap),
      bw: bounded(bw !== undefined ? same(bw, figures.disk.bw) : figures.disk.bw, instBwCap),
    });

    const burstFor =
      buckets.length > 0 || odIops !== undefined || odBw !== undefined || instanceBursts
        ? (m: Measurement) => {
            if (odIops !== undefined || odBw !== undefined) {
              const placement: Placement = { placed: 'on-demand', upper: odIops ?? odBw ?? 0 };
              return {
                ...upperFigures(odIops, odBw),
                placement,
                metric: odIops !== undefined ? ('iops' as const) : ('throughput' as const),
              };
            }
            const place = (b: Bucket | undefined) =>
              b ? placeRun(m, runs, b, figures.ioCountUnit) : undefined;
            const pi = place(buckets.find((b) => b.metric === 'iops'));
            const pb = place(buckets.find((b) => b.metric === 'throughput'));
            const placement: Placement = pi ?? pb ?? { placed: 'unknown', upper: 0 };
            return {
              ...upperFigures(pi?.upper, pb?.upper),
              placement,
              metric: pi ? ('iops' as const) : ('throughput' as const),
            };
          }
        : undefined;

    // The highest applicable limit: the disk's burst ceiling (or its own limit), the instance's
    // burst maximum, and the VM's host-cached limit when the disk has host caching on.
    const diskIops = Math.max(
      ...[
        headline(typeMax?.disk.iops ?? figures.disk.iops),
        ...buckets.filter((b) => b.metric === 'iops').map((b) => b.burst),
        odIops,
      ].filter((x): x is number => x !== undefined),
    );
    const diskBw = Math.max(
      ...[
        headline(typeMax?.disk.bw ?? figures.disk.bw),
        ...buckets.filter((b) => b.metric === 'throughput').map((b) => b.burst),
        odBw,
      ].filter((x): x is number => x !== undefined),
    );
    // With host caching on, the VM's cached limit counts too (what the cache can serve).
    const cached = notes.hostCaching !== undefined && notes.hostCaching !== 'none';
    const ceilIops = Number.isFinite(diskIops)
      ? Math.max(diskIops, instBurstIops ?? 0, cached ? (lim?.cachedIops ?? 0) : 0)
      : undefined;
    const ceilBw = Number.isFinite(diskBw)
      ? Math.max(diskBw, instBurstBw ?? 0, cached ? (lim?.cachedBw ?? 0) : 0)
      : undefined;
    const baseFig = typeMax?.disk ?? figures.disk;
    return {
      disk,
      runs,
      against: mode ?? 'curve',
      ...(typeMax ? { typeMax: { ...optional('iops', typeMax.iops), ...optional('bw', typeMax.bw) } } : {}),
      ...(burstFor ? { burstFor } : {}),
      ceiling: {
        ...optional('iops', ceilIops !== undefined ? raise(baseFig.iops, ceilIops) : undefined),
        ...optional('bw', ceilBw !== undefined ? raise(baseFig.bw, ceilBw) : undefined),
      },
    };
  };
  return { inputs, ...(limit ? { limit } : {}), notes, context };
}

/** A directional figure raised to at least `v` in each direction (keeps per-direction shapes). */
function raise(f: DirectionalFigure | undefined, v: number): DirectionalFigure {
  if (!f) return same(v, undefined);
  return {
    ...f,
    ...(f.read !== undefined ? { read: Math.max(f.read, v === headline(f) ? f.read : v) } : {}),
    ...(f.write !== undefined ? { write: Math.max(f.write, v === headline(f) ? f.write : v) } : {}),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
