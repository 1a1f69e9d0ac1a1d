// Named moments of an import (plan, each shard's read, ingest and hand-over, the join) as User
// Timing marks, so a Chromium trace shows them on the page's and each worker's track
// (scripts/bench/timeline.ts). Cleared at once: the trace keeps them, the page does not, so many
// imports leave nothing behind.
export function timelineMark(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const full = `diskscope:${name}`;
  performance.mark(full);
  performance.clearMarks(full);
}
