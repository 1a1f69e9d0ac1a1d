// The queue of chart turns: one chart (or one part of a chart, chart-stages.ts) per task, each
// after the previous one's frame is painted. Apart from chart-turns.ts so that the chart code
// (ChartRuntime, loaded lazily by chart-turns) can queue turns without importing its loader.
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
 * Runs `then` as the next turn, ahead of the charts still waiting: the next part of a chart drawn in
 * turns (chart-stages.ts) comes after the frame that showed the part before.
 */
export function nextChartTurn(then: () => void): void {
  waiting.unshift(then);
  if (!pumping) {
    pumping = true;
    afterPaint(pump);
  }
}

/**
 * Queues `then` as a chart turn, after those waiting (a panel whose chart code has loaded). The
 * first of a queue runs in the next task, before the frame: waiting for the frame too moved the
 * style and layout of the render that mounted its panel (the overview's table) out of the chart's
 * task into the frame's rendering update, which then became the longest block (bench: the tar.gz
 * import's 107–128 ms rendering updates).
 */
export function chartTurn(then: () => void): void {
  waiting.push(then);
  if (!pumping) {
    pumping = true;
    setTimeout(pump, 0);
  }
}
