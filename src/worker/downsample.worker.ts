// LTTB downsampling off the main thread (comlink entry; the typed LTTB of analysis/lttb-typed.ts). The series arrive as transferred
// Float64Arrays and the picked points go back the same way, so a ten-million-point log costs no
// structured-clone copy of number arrays and the page stays responsive while it is reduced.
import * as Comlink from 'comlink';
import { lttbColumns } from '../analysis/lttb-typed';

export interface DownsampleWorkerApi {
  lttb(t: Float64Array, v: Float64Array, target: number): { t: Float64Array; v: Float64Array };
}

const api: DownsampleWorkerApi = {
  lttb(t, v, target) {
    const out = lttbColumns({ t, v }, target);
    return Comlink.transfer(out, [out.t.buffer, out.v.buffer]);
  },
};

Comlink.expose(api);
