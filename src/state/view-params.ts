// Linkable view choices (chart type, metric, block size, mix, tab, zoom, baseline …) live in the one
// store instead of component state, so url-sync.ts can write them into the link and a link can set
// them. They are kept per view (`<view>.<name>`), so switching views and back keeps each view's
// choices, and a link carries only the current view's. A value equal to its default is not stored,
// which keeps links short and lets a view change its defaults without breaking old links.
import { useCallback } from 'react';
import { useStore, type ViewId } from './store';

export function viewParamKey(view: ViewId, name: string): string {
  return `${view}.${name}`;
}

/** The current view's parameters with the view prefix removed (what the link carries). */
export function paramsOfView(viewParams: Record<string, string>, view: ViewId): Record<string, string> {
  const prefix = `${view}.`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(viewParams)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out;
}

/** Replaces one view's parameters (a link was opened), keeping the other views' choices. */
export function withParamsOfView(
  viewParams: Record<string, string>,
  view: ViewId,
  params: Record<string, string>,
): Record<string, string> {
  const prefix = `${view}.`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(viewParams)) if (!k.startsWith(prefix)) out[k] = v;
  for (const [k, v] of Object.entries(params)) out[prefix + k] = v;
  return out;
}

/**
 * Sets a parameter of `view` (the current view unless given). Passing the default (or undefined)
 * removes it.
 */
export function setViewParam(
  name: string,
  value: string | undefined,
  defaultValue?: string,
  view?: ViewId,
): void {
  const s = useStore.getState();
  const key = viewParamKey(view ?? s.view, name);
  const next = { ...s.viewParams };
  if (value === undefined || value === defaultValue) delete next[key];
  else next[key] = value;
  if (next[key] === s.viewParams[key]) return;
  useStore.setState({ viewParams: next });
}

/**
 * `const [metric, setMetric] = useViewParam('metric', 'iops')` — like useState, but linkable.
 * The value is a string (what a link can hold); parse it in the view and fall back to the default
 * when it is not valid for the data at hand (links outlive datasets).
 */
export function useViewParam(name: string, defaultValue: string): [string, (value: string) => void] {
  const view = useStore((s) => s.view);
  const value = useStore((s) => s.viewParams[viewParamKey(s.view, name)]);
  const set = useCallback(
    (v: string) => setViewParam(name, v, defaultValue, view),
    [name, defaultValue, view],
  );
  return [value ?? defaultValue, set];
}

/** A yes/no choice kept as `1` / `0`. */
export function useViewFlag(name: string, defaultValue: boolean): [boolean, (value: boolean) => void] {
  const [text, set] = useViewParam(name, defaultValue ? '1' : '0');
  const setFlag = useCallback((v: boolean) => set(v ? '1' : '0'), [set]);
  return [text === '1', setFlag];
}
