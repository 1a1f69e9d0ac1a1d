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
 * How a parameter's text (what a link can hold) becomes a typed value: `parse` returns undefined for
 * text that is not valid, and the hook then gives the default (links outlive datasets).
 */
export interface ParamKind<T> {
  parse: (text: string) => T | undefined;
  format: (value: T) => string;
}

/** Any text. */
export const textParam: ParamKind<string> = { parse: (text) => text, format: String };

/** A yes/no choice kept as `1` / `0` (any other text reads as no). */
export const flagParam: ParamKind<boolean> = {
  parse: (text) => text === '1',
  format: (v) => (v ? '1' : '0'),
};

/** One of a fixed list of words. */
export function oneOf<T extends string>(choices: readonly T[]): ParamKind<T> {
  return { parse: (text) => choices.find((c) => c === text), format: String };
}

/** A finite number in [min, max]; empty text is none. */
export function numberIn(min: number, max: number): ParamKind<number> {
  return {
    parse: (text) => {
      const n = text === '' ? NaN : Number(text);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    },
    format: String,
  };
}

/**
 * `const [metric, setMetric] = useViewParam('metric', 'iops')` — like useState, but linkable; with a
 * kind (`useViewParam('scale', 'linear', oneOf(SCALES))`) the value is typed and checked, and text a
 * link gives that is not valid reads as the default. The setter is stable while name, default and
 * the kind's `format` are (the kinds above share theirs).
 */
export function useViewParam(name: string, defaultValue: string): [string, (value: string) => void];
export function useViewParam<T>(name: string, defaultValue: T, kind: ParamKind<T>): [T, (value: T) => void];
export function useViewParam<T>(
  name: string,
  defaultValue: T,
  kind: ParamKind<T> = textParam as unknown as ParamKind<T>,
): [T, (value: T) => void] {
  const view = useStore((s) => s.view);
  const text = useStore((s) => s.viewParams[viewParamKey(s.view, name)]);
  const { format } = kind;
  const defaultText = format(defaultValue);
  const set = useCallback(
    (v: T) => setViewParam(name, format(v), defaultText, view),
    [name, format, defaultText, view],
  );
  const parsed = text === undefined ? undefined : kind.parse(text);
  return [parsed === undefined ? defaultValue : parsed, set];
}
