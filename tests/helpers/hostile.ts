// Hostile inputs made in code (never committed as blobs): deflate bombs and small datasets with one
// broken part, for the tests of untrusted links, dataset files and saved records.
import { constants, deflateRawSync } from 'node:zlib';

/**
 * Raw deflate data that inflates to `mib` MiB of spaces, in about 1 KB per MiB: one 1 MiB block
 * compressed with a full flush (which resets the compressor, so every copy is the same bytes and
 * ends on a byte boundary), repeated, then an empty final block.
 */
export function deflateBomb(mib: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 32), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const end = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: mib }, () => block), end]);
}

export const base64Url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** A raw-deflated, base64url JSON value, as a link's `data=` carries it. */
export const linkData = (value: unknown): string =>
  base64Url(deflateRawSync(Buffer.from(JSON.stringify(value)), { level: 9 }));

export function disk(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    provider: 'acme',
    type: 'ssd',
    comparable: true,
    label: id,
    identity: 'folder-name',
    metadata: {},
    origin: 'upload-1',
    ...extra,
  };
}

export function measurement(id: string, diskId: string, iops: number): Record<string, unknown> {
  return {
    id,
    diskId,
    test: 'fio',
    role: 'result',
    workload: { pattern: 'random', readPct: 100, blockSize: 4096, queueDepth: 32 },
    directions: { read: { iops, bw: iops * 4096 } },
    total: { iops, bw: iops * 4096 },
    status: 'ok',
    provenance: { file: `${diskId}/r.json`, job: 'j', tool: 'fio', format: 'fio-json' },
  };
}

/** A dataset envelope (version 2) around `dataset`. */
export const envelope = (dataset: unknown) => ({ format: 'diskscope-dataset', version: 2, dataset });
