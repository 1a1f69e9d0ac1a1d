// The Expected view's slice of the one store, and its module-level actions. Edited curves, the
// user's catalogue files and prices live in `expected`; the chosen curves and the run date are view
// parameters of the Expected view (`expected.chosen`, `expected.date`) like any other linkable
// choice, so links carry them. Edited curves travel in links as `curves=` (url-sync.ts derives it
// from `expected.custom` and adopts a link's with `adoptCurvesFromLink`). Everything is kept in
// localStorage by one subscription, `startExpectedPersistence`.
import {
  customCurvesFromUrlParam,
  customCurvesToUrlParam,
  type CustomCurve,
  type PriceEntry,
} from '../expected';
import { writeExpectedRecord } from '../storage/expected';
import { CHOSEN_PARAM, DATE_PARAM, chosenOf, runDateOf } from './expected-saved';
import { useStore, type AppState, type ExpectedData, type UserFile } from './store';
import { setViewParam } from './view-params';
import { useMemo } from 'react';

export { DEFAULT_CHOSEN, chosenOf, runDateOf } from './expected-saved';
const RUN_DATE = /^\d{4}-\d{2}$/;

function patchExpected(patch: Partial<ExpectedData>): void {
  useStore.setState((s) => ({ expected: { ...s.expected, ...patch } }));
}

export function setCustomFormula(id: string, metric: 'iops' | 'throughput', text: string | undefined): void {
  const { custom } = useStore.getState().expected;
  const next: CustomCurve = { ...(custom.find((c) => c.id === id) ?? { id }) };
  if (text === undefined) delete next[metric];
  else next[metric] = text;
  const others = custom.filter((c) => c.id !== id);
  patchExpected({
    custom: next.iops !== undefined || next.throughput !== undefined ? [...others, next] : others,
  });
}

export function resetCustom(id: string): void {
  patchExpected({ custom: useStore.getState().expected.custom.filter((c) => c.id !== id) });
}

/** Adds or removes a curve; `shown` is what the view shows when no choice was made yet. */
export function toggleChosen(id: string, shown?: string[]): void {
  const viewParams = useStore.getState().viewParams;
  const chosen = viewParams[CHOSEN_PARAM] === undefined && shown ? shown : chosenOf(viewParams);
  const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
  // Always written (no default), so a link opens on its author's curves.
  setViewParam('chosen', next.join(','), undefined, 'expected');
}

/** Sets the run date used for disks whose files give none ('' clears it). */
export function setRunDate(date: string): void {
  setViewParam('date', RUN_DATE.test(date) ? date : undefined, undefined, 'expected');
}

export function addUserFile(file: UserFile): void {
  const { files } = useStore.getState().expected;
  patchExpected({ files: [...files.filter((f) => f.name !== file.name), file] });
}

export function removeUserFile(name: string): void {
  patchExpected({ files: useStore.getState().expected.files.filter((f) => f.name !== name) });
}

export function setUserPrice(price: PriceEntry): void {
  const { prices } = useStore.getState().expected;
  patchExpected({ prices: [...prices.filter((p) => p.curveId !== price.curveId), price] });
}

/** The `curves=` text of the store's edited curves ('' when there are none). */
export function curvesParamOf(s: AppState): string {
  return customCurvesToUrlParam(s.expected.custom);
}

/**
 * What a link's `curves=` changes: its edited curves replace the stored ones (and join the chosen
 * curves); a damaged one is noted instead. Nothing when the link carries none or the same.
 */
export function adoptCurvesFromLink(param: string | undefined, s: AppState): Partial<AppState> {
  if (!param || param === curvesParamOf(s)) return {};
  const res = customCurvesFromUrlParam(param);
  if (!res.ok) return { expected: { ...s.expected, linkProblem: res.reason } };
  const chosen = [...new Set([...chosenOf(s.viewParams), ...res.curves.map((c) => c.id)])];
  return {
    expected: { ...s.expected, custom: res.curves, linkProblem: undefined },
    viewParams: { ...s.viewParams, [CHOSEN_PARAM]: chosen.join(',') },
  };
}

/** Keeps the Expected data in localStorage whenever it or the chosen curves / run date change. */
export function startExpectedPersistence(): () => void {
  return useStore.subscribe((s, prev) => {
    if (
      s.expected === prev.expected &&
      s.viewParams[CHOSEN_PARAM] === prev.viewParams[CHOSEN_PARAM] &&
      s.viewParams[DATE_PARAM] === prev.viewParams[DATE_PARAM]
    )
      return;
    const { linkProblem: _notSaved, ...data } = s.expected;
    // Storage full or disabled: the page keeps working, edits just do not survive a reload.
    const chosen = s.viewParams[CHOSEN_PARAM];
    writeExpectedRecord({
      ...data,
      ...(chosen !== undefined ? { chosen: chosenOf(s.viewParams) } : {}),
      date: runDateOf(s.viewParams),
    });
  });
}

/** The chosen curve ids, for components (stable while the parameter is unchanged). */
export function useChosenCurves(fallback?: string[]): string[] {
  const raw = useStore((s) => s.viewParams[CHOSEN_PARAM]);
  return useMemo(
    () =>
      raw === undefined && fallback ? fallback : chosenOf(raw === undefined ? {} : { [CHOSEN_PARAM]: raw }),
    [raw, fallback],
  );
}

/** The run date the user gave (YYYY-MM) or ''. */
export function useRunDate(): string {
  return useStore((s) => runDateOf(s.viewParams));
}
