// GCP Persistent Disk per-VM limits, read from the gcpdiag tables copied unchanged into
// data/expected/gcp-pd-limits/ (Apache-2.0; commits in that folder's README). A zonal PD's expected
// figure is min(per-VM row, per-VM baseline + slope × size), per direction, the baseline only from
// its era on (gcpBaselineFrom). The baseline and the slope are per VM over every disk of that type
// on it, so the figure assumes the disk is the VM's only disk of its type (the verdict says so).
import limitsPerGb from '../../data/expected/gcp-pd-limits/limits_per_gb.json';
import aFamily from '../../data/expected/gcp-pd-limits/a-family.json';
import cFamily from '../../data/expected/gcp-pd-limits/c-family.json';
import eFamily from '../../data/expected/gcp-pd-limits/e-family.json';
import fFamily from '../../data/expected/gcp-pd-limits/f-family.json';
import gFamily from '../../data/expected/gcp-pd-limits/g-family.json';
import hFamily from '../../data/expected/gcp-pd-limits/h-family.json';
import mFamily from '../../data/expected/gcp-pd-limits/m-family.json';
import nFamily from '../../data/expected/gcp-pd-limits/n-family.json';
import tFamily from '../../data/expected/gcp-pd-limits/t-family.json';
import zFamily from '../../data/expected/gcp-pd-limits/z-family.json';
import gcpCatalogue from '../../data/expected/gcp.json';
import { MB, MiB } from '../model/units';
import { inEra } from './dates';

export const GCP_TABLE_SOURCE =
  'https://github.com/GoogleCloudPlatform/gcpdiag/tree/9f84bc0ab7fdc376a57fc8d6082317d064bdf1ec/gcpdiag/runbook/gce/disk_performance_benchmark';

interface Row {
  'VM vCPU count'?: string;
  'Machine type'?: string;
  'Maximum write IOPS': number;
  'Maximum read IOPS': number;
  'Maximum write throughput (MiBps)'?: number;
  'Maximum read throughput (MiBps)'?: number;
  /** The A3 rows write MB/s (taken as 10^6 B/s, as written). */
  'Maximum write throughput (MB/s)'?: number;
  'Maximum read throughput (MB/s)'?: number;
}

/**
 * Values of the copied tables that are plainly a slip in the source, not applied (the files stay
 * unchanged): a2-ultragpu-8g pd-standard reads "Maximum read throughput (MiBps)": 1, where every
 * other A2 row of 2 GPUs or more reads 1,200.
 */
const SOURCE_SLIPS: { machine: string; diskType: string; field: 'readBw' }[] = [
  { machine: 'a2-ultragpu-8g', diskType: 'pd-standard', field: 'readBw' },
];

function bwOf(row: Row, dir: 'read' | 'write'): number | undefined {
  const mib = row[`Maximum ${dir} throughput (MiBps)`];
  if (mib !== undefined) return mib * MiB;
  const mb = row[`Maximum ${dir} throughput (MB/s)`];
  return mb !== undefined ? mb * MB : undefined;
}
type FamilyFile = Record<string, Record<string, Row[]>>;

const FAMILIES: Record<string, FamilyFile> = {
  a: aFamily as FamilyFile,
  c: cFamily as FamilyFile,
  e: eFamily as FamilyFile,
  f: fFamily as FamilyFile,
  g: gFamily as FamilyFile,
  h: hFamily as FamilyFile,
  m: mFamily as FamilyFile,
  n: nFamily as FamilyFile,
  t: tFamily as FamilyFile,
  z: zFamily as FamilyFile,
};

/** Per-direction figures in base units (ops/s, B/s). */
export interface GcpVmFigures {
  readIops: number;
  writeIops: number;
  readBw: number;
  writeBw: number;
}

export interface GcpVmLimit {
  /** `N2 VMs`, the row label (`8-15`, `16`, `n2-standard-64`). */
  family: string;
  row: string;
  /** The machine type's row (what the VM allows its disks of this type, all together). */
  vm: GcpVmFigures;
}

/** `n2-standard-8` → family `N2 VMs`, 8 vCPU; `e2-medium` → `E2 VMs`, no vCPU count. */
export function parseMachineType(machineType: string): { family: string; vCPU?: number } | undefined {
  const m = /^([a-z]\d+[a-z]?)-[a-z]+(?:-(\d+))?/i.exec(machineType.trim());
  if (!m) return undefined;
  const vCPU = m[2] !== undefined ? Number(m[2]) : undefined;
  return { family: `${m[1]!.toUpperCase()} VMs`, ...(vCPU !== undefined ? { vCPU } : {}) };
}

/** Whether a row label ("1", "2-7", "64 or more", "16", "e2-medium*") covers this VM. */
function rowCovers(label: string, machineType: string, vCPU: number | undefined): boolean {
  const l = label.trim().toLowerCase();
  if (/^[a-z]/.test(l)) {
    const stem = l.replace(/\*$/, '');
    return l.endsWith('*') ? machineType.toLowerCase().startsWith(stem) : machineType.toLowerCase() === stem;
  }
  if (vCPU === undefined) return false;
  const range = /^(\d+)-(\d+)$/.exec(l);
  if (range) return vCPU >= Number(range[1]) && vCPU <= Number(range[2]);
  const more = /^(\d+) or more$/.exec(l);
  if (more) return vCPU >= Number(more[1]);
  return /^\d+$/.test(l) && Number(l) === vCPU;
}

/** The per-VM row of a machine type for a PD type; undefined when the tables have none. */
export function gcpVmLimit(
  machineType: string,
  diskType: string,
  vCPUOverride?: number,
): GcpVmLimit | undefined {
  const parsed = parseMachineType(machineType);
  if (!parsed) return undefined;
  const file = FAMILIES[parsed.family[0]!.toLowerCase()];
  if (!file) return undefined;
  const vCPU = vCPUOverride ?? parsed.vCPU;
  // The family named by the machine type ("N2 VMs"), else any family of the file that lists this
  // machine type by name ("A2 Standard VMs" holds a2-highgpu-1g).
  const families = [
    ...(file[parsed.family] ? [parsed.family] : []),
    ...Object.keys(file).filter((f) => f !== parsed.family),
  ];
  for (const family of families) {
    const rows = file[family]?.[diskType];
    if (!rows) continue;
    const byName = family !== parsed.family;
    const row = rows.find((r) => {
      const label = r['VM vCPU count'] ?? r['Machine type'] ?? '';
      return byName
        ? r['Machine type']?.toLowerCase() === machineType.trim().toLowerCase()
        : rowCovers(label, machineType, vCPU);
    });
    if (!row) continue;
    const readBw = bwOf(row, 'read');
    const writeBw = bwOf(row, 'write');
    if (readBw === undefined || writeBw === undefined) continue;
    const slip = SOURCE_SLIPS.some(
      (x) => x.machine === machineType.trim().toLowerCase() && x.diskType === diskType,
    );
    return {
      family,
      row: row['VM vCPU count'] ?? row['Machine type'] ?? '',
      vm: {
        readIops: row['Maximum read IOPS'],
        writeIops: row['Maximum write IOPS'],
        readBw: slip ? Infinity : readBw,
        writeBw,
      },
    };
  }
  return undefined;
}

/**
 * The day a PD type's per-VM baseline starts, from the catalogue's eras of that type (data/expected/
 * gcp.json): the era before it carries the per-GiB rule alone and ends on that day (pd-balanced
 * 2022-11-14, secondary; pd-ssd the same day, marked approximate). Undefined: one era, the baseline
 * (zero for pd-standard and pd-extreme) always applies.
 */
export function gcpBaselineFrom(diskType: string): string | undefined {
  const ends = (gcpCatalogue.curves as { gcpVmTable?: string; validTo?: string }[])
    .filter((c) => c.gcpVmTable === diskType && c.validTo !== undefined)
    .map((c) => c.validTo!);
  return ends.length > 0 ? [...ends].sort().at(-1) : undefined;
}

/** Whether the per-VM baseline terms held on `date`; without a date, today's rule (they do). */
export function gcpBaselineApplies(diskType: string, date: string | undefined): boolean {
  const from = gcpBaselineFrom(diskType);
  return date === undefined || from === undefined || inEra(date, from, undefined);
}

/**
 * Slope × size, plus the per-VM baseline where its era had begun on `date` (YYYY-MM-DD; without a
 * date, today's rule), for a PD type (per VM, over all disks of the type), base units.
 */
export function gcpSizeFigures(diskType: string, sizeGiB: number, date?: string): GcpVmFigures | undefined {
  const iops = (limitsPerGb.iops as Record<string, Record<string, number>>)[diskType];
  const tp = (limitsPerGb.throughput as Record<string, Record<string, number>>)[diskType];
  const base = (limitsPerGb.baseline as Record<string, Record<string, number>>)[diskType];
  if (!iops || !tp) return undefined;
  const hasBaseline = gcpBaselineApplies(diskType, date);
  const baseIops = hasBaseline ? (base?.['Baseline IOPS per VM'] ?? 0) : 0;
  const baseTp = hasBaseline ? (base?.['Baseline Throughput (MiBps) per VM'] ?? 0) : 0;
  const bw = (baseTp + tp['Throughput per GiB (MiBps)']! * sizeGiB) * MiB;
  return {
    readIops: baseIops + iops['Read IOPS per GiB']! * sizeGiB,
    writeIops: baseIops + iops['Write IOPS per GiB']! * sizeGiB,
    readBw: bw,
    writeBw: bw,
  };
}
