// The Expected view's own state: edited curves, user catalogue files, user prices, the run date and
// the chosen curves. Kept in localStorage so a reload loses nothing; edited curves are mirrored into
// the app store's `curvesParam` so share links carry them (see customCurvesToUrlParam).
import { create } from 'zustand';
import {
  customCurvesFromUrlParam,
  customCurvesToUrlParam,
  type CustomCurve,
  type PriceEntry,
} from '../../expected';
import { useStore } from '../../state/store';
import { setViewParam, viewParamKey } from '../../state/view-params';

export interface UserFile {
  name: string;
  text: string;
}

export interface ExpectedState {
  custom: CustomCurve[];
  files: UserFile[];
  prices: PriceEntry[];
  date: string;
  chosen: string[];
  /** Why the link's edited curves could not be read (not persisted). */
  linkProblem?: string;
}

const KEY = 'diskscope.expected.v1';
export const DEFAULT_CHOSEN = [
  'alibaba/cloud_efficiency@2016',
  'alibaba/cloud_ssd@2016',
  'tencent/cloud_premium@2016',
  'tencent/cloud_ssd@2016',
];

function load(): ExpectedState {
  const empty: ExpectedState = { custom: [], files: [], prices: [], date: '', chosen: DEFAULT_CHOSEN };
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Partial<ExpectedState>;
    return {
      custom: Array.isArray(saved.custom) ? saved.custom : [],
      files: Array.isArray(saved.files) ? saved.files : [],
      prices: Array.isArray(saved.prices) ? saved.prices : [],
      date: typeof saved.date === 'string' ? saved.date : '',
      chosen: Array.isArray(saved.chosen) ? saved.chosen : DEFAULT_CHOSEN,
    };
  } catch {
    return empty;
  }
}

export const useExpected = create<ExpectedState>()(() => load());

useExpected.subscribe((s) => {
  try {
    const { linkProblem: _notSaved, ...saved } = s;
    globalThis.localStorage?.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the page keeps working, edits just do not survive a reload.
  }
  const param = customCurvesToUrlParam(s.custom);
  if ((useStore.getState().curvesParam ?? '') !== param)
    useStore.setState({ curvesParam: param || undefined });
});

/** Takes edited curves from an opened link (they replace the stored ones); a damaged one is noted. */
export function adoptCurvesParam(param: string | undefined): void {
  if (!param || param === customCurvesToUrlParam(useExpected.getState().custom)) return;
  const res = customCurvesFromUrlParam(param);
  if (!res.ok) {
    useExpected.setState({ linkProblem: res.reason });
    return;
  }
  const chosen = [...new Set([...useExpected.getState().chosen, ...res.curves.map((c) => c.id)])];
  useExpected.setState({ custom: res.curves, chosen, linkProblem: undefined });
}

// The link is read when this module loads (the view is opened) and whenever it changes.
adoptCurvesParam(useStore.getState().curvesParam);
useStore.subscribe((s, prev) => {
  if (s.curvesParam !== prev.curvesParam) adoptCurvesParam(s.curvesParam);
});

export function setCustomFormula(id: string, metric: 'iops' | 'throughput', text: string | undefined): void {
  const custom = useExpected.getState().custom.filter((c) => c.id !== id);
  const prev = useExpected.getState().custom.find((c) => c.id === id) ?? { id };
  const next: CustomCurve = { ...prev };
  if (text === undefined) delete next[metric];
  else next[metric] = text;
  useExpected.setState({
    custom: next.iops !== undefined || next.throughput !== undefined ? [...custom, next] : custom,
  });
}

export function resetCustom(id: string): void {
  useExpected.setState({ custom: useExpected.getState().custom.filter((c) => c.id !== id) });
}

export function toggleChosen(id: string): void {
  const chosen = useExpected.getState().chosen;
  useExpected.setState({ chosen: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] });
}

export function setRunDate(date: string): void {
  useExpected.setState({ date });
}

export function addUserFile(file: UserFile): void {
  useExpected.setState({
    files: [...useExpected.getState().files.filter((f) => f.name !== file.name), file],
  });
}

export function removeUserFile(name: string): void {
  useExpected.setState({ files: useExpected.getState().files.filter((f) => f.name !== name) });
}

export function setUserPrice(price: PriceEntry): void {
  useExpected.setState({
    prices: [...useExpected.getState().prices.filter((p) => p.curveId !== price.curveId), price],
  });
}

// The chosen curves and the run date shape every Expected chart, so links carry them too
// (`p.chosen`, `p.date` on the Expected view). `chosen` is always written, so a link opens on its
// author's curves; a link that names them replaces the stored ones; without them the stored stay.
const RUN_DATE = /^\d{4}-\d{2}$/;

function mirrorIntoLink(s: ExpectedState): void {
  setViewParam('chosen', s.chosen.join(','), undefined, 'expected');
  setViewParam('date', s.date || undefined, undefined, 'expected');
}

function adoptFromLink(viewParams: Record<string, string>): void {
  const chosen = viewParams[viewParamKey('expected', 'chosen')];
  const date = viewParams[viewParamKey('expected', 'date')];
  const current = useExpected.getState();
  const patch: Partial<ExpectedState> = {};
  if (chosen !== undefined && chosen !== current.chosen.join(','))
    patch.chosen = chosen.split(',').filter(Boolean);
  if (date !== undefined && date !== current.date && RUN_DATE.test(date)) patch.date = date;
  if (Object.keys(patch).length > 0) useExpected.setState(patch);
  // A date the view cannot use leaves the link, which then says what the view shows.
  else if (date !== undefined && !RUN_DATE.test(date)) mirrorIntoLink(current);
}

adoptFromLink(useStore.getState().viewParams);
mirrorIntoLink(useExpected.getState());
useExpected.subscribe(mirrorIntoLink);
useStore.subscribe((s, prev) => {
  if (s.viewParams !== prev.viewParams) adoptFromLink(s.viewParams);
});
