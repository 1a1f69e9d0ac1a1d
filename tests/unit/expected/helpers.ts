// Small builders for expected-performance tests: disks and measurements in base units, as the
// importers would produce them (only the fields the comparison reads).
import type { Dataset, Disk, Measurement } from '../../../src/model/types';

export function disk(provider: string, type: string, size: number, extra: Partial<Disk> = {}): Disk {
  return {
    id: `${provider}_${type}_${size}`,
    provider,
    type,
    size: { value: size, unit: 'GB' },
    comparable: true,
    label: `${provider}_${type}_${size}`,
    identity: 'folder-name',
    metadata: {},
    origin: 'test',
    ...extra,
  };
}

export function result(
  diskId: string,
  blockSize: number,
  readPct: number,
  total: { iops?: number; bw?: number; latNs?: number },
  dirs?: { read?: number; write?: number },
  test: Measurement['test'] = 'iops',
): Measurement {
  const id = `${diskId}/${test}/${blockSize}/${readPct}`;
  return {
    id,
    diskId,
    test,
    role: 'result',
    workload: { pattern: 'random', readPct, blockSize, queueDepth: test === 'latency' ? 1 : 64, jobs: 1 },
    directions: {
      ...(dirs?.read !== undefined ? { read: { iops: dirs.read, bw: dirs.read * blockSize } } : {}),
      ...(dirs?.write !== undefined ? { write: { iops: dirs.write, bw: dirs.write * blockSize } } : {}),
    },
    total: {
      ...(total.iops !== undefined ? { iops: total.iops } : {}),
      ...(total.bw !== undefined ? { bw: total.bw } : {}),
      ...(total.latNs !== undefined ? { lat: { mean: total.latNs } } : {}),
    },
    status: 'ok',
    provenance: { file: 'test', tool: 'pts', format: 'test' },
  };
}

export function dataset(disks: Disk[], measurements: Measurement[]): Dataset {
  return { disks, measurements, series: [], reports: [] };
}
