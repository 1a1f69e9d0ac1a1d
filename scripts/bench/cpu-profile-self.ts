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
  return summed(p, from, to, (id, add) => add(nameOf(byId.get(id)!.callFrame, place)));
}

/**
 * Total time (ms) per function of the samples within [from, to]: its own and its callees' (each
 * function counted once per sample, however deep it recurses), most first. What a chart's task
 * spends under Highcharts' axis, legend or label drawing, which self times spread over helpers.
 */
export function totalTimes(
  p: Profile,
  from: number,
  to: number,
  place: (f: CallFrame) => string,
): [string, number][] {
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  return summed(p, from, to, (leaf, add) => {
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const k = nameOf(byId.get(id)!.callFrame, place);
      if (!seen.has(k)) add(k);
      seen.add(k);
    }
  });
}

const nameOf = (f: CallFrame, place: (f: CallFrame) => string) =>
  `${f.functionName || '(anonymous)'} ${place(f)}`;

/**
 * Each sample within [from, to] (µs) handed to `visit` with its node id and a function that adds the
 * sample's time to a name; the sums in ms, most first.
 */
function summed(
  p: Profile,
  from: number,
  to: number,
  visit: (node: number, add: (name: string) => void) => void,
): [string, number][] {
  const out = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    visit(p.samples[i]!, (name) => out.set(name, (out.get(name) ?? 0) + ms));
  }
  return [...out].sort((a, b) => b[1] - a[1]);
}
