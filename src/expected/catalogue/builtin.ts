// The catalogue shipped with diskscope: one JSON file per vendor in data/expected/, bundled at build
// time (Vite and tsx both import JSON), validated and compiled like any user file.
import alibaba from '../../../data/expected/alibaba.json';
import aws from '../../../data/expected/aws.json';
import azure from '../../../data/expected/azure.json';
import gcp from '../../../data/expected/gcp.json';
import huawei from '../../../data/expected/huawei.json';
import tencent from '../../../data/expected/tencent.json';
import ucloud from '../../../data/expected/ucloud.json';
import type { Catalogue } from './compiled';
import { drainPausing } from '../../lib/steps';
import { buildCatalogue, buildCatalogueSteps } from './load';

export const BUILTIN_FILES: { json: unknown; origin: string }[] = [
  { json: alibaba, origin: 'data/expected/alibaba.json' },
  { json: tencent, origin: 'data/expected/tencent.json' },
  { json: ucloud, origin: 'data/expected/ucloud.json' },
  { json: huawei, origin: 'data/expected/huawei.json' },
  { json: aws, origin: 'data/expected/aws.json' },
  { json: azure, origin: 'data/expected/azure.json' },
  { json: gcp, origin: 'data/expected/gcp.json' },
];

let cached: Catalogue | undefined;

/** The built-in catalogue, compiled once. */
export function builtinCatalogue(): Catalogue {
  cached ??= buildCatalogue(BUILTIN_FILES);
  return cached;
}

/**
 * The built-in catalogue compiled a file per step, `pause` awaited between them (the page does this
 * at start-up: compiled at once, its 71 curves' checks and formulas were one task of 17–27 ms of CPU).
 */
export async function builtinCatalogueInSteps(pause: () => Promise<void>): Promise<Catalogue> {
  if (cached) return cached;
  const built = await drainPausing(buildCatalogueSteps(BUILTIN_FILES), pause);
  return (cached ??= built);
}

/** Built-in files plus user files (a user curve with a built-in id replaces it). */
export function catalogueWith(userFiles: { json: unknown; origin: string }[]): Catalogue {
  return userFiles.length === 0 ? builtinCatalogue() : buildCatalogue([...BUILTIN_FILES, ...userFiles]);
}
