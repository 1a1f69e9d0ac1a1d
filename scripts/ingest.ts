// CLI: npm run ingest -- <files, folders or archives…> [--out dataset.json] [--csv rows.csv] [--summary s.csv]
// Prints the import report and a per-disk summary; writes the normalised dataset and the labelled
// long CSV (docs/summary-csv.md §2). Uses exactly the code the browser uses.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { toLongCsv } from '../src/export/long-csv';
import { toSummaryCsv } from '../src/export/workload-summary-csv';
import { summariseDisk } from '../src/analysis/summary';
import type { UnpackNote } from '../src/ingest/archive/archive';
import { ingestFiles } from '../src/ingest/ingest';
import { serializeDataset } from '../src/model/serialize';
import { readInputs } from './lib/read-inputs';
import { expectedCsvLines, expectedForCli } from './lib/expected-cli';
import { seriesToCsv } from './lib/series-csv';
import { reportTable, summaryTable } from './lib/summary-table';

const USAGE = `usage: npm run ingest -- <files, folders or archives…> [--out dataset.json] [--csv rows.csv] [--summary summary.csv] [--series series.csv] [--expected [--date YYYY-MM]]`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      csv: { type: 'string' },
      summary: { type: 'string' },
      series: { type: 'string' },
      expected: { type: 'boolean' },
      date: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  // Every file goes through the pipeline's per-file safety net: one that cannot be read, decoded,
  // imported or assembled is a line in the report below, and the others are imported.
  const unreadable: UnpackNote[] = [];
  const inputs = readInputs(positionals, undefined, unreadable);
  const ds = await ingestFiles(inputs, { origin: 'cli', unreadable });
  console.log('Import report');
  console.log(reportTable(ds));
  console.log('');
  console.log(
    `Disks (${ds.disks.length}); each figure is the median of the disk's runs at the column's workload; MB/s = 10^6 bytes/s; IOPS of PTS tests are read+write summed`,
  );
  const expected = values.expected ? expectedForCli(ds, values.date ? { date: values.date } : {}) : undefined;
  console.log(summaryTable(ds, expected?.columns));
  if (expected?.notes.length) console.log(['', 'Expected performance notes:', ...expected.notes].join('\n'));
  if (values.out) {
    writeFileSync(values.out, serializeDataset(ds));
    console.log(`\nwrote ${values.out}`);
  }
  if (values.csv) {
    writeFileSync(values.csv, toLongCsv(ds) + (expected ? expectedCsvLines(expected.csvRows) : ''));
    console.log(`wrote ${values.csv}`);
  }
  if (values.summary) {
    // The page's own summaries (analysis/summary): the same figure every view shows.
    const summaries = ds.disks.flatMap((d) => summariseDisk(ds, d.id));
    writeFileSync(values.summary, toSummaryCsv(ds, summaries));
    console.log(`wrote ${values.summary} (${summaries.length} workload summaries)`);
  }
  if (values.series) {
    writeFileSync(values.series, seriesToCsv(ds));
    console.log(`wrote ${values.series} (${ds.series.length} series)`);
  }
  const errors = ds.reports.filter((r) => r.error).length;
  if (errors) console.log(`\n${errors} file(s) could not be imported; see the report above.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
