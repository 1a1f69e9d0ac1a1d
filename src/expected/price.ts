// Price / performance: a monthly price per disk from a price per GB-month (or per GB-hour, × 730
// hours), figures per unit of money, and the cheapest size of each priced type that meets a target.
// Prices come from the catalogue (few sources give any) and from the user.
import type { SizeUnit } from '../model/types';
import { expectedAtSize, headline, sizeIn, type DiskSize, type ExpectedFigures } from './at-size';
import type { Catalogue, CompiledCurve } from './catalogue/compiled';
import { tierFor } from './catalogue/steps';

export const HOURS_PER_MONTH = 730;

export interface PriceEntry {
  curveId: string;
  perGBMonth?: number;
  perGBHour?: number;
  currency: string;
  sizeUnit: SizeUnit;
  source: string;
  note?: string;
}

/** The first price each catalogue curve carries. */
export function cataloguePrices(catalogue: Catalogue): PriceEntry[] {
  return catalogue.curves.flatMap((c) => {
    const p = c.def.prices?.[0];
    return p ? [{ curveId: c.id, ...p }] : [];
  });
}

/** The size the vendor bills: a step-table size is billed as its tier. */
export function billedSize(curve: CompiledCurve, size: DiskSize): DiskSize {
  const steps = curve.def.steps;
  if (!steps) return size;
  const tier = tierFor(sizeIn(size, steps.sizeVar), steps.tiers);
  return tier ? { value: tier.upTo, unit: steps.sizeVar } : size;
}

export function monthlyCost(price: PriceEntry, size: DiskSize): number | undefined {
  const perMonth =
    price.perGBMonth ?? (price.perGBHour !== undefined ? price.perGBHour * HOURS_PER_MONTH : undefined);
  return perMonth === undefined ? undefined : perMonth * sizeIn(size, price.sizeUnit);
}

export interface Offer {
  curveId: string;
  size: DiskSize;
  monthly: number;
  currency: string;
  figures: ExpectedFigures;
  /** IOPS and bytes/s per unit of money per month. */
  iopsPerMoney?: number;
  bwPerMoney?: number;
}

export function offerAt(curve: CompiledCurve, price: PriceEntry, size: DiskSize): Offer | undefined {
  const billed = billedSize(curve, size);
  const monthly = monthlyCost(price, billed);
  if (monthly === undefined || !(monthly > 0)) return undefined;
  const figures = expectedAtSize(curve, billed);
  const iops = headline(figures.iops);
  const bw = headline(figures.bw);
  return {
    curveId: curve.id,
    size: billed,
    monthly,
    currency: price.currency,
    figures,
    ...(iops !== undefined ? { iopsPerMoney: iops / monthly } : {}),
    ...(bw !== undefined ? { bwPerMoney: bw / monthly } : {}),
  };
}

export interface Target {
  iops?: number;
  /** bytes/s */
  bw?: number;
}

function meets(f: ExpectedFigures, t: Target): boolean {
  const iops = headline(f.iops);
  const bw = headline(f.bw);
  if (t.iops !== undefined && (iops === undefined || iops < t.iops)) return false;
  if (t.bw !== undefined && (bw === undefined || bw < t.bw)) return false;
  return true;
}

/**
 * For each priced curve, the smallest whole size (in the curve's unit) whose advertised figures
 * meet the target, cheapest first. Curves rise with size, so a binary search finds it.
 */
export function cheapestMeeting(
  catalogue: Catalogue,
  prices: readonly PriceEntry[],
  target: Target,
): Offer[] {
  const offers: Offer[] = [];
  for (const price of prices) {
    const curve = catalogue.curves.find((c) => c.id === price.curveId);
    if (!curve) continue;
    const unit = curve.def.sizeUnit;
    const at = (v: number) => expectedAtSize(curve, { value: v, unit });
    let lo = Math.max(1, Math.ceil(curve.def.sizeRange.min ?? 1));
    let hi = Math.floor(curve.def.sizeRange.max ?? 65536);
    if (lo > hi || !meets(at(hi), target)) continue;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (meets(at(mid), target)) hi = mid;
      else lo = mid + 1;
    }
    const offer = offerAt(curve, price, { value: lo, unit });
    if (offer) offers.push(offer);
  }
  return offers.sort((a, b) => a.currency.localeCompare(b.currency) || a.monthly - b.monthly);
}
