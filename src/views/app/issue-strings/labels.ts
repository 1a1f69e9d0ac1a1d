// The labels of the grouped import report (not tied to one warning code), in en, zh and ru.
import type { Dict } from '../../../i18n';

export type LabelKey =
  | 'groups.title'
  | 'groups.mayBeWrong'
  | 'groups.line'
  | 'groups.files'
  | 'groups.more'
  | 'archive.yield'
  | 'archive.show'
  | 'archive.hide'
  | 'prefix.run';

export const LABELS: Dict<LabelKey> = {
  en: {
    'groups.title': 'Warnings by folder and kind',
    'groups.mayBeWrong': 'figures may be wrong',
    // Counts as labels ("files: 1"), not before a noun: "1 × in 1 files", "yielded 1 files" and
    // "1 раз в 1 файлах" were wrong. Written before `translate` had plurals (src/i18n); a label
    // reads as well, so they stayed labels.
    'groups.line': '{count} ×, files: {files}',
    'groups.files': 'files',
    'groups.more': '{n, plural, one {# more kind} other {# more kinds}}',
    'archive.yield':
      'yielded files: {files} (read {read}, skipped {skipped}, with errors {failed}; measurements: {measurements}, series: {series})',
    'archive.show': 'show them',
    'archive.hide': 'hide them',
    'prefix.run': 'run {run} of {runs}, ',
  },
  zh: {
    'groups.title': '按文件夹和类型分组的警告',
    'groups.mayBeWrong': '数值可能有误',
    'groups.line': '{count} 次，涉及 {files} 个文件',
    'groups.files': '文件',
    'groups.more': '另有 {n} 类',
    'archive.yield':
      '解出 {files} 个文件：{read} 个已读取，{skipped} 个跳过，{failed} 个出错（{measurements} 个测量，{series} 个序列）',
    'archive.show': '显示这些文件',
    'archive.hide': '隐藏这些文件',
    'prefix.run': '第 {run} 次运行（共 {runs} 次）：',
  },
  ru: {
    'groups.title': 'Предупреждения по папкам и видам',
    'groups.mayBeWrong': 'значения могут быть неверны',
    'groups.line': '{count} ×, файлов: {files}',
    'groups.files': 'файлы',
    'groups.more': 'ещё видов: {n}',
    'archive.yield':
      'извлечено файлов: {files}; прочитано {read}, пропущено {skipped}, с ошибками {failed} (измерений: {measurements}, рядов: {series})',
    'archive.show': 'показать их',
    'archive.hide': 'скрыть их',
    'prefix.run': 'прогон {run} из {runs}: ',
  },
};
