// Run as its own Node process (`node --stack-size=… --import tsx tests/helpers/ingest-summary.ts
// <file>`): imports one file through the CLI's pipeline and prints what the tests compare, as one
// JSON line. A process of its own, so a test can give the importer a small stack, as a browser's
// worker has.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ingestFiles } from '../../src/ingest/ingest';

const file = process.argv[2]!;
void (async () => {
  const ds = await ingestFiles([{ path: `x/${basename(file)}`, bytes: new Uint8Array(readFileSync(file)) }], {
    origin: 'x',
  });
  const m = ds.measurements;
  console.log(
    JSON.stringify({
      measurements: m.length,
      error: ds.reports[0]?.error?.message,
      jobs: [m[0], m[m.length - 1]].map((x) => x && { job: x.provenance.job, iops: x.directions.read?.iops }),
    }),
  );
})();
