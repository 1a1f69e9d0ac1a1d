// Finds the advertised curve for a measured disk: provider (with aliases), type (with aliases and
// tier names), region for regional variants, and the date of the run, because formulas changed over
// the years. An unmatched disk gets a message saying what is missing and how to fix it.
import type { Disk, SizeUnit } from '../model/types';
import { curveNames, normaliseName, resolveProvider, tierSizeForName } from './aliases';
import type { Catalogue, CompiledCurve } from './catalogue/compiled';
import { note, type Note } from './notes';
import { dateSpan, inEra, monthOf, normaliseDate, spanMeetsEra } from './dates';

export interface MatchOptions {
  /** A date the user gave (YYYY-MM or ISO), used when the disk's metadata has none. */
  date?: string;
}

export type DateSource = 'metadata' | 'user' | 'none';

/** One era of a disk type, for choosing the run date in one click. */
export interface EraChoice {
  curveId: string;
  /** `2016`, `intermediate`, `current` (the part of the curve id after @), else the date range. */
  name: string;
  /** The era's first and last day (none: open), and whether those are approximate; a page words them. */
  from?: string;
  to?: string;
  approximate: boolean;
  /** A month inside the era (YYYY-MM), to set as the run date. */
  month: string;
}

export type MatchResult =
  | {
      ok: true;
      curve: CompiledCurve;
      /** The date that chose the era (YYYY-MM-DD), when there was one. */
      date?: string;
      dateSource: DateSource;
      /** Which file gave a metadata date: `disk.json`, `pts-options` or `results` (fio run times). */
      dateFrom?: string;
      /** Every era of this disk type, oldest first (one element when the formula never changed). */
      eras: EraChoice[];
      /** Size implied by a tier name (`p30` → 1024 GiB) when the disk has none. */
      impliedSize?: { value: number; unit: SizeUnit };
      notes: Note[];
    }
  | {
      ok: false;
      reason: 'no-provider' | 'no-type' | 'no-era';
      message: string;
      fix: string;
      /** The facts in `message` and `fix`, so a page can say them in its reader's language. */
      params: Record<string, string>;
    };

export interface DiskIdentity {
  provider: string;
  type: string;
  metadata?: Record<string, string>;
}

function previousMonth(ym: string): string {
  const y = Number(ym.slice(0, 4));
  const m = Number(ym.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function eraChoice(c: CompiledCurve): EraChoice {
  const suffix = c.id.includes('@') ? c.id.slice(c.id.lastIndexOf('@') + 1) : '';
  const from = c.def.validFrom?.slice(0, 7);
  const to = c.def.validTo?.slice(0, 7);
  const year = /^\d{4}$/.test(suffix) && inEra(`${suffix}-06-01`, from, to) ? `${suffix}-06` : undefined;
  const month = year ?? from ?? (to ? previousMonth(to) : new Date().toISOString().slice(0, 7));
  const name = suffix || (from || to ? `${from ?? '…'} – ${to ?? 'now'}` : 'current');
  return {
    curveId: c.id,
    name,
    ...(c.def.validFrom ? { from: c.def.validFrom } : {}),
    ...(c.def.validTo ? { to: c.def.validTo } : {}),
    approximate: !!c.def.datesApproximate,
    month,
  };
}

function eraLabel(c: CompiledCurve): string {
  const from = c.def.validFrom ?? '…';
  const to = c.def.validTo ?? 'now';
  return `${from} – ${to}${c.def.datesApproximate ? ' (approximate)' : ''}`;
}

/** `2019-01 – …`, `≈ 2022-11-14 – …` (approximate): an era's dates in no language. */
function eraDates(c: CompiledCurve): string {
  const span = `${c.def.validFrom ?? '…'} – ${c.def.validTo ?? '…'}`;
  return c.def.datesApproximate ? `≈ ${span}` : span;
}

/** The era that applies today: no end date, else the latest start. */
function currentEra(curves: CompiledCurve[]): CompiledCurve {
  const open = curves.filter((c) => c.def.validTo === undefined);
  const pool = open.length > 0 ? open : curves;
  return [...pool].sort((a, b) => (a.def.validFrom ?? '').localeCompare(b.def.validFrom ?? '')).at(-1)!;
}

export function matchCurve(
  catalogue: Catalogue,
  disk: DiskIdentity,
  options: MatchOptions = {},
): MatchResult {
  const providerId = resolveProvider(catalogue, disk.provider);
  if (!providerId) {
    const known = catalogue.providers.map((p) => p.id).join(', ');
    return {
      ok: false,
      reason: 'no-provider',
      message: `No curves for provider "${disk.provider}".`,
      fix: `Name the provider as one of ${known} (or an alias such as aliyun, qcloud), or load a catalogue file for it.`,
      params: { provider: disk.provider, known },
    };
  }
  const type = normaliseName(disk.type);
  const region = disk.metadata?.region?.trim().toLowerCase();
  const ofProvider = catalogue.curves.filter((c) => c.provider === providerId);
  let candidates = ofProvider.filter((c) => curveNames(c).includes(type));
  // A regional variant is used only for its region, and is preferred there.
  const regional = candidates.filter(
    (c) => region !== undefined && c.def.regions?.some((r) => r.toLowerCase() === region),
  );
  candidates = regional.length > 0 ? regional : candidates.filter((c) => !c.def.regions);
  if (candidates.length === 0) {
    const types = [
      ...new Set(
        ofProvider.filter((c) => !c.def.regions).map((c) => normaliseName(c.def.aliases[0] ?? c.def.type)),
      ),
    ];
    return {
      ok: false,
      reason: 'no-type',
      message: `No ${providerId} curve for type "${disk.type}".`,
      fix: `Use one of the known types (${types.join(', ')}), or add a curve with this alias in a catalogue file.`,
      params: { provider: providerId, type: disk.type, types: types.join(', ') },
    };
  }

  const fromMetadata = normaliseDate(disk.metadata?.date);
  const fromUser = normaliseDate(options.date);
  const date = fromMetadata ?? fromUser;
  const dateSource: DateSource = fromMetadata ? 'metadata' : fromUser ? 'user' : 'none';
  const notes: Note[] = [];
  let curve: CompiledCurve;
  if (date) {
    // At the date's own precision: "2016" meets every era of 2016, and the one of its first day wins.
    const span = dateSpan(fromMetadata ? disk.metadata?.date : options.date)!;
    const inRange = candidates
      .filter((c) => spanMeetsEra(span, c.def.validFrom, c.def.validTo))
      .sort(
        (a, b) =>
          Number(inEra(date, b.def.validFrom, b.def.validTo)) -
          Number(inEra(date, a.def.validFrom, a.def.validTo)),
      );
    if (inRange.length === 0)
      return {
        ok: false,
        reason: 'no-era',
        message: `No ${providerId} ${disk.type} curve applies on ${monthOf(date)} (eras: ${candidates.map(eraLabel).join('; ')}).`,
        fix: 'Check the run date (disk metadata "date", or the date field / --date YYYY-MM).',
        params: {
          provider: providerId,
          type: disk.type,
          month: monthOf(date),
          // Without words ("now", "approximate"), so the page's sentence is in one language.
          eras: candidates.map(eraDates).join('; '),
        },
      };
    curve = inRange[0]!;
    if (inRange.length > 1)
      notes.push(
        note(
          'date-spans-eras',
          {
            date: span.from.slice(0, span.precision === 'year' ? 4 : 7),
            precision: span.precision,
            count: inRange.length,
            curves: inRange.map((c) => c.id).join(','),
            curve: curve.id,
          },
          `The run date ${span.from.slice(0, span.precision === 'year' ? 4 : 7)} (a ${span.precision}) spans ${inRange.length} eras (${inRange.map(eraLabel).join('; ')}); judged against ${curve.id}, the era of its first day. Give the month or day to choose.`,
        ),
      );
    if (curve.def.datesApproximate)
      notes.push(
        note('era-approximate', { curve: curve.id }, `The era boundaries of ${curve.id} are approximate.`),
      );
  } else {
    curve = currentEra(candidates);
    if (candidates.length > 1)
      notes.push(
        note(
          'no-run-date',
          { curve: curve.id },
          `No run date: using the current formula (${curve.id}). Give a date to pick an older one.`,
        ),
      );
  }
  const tierSize = tierSizeForName(curve, disk.type);
  const stepsUnit = curve.def.steps?.sizeVar;
  const dateFrom = fromMetadata ? disk.metadata?.dateSource : undefined;
  const eras = [...candidates]
    .sort((a, b) => (a.def.validFrom ?? '').localeCompare(b.def.validFrom ?? ''))
    .map(eraChoice);
  return {
    ok: true,
    curve,
    ...(date ? { date } : {}),
    dateSource,
    ...(dateFrom ? { dateFrom } : {}),
    eras,
    ...(tierSize !== undefined && stepsUnit ? { impliedSize: { value: tierSize, unit: stepsUnit } } : {}),
    notes,
  };
}

/** Convenience for a model Disk. */
export function matchDisk(catalogue: Catalogue, disk: Disk, options: MatchOptions = {}): MatchResult {
  return matchCurve(catalogue, disk, options);
}
