// Catalogue JSON read as text and parsed here, independently of the app's catalogue loader, for the
// tests that check catalogue figures against the numbers their sources print.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DATA = path.resolve(import.meta.dirname, '../../../data/expected');
export interface Curve {
  id: string;
  validFrom?: string;
  validTo?: string;
  datesApproximate?: boolean;
  status?: string;
  sizeRange?: { min?: number; max?: number };
  iops?: { expr?: string; read?: string; write?: string };
  throughput?: { expr?: string; unit?: string };
  inputs?: { name: string; min?: string; max?: string; default?: string }[];
  steps?: {
    tiers: {
      name: string;
      upTo: number;
      iops: number;
      throughput: number;
      expandedIops?: number;
      expandedThroughput?: number;
    }[];
  };
  credits?: { metric: string; capacity?: string }[];
  burst?: { iops?: string; throughput?: string };
  unverified?: string[];
  notes?: string[];
  latency?: { lowMs?: number; highMs?: number; text?: string };
  instanceCap?: { iops?: string; throughput?: string; note?: string };
  noInstanceTable?: string;
  sources?: { url: string; date?: string; note?: string }[];
}
/** An instance type's disk limits (the file-level `instances[]`). */
export interface Instance {
  id: string;
  name: string;
  vCPU?: number;
  iops?: number;
  throughput?: number;
  unit?: string;
  burstIops?: number;
  burstThroughput?: number;
  cachedIops?: number;
  cachedThroughput?: number;
  validFrom?: string;
  validTo?: string;
  status?: string;
  note?: string;
  sources?: { url: string; date?: string; note?: string }[];
}
export const read = (f: string) =>
  JSON.parse(readFileSync(path.join(DATA, f), 'utf8')) as { curves: Curve[]; instances?: Instance[] };
export const curve = (f: string, id: string): Curve => {
  const c = read(f).curves.find((x) => x.id === id);
  if (!c) throw new Error(`${id} missing from ${f}`);
  return c;
};
export const input = (c: Curve, name: string) => c.inputs?.find((i) => i.name === name);
