// Charts are drawn one per task: a view with many charts (Compare of 20 disks draws one small
// chart per disk plus two more) built every Highcharts chart in one React commit, a single
// main-thread block of seconds. Each panel waits for the chart code, then for its turn; each turn
// renders its panel synchronously (flushSync) in a task of its own, so input and painting get in
// between charts and the first chart shows as soon as it is drawn.
import { useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { ChartRuntimeProps } from './ChartRuntime';

type Runtime = ComponentType<ChartRuntimeProps>;

let loading: Promise<Runtime> | undefined;
/** The chart code once loaded (Highcharts and its modules, ChartRuntime.tsx). */
let runtime: Runtime | undefined;

function loadRuntime(): Promise<Runtime> {
  loading ??= import('./ChartRuntime').then((m) => (runtime = m.default));
  return loading;
}

/** Loads the chart code ahead of the first chart (failures are left for that chart to report). */
export function preloadCharts(): void {
  loadRuntime().catch(() => undefined);
}

const waiting: (() => void)[] = [];
let pumping = false;

/**
 * Runs `then` in a task after the next frame is painted (a timer set from requestAnimationFrame),
 * or after `WITHIN_MS` if no frame comes (a hidden tab draws none).
 */
function afterPaint(then: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
  setTimeout(go, WITHIN_MS);
}
const WITHIN_MS = 100;

/**
 * One chart per frame: the style, layout and paint of the chart just drawn happen in the frame's
 * rendering, before the next chart's task. Drawn in back-to-back tasks, the next chart could pay
 * them inside its own task (Highcharts reads the container's computed style first, which forces
 * them): forced style reads were the largest single cost in CPU profiles of Compare's charts.
 */
function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  afterPaint(pump);
}

/**
 * Runs `then` as the next turn, ahead of the charts still waiting: the rest of a chart drawn in two
 * tasks (ChartRuntime's `drawLater` series) comes after the frame that showed its first part.
 */
export function nextChartTurn(then: () => void): void {
  waiting.unshift(then);
  if (!pumping) {
    pumping = true;
    afterPaint(pump);
  }
}

/** The chart component once this panel's turn has come (undefined before); throws if the code failed to load. */
export function useChartTurn(): Runtime | undefined {
  const [state, setState] = useState<{ ready: boolean; error?: unknown }>({ ready: false });
  useEffect(() => {
    let live = true;
    loadRuntime().then(
      () => {
        waiting.push(() => {
          if (live) flushSync(() => setState({ ready: true }));
        });
        if (!pumping) {
          pumping = true;
          setTimeout(pump, 0);
        }
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
