// The ordered importer list. Order matters only where two sniffers could both match: the more
// specific format comes first (a PTS fio-[test].json is also fio JSON; PTS goes first).
// Each importer lives in its own file; add it here, once.
import type { Importer } from './types';
import { fioLogImporter } from './fio-log';
import { fioTerseImporter } from './fio-terse';
import { fioNormalImporter } from './fio-normal';
import { summaryCsvImporter } from './summary-csv';
import { iozoneImporter } from './iozone';
import { iopingImporter } from './ioping';
import { fioJsonImporter } from './fio-json';
import { ptsFioImporter } from './pts-fio';
import { ptsOptionsImporter } from './pts-options';
import { ptsReportImporter } from './pts-report';
import { ptsResultImporter } from './pts-result';
import { diskscopeDatasetImporter } from './diskscope-dataset';

export const IMPORTERS: Importer[] = [
  diskscopeDatasetImporter,
  ptsFioImporter,
  ptsResultImporter,
  ptsOptionsImporter,
  ptsReportImporter,
  fioTerseImporter,
  fioNormalImporter,
  fioLogImporter,
  summaryCsvImporter,
  iozoneImporter,
  iopingImporter,
  fioJsonImporter,
];
