// Import-report texts of fio normal (human-readable) text output (src/ingest/fio/text/fio-normal.ts) and the workload notes it shares with terse.
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'fio-normal-clones-merged': ['numjobs clones merged', 'numjobs 克隆已合并', 'клоны numjobs объединены'],
  'fio-normal-ended-with-error': [
    'job ended with an error',
    '任务以错误结束',
    'задание завершилось с ошибкой',
  ],
  'fio-normal-fio-message': ['fio message', 'fio 消息', 'сообщение fio'],
  'fio-normal-job-failed': ['job failed', '任务失败', 'задание не выполнено'],
  'fio-normal-job-skipped': ['job skipped', '任务已跳过', 'задание пропущено'],
  'fio-normal-misprint': [
    'misprinted figure replaced by fio’s counts',
    '误印数值已按 fio 计数更正',
    'ошибочно напечатанное значение заменено расчётом по счётчикам fio',
  ],
  'fio-normal-no-figures': ['job without figures', '任务没有数值', 'задание без значений'],
  'fio-normal-no-jobs': ['no fio job report', '没有 fio 任务报告', 'нет отчёта задания fio'],
  'fio-normal-run-without-report': ['run without a report', '运行没有报告', 'прогон без отчёта'],
  'fio-normal-status-reports': ['interim status reports', '中间状态报告', 'промежуточные отчёты о состоянии'],
  'fio-normal-surrounding-text': [
    'text around the fio output',
    'fio 输出周围的文字',
    'текст вокруг вывода fio',
  ],
  'fio-normal-sync-ignored': ['fsync block not imported', 'fsync 块未导入', 'блок fsync не импортирован'],
  'fio-normal-terse-ignored': [
    'terse lines beside the report ignored',
    '报告旁的 terse 行被忽略',
    'строки terse рядом с отчётом пропущены',
  ],
  'fio-normal-truncated': ['report cut off', '报告被截断', 'отчёт обрезан'],
  'fio-normal-unknown-lines': ['lines not understood', '无法理解的行', 'непонятые строки'],
  'fio-normal-workload': [
    'workload not fully printed',
    '工作负载未完整打印',
    'нагрузка напечатана не полностью',
  ],
};

export const texts = {
  'fio-workload.mix-measured': [
    'rw={rw}: rwmixread is not printed, read share {pct}% measured from the I/O split',
    'rw={rw}：未打印 rwmixread，读取占比 {pct}% 由 I/O 读写比例测得',
    'rw={rw}: rwmixread не напечатан, доля чтения {pct}% измерена по соотношению операций',
  ],
  'fio-workload.mix-assumed': [
    'rw={rw}: rwmixread is not printed and no I/O split is available; read share assumed 50%',
    'rw={rw}：未打印 rwmixread，也没有 I/O 读写比例；读取占比假定为 50%',
    'rw={rw}: rwmixread не напечатан и соотношения операций нет; доля чтения принята 50%',
  ],
  'fio-workload.rw-measured': [
    'rw not stated; read share {pct}% taken from the measured I/O',
    '未说明 rw；读取占比 {pct}% 取自测得的 I/O',
    'rw не указан; доля чтения {pct}% взята из измеренных операций',
  ],
  'fio-workload.pattern-assumed': [
    'access pattern not stated (no preamble, job name does not say); assumed random',
    '未说明访问模式（没有前导信息，任务名也未说明）；假定为随机',
    'характер доступа не указан (нет преамбулы, имя задания не говорит); принят случайный',
  ],
  'fio-workload.bs-rounded': [
    'block size printed rounded (bs={bs}); read as {bytes} B',
    '块大小打印时被舍入（bs={bs}）；按 {bytes} B 读取',
    'размер блока напечатан округлённым (bs={bs}); прочитан как {bytes} B',
  ],
  'fio-workload.bs-varies': [
    'block size varies (bs={bs}); using the measured mean I/O size {bytes} B',
    '块大小不固定（bs={bs}）；使用测得的平均 I/O 大小 {bytes} B',
    'размер блока меняется (bs={bs}); взят измеренный средний размер операции {bytes} B',
  ],
  'fio-workload.bs-inferred': [
    'block size not stated; {size} inferred from bytes moved / I/Os',
    '未说明块大小；由传输字节数 / I/O 次数推得 {size}',
    'размер блока не указан; {size} выведен из переданных байт / числа операций',
  ],
  'fio-workload.bs-unknown': [
    'block size unknown: bytes / I/Os = {bytes} B is not a size fio runs',
    '块大小未知：字节数 / I/O 次数 = {bytes} B，不是 fio 使用的大小',
    'размер блока неизвестен: байты / операции = {bytes} B — не размер, с которым работает fio',
  ],
  'fio-workload.depth-one': [
    'iodepth={depth} was asked, but every I/O ran at depth 1 (IO depths); queue depth set to 1',
    '设置了 iodepth={depth}，但所有 I/O 都在深度 1 运行（IO depths）；队列深度设为 1',
    'запрошен iodepth={depth}, но все операции шли на глубине 1 (IO depths); глубина очереди принята 1',
  ],
  'fio-workload.unknown': [
    'workload unknown: no preamble or command line, and the job name names no block size',
    '工作负载未知：没有前导信息或命令行，任务名也未给出块大小',
    'нагрузка неизвестна: нет преамбулы или командной строки, и имя задания не называет размер блока',
  ],
  'fio-workload.depth-unknown': [
    'iodepth not stated, and only {pct}% of I/Os ran at depth 1; queue depth unknown',
    '未说明 iodepth，且只有 {pct}% 的 I/O 在深度 1 运行；队列深度未知',
    'iodepth не указан, и лишь {pct}% операций шли на глубине 1; глубина очереди неизвестна',
  ],
  'fio-workload.sync-engine': [
    'ioengine={engine} is synchronous: queue depth 1 whatever iodepth={depth} says',
    'ioengine={engine} 是同步引擎：无论 iodepth={depth} 如何，队列深度都是 1',
    'ioengine={engine} синхронный: глубина очереди 1, что бы ни говорил iodepth={depth}',
  ],
  'fio-normal-clones-merged': [
    '{count} reports share job name "{job}" in group {group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped',
    '组 {group} 中有 {count} 份报告同名“{job}”（numjobs 未配 group_reporting）：IOPS 与带宽相加，延迟按 I/O 数加权，百分位数舍弃',
    '{count, plural, one {# отчёт} few {# отчёта} many {# отчётов} other {# отчёта}} с именем задания «{job}» в группе {group} (numjobs без group_reporting): IOPS и пропускная способность сложены, задержка взвешена по операциям, перцентили отброшены',
  ],
  'fio-normal-run-without-report': [
    'a run starts at line {line} but has no job report (stopped, or cut off)',
    '第 {line} 行开始一次运行，但没有任务报告（已停止或被截断）',
    'прогон начинается на строке {line}, но отчёта задания нет (остановлен или обрезан)',
  ],
  'fio-normal-fio-message': ['fio printed: {text}', 'fio 输出的消息：{text}', 'fio напечатал: {text}'],
  'fio-normal-terse-ignored': [
    '{count} terse line(s) in the same file ignored; the normal report was read',
    '同一文件中的 {count} 行 terse 被忽略；读取的是普通报告',
    'пропущено строк terse в том же файле: {count}; прочитан обычный отчёт',
  ],
  'fio-normal-unknown-lines': [
    '{count} line(s) inside job reports not understood and ignored (line: text) {samples}',
    '任务报告中有 {count} 行无法理解，已忽略（行号：内容）{samples}',
    'непонятых строк внутри отчётов заданий: {count}, пропущены (строка: текст) {samples}',
  ],
  'fio-normal-surrounding-text': [
    '{count} line(s) of other text around the fio output skipped (line: text) {samples}',
    '跳过了 fio 输出周围的 {count} 行其他文字（行号：内容）{samples}',
    'пропущено строк другого текста вокруг вывода fio: {count} (строка: текст) {samples}',
  ],
  'fio-normal-truncated': [
    'job "{job}" (report starting at line {line}) stops before its "issued" line: the output is cut short; job skipped',
    '任务“{job}”（报告从第 {line} 行开始）在“issued”行之前中断：输出被截断；任务已跳过',
    'задание «{job}» (отчёт со строки {line}) обрывается до строки «issued»: вывод обрезан; задание пропущено',
  ],
  'fio-normal-status-reports': [
    '{count} reports of the same jobs (--status-interval; cumulative): the last one was read',
    '相同任务的 {count} 份报告（--status-interval；累计值）：读取了最后一份',
    '{count, plural, one {# отчёт} few {# отчёта} many {# отчётов} other {# отчёта}} одних и тех же заданий (--status-interval; накопительно): прочитан последний',
  ],
  'fio-normal-job-failed': [
    'job "{job}" failed with {error} before doing any I/O; no figures',
    '任务“{job}”在进行任何 I/O 之前失败（{error}）；没有数值',
    'задание «{job}» завершилось с ошибкой {error} до начала ввода-вывода; значений нет',
  ],
  'fio-normal-sync-ignored': [
    'fsync/fdatasync block without a call count (4th "issued rwts" value); not imported',
    'fsync/fdatasync 块没有调用次数（“issued rwts”的第 4 个值）；未导入',
    'блок fsync/fdatasync без числа вызовов (4-е значение «issued rwts»); не импортирован',
  ],
  'fio-normal-no-figures': [
    'job "{job}" has no read, write or trim figures that could be read; skipped',
    '任务“{job}”没有可读取的读、写或 trim 数值；已跳过',
    'у задания «{job}» нет читаемых значений чтения, записи или trim; пропущено',
  ],
  'fio-normal-job-skipped': [
    'job "{job}" skipped: its workload cannot be determined',
    '任务“{job}”已跳过：无法确定其工作负载',
    'задание «{job}» пропущено: его нагрузку определить нельзя',
  ],
  'fio-normal-ended-with-error': [
    'job "{job}" ended with {error} after doing I/O; its figures are kept',
    '任务“{job}”在完成 I/O 后以 {error} 结束；其数值保留',
    'задание «{job}» завершилось с {error} после ввода-вывода; его значения сохранены',
  ],
  'fio-normal-misprint.iops': [
    '{direction}: printed IOPS {printed} disagree with {ios} issued I/Os in {ms} ms = {computed} IOPS beyond the printed precision (older fio drops the carry when it rounds); the computed figure is shown, the printed one kept',
    '{direction}：打印的 IOPS {printed} 与 {ms} ms 内发出的 {ios} 次 I/O = {computed} IOPS 不符，超出打印精度（旧版 fio 舍入时会丢掉进位）；显示计算值，保留打印值',
    '{direction}: напечатанные IOPS {printed} расходятся с {ios} выданными операциями за {ms} мс = {computed} IOPS сверх точности печати (старый fio при округлении теряет перенос); показано вычисленное значение, напечатанное сохранено',
  ],
  'fio-normal-misprint.bw': [
    '{direction}: printed BW {printed} B/s disagrees with the printed I/O amount {bytes} B over {ms} ms = {computed} B/s beyond the printed precision; the computed figure is shown, the printed one kept',
    '{direction}：打印的 BW {printed} B/s 与打印的 I/O 量 {bytes} B 除以 {ms} ms = {computed} B/s 不符，超出打印精度；显示计算值，保留打印值',
    '{direction}: напечатанная BW {printed} B/s расходится с напечатанным объёмом {bytes} B за {ms} мс = {computed} B/s сверх точности печати; показано вычисленное значение, напечатанное сохранено',
  ],
} as const satisfies Texts;
