// LTTB downsampling off the main thread (comlink entry). The series arrive as transferred
// Float64Arrays and the picked points go back the same way, so a ten-million-point log costs no
// structured-clone copy of number arrays and the page stays responsive while it is reduced.
import * as Comlink from 'comlink';
import { lttb } from '../analysis/downsample';

export interface DownsampleWorkerApi {
  lttb(t: Float64Array, v: Float64Array, target: number): { t: Float64Array; v: Float64Array };
}

const api: DownsampleWorkerApi = {
  lttb(t, v, target) {
    const out = lttb({ t, v }, target);
    const rt = Float64Array.from(out.t);
    const rv = Float64Array.from(out.v);
    return Comlink.transfer({ t: rt, v: rv }, [rt.buffer, rv.buffer]);
  },
};

Comlink.expose(api);
