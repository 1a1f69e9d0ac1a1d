// fio logs (_bw, _iops, _lat, _clat, _slat, _clat_hist). The way in to this folder.
export { fioLogImporter, parseLogName } from './fio-log';
export { importLogStream, isStreamableLog, type LogHelper, type StreamOptions } from './stream';
export { scanLogRange, type LogPart, type ScanFrame } from './scan-range';
export { readLogWindow, type WindowRead } from './window-read';
