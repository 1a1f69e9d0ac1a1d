// The names of the disk facts kept in `Disk.metadata` that more than one part reads: written by the
// importers (disk metadata file, PTS .options, fio run times), read by curve matching and the Disk
// view. Values are always text; numbers are parsed where they are used.

/** Keys, in the order the Disk view lists them. */
export const DISK_FACT_KEYS = [
  'date',
  'period',
  'dateSource',
  'instance',
  'vcpu',
  'memory',
  'cpu',
  'provisionedIops',
  'provisionedThroughput',
  'hostCaching',
  'onDemandBurst',
  'region',
  'os',
  'filesystem',
  'storageConfig',
  'price',
  'notes',
  'sourceTitle',
  'sourceTable',
  'source',
  'sourceRepository',
  'sourceCommit',
  'sourcePath',
  'licence',
] as const;

export type DiskFactKey = (typeof DISK_FACT_KEYS)[number];

/** Where `date` came from: the disk metadata file, a PTS .options file, or the results' own times. */
export const DATE_SOURCES = ['disk.json', 'pts-options', 'results'] as const;
export type DateSourceName = (typeof DATE_SOURCES)[number];
