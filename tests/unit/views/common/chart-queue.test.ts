// Chart turns while an upload is imported: a chart not drawn yet waits for the import to end (the
// workers have the cores), the next part of a chart already shown does not, and "Draw now" lets the
// waiting charts through until that import ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chartTurn,
  chartsHeld,
  drawChartsNow,
  nextChartTurn,
  onChartsHeld,
} from '../../../../src/views/common/chart-queue';
import { useStore } from '../../../../src/state/store';
import { pageIsBusy } from '../../../../src/lib/page-quiet';

const setStatus = (status: 'idle' | 'running' | 'done') =>
  useStore.setState((s) => ({ importJob: { ...s.importJob, status } }));

/** Runs every timer due within `ms` (a painted frame is a 100 ms timer here: no requestAnimationFrame in Node). */
const settle = async (ms = 1000) => {
  await vi.advanceTimersByTimeAsync(ms);
};

describe('chart turns during an import', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setStatus('idle');
  });
  afterEach(async () => {
    setStatus('idle');
    await settle();
    vi.useRealTimers();
  });

  it('draws queued charts one per turn when no import runs', async () => {
    const drawn: string[] = [];
    chartTurn(() => drawn.push('a'));
    chartTurn(() => drawn.push('b'));
    await settle();
    expect(drawn).toEqual(['a', 'b']);
    expect(chartsHeld()).toBe(false);
  });

  it('marks the page busy while turns wait, until the turn after the last one (the save waits for it)', async () => {
    const drawn: string[] = [];
    expect(pageIsBusy()).toBe(false);
    chartTurn(() => {
      drawn.push('a');
      nextChartTurn(() => drawn.push('a, part 2'));
    });
    chartTurn(() => drawn.push('b'));
    expect(pageIsBusy()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual(['a']);
    expect(pageIsBusy()).toBe(true);
    await settle();
    expect(drawn).toEqual(['a', 'a, part 2', 'b']);
    expect(pageIsBusy()).toBe(false);
  });

  it('holds a new chart while an import runs and draws it once the import is done', async () => {
    const drawn: string[] = [];
    const changes: boolean[] = [];
    const stop = onChartsHeld(() => changes.push(chartsHeld()));
    setStatus('running');
    chartTurn(() => drawn.push('a'));
    await settle();
    expect(drawn).toEqual([]);
    expect(chartsHeld()).toBe(true);
    setStatus('done');
    expect(chartsHeld()).toBe(false);
    await settle();
    expect(drawn).toEqual(['a']);
    expect(changes).toEqual([true, false]);
    stop();
  });

  it('does not hold the next part of a chart already shown', async () => {
    const drawn: string[] = [];
    chartTurn(() => {
      drawn.push('a: axes');
      nextChartTurn(() => drawn.push('a: bars'));
    });
    chartTurn(() => drawn.push('b'));
    // The import starts after chart a's first turn, before its bars and before chart b.
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toEqual(['a: axes']);
    setStatus('running');
    await settle();
    expect(drawn).toEqual(['a: axes', 'a: bars']);
    // A part queued while the charts are held is drawn too.
    nextChartTurn(() => drawn.push('late part'));
    await settle();
    expect(drawn).toEqual(['a: axes', 'a: bars', 'late part']);
    setStatus('done');
    await settle();
    expect(drawn).toEqual(['a: axes', 'a: bars', 'late part', 'b']);
  });

  it('"Draw now" draws the waiting charts and those queued later in the same import, not in the next', async () => {
    const drawn: string[] = [];
    setStatus('running');
    chartTurn(() => drawn.push('a'));
    await settle();
    expect(drawn).toEqual([]);
    drawChartsNow();
    expect(chartsHeld()).toBe(false);
    await settle();
    expect(drawn).toEqual(['a']);
    chartTurn(() => drawn.push('b'));
    await settle();
    expect(drawn).toEqual(['a', 'b']);
    // The next import holds again.
    setStatus('done');
    setStatus('running');
    chartTurn(() => drawn.push('c'));
    await settle();
    expect(drawn).toEqual(['a', 'b']);
    expect(chartsHeld()).toBe(true);
    setStatus('done');
    await settle();
    expect(drawn).toEqual(['a', 'b', 'c']);
  });
});
