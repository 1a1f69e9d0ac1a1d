// What the expected-figure code says about a judgement (src/expected/notes.ts), in the page's
// language: shown with the curve of each measured disk. Facts come in as the code's params.
import type { Dict } from '../../i18n';
import type { NoteCode } from '../../expected';

export const noteStrings: Dict<NoteCode> = {
  en: {
    'formula-failed': 'The formula for {what} could not be evaluated ({reason}).',
    'input-clamped': '{input} {value} is outside {lo}–{hi} at this size; {used} used.',
    'instance-vcpu-unknown': 'Instance limit not applied: the vCPU count is unknown.',
    'instance-unknown': 'Instance “{instance}” is not in the catalogue: its limit is not applied.',
    'size-not-converted':
      '{value} {unit} as labelled is taken as {value} {curveUnit}: {provider} sells disk sizes in {curveUnit}, so the number is not converted.',
    'size-below-range': '{size} {unit} is below the smallest size sold ({min} {unit}).',
    'size-above-range': '{size} {unit} is above the largest size sold ({max} {unit}).',
    'gcp-no-vm-row':
      'No per-VM row for {machine} and {table} in the copied gcpdiag tables: only the disk’s own figure applies.',
    'provision-above':
      '{field} {value} is above the most {type} allows at this size: {limit} {unit} ({formula}).',
    'provision-below': '{field} {value} is below the least {type} allows: {limit} {unit} ({formula}).',
    'provision-invalid': '{field} is not a positive number ({detail}).',
    'date-spans-eras':
      'The run date {date} spans {count} eras; judged against {curve}, the era of its first day. Give the month or day to choose.',
    'era-approximate': 'The era boundaries of {curve} are approximate.',
    'no-run-date': 'No run date: using the current formula ({curve}). Give a date to pick an older one.',
  },
  zh: {
    'formula-failed': '无法计算 {what} 的公式（{reason}）。',
    'input-clamped': '{input} {value} 超出此容量允许的 {lo}–{hi}，按 {used} 计算。',
    'instance-vcpu-unknown': '未应用实例上限：vCPU 数未知。',
    'instance-unknown': '实例“{instance}”不在目录中：未应用其上限。',
    'size-not-converted':
      '标注的 {value} {unit} 按 {value} {curveUnit} 计：{provider} 以 {curveUnit} 出售磁盘容量，因此数字不作换算。',
    'size-below-range': '{size} {unit} 小于售卖的最小容量（{min} {unit}）。',
    'size-above-range': '{size} {unit} 大于售卖的最大容量（{max} {unit}）。',
    'gcp-no-vm-row': '复制的 gcpdiag 表中没有 {machine} 与 {table} 的单 VM 行：只按磁盘自身的指标。',
    'provision-above': '{field} {value} 超过 {type} 在此容量下允许的最大值：{limit} {unit}（{formula}）。',
    'provision-below': '{field} {value} 低于 {type} 允许的最小值：{limit} {unit}（{formula}）。',
    'provision-invalid': '{field} 不是正数（{detail}）。',
    'date-spans-eras':
      '运行日期 {date} 跨越 {count} 个时期；按其第一天所在的时期 {curve} 判断。请给出月份或日期以选择。',
    'era-approximate': '{curve} 的时期边界是近似的。',
    'no-run-date': '没有运行日期：使用当前公式（{curve}）。给出日期可选择较早的公式。',
  },
  ru: {
    'formula-failed': 'Формулу для {what} не удалось вычислить ({reason}).',
    'input-clamped': '{input} {value} вне диапазона {lo}–{hi} для этого размера; взято {used}.',
    'instance-vcpu-unknown': 'Лимит инстанса не применён: число vCPU неизвестно.',
    'instance-unknown': 'Инстанса «{instance}» нет в каталоге: его лимит не применён.',
    'size-not-converted':
      '{value} {unit} из подписи взято как {value} {curveUnit}: {provider} продаёт диски в {curveUnit}, поэтому число не пересчитывается.',
    'size-below-range': '{size} {unit} меньше наименьшего продаваемого размера ({min} {unit}).',
    'size-above-range': '{size} {unit} больше наибольшего продаваемого размера ({max} {unit}).',
    'gcp-no-vm-row':
      'В скопированных таблицах gcpdiag нет строки для {machine} и {table}: действует только лимит самого диска.',
    'provision-above':
      '{field} {value} больше максимума, который {type} допускает при этом размере: {limit} {unit} ({formula}).',
    'provision-below':
      '{field} {value} меньше минимума, который допускает {type}: {limit} {unit} ({formula}).',
    'provision-invalid': '{field} — не положительное число ({detail}).',
    'date-spans-eras':
      'Дата прогона {date} охватывает {count, plural, one {# период} few {# периода} many {# периодов} other {# периода}}; оценено по {curve}, периоду её первого дня. Укажите месяц или день, чтобы выбрать.',
    'era-approximate': 'Границы периодов {curve} приблизительны.',
    'no-run-date':
      'Дата прогона не указана: взята текущая формула ({curve}). Укажите дату, чтобы выбрать более раннюю.',
  },
};
