// Texts of the DiskHoldings cell (what a disk without headline figures holds). Kept apart from
// strings.ts so the headline columns and this cell change independently.
import type { Dict } from '../../i18n';

export type HoldingsKey = 'logs' | 'rounds' | 'summary' | 'results' | 'openTime' | 'openDisk' | 'noHeadline';

export const holdingsStrings: Dict<HoldingsKey> = {
  en: {
    logs: 'fio logs only: {series} series ({metrics}) from {files, plural, one {# file} other {# files}}, {duration}',
    rounds: 'PTS rounds only: {n}',
    summary: 'summary rows only: {n, plural, one {# result} other {# results}}',
    results:
      '{n, plural, one {# result, not at the headline workloads} other {# results, none at the headline workloads}}',
    openTime: 'Open in Time › Logs',
    openDisk: 'Open in Disk',
    noHeadline: 'No figure at the headline workloads; what this disk holds instead',
  },
  zh: {
    logs: '仅有 fio 日志：{series} 个序列（{metrics}），来自 {files} 个文件，{duration}',
    rounds: '仅有 PTS 轮次：{n} 个',
    summary: '仅有汇总行：{n} 个结果',
    results: '{n} 个结果，均不在标题工作负载上',
    openTime: '在“时间 › 日志”中打开',
    openDisk: '在“磁盘”中打开',
    noHeadline: '没有标题工作负载的数值；以下是该磁盘包含的内容',
  },
  ru: {
    logs: 'только журналы fio: {series, plural, one {# ряд} few {# ряда} many {# рядов} other {# ряда}} ({metrics}) из {files, plural, one {# файла} few {# файлов} many {# файлов} other {# файла}}, {duration}',
    rounds: 'только раунды PTS: {n}',
    summary:
      'только строки сводки: {n, plural, one {# результат} few {# результата} many {# результатов} other {# результата}}',
    results:
      '{n, plural, one {# результат, не при заголовочных нагрузках} few {# результата, ни одного при заголовочных нагрузках} many {# результатов, ни одного при заголовочных нагрузках} other {# результата, ни одного при заголовочных нагрузках}}',
    openTime: 'Открыть во «Время › Журналы»',
    openDisk: 'Открыть в «Диск»',
    noHeadline: 'Нет значений для заголовочных нагрузок; вот что есть у этого диска',
  },
};
