// The overview table: one row per disk, sortable by any column, filterable and searchable; the
// checkboxes drive the selection the Disk and Compare views show.
import { useMemo, useRef } from 'react';
import type { DisplayUnits } from '../../charts/units';
import {
  formatDisplayValue,
  formatIops,
  formatNumber,
  bwToDisplay,
  latToDisplay,
  toDisplay,
} from '../../charts/units';
import { metricKindOf } from '../../analysis/metric-value';
import { depthJobsLabel, driftText, headlineColumnLabel, statisticText } from '../../charts/summary-text';
import type { Lang } from '../../i18n';
import { useStore } from '../../state/store';
import type { Dataset } from '../../model/types';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import {
  distinct,
  FIGURE_KEYS,
  filterRows,
  NO_FILTER,
  sizeText,
  sortRows,
  toolNames,
  type FigureKey,
  type OverviewFilter,
  type OverviewRow,
  type SortKey,
} from './overview-rows';
import { useOverviewRows } from './use-overview-rows';
import { DiskHoldingsCell } from './DiskHoldingsCell';
import { overviewStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { Pager, usePage } from '../common/Pager';

export interface OverviewTableProps {
  dataset: Dataset;
  selected: string[];
  units: DisplayUnits;
  onSelect(ids: string[]): void;
}

function figureText(row: OverviewRow, key: FigureKey, units: DisplayUnits, lang: Lang): string {
  const v = row.headline[key]?.value;
  if (v === undefined) return '—';
  if (key === 'randRead4k' || key === 'randWrite4k') return formatIops(v, lang);
  if (key === 'lat4kQd1') return formatNumber(latToDisplay(v, units.lat), lang);
  return formatNumber(bwToDisplay(v, units.bw), lang);
}

/** n and the runs' min–max under a figure that summarises several runs (the header names the unit). */
function spreadText(row: OverviewRow, key: FigureKey, units: DisplayUnits, lang: Lang): string {
  const stat = row.headline[key]?.stat;
  if (!stat || stat.n < 2) return '';
  const kind = metricKindOf(stat.metric);
  const f = (v: number) => formatDisplayValue(kind, toDisplay(kind, v, units), lang);
  return `n = ${stat.n} · ${f(stat.min)}–${f(stat.max)}${row.headline[key]!.summary.drift ? ' ↯' : ''}`;
}

/** The cell's title: what the figure summarises, its drift, and (`from`) the run it points at. */
function figureTitle(
  row: OverviewRow,
  key: FigureKey,
  units: DisplayUnits,
  lang: Lang,
  from: string,
): string {
  const fig = row.headline[key];
  if (!fig) return '';
  const what = statisticText({ stat: fig.stat }, fig.stat.metric, units, lang);
  return [what, driftText(fig.summary, units, lang), from].filter(Boolean).join('\n');
}

type Sort = { key: SortKey; dir: 'asc' | 'desc' };

/** The five headline slots, in column order (each header names the workload it shows). */
const FIGURE_COLUMNS: readonly FigureKey[] = FIGURE_KEYS;

const SORT_KEYS: readonly string[] = [
  'disk',
  'provider',
  'type',
  'size',
  'tools',
  'tests',
  'randRead4k',
  'randWrite4k',
  'seqRead1m',
  'seqWrite1m',
  'lat4kQd1',
] satisfies SortKey[];

/** Search and filters are linkable (`p.q`, `p.provider`, `p.type`, `p.tool`). */
function useLinkedFilter(): [OverviewFilter, (f: OverviewFilter) => void] {
  const [search, setSearch] = useViewParam('q', NO_FILTER.search);
  const [provider, setProvider] = useViewParam('provider', NO_FILTER.provider);
  const [type, setType] = useViewParam('type', NO_FILTER.type);
  const [tool, setTool] = useViewParam('tool', NO_FILTER.tool);
  const filter = useMemo(() => ({ search, provider, type, tool }), [search, provider, type, tool]);
  const setFilter = (f: OverviewFilter) => {
    setSearch(f.search);
    setProvider(f.provider);
    setType(f.type);
    setTool(f.tool);
  };
  return [filter, setFilter];
}

/** The sort is linkable as `p.sort=<column>:<asc|desc>`; an unknown column sorts by disk. */
function useLinkedSort(): [Sort, (next: (s: Sort) => Sort) => void] {
  const [text, setText] = useViewParam('sort', 'disk:asc');
  const [key = '', dir] = text.split(':');
  const sort = useMemo<Sort>(
    () =>
      SORT_KEYS.includes(key)
        ? { key: key as SortKey, dir: dir === 'desc' ? 'desc' : 'asc' }
        : { key: 'disk', dir: 'asc' },
    [key, dir],
  );
  const setSort = (next: (s: Sort) => Sort) => {
    const n = next(sort);
    setText(`${n.key}:${n.dir}`);
  };
  return [sort, setSort];
}

export function OverviewTable({ dataset, selected, units, onSelect }: OverviewTableProps) {
  const t = useStrings(overviewStrings);
  const lang = useStore((s) => s.lang);
  const [filter, setFilter] = useLinkedFilter();
  const [sort, setSort] = useLinkedSort();
  const rows = useOverviewRows(dataset);
  const shown = useMemo(() => sortRows(filterRows(rows, filter), sort.key, sort.dir), [rows, filter, sort]);
  // A page of rows at a time (common/page-range.ts); another search, filter or order opens on its
  // first page.
  const paged = usePage(shown.length, JSON.stringify([filter, sort]));
  const tableRef = useRef<HTMLDivElement>(null);
  const selectedSet = new Set(selected);

  const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
    { key: 'disk', label: t('disk') },
    { key: 'provider', label: t('provider') },
    { key: 'type', label: t('type') },
    { key: 'size', label: t('size'), numeric: true },
    { key: 'tools', label: t('tools') },
    { key: 'tests', label: t('tests') },
    // Each figure column names its workload (analysis/headline picks it from the disks' own).
    ...(rows[0]?.columns ?? []).map((col) => ({
      key: col.key as SortKey,
      label: headlineColumnLabel(col, units, lang),
      numeric: true,
    })),
  ];

  const toggle = (id: string) =>
    onSelect(selectedSet.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const allShownSelected = shown.length > 0 && shown.every((r) => selectedSet.has(r.disk.id));
  const toggleShown = () =>
    onSelect(
      allShownSelected
        ? selected.filter((id) => !shown.some((r) => r.disk.id === id))
        : [...selected, ...shown.map((r) => r.disk.id).filter((id) => !selectedSet.has(id))],
    );
  // Same column flips the direction; a new column starts with text A→Z and figures largest first.
  const sortBy = (key: SortKey, numeric: boolean) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: numeric && key !== 'size' ? 'desc' : 'asc' },
    );

  if (rows.length === 0) return <p className="notice">{t('empty')}</p>;

  const select = (label: string, value: string, options: string[], set: (v: string) => void) => (
    <Select
      className="filter"
      label={label}
      value={value}
      choices={[{ value: '', label: t('all') }, ...options.map((o) => ({ value: o, label: o }))]}
      onChange={set}
    />
  );

  return (
    <div className="overview">
      <div className="filters" role="search">
        <label className="filter">
          {t('search')}{' '}
          <input
            type="search"
            value={filter.search}
            onChange={(e) => setFilter({ ...filter, search: e.target.value })}
          />
        </label>
        {select(
          t('provider'),
          filter.provider,
          distinct(rows, (r) => r.disk.provider),
          (provider) => setFilter({ ...filter, provider }),
        )}
        {select(
          t('type'),
          filter.type,
          distinct(rows, (r) => r.disk.type),
          (type) => setFilter({ ...filter, type }),
        )}
        {select(t('tool'), filter.tool, [...new Set(rows.flatMap(toolNames))].sort(), (tool) =>
          setFilter({ ...filter, tool }),
        )}
        <span className="muted">{t('selected', { n: selected.length })}</span>
      </div>
      <div className="table-scroll" ref={tableRef}>
        <table className="data-table overview-table" data-disks={rows.length}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('selectShown')}
                  title={t('selectShown')}
                  checked={allShownSelected}
                  onChange={toggleShown}
                />
              </th>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? 'num' : undefined}
                  aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="sort"
                    onClick={() => sortBy(c.key, c.numeric ?? false)}
                    title={t('sortBy', { column: c.label })}
                  >
                    {c.label}
                    <span aria-hidden="true">
                      {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.slice(paged.start, paged.end).map((r) => (
              <tr key={r.disk.id} className={selectedSet.has(r.disk.id) ? 'selected' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('select', { disk: r.disk.label })}
                    checked={selectedSet.has(r.disk.id)}
                    onChange={() => toggle(r.disk.id)}
                  />
                </td>
                <th scope="row">
                  {r.disk.label}
                  {r.disk.comparable ? null : (
                    <span className="badge badge-warning" title={t('notComparableHint')}>
                      {t('notComparable')}
                    </span>
                  )}
                </th>
                <td>{r.disk.provider}</td>
                <td>{r.disk.type}</td>
                <td className="num">{sizeText(r.disk)}</td>
                <td>{r.tools}</td>
                <td>{r.tests.join(', ')}</td>
                {/* No headline figure at all: say what the disk holds instead of a row of dashes. */}
                {FIGURE_COLUMNS.every((k) => r.headline[k] === undefined) ? (
                  <DiskHoldingsCell dataset={dataset} diskId={r.disk.id} span={FIGURE_COLUMNS.length} />
                ) : (
                  FIGURE_COLUMNS.map((k) => (
                    <td
                      key={k}
                      className="num"
                      data-figure={k}
                      title={
                        r.headline[k]
                          ? figureTitle(
                              r,
                              k,
                              units,
                              lang,
                              r.sources[k] ? t('from', { source: r.sources[k] }) : '',
                            )
                          : undefined
                      }
                    >
                      {figureText(r, k, units, lang)}
                      {r.headline[k]?.depth ? (
                        // Not at the header's queue depth × jobs: the figure says its own.
                        <span className="cell-spread cell-depth">
                          {depthJobsLabel(r.headline[k]!.depth!, lang)}
                        </span>
                      ) : null}
                      {spreadText(r, k, units, lang) ? (
                        <span className="muted cell-spread">{spreadText(r, k, units, lang)}</span>
                      ) : null}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? <p className="muted">{t('noMatch')}</p> : null}
      <Pager
        paged={paged}
        label={t('pageRows', { from: paged.start + 1, to: paged.end, n: shown.length })}
        tableRef={tableRef}
        testId="overview-pager"
      />
    </div>
  );
}
