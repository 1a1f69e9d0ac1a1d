// Import-report texts of summary CSVs (src/ingest/summary-csv), diskscope datasets and disk.json (src/ingest/disk-meta).
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'no-rows': ['no data rows', '没有数据行', 'нет строк данных'],
  'no-valid-rows': ['no valid rows', '没有有效的行', 'нет допустимых строк'],
  'unknown-header': ['header not understood', '无法理解表头', 'заголовок не понят'],
  'bad-dataset': ['not a valid dataset', '不是有效的数据集', 'недопустимый набор данных'],
  'bad-row': ['row not readable', '行无法读取', 'строка не читается'],
  'csv-syntax': ['CSV syntax problem', 'CSV 语法问题', 'ошибка синтаксиса CSV'],
  'dataset-warning': ['dataset warning', '数据集警告', 'предупреждение набора данных'],
  'disk-meta-field': [
    'disk metadata field ignored',
    '磁盘元数据字段被忽略',
    'поле метаданных диска пропущено',
  ],
  'disk-meta-size': ['disk size not understood', '无法理解磁盘容量', 'размер диска не понят'],
  'disk-meta-syntax': ['disk metadata not readable', '磁盘元数据无法读取', 'метаданные диска не читаются'],
  'incomplete-direction': ['direction incomplete', '方向数据不完整', 'направление неполное'],
  'latency-without-mean': ['latency without mean', '延迟没有均值', 'задержка без среднего'],
  'series-skipped': ['series skipped', '序列已跳过', 'ряд пропущен'],
};

export const texts = {
  'incomplete-direction': [
    '{direction} figures without both iops_{direction} and bw_{direction} were left out',
    '缺少 iops_{direction} 或 bw_{direction} 的 {direction} 数值已被略去',
    'значения {direction} без iops_{direction} и bw_{direction} вместе не взяты',
  ],
  'latency-without-mean': [
    '{scope} latency figures without lat_mean were left out',
    '没有 lat_mean 的 {scope} 延迟数值已被略去',
    'значения задержки {scope} без lat_mean не взяты',
  ],
  'no-valid-rows': [
    'no valid row; the first problem is at line {line} (see the warnings)',
    '没有有效的行；第一个问题在第 {line} 行（见警告）',
    'нет допустимых строк; первая проблема на строке {line} (см. предупреждения)',
  ],
  'no-rows': [
    'the CSV has a header but no data rows',
    'CSV 有表头但没有数据行',
    'в CSV есть заголовок, но нет строк данных',
  ],
  'disk-meta-size': ['larger than {max} characters', '超过 {max} 个字符', 'больше {max} символов'],
  'disk-meta-syntax': [
    'not valid JSON: {detail}',
    '不是有效的 JSON：{detail}',
    'недопустимый JSON: {detail}',
  ],
  'series-skipped': [
    '{series} time series of a {disks}-disk file were not imported',
    '含 {disks} 块磁盘的文件中的 {series} 条时间序列未导入',
    'временных рядов файла с {disks} дисками не импортировано: {series}',
  ],
} as const satisfies Texts;
