// A catalogue curve with its formulas parsed: what matching, evaluation and the views work with.
import type { Formula } from '../language';
import type { CreditBucketDef, CurveDef, InstanceDef, Semantics } from './schema';

export interface CompiledMetric {
  semantics: Semantics;
  read: Formula;
  write: Formula;
  /** One formula for both directions. */
  same: boolean;
  /** Throughput only: the vendor's unit. */
  unit?: 'MB/s' | 'MiB/s';
}

export interface CompiledInput {
  name: string;
  label: string;
  unit: string;
  default: Formula;
  min: Formula;
  max: Formula;
}

export interface CompiledCurve {
  id: string;
  provider: string;
  providerName: string;
  def: CurveDef;
  iops?: CompiledMetric;
  throughput?: CompiledMetric;
  inputs: CompiledInput[];
  burst?: { iops?: Formula; throughput?: Formula };
  /** Azure on-demand bursting (used only when the disk says it is on). */
  onDemand?: { iops?: Formula; throughput?: Formula };
  /** Credit buckets (gp2, st1/sc1, Azure credit bursting). */
  credits: { def: CreditBucketDef; capacity?: Formula; eligible?: Formula }[];
  instanceCap?: { iops?: Formula; throughput?: Formula };
  /** Where the curve came from: `builtin:<file>`, a user file name, or `custom` (edited in the page). */
  origin: string;
}

export interface LoadIssue {
  /** File (or `custom`) and JSON path / curve id and field. */
  where: string;
  message: string;
  /** Character position inside a formula, when the issue is a formula error. */
  position?: number;
}

/** An instance type's disk limits, with the provider it belongs to. */
export interface CatalogueInstance {
  provider: string;
  def: InstanceDef;
  origin: string;
}

export interface Catalogue {
  curves: CompiledCurve[];
  /** Instance types whose disk limits bound the curves of their provider. */
  instances: CatalogueInstance[];
  /** provider id → aliases (lower-case) and display name. */
  providers: { id: string; name: string; aliases: string[] }[];
  issues: LoadIssue[];
}

/** Variables every formula may use: the size in four units and the instance's vCPU count. */
export const SIZE_VARIABLES = ['GB', 'GiB', 'TB', 'TiB'] as const;
export const CONTEXT_VARIABLES = [...SIZE_VARIABLES, 'vCPU'] as const;
