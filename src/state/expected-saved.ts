// The Expected view's saved data and its two view parameters, read without the store (the store's
// initial state uses them): the shape checks of what localStorage held, the chosen curves and the
// run date as the view parameters `expected.chosen` / `expected.date` give them.
import type { CustomCurve, PriceEntry } from '../expected';
import { readExpectedRecord } from '../storage/expected';
import type { ExpectedData, UserFile } from './store';
/** The curves the Curves tab shows before any choice: the seed articles' four 2016 disks. */
export const DEFAULT_CHOSEN = [
  'alibaba/cloud_efficiency@2016',
  'alibaba/cloud_ssd@2016',
  'tencent/cloud_premium@2016',
  'tencent/cloud_ssd@2016',
];
/** Keys in `viewParams` (see view-params.ts: `<view>.<name>`). */
export const CHOSEN_PARAM = 'expected.chosen';
export const DATE_PARAM = 'expected.date';
const RUN_DATE = /^\d{4}-\d{2}$/;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** The saved data, checked: anything of the wrong shape is left out. */
export function savedExpected(): { data: ExpectedData; params: Record<string, string> } {
  const saved = readExpectedRecord() ?? {};
  const list = <T>(v: unknown, ok: (x: unknown) => boolean): T[] =>
    Array.isArray(v) ? (v.filter(ok) as T[]) : [];
  const data: ExpectedData = {
    custom: list<CustomCurve>(saved.custom, (c) => isObject(c) && typeof c.id === 'string'),
    files: list<UserFile>(
      saved.files,
      (f) => isObject(f) && typeof f.name === 'string' && typeof f.text === 'string',
    ),
    prices: list<PriceEntry>(saved.prices, (p) => isObject(p) && typeof p.curveId === 'string'),
  };
  const params: Record<string, string> = {};
  const chosen = list<string>(saved.chosen, (c) => typeof c === 'string');
  if (Array.isArray(saved.chosen)) params[CHOSEN_PARAM] = chosen.join(',');
  if (typeof saved.date === 'string' && RUN_DATE.test(saved.date)) params[DATE_PARAM] = saved.date;
  return { data, params };
}

/** The chosen curve ids (a link or the saved choice, else the default four). */
export function chosenOf(viewParams: Record<string, string>): string[] {
  const v = viewParams[CHOSEN_PARAM];
  return v === undefined ? DEFAULT_CHOSEN : v.split(',').filter(Boolean);
}

/** The run date (YYYY-MM) the user gave, or '' — a link's unreadable date counts as none. */
export function runDateOf(viewParams: Record<string, string>): string {
  const v = viewParams[DATE_PARAM];
  return v !== undefined && RUN_DATE.test(v) ? v : '';
}
