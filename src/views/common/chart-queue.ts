// The queue of chart turns: one chart (or one part of a chart, chart-stages.ts) per task, each
// after the previous one's frame is painted. Apart from chart-turns.ts so that the chart code
// (ChartRuntime, loaded lazily by chart-turns) can queue turns without importing its loader.
import { useStore } from '../../state/store';
import { pageBusy } from '../../lib/page-quiet';

interface Turn {
  run: () => void;
  /** The first turn of a chart not drawn yet (not the next part of one already shown). */
  first: boolean;
}
const waiting: Turn[] = [];
/** A pump is scheduled (one at a time: turns run one per frame). */
let scheduled = false;
/**
 * Ends the page's busy mark (lib/page-quiet.ts) that waiting turns hold: an upload is saved once
 * the charts drawn after it are, after the last one's frame is painted.
 */
let busyUntilDrawn: (() => void) | undefined;

function markBusy(): void {
  busyUntilDrawn ??= pageBusy();
}

/**
 * While an upload is imported, a chart not drawn yet waits for the import to end. The ingest
 * workers then have every core (one per core): a chart drawn beside them took two to three times
 * its CPU time in wall time, the longest main-thread tasks of the benches' imports on a fresh page
 * (the overview's ratio chart: 129 ms in bench-disks' 5,000-disk upload, ~40 ms of CPU in
 * tasks12-trace); and most charts waiting then are the overview's, which the upload replaces when it
 * is done (the new disks are selected), so they need never be drawn. The next part of a chart
 * already shown is not held. The panel says why it waits and offers to draw it now
 * (`drawChartsNow`). The workers save the upload once the charts drawn after it are (busyUntilDrawn).
 */
let held: (() => void) | undefined;
/** "Draw now" was asked during this import: turns run until it ends. */
let released = false;
const heldListeners = new Set<() => void>();

const importRunning = () => useStore.getState().importJob.status === 'running';

function setHeld(stop: (() => void) | undefined): void {
  held = stop;
  for (const l of heldListeners) l();
}

/** Calls `then` once the running import has ended; returns the cancel. */
function onImportEnd(then: () => void): () => void {
  const stop = useStore.subscribe((s) => {
    if (s.importJob.status === 'running') return;
    stop();
    then();
  });
  return stop;
}

/** Waits for the running import to end (or for `drawChartsNow`), then pumps on. */
function holdForImport(): void {
  if (held) return;
  setHeld(
    onImportEnd(() => {
      setHeld(undefined);
      schedulePump();
    }),
  );
}

/** True while new charts wait for an import (chart panels say so, with a button to draw them now). */
export function chartsHeld(): boolean {
  return held !== undefined;
}

/** Calls `onChange` when `chartsHeld()` changes; returns the unsubscribe (for useSyncExternalStore). */
export function onChartsHeld(onChange: () => void): () => void {
  heldListeners.add(onChange);
  return () => heldListeners.delete(onChange);
}

/** Draws the waiting charts now, and those queued later during the same import. */
export function drawChartsNow(): void {
  const stop = held;
  if (!stop) return;
  stop();
  released = true;
  // Held again by the next import, not by what is left of this one.
  onImportEnd(() => (released = false));
  setHeld(undefined);
  schedulePump();
}

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
  if (waiting[0]?.first && !released && importRunning()) {
    holdForImport();
    return;
  }
  const next = waiting.shift();
  if (!next) {
    busyUntilDrawn?.();
    busyUntilDrawn = undefined;
    return;
  }
  next.run();
  schedulePump();
}

/** The next pump after the next painted frame, or (`soon`) in the next task. */
function schedulePump(soon = false): void {
  if (scheduled) return;
  scheduled = true;
  const go = () => {
    scheduled = false;
    pump();
  };
  if (soon) setTimeout(go, 0);
  else afterPaint(go);
}

/**
 * Runs `then` as the next turn, ahead of the charts still waiting: the next part of a chart drawn in
 * turns (chart-stages.ts) comes after the frame that showed the part before. Never held for an
 * import: the chart is shown already.
 */
export function nextChartTurn(then: () => void): void {
  waiting.unshift({ run: then, first: false });
  markBusy();
  schedulePump();
}

/**
 * Queues `then` as a chart turn, after those waiting (a panel whose chart code has loaded). The
 * first of a queue runs in the next task, before the frame: waiting for the frame too moved the
 * style and layout of the render that mounted its panel (the overview's table) out of the chart's
 * task into the frame's rendering update, which then became the longest block (bench: the tar.gz
 * import's 107–128 ms rendering updates).
 */
export function chartTurn(then: () => void): void {
  waiting.push({ run: then, first: true });
  markBusy();
  schedulePump(true);
}
