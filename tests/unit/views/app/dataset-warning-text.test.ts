// A diskscope dataset file with parts that do not fit (a measurement missing its block size, one of
// a disk the file does not hold, a series list that is no list) reads in Chinese and Russian as
// whole sentences naming the part, its position and the field: no English phrase outside the
// marked technical detail. The dataset is made from the project's own fio fixture, then damaged.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskscopeDatasetImporter } from '../../../../src/ingest/diskscope-dataset';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { serializeDataset } from '../../../../src/model/serialize';
import type { ImportIssue } from '../../../../src/model/types';
import { issueStrings } from '../../../../src/views/app/issue-strings';
import { issueDetail, issueText } from '../../../../src/views/app/issue-text';
import { translate, type Lang } from '../../../../src/i18n';

const t = (lang: Lang) => (k: Parameters<typeof translate>[2], p?: Record<string, string | number>) =>
  translate(issueStrings, lang, k as never, p);
const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../fixtures/fio/local_ssd_1', name)));
/** Three or more ASCII words in a row: an English phrase (field paths and ids are one word). */
const ENGLISH = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/;

async function damagedDatasetWarnings(): Promise<ImportIssue[]> {
  const ds = await ingestFiles(
    ['randread-4k-qd1.json', 'randread-4k-qd32.json', 'randwrite-4k-qd1.json'].map((n) => ({
      path: `local_ssd_1/${n}`,
      bytes: fixture(n),
    })),
    { origin: 'test' },
  );
  const env = JSON.parse(serializeDataset(ds)) as {
    dataset: { measurements: Record<string, unknown>[]; series: unknown };
  };
  const ms = env.dataset.measurements;
  expect(ms.length).toBe(3);
  (ms[1]!.workload as Record<string, unknown>).blockSize = 'big';
  ms[2]!.diskId = 'no-such-disk';
  env.dataset.series = 'not a list';
  const res = diskscopeDatasetImporter.parse({ path: 'shared/dataset.json', text: JSON.stringify(env) });
  expect(res.ok).toBe(true);
  return (res.ok ? res.warnings : []).filter((w) => w.code === 'dataset-warning');
}

describe('dataset-warning: which part and field was skipped, in three languages', () => {
  it('the importer names each skipped part in codes', async () => {
    const warnings = await damagedDatasetWarnings();
    expect(warnings.map((w) => w.params)).toEqual([
      expect.objectContaining({
        form: 'part-schema',
        part: 'measurement',
        index: 1,
        fields: 'workload.blockSize=wrong-type',
      }),
      expect.objectContaining({ form: 'part-link', part: 'measurement', index: 2, why: 'missing-disk' }),
      expect.objectContaining({ form: 'part-list', part: 'series' }),
    ]);
  });

  it.each([
    ['zh', ['测量 1', 'workload.blockSize: 类型错误', '测量 2', '其所属磁盘缺失', '时间序列列表']],
    [
      'ru',
      ['измерение 1', 'workload.blockSize: не того типа', 'измерение 2', 'его диска нет', '«временной ряд»'],
    ],
  ] as const)('%s: full sentences, the schema’s words only as the detail', async (lang, words) => {
    const warnings = await damagedDatasetWarnings();
    const texts = warnings.map((w) => issueText(w, lang, t(lang)));
    for (const w of words) expect(texts.join('\n')).toContain(w);
    for (const text of texts) expect(text).not.toMatch(ENGLISH);
    expect(issueDetail(warnings[0]!, lang)).toBe(warnings[0]!.message);
  });
});
