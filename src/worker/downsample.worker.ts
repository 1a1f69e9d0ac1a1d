// LTTB downsampling, and reading a window of a summarised fio log again from its file, off the main thread (comlink entry; the typed LTTB of analysis/lttb-typed.ts). The series arrive as transferred
// Float64Arrays and the picked points go back the same way, so a ten-million-point log costs no
// structured-clone copy of number arrays and the page stays responsive while it is reduced.
import * as Comlink from 'comlink';
import { lttbColumns } from '../analysis/lttb-typed';
import { readLogWindow, type WindowRead } from '../ingest/fio/log/window-read';
import type { LogSummary } from '../model/log-summary';
import type { Direction } from '../model/types';

export interface DownsampleWorkerApi {
  lttb(t: Float64Array, v: Float64Array, target: number): { t: Float64Array; v: Float64Array };
  /** A window of a summarised fio log read again from its file (the file crosses as a handle). */
  logWindow(
    file: Blob,
    summary: Pick<LogSummary, 'offsets' | 'scale'>,
    direction: Direction,
    fromMs: number,
    toMs: number,
  ): Promise<WindowRead>;
}

const api: DownsampleWorkerApi = {
  lttb(t, v, target) {
    const out = lttbColumns({ t, v }, target);
    return Comlink.transfer(out, [out.t.buffer, out.v.buffer]);
  },
  logWindow: readLogWindow,
};

Comlink.expose(api);
