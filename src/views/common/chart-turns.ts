// Charts are drawn one per task: a view with many charts (Compare of 20 disks draws one small
// chart per disk plus two more) built every Highcharts chart in one React commit, a single
// main-thread block of seconds. Each panel waits for the chart code, then for its turn; each turn
// renders its panel synchronously (flushSync) in a task of its own, so input and painting get in
// between charts and the first chart shows as soon as it is drawn.
import { useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { ChartRuntimeProps } from './ChartRuntime';
import { chartTurn } from './chart-queue';

type Runtime = ComponentType<ChartRuntimeProps>;

let loading: Promise<Runtime> | undefined;
/** The chart code once loaded (Highcharts and its modules, ChartRuntime.tsx). */
let runtime: Runtime | undefined;

function loadRuntime(): Promise<Runtime> {
  loading ??= import('./ChartRuntime').then((m) => {
    // Before any panel's turn: the first uses of the chart code in a small chart of their own.
    chartTurn(() => {
      try {
        m.warmUpCharts();
      } catch {
        // Only a head start: the first real chart meets and reports what failed here.
      }
    });
    return (runtime = m.default);
  });
  return loading;
}

/**
 * Loads the chart code ahead of the first chart (failures are left for that chart to report).
 * Resolves once it has loaded (its warm-up turn queued) or failed.
 */
export function preloadCharts(): Promise<void> {
  return loadRuntime().then(
    () => undefined,
    () => undefined,
  );
}

/** The chart component once this panel's turn has come (undefined before); throws if the code failed to load. */
export function useChartTurn(): Runtime | undefined {
  const [state, setState] = useState<{ ready: boolean; error?: unknown }>({ ready: false });
  useEffect(() => {
    let live = true;
    loadRuntime().then(
      () => {
        chartTurn(() => {
          if (live) flushSync(() => setState({ ready: true }));
        });
      },
      (error: unknown) => live && setState({ ready: false, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.error) throw state.error instanceof Error ? state.error : new Error(String(state.error));
  return state.ready ? runtime : undefined;
}
