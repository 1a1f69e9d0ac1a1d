// Prints one closing line, "tests: N passed, N failed", from the JSON reports that the vitest
// runs of `npm run check` write to .reports/ (unit and end-to-end), so CI logs end with a total.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const dir = '.reports';
if (existsSync(dir)) {
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
    passed += r.numPassedTests ?? 0;
    // A suite that fails to load has no failed test of its own: count it as one failure.
    failed += (r.numFailedTests ?? 0) || (r.numFailedTestSuites ?? 0);
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
