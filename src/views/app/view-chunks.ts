// Each view is its own lazily loaded chunk (Highcharts comes with the first chart view, not with
// the page). When the page is idle the other views are loaded ahead (preloadViews): a view opened
// with its code already here renders at once, while a lazy view suspends, and React shows a
// suspended view's content no sooner than 300 ms after its fallback — a Compare click waited that
// long for nothing.
import { lazy, type ComponentType } from 'react';
import type { ViewId } from '../../state/store';

type ViewModule = { default: ComponentType };

const LOADERS: Record<ViewId, () => Promise<ViewModule>> = {
  overview: () => import('../overview/OverviewView'),
  disk: () => import('../disk/DiskView'),
  compare: () => import('../compare/CompareView'),
  expected: () => import('../expected/ExpectedView'),
  time: () => import('../time/TimeView'),
};

const loaded: Partial<Record<ViewId, ComponentType>> = {};
const loading: Partial<Record<ViewId, Promise<ViewModule>>> = {};

function load(id: ViewId): Promise<ViewModule> {
  loading[id] ??= LOADERS[id]().then((m) => {
    loaded[id] = m.default;
    return m;
  });
  return loading[id];
}

const LAZY: Record<ViewId, ComponentType> = {
  overview: lazy(() => load('overview')),
  disk: lazy(() => load('disk')),
  compare: lazy(() => load('compare')),
  expected: lazy(() => load('expected')),
  time: lazy(() => load('time')),
};

/** The view's component: itself once its code is here, else a lazy one that suspends until it is. */
export function viewComponent(id: ViewId): ComponentType {
  return loaded[id] ?? LAZY[id];
}

/** Loads every view's code; failures are left for the view's own render to report. */
export function preloadViews(): void {
  for (const id of Object.keys(LOADERS) as ViewId[]) void load(id).catch(() => undefined);
}
