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
  'disk-meta-size': [
    'larger than {max} characters',
    '超过 {max} 个字符',
    'больше {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  ],
  'disk-meta-syntax': ['not valid JSON', '不是有效的 JSON', 'недопустимый JSON'],
  'series-skipped': [
    '{series} time series of a {disks}-disk file were not imported',
    '含 {disks} 块磁盘的文件中的 {series} 条时间序列未导入',
    'временных рядов файла с {disks, plural, one {# диском} few {# дисками} many {# дисками} other {# дисками}} не импортировано: {series}',
  ],
  'bad-row.cell': [
    '{column} "{value}" is not {expected}',
    '{column}“{value}”不是{expected}',
    '{column} «{value}» — не {expected}',
  ],
  'bad-row.one-of': [
    '{column} "{value}" is not one of {list}',
    '{column}“{value}”不是 {list} 之一',
    '{column} «{value}» — не одно из {list}',
  ],
  'bad-row.fields': [
    'row has {fields} fields, expected {expected}',
    '该行有 {fields} 个字段，应为 {expected} 个',
    'в строке полей {fields}, ожидалось {expected}',
  ],
  'bad-row.unit': [
    'unit "{value}" for {metric}, expected {expected}',
    '{metric} 的单位为“{value}”，应为 {expected}',
    'единица «{value}» для {metric}, ожидалась {expected}',
  ],
  'bad-row.test-file': [
    'test "{value}" in this file, expected {expected}',
    '此文件中的 test 为“{value}”，应为 {expected}',
    'test «{value}» в этом файле, ожидался {expected}',
  ],
  'bad-row.names-empty': [
    'vendor and disk_type must not be empty',
    'vendor 和 disk_type 不能为空',
    'vendor и disk_type не должны быть пустыми',
  ],
  'csv-syntax.MissingQuotes': [
    'a quoted field is not closed (a quote is missing)',
    '带引号的字段没有闭合（缺少引号）',
    'поле в кавычках не закрыто (не хватает кавычки)',
  ],
  'csv-syntax.InvalidQuotes': [
    'a quote inside a field is not escaped (it must be doubled)',
    '字段内的引号没有转义（应写两次）',
    'кавычка внутри поля не экранирована (её нужно удвоить)',
  ],
  'csv-syntax.UndetectableDelimiter': [
    'the field separator could not be detected',
    '无法识别字段分隔符',
    'не удалось определить разделитель полей',
  ],
  'csv-syntax.TooFewFields': [
    'this row has too few fields',
    '此行字段过少',
    'в этой строке слишком мало полей',
  ],
  'csv-syntax.TooManyFields': [
    'this row has too many fields',
    '此行字段过多',
    'в этой строке слишком много полей',
  ],
  'unknown-header': [
    'header "{header}" is not a known summary CSV header',
    '表头“{header}”不是已知的摘要 CSV 表头',
    'заголовок «{header}» — не известный заголовок сводного CSV',
  ],
  'bad-dataset.parse': [
    'not a readable diskscope dataset file (the reason is in the technical detail)',
    '不是可读取的 diskscope 数据集文件（原因见技术细节）',
    'не читаемый файл набора данных diskscope (причина — в технических подробностях)',
  ],
  'bad-dataset.none': [
    'none of its {count} parts could be read (the reasons are in the warnings)',
    '其 {count} 个部分都无法读取（原因见警告）',
    'ни одна из его частей ({count}) не прочитана (причины — в предупреждениях)',
  ],
  'dataset-warning.upgraded': [
    'written in an older dataset format and upgraded on reading (what changed is in the technical detail)',
    '以旧版数据集格式写成，读取时已升级（改动见技术细节）',
    'записан в старом формате набора данных и обновлён при чтении (что изменилось — в технических подробностях)',
  ],
  'dataset-warning.part-schema': [
    'the dataset’s {part} {index} does not fit its schema and was skipped: {fields}',
    '数据集的{part} {index} 不符合其结构定义，已跳过：{fields}',
    '{part} {index} набора данных не соответствует схеме и пропущен(о): {fields}',
  ],
  'dataset-warning.part-link': [
    'the dataset’s {part} {index} was skipped: {why}',
    '数据集的{part} {index} 已跳过：{why}',
    '{part} {index} набора данных пропущен(о): {why}',
  ],
  'dataset-warning.part-list': [
    'the dataset’s {part} list is not a list and was skipped',
    '数据集的{part}列表不是列表，已跳过',
    'список «{part}» набора данных — не список и пропущен',
  ],
  'dataset-warning.skipped': [
    'a part of the dataset does not fit its schema and was skipped (which part and field is in the technical detail)',
    '数据集中有一部分不符合其结构定义，已跳过（哪一部分、哪个字段见技术细节）',
    'часть набора данных не соответствует схеме и пропущена (какая часть и поле — в технических подробностях)',
  ],
  'disk-meta-field': [
    'fields not accepted: {fields}',
    '未被接受的字段：{fields}',
    'поля не приняты: {fields}',
  ],
} as const satisfies Texts;
