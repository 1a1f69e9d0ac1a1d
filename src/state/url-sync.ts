// The ONLY code that touches `location` and `history` (the Firefox Profiler's rule). At start and on
// every `hashchange` or `popstate` (a pasted link, Back, Forward) it reads the hash through the pure
// url.ts and applies it to the store; whenever the store changes it writes the hash back. Moving to
// another view adds a history entry (`pushState`), so Back returns to the view before; every other
// change (a chart type, a unit, the disks picked) replaces the current entry, so Back never steps
// through single clicks. Neither causes a `hashchange` echo. A bad link never throws here: url.ts
// turns it into notices, shown by the page's banner, and the nearest valid view opens.
import { shortText } from '../lib/bounded-list';
import { adoptCurvesFromLink, curvesParamOf } from './expected';
import { unpackChartData } from '../share/chart-data';
import { selectDataset } from './selectors';
import { openSources } from './source-actions';
import { useStore, type AppState } from './store';
import { stateFromUrl, urlFromState, type UrlState } from './url';
import { paramsOfView, withParamsOfView } from './view-params';

/** What url-sync needs from the browser; tests pass fakes. */
export interface UrlEnv {
  location: { readonly hash: string; readonly href: string };
  history: {
    readonly state: unknown;
    replaceState(data: unknown, unused: string, url?: string): void;
    pushState(data: unknown, unused: string, url?: string): void;
  };
  addEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
  removeEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
}

function browserEnv(): UrlEnv {
  return {
    location: window.location,
    history: window.history,
    addEventListener: (t, l) => window.addEventListener(t, l),
    removeEventListener: (t, l) => window.removeEventListener(t, l),
  };
}

/** The link state of the store (what the address bar shows). */
export function urlStateOf(s: AppState): UrlState {
  return {
    view: s.view,
    disks: s.selectedDiskIds,
    units: s.units,
    lang: s.lang,
    params: paramsOfView(s.viewParams, s.view),
    ...(s.focusChart ? { chart: s.focusChart } : {}),
    ...(s.embed ? { embed: s.embed } : {}),
    ...(s.sharedDataParam ? { data: s.sharedDataParam } : {}),
    ...(curvesParamOf(s) ? { curves: curvesParamOf(s) } : {}),
    ...(s.linkSources.length ? { src: s.linkSources } : {}),
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Disks a link names are checked once the data they may refer to has loaded. */
let pendingDiskCheck: string[] | undefined;

/** The link's chart data; never throws (a failure becomes the reason shown in a notice). */
function readLinkData(data: string): ReturnType<typeof unpackChartData> {
  try {
    return unpackChartData(data);
  } catch {
    return { ok: false, reason: 'unreadable', error: 'it could not be read' };
  }
}

/** Drops the chart data a link carried (the address bar loses `data=`); the rest of the link stays. */
export function dropLinkData(): void {
  useStore.setState({ sharedData: undefined, sharedDataParam: undefined });
}

/** Opens the page as without a link: the overview, no selection, no link data. */
export function clearLink(): void {
  applyHash('');
  useStore.setState({ urlNotices: [] });
}

/** Applies a hash to the store: the nearest valid view, plus notices for what could not be used. */
export function applyHash(hash: string): void {
  const { state, notices } = stateFromUrl(hash);
  const s = useStore.getState();
  const patch: Partial<AppState> = {
    view: state.view,
    selectedDiskIds: [...new Set(state.disks)],
    units: { ...state.units },
    viewParams: withParamsOfView(s.viewParams, state.view, state.params),
    focusChart: state.chart,
    embed: state.embed,
  };
  // A link's edited curves replace the stored ones (after its view parameters are applied).
  const withParams = { ...s, viewParams: patch.viewParams! };
  Object.assign(patch, adoptCurvesFromLink(state.curves, withParams));
  // A link's language is the author's choice for this chart; the reader's saved preference stays.
  if (state.lang) patch.lang = state.lang;
  if (state.data !== s.sharedDataParam) {
    patch.sharedData = undefined;
    patch.sharedDataParam = undefined;
    if (state.data) {
      const shared = readLinkData(state.data);
      if (shared.ok) {
        patch.sharedData = shared.dataset;
        patch.sharedDataParam = state.data;
        if (shared.warnings.length > 0)
          notices.push({
            code: 'dataPartial',
            params: { count: shared.skipped, detail: shared.warnings.join('; ') },
          });
      } else {
        // A coded reason the page words; the English words only as a technical detail.
        notices.push({
          code: 'dataUnreadable',
          params: { reason: shared.reason, ...shared.params, detail: shared.error },
        });
      }
    }
  }
  patch.urlNotices = notices;
  const sources = state.src ?? [];
  const newSources = !sameList(sources, s.linkSources);
  if (newSources && sources.length === 0) patch.linkSources = [];
  pendingDiskCheck = state.disks;
  useStore.setState(patch);
  // Fetched and imported like an upload; the disks the link names are checked once they are in.
  // A link that names disks keeps its selection; otherwise the page shows what arrived.
  if (newSources && sources.length) void openSources(sources, { selectArrived: state.disks.length === 0 });
  checkLinkedDisks();
}

function dataSettled(s: AppState): boolean {
  return s.publishedStatus !== 'loading' && s.uploadsRestored && !s.linkSourcesPending;
}

/** Once data has loaded: says which disks the link names that this page does not have. */
function checkLinkedDisks(): void {
  const s = useStore.getState();
  if (!pendingDiskCheck || !dataSettled(s)) return;
  const known = new Set(selectDataset(s).disks.map((d) => d.id));
  const missing = pendingDiskCheck.filter((id) => !known.has(id));
  pendingDiskCheck = undefined;
  if (missing.length === 0) return;
  // Disks of a saved upload whose record no longer loads are not the link's fault: the uploads
  // list names that upload ("the saved copy of X could not be read"); only the rest are told here.
  const fromBroken = (id: string) =>
    s.brokenUploads.some((b) => b.keys.some((k) => id.startsWith(`${k.split('#')[0]}/`)));
  const unknown = missing.filter((id) => !fromBroken(id));
  // Dropped from the selection too, so counts and links only speak of disks that exist.
  useStore.setState({ selectedDiskIds: s.selectedDiskIds.filter((id) => known.has(id)) });
  if (unknown.length === 0) return;
  // A link can name any number of disks: the notice names the first few and counts the rest.
  const SHOWN = 10;
  const disks = unknown
    .slice(0, SHOWN)
    .map((id) => shortText(id, 40))
    .join(', ');
  const more = unknown.length - SHOWN;
  useStore.setState({
    urlNotices: [
      ...s.urlNotices,
      more > 0
        ? { code: 'unknownDisksMore', params: { disks, more } }
        : { code: 'unknownDisks', params: { disks } },
    ],
  });
}

let env: UrlEnv | undefined;

/** Absolute link to the page in `state` (defaults: the current state), for "Copy link" and embeds. */
export function linkTo(overrides: Partial<UrlState> = {}): string {
  const e = env ?? browserEnv();
  const page = e.location.href.replace(/#.*$/, '');
  return page + urlFromState({ ...urlStateOf(useStore.getState()), ...overrides });
}

/**
 * Starts syncing; returns a stop function. Reads the hash once now, then follows `hashchange` and
 * `popstate` (a pasted link in the same tab, Back, Forward) and mirrors every store change into the
 * hash.
 */
export function startUrlSync(urlEnv: UrlEnv = browserEnv()): () => void {
  env = urlEnv;
  let written = '';
  /** The view of the entry the address bar shows; undefined until the first write. */
  let writtenView: AppState['view'] | undefined;
  /** True while a hash from the address bar is applied: its canonical form replaces that entry. */
  let applying = false;
  const onHashChange = () => {
    if (urlEnv.location.hash === written) return;
    applying = true;
    try {
      applyHash(urlEnv.location.hash);
    } finally {
      applying = false;
    }
  };
  applyHash(urlEnv.location.hash);
  const write = (s: AppState, prev: AppState) => {
    // A link's "this chart" focus ends when the reader moves to another view.
    if (prev.view !== s.view && s.focusChart) {
      useStore.setState({ focusChart: undefined });
      return;
    }
    if (!dataSettled(prev) && dataSettled(s)) checkLinkedDisks();
    const hash = urlFromState(urlStateOf(s));
    const newView = writtenView !== undefined && s.view !== writtenView && !applying;
    if (hash === written || hash === urlEnv.location.hash) {
      written = hash;
      writtenView = s.view;
      return;
    }
    written = hash;
    writtenView = s.view;
    if (newView) urlEnv.history.pushState(null, '', hash);
    else urlEnv.history.replaceState(urlEnv.history.state, '', hash);
  };
  const unsubscribe = useStore.subscribe(write);
  write(useStore.getState(), useStore.getState());
  // Traversing to an entry with another hash fires both; the second finds its hash already applied.
  urlEnv.addEventListener('hashchange', onHashChange);
  urlEnv.addEventListener('popstate', onHashChange);
  return () => {
    unsubscribe();
    urlEnv.removeEventListener('hashchange', onHashChange);
    urlEnv.removeEventListener('popstate', onHashChange);
    if (env === urlEnv) env = undefined;
  };
}
