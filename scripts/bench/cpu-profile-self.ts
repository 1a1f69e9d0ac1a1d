// A V8 CPU profile (DevTools `Profiler.stop`) summed as self time per function over a window: what
// the bench's trace tools print under a long task.

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * Self time (ms) per function of the samples within [from, to] (µs, the trace's clock), most
 * first; a function is named by its name and `place` of its frame (file and line).
 */
export function selfTimes(
  p: Profile,
  from: number,
  to: number,
  place: (f: CallFrame) => string,
): [string, number][] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const f = byId.get(p.samples[i]!)!.callFrame;
    const k = `${f.functionName || '(anonymous)'} ${place(f)}`;
    out.set(k, (out.get(k) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...out].sort((a, b) => b[1] - a[1]);
}
