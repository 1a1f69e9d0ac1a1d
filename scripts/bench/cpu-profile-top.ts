// Reads a V8 CPU profile (`node --cpu-prof`, or Chromium's DevTools "Save profile") and prints
// where the time went: the functions with the most self time, then the same summed by source
// file, each with its share of the profile. Self time is the time a function itself ran, not the
// functions it called; "(garbage collector)" is V8's own entry for collection on that thread.
//
//   npx tsx scripts/bench/cpu-profile-top.ts <file.cpuprofile> [how many, default 30]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, howMany = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [how many]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Each sample's time is the delta to the next sample (V8's own convention, as DevTools reads it).
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + dt);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
const shortUrl = (url: string) => url.replace(/^.*\/(src|scripts|node_modules)\//, '$1/');
const sum = (key: (n: ProfileNode) => string) => {
  const out = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const k = key(byId.get(id)!);
    out.set(k, (out.get(k) ?? 0) + ms);
  }
  return [...out].sort((a, b) => b[1] - a[1]).slice(0, Number(howMany));
};
const print = (rows: [string, number][]) => {
  for (const [name, ms] of rows)
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(`${file}: ${(total / 1000).toFixed(2)} s sampled`);
console.log('by function (self time):');
print(
  sum((n) => {
    const { functionName, url, lineNumber } = n.callFrame;
    return `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
  }),
);
console.log('by file (self time):');
print(sum((n) => (n.callFrame.url ? shortUrl(n.callFrame.url) : n.callFrame.functionName)));

// Total time: the time a function was anywhere on the stack (counted once per sample when it
// calls itself), so a caller's total includes what it called.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const totalMs = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = byId.get(at)!.callFrame;
    if (!url) continue;
    const k = `${functionName || '(anonymous)'}  ${shortUrl(url)}`;
    if (seen.has(k)) continue;
    seen.add(k);
    totalMs.set(k, (totalMs.get(k) ?? 0) + ms);
  }
}
console.log('by function (total time, callees included; code with a source file only):');
print([...totalMs].sort((a, b) => b[1] - a[1]).slice(0, Number(howMany)));
