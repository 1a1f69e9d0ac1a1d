// The ordered importer list. Order matters only where two sniffers could both match: the more
// specific format comes first (a PTS fio-[test].json is also fio JSON; PTS goes first).
// Each format family has a folder whose index.ts exports its importers; add them here, once.
import type { Importer } from './types';
import { diskscopeDatasetImporter } from './diskscope-dataset';
import { diskMetaImporter } from './disk-meta';
import { fioJsonImporter } from './fio/json';
import { fioLogImporter } from './fio/log';
import { fioNormalImporter, fioTerseImporter } from './fio/text';
import { iopingImporter } from './ioping';
import { iozoneImporter } from './iozone';
import { ptsFioImporter, ptsOptionsImporter, ptsReportImporter, ptsResultImporter } from './pts';
import { summaryCsvImporter } from './summary-csv';

export const IMPORTERS: Importer[] = [
  diskscopeDatasetImporter,
  diskMetaImporter,
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
