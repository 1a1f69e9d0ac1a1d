// Import-report texts of SNIA PTS bundles (src/ingest/pts): fio files, .options, result JSON and report.zip.
// Titles and full texts as [en, zh, ru]; see README.md.
import type { Texts, Titles } from './types';

export const titles: Titles = {
  'pts-fio-empty': ['PTS fio file empty', 'PTS fio 文件为空', 'файл PTS fio пуст'],
  'pts-fio-job': ['PTS round not readable', 'PTS 轮次无法读取', 'раунд PTS не читается'],
  'pts-fio-kind': ['PTS test unknown', 'PTS 测试未知', 'тест PTS неизвестен'],
  'pts-fio-mismatch': ['PTS figures disagree', 'PTS 数值不一致', 'значения PTS расходятся'],
  'pts-fio-name': ['PTS job name not understood', '无法理解 PTS 任务名', 'имя задания PTS не понято'],
  'pts-fio-shape': ['PTS fio file shape', 'PTS fio 文件结构', 'структура файла PTS fio'],
  'pts-fio-workload': ['PTS workload not understood', '无法理解 PTS 工作负载', 'нагрузка PTS не понята'],
  'pts-options-empty': ['PTS options empty', 'PTS 选项为空', 'параметры PTS пусты'],
  'pts-options-keys': ['PTS options keys unknown', 'PTS 选项键未知', 'ключи параметров PTS неизвестны'],
  'pts-options-shape': ['PTS options shape', 'PTS 选项结构', 'структура параметров PTS'],
  'pts-options-size': ['PTS disk size not understood', '无法理解 PTS 磁盘容量', 'размер диска PTS не понят'],
  'pts-options-syntax': ['PTS options not readable', 'PTS 选项无法读取', 'параметры PTS не читаются'],
  'pts-report-index': ['PTS report index', 'PTS 报告索引', 'индекс отчёта PTS'],
  'pts-report-pages': ['PTS report pages', 'PTS 报告页面', 'страницы отчёта PTS'],
  'pts-report-shape': ['PTS report shape', 'PTS 报告结构', 'структура отчёта PTS'],
  'pts-report-text': ['PTS report text', 'PTS 报告文字', 'текст отчёта PTS'],
  'pts-report-zip': ['PTS report.zip', 'PTS report.zip', 'PTS report.zip'],
  'pts-result-empty': ['PTS result empty', 'PTS 结果为空', 'результат PTS пуст'],
  'pts-result-key': ['PTS result key unknown', 'PTS 结果键未知', 'ключ результата PTS неизвестен'],
  'pts-result-shape': ['PTS result shape', 'PTS 结果结构', 'структура результата PTS'],
  'pts-result-value': ['PTS result value refused', 'PTS 结果值被拒绝', 'значение результата PTS отклонено'],
  'pts-fio-json': [
    'PTS fio file not valid JSON',
    'PTS fio 文件不是有效的 JSON',
    'файл PTS fio — недопустимый JSON',
  ],
  'pts-result-json': [
    'PTS result not valid JSON',
    'PTS 结果不是有效的 JSON',
    'результат PTS — недопустимый JSON',
  ],
};

export const texts = {
  'pts-fio-job': [
    'jobs[{index}] is not an object; skipped',
    'jobs[{index}] 不是对象；已跳过',
    'jobs[{index}] не объект; пропущено',
  ],
  'pts-fio-name': [
    'not a PTS job name; imported without round facts',
    '不是 PTS 任务名；导入时不含轮次信息',
    'не имя задания PTS; импортировано без сведений о раунде',
  ],
  'pts-fio-kind.differ': [
    'the file name says {name} but the jobs are {jobs}; using {jobs}',
    '文件名表明是 {name}，但任务是 {jobs}；按 {jobs} 处理',
    'имя файла говорит {name}, а задания — {jobs}; взято {jobs}',
  ],
  'pts-fio-kind.assumed': [
    'the test could not be told from the jobs or the file name; assumed iops',
    '无法从任务或文件名判断测试类型；假定为 iops',
    'тест не определить ни по заданиям, ни по имени файла; принят iops',
  ],
  'pts-fio-workload': [
    'workload unknown (no fio_command and no PTS name); skipped',
    '工作负载未知（没有 fio_command，也没有 PTS 名称）；已跳过',
    'нагрузка неизвестна (нет fio_command и имени PTS); пропущено',
  ],
  'pts-fio-mismatch': [
    'the name says {name}% reads but fio_command says {command}%',
    '名称表明读取占 {name}%，但 fio_command 表明 {command}%',
    'имя говорит {name}% чтения, а fio_command — {command}%',
  ],
  'pts-result-key.workload': [
    '{key}: block size or read/write mix not understood; skipped',
    '{key}：无法理解块大小或读写比例；已跳过',
    '{key}: размер блока или доля чтения/записи не поняты; пропущено',
  ],
  'pts-result-key.unknown': [
    '{key}: unknown key; skipped',
    '{key}：未知键；已跳过',
    '{key}: неизвестный ключ; пропущено',
  ],
  'pts-result-key.meanless': [
    '{key}_max without _mean; skipped',
    '{key}_max 没有对应的 _mean；已跳过',
    '{key}_max без _mean; пропущено',
  ],
  'pts-result-value': [
    '{key}: value is not a non-negative number; skipped',
    '{key}：值不是非负数；已跳过',
    '{key}: значение не является неотрицательным числом; пропущено',
  ],
  'pts-result-shape': [
    'expected one flat JSON object of <test>_… keys',
    '应为一个由 <test>_… 键组成的扁平 JSON 对象',
    'ожидался один плоский объект JSON с ключами <test>_…',
  ],
  'pts-result-empty': ['no PTS result key found', '未找到 PTS 结果键', 'ключи результатов PTS не найдены'],
  'pts-options-empty': ['the file is empty', '文件为空', 'файл пуст'],
  'pts-options-size': [
    'larger than {max} bytes; not a PTS .options file',
    '超过 {max} 字节；不是 PTS .options 文件',
    'больше {max} байт; не файл PTS .options',
  ],
  'pts-options-syntax': [
    'not PHP serialize() data (the reader stopped at byte {offset})',
    '不是 PHP serialize() 数据（读取在第 {offset} 字节处停止）',
    'не данные PHP serialize() (чтение остановилось на байте {offset})',
  ],
  'pts-options-shape': [
    'expected a serialized array of named options',
    '应为一个序列化的命名选项数组',
    'ожидался сериализованный массив именованных параметров',
  ],
  'pts-options-keys': [
    'neither "test" nor "fio_version" present; may not be a PTS .options file',
    '既没有“test”也没有“fio_version”；可能不是 PTS .options 文件',
    'нет ни «test», ни «fio_version»; возможно, это не файл PTS .options',
  ],
  'pts-report-pages': [
    'index.html has no report pages',
    'index.html 中没有报告页面',
    'в index.html нет страниц отчёта',
  ],
  'pts-report-zip': ['not a readable zip archive', '不是可读取的 zip 压缩包', 'не читаемый архив zip'],
  'pts-report-shape': [
    'not a flat PTS report (index.html plus <test>-<section> chart files)',
    '不是扁平结构的 PTS 报告（index.html 加 <test>-<section> 图表文件）',
    'не плоский отчёт PTS (index.html и файлы графиков <test>-<section>)',
  ],
  'pts-report-index.inflate': [
    'index.html could not be inflated',
    'index.html 无法解压',
    'index.html не удалось распаковать',
  ],
  'pts-report-index.size': [
    'index.html is larger than {max} bytes; not read',
    'index.html 超过 {max} 字节；未读取',
    'index.html больше {max} байт; не прочитан',
  ],
  'pts-report-text': [
    'report.zip must be read as bytes',
    'report.zip 必须按字节读取',
    'report.zip нужно читать как байты',
  ],
  'pts-fio-empty': [
    'no job could be imported',
    '没有可导入的任务',
    'ни одно задание не удалось импортировать',
  ],
  'pts-fio-empty.empty-file': ['the file is empty', '文件为空', 'файл пуст'],
  'pts-result-empty.empty-file': ['the file is empty', '文件为空', 'файл пуст'],
  'pts-fio-shape.not-object': [
    'expected a JSON object with "jobs"',
    '应为带有“jobs”的 JSON 对象',
    'ожидался объект JSON с «jobs»',
  ],
  'pts-fio-shape.no-jobs': [
    'no "jobs" array (or it is empty)',
    '没有“jobs”数组（或它为空）',
    'нет массива «jobs» (или он пуст)',
  ],
  'pts-fio-json.cut': [
    'not valid JSON: the text stops at line {line} before the JSON is complete',
    '不是有效的 JSON：文本在第 {line} 行结束，JSON 尚不完整',
    'недопустимый JSON: текст кончается на строке {line}, не завершив JSON',
  ],
  'pts-fio-json.syntax': [
    'not valid JSON at line {line}',
    '第 {line} 行不是有效的 JSON',
    'недопустимый JSON на строке {line}',
  ],
  'pts-fio-json.none': [
    'no line starts with "{", so there is no JSON in it',
    '没有以“{”开头的行，因此其中没有 JSON',
    'ни одна строка не начинается с «{», значит, JSON в нём нет',
  ],
  'pts-result-json.cut': [
    'not valid JSON: the text stops at line {line} before the JSON is complete',
    '不是有效的 JSON：文本在第 {line} 行结束，JSON 尚不完整',
    'недопустимый JSON: текст кончается на строке {line}, не завершив JSON',
  ],
  'pts-result-json.syntax': [
    'not valid JSON at line {line}',
    '第 {line} 行不是有效的 JSON',
    'недопустимый JSON на строке {line}',
  ],
} as const satisfies Texts;
