// Real public studies the landing page offers to open in one click. Each opens through a `#src=`
// link (the same path as any link to results on the web), with the view and parameters that show
// it best; a study's date goes into the link, so it is judged against the formulas of its time.
import { DEFAULT_URL_STATE, urlFromState, type UrlState } from '../../state/url';
import type { Lang } from '../../i18n';

export interface Example {
  id: string;
  title: Record<Lang, string>;
  what: Record<Lang, string>;
  /** When it was measured (YYYY-MM, as the Expected view's run date takes it). */
  date: string;
  licence: string;
  /** Where it is published (for attribution), not what is fetched. */
  home: string;
  src: string[];
  view: UrlState['view'];
  params: Record<string, string>;
}

const CLOUDTESTING =
  'https://raw.githubusercontent.com/earlgrey0103/CloudTesting/66d0f52eae89ec069e26d681822e092d261d4f9c/test_cbs/data';
const FIOWEBVIEWER =
  'https://raw.githubusercontent.com/ovh/fiowebviewer/986b9f1b680a71e39be2dd95f1c00479b68ead1e/fiowebviewer/tests/samples/1';

export const EXAMPLES: readonly Example[] = [
  {
    id: 'cloudtesting-2016',
    title: {
      en: 'Aliyun vs Tencent cloud disks (编程派, 2016)',
      zh: '阿里云 vs 腾讯云云硬盘（编程派，2016）',
      ru: 'Облачные диски Aliyun и Tencent (编程派, 2016)',
    },
    what: {
      en: 'SNIA PTS runs (cloudharmony block-storage) on hybrid and SSD disks of both clouds, the digest behind the seed blog’s charts; judged against the 2016 vendor formulas.',
      zh: '在两家云的高效云盘和 SSD 云盘上运行的 SNIA PTS 测试（cloudharmony block-storage），即原博客图表所用的汇总数据；按 2016 年的厂商公式评判。',
      ru: 'Прогоны SNIA PTS (cloudharmony block-storage) на гибридных и SSD-дисках обоих облаков — сводка, по которой построены графики исходного блога; оценка по формулам поставщиков 2016 года.',
    },
    date: '2016-06',
    licence: 'MIT',
    home: 'https://github.com/earlgrey0103/CloudTesting',
    src: ['hybrid', 'hybrid_hir', 'hybrid_wsat', 'ssd', 'ssd_hir', 'ssd_wsat'].map(
      (n) => `${CLOUDTESTING}/${n}.csv`,
    ),
    view: 'expected',
    params: { date: '2016-06' },
  },
  {
    id: 'fiowebviewer-2017',
    title: {
      en: 'A fio 2.1.11 run with two mixed-random jobs (OVH fiowebviewer, 2017)',
      zh: 'fio 2.1.11 的两个混合随机任务（OVH fiowebviewer，2017）',
      ru: 'Прогон fio 2.1.11 с двумя смешанными случайными заданиями (OVH fiowebviewer, 2017)',
    },
    what: {
      en: 'The normal text output of a real fio run, kept as a test sample by OVH’s fio result viewer.',
      zh: '一次真实 fio 运行的普通文本输出，作为 OVH fio 结果查看器的测试样本保存。',
      ru: 'Обычный текстовый вывод настоящего прогона fio, сохранённый как тестовый образец просмотрщика результатов fio от OVH.',
    },
    date: '2017-07',
    licence: 'BSD-3-Clause (OVH)',
    home: 'https://github.com/ovh/fiowebviewer',
    src: [`${FIOWEBVIEWER}/fio-webviewer.input`],
    view: 'overview',
    params: {},
  },
];

/** The link that opens an example (a hash, so a click stays on this page). */
export function exampleHref(e: Example): string {
  return urlFromState({ ...DEFAULT_URL_STATE, view: e.view, params: e.params, src: e.src });
}
