// Normalises data/ with the same importers the browser uses and writes the one compact JSON the
// published page loads (public/data/dataset.json). data/expected/ (the curve catalogue) and
// README files are not results and are left out.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ingestFiles } from '../src/ingest/ingest';
import { serializeDataset } from '../src/model/serialize';
import { readInputs } from './lib/read-inputs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data');
const outFile = path.join(root, 'public', 'data', 'dataset.json');

const skip = (rel: string) => rel === 'data/expected' || /(^|\/)README\.md$/.test(rel);

const started = performance.now();
const inputs = readInputs([dataDir], skip);
const ds = await ingestFiles(inputs, { origin: 'published' });
mkdirSync(path.dirname(outFile), { recursive: true });
const json = serializeDataset(ds);
writeFileSync(outFile, json);
const errors = ds.reports.filter((r) => r.error);
console.log(
  `build-data: ${inputs.length} files → ${ds.disks.length} disks, ${ds.measurements.length} measurements, ` +
    `${ds.series.length} series; ${(json.length / 1024).toFixed(0)} KiB in ${(performance.now() - started).toFixed(0)} ms → ${path.relative(root, outFile)}`,
);
for (const e of errors) console.log(`  error: ${e.file}: ${e.error?.message}`);
