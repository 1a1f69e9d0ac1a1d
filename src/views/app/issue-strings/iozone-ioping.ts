// Import-report texts of iozone (src/ingest/iozone) and ioping (src/ingest/ioping).
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'excel-mismatch': ['spreadsheet figures disagree', '表格数值不一致', 'значения таблицы расходятся'],
  'excel-placeholder': ['spreadsheet placeholder', '表格占位符', 'заполнитель таблицы'],
  'ioping-bad-summary': ['ioping summary not readable', 'ioping 摘要无法读取', 'сводка ioping не читается'],
  'ioping-no-summary': ['ioping without summary', 'ioping 没有摘要', 'ioping без сводки'],
  'ioping-nothing': ['ioping output without figures', 'ioping 输出没有数值', 'вывод ioping без значений'],
  'ioping-raw-direction': ['ioping direction unknown', 'ioping 方向未知', 'направление ioping неизвестно'],
  'ioping-raw-empty': ['empty ioping raw output', '空的 ioping 原始输出', 'пустой сырой вывод ioping'],
  'ioping-raw-ignored': ['ioping raw lines ignored', 'ioping 原始行被忽略', 'сырые строки ioping пропущены'],
  'iozone-bad-header': ['iozone header not understood', '无法理解 iozone 表头', 'заголовок iozone не понят'],
  'iozone-bad-row': ['iozone row not readable', 'iozone 行无法读取', 'строка iozone не читается'],
  'iozone-columns-skipped': ['iozone columns skipped', 'iozone 列被跳过', 'столбцы iozone пропущены'],
  'iozone-incomplete-row': ['iozone row incomplete', 'iozone 行不完整', 'строка iozone неполная'],
  'iozone-interrupted': ['iozone run interrupted', 'iozone 运行被中断', 'прогон iozone прерван'],
  'iozone-no-rows': ['iozone without rows', 'iozone 没有数据行', 'iozone без строк'],
  'iozone-no-table': ['iozone without table', 'iozone 没有表格', 'iozone без таблицы'],
  'iozone-throughput-mode': [
    'iozone throughput mode',
    'iozone 吞吐量模式',
    'режим пропускной способности iozone',
  ],
  'iozone-unit-unknown': ['iozone unit unknown', 'iozone 单位未知', 'единица iozone неизвестна'],
};

export const texts = {
  'excel-placeholder': [
    'the Excel section holds only 0 placeholders and was ignored',
    'Excel 部分只有占位的 0，已忽略',
    'раздел Excel содержит только заполнители 0 и пропущен',
  ],
  'excel-mismatch': [
    'Excel {column} row for {kb} kB differs from the table',
    'Excel 中 {kb} kB 的 {column} 行与表格不同',
    'строка Excel {column} для {kb} kB расходится с таблицей',
  ],
  'iozone-interrupted': [
    'the run was interrupted: only complete rows are imported',
    '运行被中断：只导入完整的行',
    'прогон прерван: импортированы только полные строки',
  ],
  'iozone-incomplete-row': [
    'row dropped: no value for {columns}',
    '行被舍弃：{columns} 没有值',
    'строка отброшена: нет значения для {columns}',
  ],
  'iozone-columns-skipped': [
    'columns {columns} are not imported (the model has no pattern for them)',
    '列 {columns} 未导入（模型中没有对应的访问模式）',
    'столбцы {columns} не импортированы (в модели нет для них характера доступа)',
  ],
  'iozone-no-rows.first-problem': [
    'the result table has no complete row; the first problem is at line {line} (see the warnings)',
    '结果表中没有完整的行；第一个问题在第 {line} 行（见警告）',
    'в таблице результатов нет полной строки; первая проблема на строке {line} (см. предупреждения)',
  ],
  'iozone-no-rows.no-row': [
    'the result table has no complete row',
    '结果表中没有完整的行',
    'в таблице результатов нет полной строки',
  ],
  'iozone-no-rows.none': ['no iozone result rows', '没有 iozone 结果行', 'нет строк результатов iozone'],
  'iozone-throughput-mode': [
    'iozone throughput-mode output (-t): not supported yet',
    'iozone 吞吐量模式输出（-t）：尚不支持',
    'вывод iozone в режиме пропускной способности (-t): пока не поддерживается',
  ],
  'iozone-no-table': [
    'no result table (a header line starting "kB reclen") in this run',
    '此运行中没有结果表（以“kB reclen”开头的表头行）',
    'в этом прогоне нет таблицы результатов (строки заголовка, начинающейся с «kB reclen»)',
  ],
  'iozone-unit-unknown': [
    'no "Output is in kBytes/sec", "OPS Mode" or "Microseconds/op Mode" line: the unit is unknown',
    '没有“Output is in kBytes/sec”、“OPS Mode”或“Microseconds/op Mode”行：单位未知',
    'нет строки «Output is in kBytes/sec», «OPS Mode» или «Microseconds/op Mode»: единица неизвестна',
  ],
  'ioping-no-summary': [
    'no statistics block: figures recomputed from the display-rounded request times',
    '没有统计块：数值由显示时已舍入的请求时间重新计算',
    'нет блока статистики: значения пересчитаны по округлённым при выводе временам запросов',
  ],
  'ioping-raw-ignored': [
    '{count} raw per-period line(s) ignored beside the statistics block',
    '统计块旁的 {count} 行逐时段原始数据被忽略',
    'пропущено сырых строк по периодам рядом с блоком статистики: {count}',
  ],
  'ioping-nothing': [
    'no ioping request line, statistics block or raw line with numbers',
    '没有 ioping 请求行、统计块或带数字的原始行',
    'нет строк запросов ioping, блока статистики или сырых строк с числами',
  ],
  'ioping-raw-empty': [
    'raw line with no valid request or zero iops',
    '原始行没有有效请求或 iops 为零',
    'сырая строка без допустимых запросов или с нулевым iops',
  ],
  'ioping-raw-direction': [
    'raw output does not say read or write; read assumed (ioping default, -W not visible)',
    '原始输出未说明读或写；假定为读（ioping 默认，看不到 -W）',
    'сырой вывод не говорит, чтение это или запись; принято чтение (по умолчанию в ioping, -W не видно)',
  ],
  'iozone-bad-row.not-integer': [
    'row dropped: "{text}" is not a non-negative integer',
    '行被舍弃：“{text}”不是非负整数',
    'строка отброшена: «{text}» не неотрицательное целое',
  ],
  'iozone-bad-row.no-label': [
    'row dropped: value {text} ends at column {column}, under no header label',
    '行被舍弃：值 {text} 结束于第 {column} 列，不在任何表头标签之下',
    'строка отброшена: значение {text} кончается в столбце {column}, ни под одной меткой заголовка',
  ],
  'iozone-bad-row.two-values': [
    'row dropped: two values under the {label} label',
    '行被舍弃：{label} 标签下有两个值',
    'строка отброшена: два значения под меткой {label}',
  ],
  'iozone-bad-row.no-size': [
    'row dropped: row lacks the file size or the record size',
    '行被舍弃：缺少文件大小或记录大小',
    'строка отброшена: нет размера файла или размера записи',
  ],
  'ioping-bad-summary.header': [
    'not an ioping statistics header',
    '不是 ioping 统计块的标题行',
    'не заголовок статистики ioping',
  ],
  'ioping-bad-summary.no-completed': [
    'statistics block cut short: no "… requests completed in …" line',
    '统计块不完整：没有“… requests completed in …”行',
    'блок статистики обрезан: нет строки «… requests completed in …»',
  ],
  'ioping-bad-summary.no-generated': [
    'statistics block cut short: no "generated … requests" line',
    '统计块不完整：没有“generated … requests”行',
    'блок статистики обрезан: нет строки «generated … requests»',
  ],
  'ioping-bad-summary.no-min-max': [
    'statistics block cut short: no "min/avg/max/mdev" line',
    '统计块不完整：没有“min/avg/max/mdev”行',
    'блок статистики обрезан: нет строки «min/avg/max/mdev»',
  ],
  'ioping-bad-summary.no-size': [
    'no request size: no request line and no completed request',
    '没有请求大小：既没有请求行，也没有已完成的请求',
    'нет размера запроса: нет ни строки запроса, ни завершённого запроса',
  ],
} as const satisfies Texts;
