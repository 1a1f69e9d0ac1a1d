// The instance (VM) a disk was measured on bounds it: AWS EBS-optimised limits per instance type,
// Azure uncached disk limits per VM size, Alibaba storage I/O per instance type, UCloud's storage
// I/O per vCPU count. This finds the catalogue's instance type for a disk's `instance` fact and
// turns either kind of limit into base units, so the expected figure can be min(disk curve,
// instance limit).
import type { CatalogueInstance, Catalogue, CompiledCurve } from './catalogue/compiled';
import type { InstanceDef, Status } from './catalogue/schema';
import { inEra } from './dates';
import { normaliseName } from './aliases';
import { MB, MiB } from '../model/units';

export interface InstanceLimit {
  /** `instance`: an instance type of the catalogue; `vcpu`: the curve's per-vCPU table. */
  kind: 'instance' | 'vcpu' | 'gcp-vm';
  /** `m5.large`, or `16 vCPU`. */
  name: string;
  /** Operations/s and bytes/s for all disks of the instance together. */
  iops?: number;
  bw?: number;
  /** Separate read and write limits (GCP per-VM tables), which win over `iops` / `bw`. */
  perDirection?: {
    iops?: { read: number; write: number };
    bw?: { read: number; write: number };
  };
  /** The instance's own burst maximum (EC2 30-minute burst, Azure VM-level burst), base units. */
  burstIops?: number;
  burstBw?: number;
  /** The VM's host-cached limit (Azure), base units: counts only when the disk has caching on. */
  cachedIops?: number;
  cachedBw?: number;
  status: Status;
  note?: string;
  /** Where the figures come from (the first source's address). */
  source?: string;
}

/** Which of the two sets the expected figure. */
export type Bound = 'disk' | 'instance';

function appliesTo(inst: InstanceDef, curve: CompiledCurve): boolean {
  if (!inst.appliesTo) return true;
  const names = [curve.def.type, ...curve.def.aliases].map(normaliseName);
  return inst.appliesTo.some((t) => names.includes(normaliseName(t)));
}

/** The catalogue's instance type named `name` for this curve's provider, at `date` when known. */
export function findInstance(
  catalogue: Catalogue,
  curve: CompiledCurve,
  name: string,
  date?: string,
): CatalogueInstance | undefined {
  const wanted = normaliseName(name);
  return catalogue.instances.find(
    (i) =>
      i.provider === curve.provider &&
      [i.def.name, ...(i.def.aliases ?? [])].some((n) => normaliseName(n) === wanted) &&
      appliesTo(i.def, curve) &&
      (date === undefined || inEra(date, i.def.validFrom, i.def.validTo)),
  );
}

export function limitOfInstance(inst: InstanceDef): InstanceLimit {
  const scale = inst.unit === 'MB/s' ? MB : MiB;
  return {
    kind: 'instance',
    name: inst.name,
    ...(inst.iops !== undefined ? { iops: inst.iops } : {}),
    ...(inst.throughput !== undefined ? { bw: inst.throughput * scale } : {}),
    ...(inst.burstIops !== undefined ? { burstIops: inst.burstIops } : {}),
    ...(inst.burstThroughput !== undefined ? { burstBw: inst.burstThroughput * scale } : {}),
    ...(inst.cachedIops !== undefined ? { cachedIops: inst.cachedIops } : {}),
    ...(inst.cachedThroughput !== undefined ? { cachedBw: inst.cachedThroughput * scale } : {}),
    status: inst.status,
    ...(inst.note !== undefined ? { note: inst.note } : {}),
    ...(inst.sources[0] ? { source: inst.sources[0].url } : {}),
  };
}
