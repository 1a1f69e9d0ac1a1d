// PTS report.zip, kept whole, through the binary route (importFile) like any uploaded member. The
// counts are the bundle README's: 68 files, 28 report pages (iops 6, throughput 10, latency 6, wsat
// 4, hir 2), 21 PNG charts, and 3 Highcharts 3D configs (iops 3d-plot, latency 3d-plot-avg/-max).
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ptsReportImporter } from '../../../../src/ingest/pts/report';
import { htmlText } from '../../../../src/ingest/pts/report-html';
import { importFile } from '../../../../src/ingest/route';
import type { InputFile } from '../../../../src/ingest/types';
import type { ImportResult } from '../../../../src/ingest/types';
import { summarize } from '../../../helpers/ingest';
import { fixturePath } from '../../../helpers/fixtures';

const REL = 'pts/local_ext4_2/report.zip';
const bytes = new Uint8Array(readFileSync(fixturePath(REL)));
/** importFile's result, a skip read as undefined (the tests below expect an import). */
const readResult = (file: InputFile): ImportResult | undefined => {
  const res = importFile(file);
  return 'skipped' in res ? undefined : res;
};
const strip = (r: ImportResult | undefined) =>
  JSON.parse(JSON.stringify(r).split(REL).join('unknown')) as unknown;

describe('PTS report.zip fixture', () => {
  it('recognised from its bytes, same under the name unknown', () => {
    const res = readResult({ path: REL, bytes });
    expect(res?.format).toBe('pts-report');
    if (!res?.ok) throw new Error(JSON.stringify(res));
    expect(res.measurements).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(strip(readResult({ path: 'unknown', bytes }))).toEqual(strip(res));
    expect(summarize(res)).toMatchSnapshot();
  });

  it('counts pages and charts, and reads the header tables as text', () => {
    const res = readResult({ path: REL, bytes });
    const meta = res?.ok ? res.diskMeta : undefined;
    expect(meta?.provider).toBe('local');
    expect(meta?.type).toBe('virtio');
    expect(meta?.metadata).toMatchObject({
      'report.files': '68',
      'report.pages': '28',
      'report.pagesPerTest': 'iops 6, latency 6, wsat 4, hir 2, throughput 10',
      'report.charts2d': '21',
      'report.chartFormat': 'png',
      'report.charts3d': '3',
      'report.runDates': '11/21/2026 22:05 UTC – 11/21/2026 22:43 UTC',
      'report.Storage Platform / Storage Config': '2 GiB ext4 loop-mounted image on virtio disk',
      'report.iops.Setup Parameters / Pre Condition 1 / TOIO - TC/QD': 'TC 1/QD 16',
      'report.iops.Test Parameters / Test Stimulus 1 / TOIO - TC/QD': 'TC 2/QD 16',
      'report.latency.Test Parameters / Test Stimulus 1 / TOIO - TC/QD': 'TC 1/QD 1',
      'report.iops.Test Parameters / AR & Amount': '100%',
    });
  });

  it('is kept whole: the archive unpacker would ask the sniffer first', () => {
    expect(ptsReportImporter.sniffBinary?.(bytes, 'unknown')).toBe(true);
  });
});

describe('PTS report.zip bad input', () => {
  const enc = (s: string) => new TextEncoder().encode(s);

  it('does not claim other zips (nested folders, no charts) or non-zips', () => {
    const inFolder = zipSync({ 'run/index.html': enc('<article>'), 'run/iops-2d-plot.png': enc('x') });
    const noCharts = zipSync({ 'index.html': enc('<article>'), 'notes.txt': enc('x') });
    for (const b of [inFolder, noCharts, enc('PK\u0003\u0004garbage'), new Uint8Array(0)]) {
      expect(ptsReportImporter.sniffBinary?.(b, 'report.zip')).toBe(false);
    }
  });

  it('gives named errors and warnings, never throws', () => {
    const truncated = bytes.subarray(0, 4096);
    const noPages = zipSync({ 'index.html': enc('<html>nothing</html>'), 'iops-2d-plot.png': enc('x') });
    const results = {
      truncated: summarize(ptsReportImporter.parseBinary!({ path: 'bad/report.zip', bytes: truncated })),
      notZip: summarize(ptsReportImporter.parseBinary!({ path: 'bad/report.zip', bytes: enc('hello') })),
      noPages: summarize(ptsReportImporter.parseBinary!({ path: 'bad/report.zip', bytes: noPages })),
    };
    expect(results).toMatchSnapshot();
  });

  it('decodes entities and drops tags, so header text stays text', () => {
    expect(htmlText('<b>AR &amp; Amount</b>&nbsp;&#60;script&#x3e;<img src=x onerror=alert(1)>')).toBe(
      'AR & Amount\u00a0<script>',
    );
  });
});
