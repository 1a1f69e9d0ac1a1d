// URL hash state as a versioned contract (the Firefox Profiler's approach): `urlFromState` and
// `stateFromUrl` are pure; `url-sync.ts` is the only code that touches `location`. Every old link
// keeps opening: unversioned links (v0) and each later version are upgraded step by step, and a
// damaged link opens the nearest valid view with notices — never a throw.
//
// Version 2 grammar (after `#`, `&`-separated, values URI-encoded):
//   v=2  view=overview|disk|compare|expected|time  disks=<id>,<id>  bw=MB|MiB  lat=us|ms  lang=en|zh|ru
//   p.<name>=<value>   view parameters (chart type, metric, block size, mix, zoom, …)
//   chart=<chart id>   the chart the link points at (scrolled to and highlighted)
//   embed=<chart id>   show only that chart, for an iframe
//   data=<packed>      a chart's own data (deflate + base64url) for charts of uploaded data
//   curves=<packed>    the user's edited vendor curves
//   src=<url>          (repeatable) results to fetch from the web and import, shown until kept;
//                      a chart of such data links its sources instead of packing its figures
// Version 2 added `src`: a version-1 page would ignore it and show nothing, so links that carry it
// say they need version 2.
import { isLang, type Lang } from '../i18n';
import {
  checkSourceList,
  MAX_SOURCE_URL_CHARS,
  MAX_SOURCES,
  shortForNotice,
  type SourceRefusal,
} from '../remote/source-url';
import type { Notice } from './notice';
import { DEFAULT_UNITS } from '../charts/units';

export const URL_VERSION = 2;

export type UrlView = 'overview' | 'disk' | 'compare' | 'expected' | 'time';
const VIEWS: readonly UrlView[] = ['overview', 'disk', 'compare', 'expected', 'time'];

export interface UrlState {
  view: UrlView;
  disks: string[];
  units: { bw: 'MB/s' | 'MiB/s'; lat: 'us' | 'ms' };
  lang?: Lang;
  params: Record<string, string>;
  chart?: string;
  embed?: string;
  data?: string;
  curves?: string;
  /** Checked source URLs (`src=`), in order. */
  src?: string[];
}

export const DEFAULT_URL_STATE: UrlState = {
  view: 'overview',
  disks: [],
  units: { ...DEFAULT_UNITS },
  params: {},
};

/** What a link can get wrong; src/views/share/url-notice-strings.ts words each one. */
export type UrlNoticeCode =
  | 'newerVersion'
  | 'unknownVersion'
  | 'unknownView'
  | 'unknownBw'
  | 'unknownLat'
  | 'ignoredKey'
  | 'srcTooLong'
  | 'srcNotUrl'
  | 'srcScheme'
  | 'srcCredentials'
  | 'tooManySources'
  | 'dataPartial'
  | 'dataUnreadable'
  | 'unknownDisks'
  | 'unknownDisksMore';
export type UrlNotice = Notice<UrlNoticeCode>;

export interface ParsedUrl {
  state: UrlState;
  /** What could not be used, as codes the page words (a bad link still opens). */
  notices: UrlNotice[];
  /** The version the link was written in (0 for an unversioned link). */
  fromVersion: number;
}

type Query = [string, string][];

/** upgraders[n] rewrites a version-n query into version n+1. */
export const URL_UPGRADERS: Record<number, (q: Query) => Query> = {
  // v0: hand-written links of the form `#/compare?disks=a,b` or `#compare`. Same keys, no version.
  0: (q) => q,
  // v1 → v2: `src` was added; nothing else changed.
  1: (q) => q,
};

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseQuery(hash: string): { version: number; query: Query } {
  let text = hash.replace(/^#/, '');
  let pathView: string | undefined;
  // v0 path form: `#compare`, `#/compare`, `#/compare?disks=a,b` (a word followed by `?` or the end).
  const path = /^\/?([a-z]+)(?:\?|$)/.exec(text);
  if (path) {
    pathView = path[1];
    text = text.slice(path[0].length);
  }
  const query: Query = [];
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    const key = safeDecode(k);
    // The disk list is split on its commas before decoding: an id may contain an encoded comma.
    query.push([key, key === 'disks' ? v : safeDecode(v)]);
  }
  if (pathView) query.unshift(['view', pathView]);
  const vEntry = query.find(([k]) => k === 'v');
  const version = vEntry ? Number(vEntry[1]) : 0;
  return {
    version: Number.isInteger(version) && version >= 0 ? version : -1,
    query: query.filter(([k]) => k !== 'v'),
  };
}

/** An unknown key in a notice, shortened: a link is untrusted and may hold anything. */
function shortKey(k: string): string {
  return k.length > 40 ? `${k.slice(0, 40)}…` : k;
}

/** The notice for a `src` value that was not opened (the host only when it carries a password). */
function refusalNotice(r: SourceRefusal): UrlNotice {
  switch (r.problem) {
    case 'too-long':
      return { code: 'srcTooLong', params: { length: r.text.length, max: MAX_SOURCE_URL_CHARS } };
    case 'not-url':
      return { code: 'srcNotUrl', params: { value: shortForNotice(r.text) } };
    case 'scheme':
      return { code: 'srcScheme', params: { value: shortForNotice(r.text) } };
    case 'credentials': {
      let host = '';
      try {
        host = new URL(r.text).host;
      } catch {
        // checkSourceUrl parsed it; nothing to show otherwise.
      }
      return { code: 'srcCredentials', params: { host: shortForNotice(host) } };
    }
  }
}

export function stateFromUrl(hash: string): ParsedUrl {
  const notices: UrlNotice[] = [];
  const state: UrlState = {
    ...DEFAULT_URL_STATE,
    units: { ...DEFAULT_URL_STATE.units },
    disks: [],
    params: {},
  };
  if (!hash || hash === '#') return { state, notices, fromVersion: URL_VERSION };
  let { version, query } = parseQuery(hash);
  const fromVersion = version;
  if (version < 0 || version > URL_VERSION) {
    notices.push({ code: version > URL_VERSION ? 'newerVersion' : 'unknownVersion' });
    version = URL_VERSION;
  }
  for (; version < URL_VERSION; version++) {
    const up = URL_UPGRADERS[version];
    if (up) query = up(query);
  }
  const sources: string[] = [];
  for (const [k, v] of query) {
    if (k === 'src') {
      sources.push(v);
    } else if (k === 'view') {
      if ((VIEWS as readonly string[]).includes(v)) state.view = v as UrlView;
      else notices.push({ code: 'unknownView', params: { value: shortKey(v) } });
    } else if (k === 'disks') {
      state.disks = v.split(',').filter(Boolean).map(safeDecode);
    } else if (k === 'bw') {
      if (v === 'MB' || v === 'MiB') state.units.bw = `${v}/s`;
      else notices.push({ code: 'unknownBw', params: { value: shortKey(v) } });
    } else if (k === 'lat') {
      if (v === 'us' || v === 'ms') state.units.lat = v;
      else notices.push({ code: 'unknownLat', params: { value: shortKey(v) } });
    } else if (k === 'lang') {
      if (isLang(v)) state.lang = v;
    } else if (k.startsWith('p.') && k.length > 2) {
      state.params[k.slice(2)] = v;
    } else if (k === 'chart' && v) {
      state.chart = v;
    } else if (k === 'embed' && v) {
      state.embed = v;
    } else if (k === 'data' && v) {
      state.data = v;
    } else if (k === 'curves' && v) {
      state.curves = v;
    } else {
      notices.push({ code: 'ignoredKey', params: { key: shortKey(k) } });
    }
  }
  if (sources.length) {
    const checked = checkSourceList(sources);
    notices.push(...checked.refused.map(refusalNotice));
    if (checked.tooMany) notices.push({ code: 'tooManySources', params: { max: MAX_SOURCES } });
    if (checked.urls.length) state.src = checked.urls;
  }
  return { state, notices, fromVersion };
}

// `/` and `:` are legal in a fragment and common in disk ids and values: kept readable. Commas are
// kept in values but encoded inside disk ids, where they separate the list.
const keepReadable = (s: string) => encodeURIComponent(s).replace(/%2F/g, '/').replace(/%3A/g, ':');
const enc = (s: string) => keepReadable(s).replace(/%2C/g, ',');

/** The hash (with `#`) for a state; defaults are left out to keep links short. */
export function urlFromState(state: UrlState): string {
  const parts: string[] = [`v=${URL_VERSION}`, `view=${state.view}`];
  if (state.disks.length) parts.push(`disks=${state.disks.map(keepReadable).join(',')}`);
  if (state.units.bw !== DEFAULT_URL_STATE.units.bw) parts.push(`bw=${state.units.bw.replace('/s', '')}`);
  if (state.units.lat !== DEFAULT_URL_STATE.units.lat) parts.push(`lat=${state.units.lat}`);
  if (state.lang) parts.push(`lang=${state.lang}`);
  for (const k of Object.keys(state.params).sort()) parts.push(`p.${enc(k)}=${enc(state.params[k]!)}`);
  if (state.chart) parts.push(`chart=${enc(state.chart)}`);
  if (state.embed) parts.push(`embed=${enc(state.embed)}`);
  if (state.curves) parts.push(`curves=${state.curves}`);
  for (const u of state.src ?? []) parts.push(`src=${enc(u)}`);
  if (state.data) parts.push(`data=${state.data}`);
  return `#${parts.join('&')}`;
}
