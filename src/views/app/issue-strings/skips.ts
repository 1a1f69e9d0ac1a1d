// Why a file was skipped (`FileReport.skipped`), in en, zh and ru. The importers write one short
// English phrase from a fixed set of shapes (src/ingest/unrecognised.ts, route.ts, damage.ts,
// assemble.ts); skip-text.ts tells which shape a phrase has and fills these with its parts.
import type { Dict } from '../../../i18n';

export type SkipKey =
  | 'skip.empty'
  | 'skip.blank'
  | 'skip.json-broken'
  | 'skip.json-keys'
  | 'skip.json'
  | 'skip.text'
  | 'skip.binary-control'
  | 'skip.binary-nul'
  | 'skip.doc-marks'
  | 'skip.script-marks'
  | 'skip.no-reader'
  | 'skip.nothing-read'
  | 'skip.unpack'
  | 'skip.os-litter'
  | 'skip.other';

export const SKIPS: Dict<SkipKey> = {
  en: {
    'skip.empty': 'empty file',
    'skip.blank': 'only blank lines',
    'skip.json-broken': 'JSON that does not parse and has no results keys',
    'skip.json-keys': 'JSON in no results format (top-level keys: {keys})',
    'skip.json': 'JSON in no results format',
    'skip.text': 'text in no results format (line {line}: {text})',
    'skip.binary-control': 'binary data (control bytes among the first {bytes} bytes)',
    'skip.binary-nul': 'binary data (more than {runs} runs of NUL bytes)',
    'skip.doc-marks': 'a README mentioning {what}, with no results in it',
    'skip.script-marks': 'a script mentioning {what}, with no results in it',
    'skip.no-reader': '{format} kept whole, but it has no reader here',
    'skip.nothing-read': '{format}: nothing read',
    'skip.unpack': 'could not be unpacked',
    'skip.os-litter': 'operating-system metadata file, not a result',
    'skip.other': 'not a results file',
  },
  zh: {
    'skip.empty': '空文件',
    'skip.blank': '只有空行',
    'skip.json-broken': '无法解析且没有结果键的 JSON',
    'skip.json-keys': '不属于任何结果格式的 JSON（顶层键：{keys}）',
    'skip.json': '不属于任何结果格式的 JSON',
    'skip.text': '不属于任何结果格式的文本（第 {line} 行：{text}）',
    'skip.binary-control': '二进制数据（前 {bytes} 个字节中有控制字节）',
    'skip.binary-nul': '二进制数据（超过 {runs} 段 NUL 字节）',
    'skip.doc-marks': '提到{what}的 README，其中没有结果',
    'skip.script-marks': '提到{what}的脚本，其中没有结果',
    'skip.no-reader': '{format} 已整体保留，但此处没有其读取器',
    'skip.nothing-read': '{format}：没有读到任何内容',
    'skip.unpack': '无法解包',
    'skip.os-litter': '操作系统元数据文件，不是结果',
    'skip.other': '不是结果文件',
  },
  ru: {
    'skip.empty': 'пустой файл',
    'skip.blank': 'только пустые строки',
    'skip.json-broken': 'JSON, который не разбирается и не содержит ключей результатов',
    'skip.json-keys': 'JSON не в формате результатов (ключи верхнего уровня: {keys})',
    'skip.json': 'JSON не в формате результатов',
    'skip.text': 'текст не в формате результатов (строка {line}: {text})',
    'skip.binary-control': 'двоичные данные (управляющие байты среди первых {bytes} байт)',
    'skip.binary-nul':
      'двоичные данные (больше {runs, plural, one {# участка} few {# участков} many {# участков} other {# участка}} байтов NUL)',
    'skip.doc-marks': 'README, упоминающий {what}, без результатов',
    'skip.script-marks': 'скрипт, упоминающий {what}, без результатов',
    'skip.no-reader': '{format} сохранён целиком, но читателя для него здесь нет',
    'skip.nothing-read': '{format}: ничего не прочитано',
    'skip.unpack': 'не удалось распаковать',
    'skip.os-litter': 'служебный файл операционной системы, не результат',
    'skip.other': 'не файл результатов',
  },
};
