import type { Dict } from '../../i18n';

export type OverviewKey =
  | 'title'
  | 'intro'
  | 'search'
  | 'provider'
  | 'type'
  | 'tool'
  | 'all'
  | 'disk'
  | 'size'
  | 'tools'
  | 'tests'
  | 'randRead4k'
  | 'randWrite4k'
  | 'seqRead1m'
  | 'seqWrite1m'
  | 'lat4kQd1'
  | 'notComparable'
  | 'notComparableHint'
  | 'selectShown'
  | 'selected'
  | 'openDisk'
  | 'openCompare'
  | 'empty'
  | 'noMatch'
  | 'select'
  | 'sortBy'
  | 'from'
  | 'pageRows'
  | 'leadRatio'
  | 'leadHeadline'
  | 'leadSelected'
  | 'leadAll'
  | 'leadClick'
  | 'leadUnmatched'
  | 'leadMore'
  | 'leadColours'
  | 'leadColours2'
  | 'leadNotable'
  | 'leadClipped'
  | 'leadWhich'
  | 'leadNotComparable'
  | 'leadNoRun'
  | 'leadNoCurve'
  | 'studyTitle'
  | 'studyCaption'
  | 'studyThen'
  | 'studyNow'
  | 'studyDateUnknown'
  | 'capacity'
  | 'studyAxis'
  | 'studyUpload';

export const overviewStrings: Dict<OverviewKey> = {
  en: {
    title: 'Disks',
    intro: 'Every disk in the data set. Tick disks to open them in the Disk and Compare views.',
    search: 'Search',
    provider: 'Provider',
    type: 'Type',
    tool: 'Tool',
    all: 'all',
    disk: 'Disk',
    size: 'Size',
    tools: 'Tools',
    tests: 'Tests',
    randRead4k: '4k rand read IOPS',
    randWrite4k: '4k rand write IOPS',
    seqRead1m: '1m seq read ({unit})',
    seqWrite1m: '1m seq write ({unit})',
    lat4kQd1: '4k QD1 read latency ({unit})',
    notComparable: 'not comparable',
    notComparableHint: 'The author flagged this run as not comparable (folder name ends in x).',
    selectShown: 'Select all shown',
    selected: '{n} selected',
    openDisk: 'Open in Disk view',
    openCompare: 'Compare selected',
    empty: 'No disks yet: load the published data or drop result files.',
    noMatch: 'No disk matches the filters.',
    select: 'Select {disk}',
    sortBy: 'Sort by {column}',
    from: 'from {source}',
    pageRows: 'Disks {from}–{to} of {n} in this order; search, filter or sort to find others.',
    leadRatio: 'Measured ÷ advertised, per disk',
    leadHeadline: 'Random read and write IOPS per disk (median of its runs)',
    leadSelected: '{n, plural, one {# selected disk.} other {# selected disks.}}',
    leadAll: '{n, plural, one {# disk.} other {All # disks.}}',
    leadClick: 'Click a bar to open its disk.',
    leadUnmatched:
      '{n, plural, one {# disk matched no vendor curve and is left out} other {# disks matched no vendor curve and are left out}} (see the Expected view).',
    leadMore: 'The first {shown} of {n}; select disks in the table to choose.',
    leadColours:
      'Colours: blue above the advertised figure, green within 10 %, orange 50–90 %, red under 50 %; outlined bars are throughput.',
    leadColours2:
      "Teal: inside a burst range; grey: provisioned performance unknown; light blue: gp3 above its defaults; purple: above the disk's limit (burst or host cache); pink: implausible for the disk.",
    leadNotable: 'Not judged as plain above/below:',
    leadClipped: 'Bars past {clip}× are cut at the edge, dashed, and labelled with their ratio.',
    leadWhich:
      'Per disk: its 4 KiB random run at the highest queue depth × jobs (read before write), judged against its vendor curve at the run’s date.',
    leadNotComparable:
      'Not comparable — 4 KiB random runs only at QD1 × 1 job, while vendors quote maxima at a deeper queue: {disks}.',
    leadNoRun: 'No 4 KiB random run: {disks}.',
    leadNoCurve: 'No vendor curve: {disks}.',
    studyTitle: 'Vendor curves and the measured disks',
    studyCaption:
      '{study}. Solid: the formulas in force at its date ({date}); dashed: today’s, where they changed. Disk curves only (instance limits are not drawn); the points are the runs of the bars.',
    studyThen: '{curve} ({date})',
    studyNow: '{curve} (today)',
    studyDateUnknown: 'date unknown: current formulas',
    capacity: 'Disk size',
    studyAxis: 'IOPS (log scale)',
    studyUpload: 'Your upload',
  },
  zh: {
    title: '磁盘',
    intro: '数据集中的所有磁盘。勾选磁盘后可在“磁盘”和“对比”视图中查看。',
    search: '搜索',
    provider: '厂商',
    type: '类型',
    tool: '工具',
    all: '全部',
    disk: '磁盘',
    size: '容量',
    tools: '工具',
    tests: '测试',
    randRead4k: '4k 随机读 IOPS',
    randWrite4k: '4k 随机写 IOPS',
    seqRead1m: '1m 顺序读 ({unit})',
    seqWrite1m: '1m 顺序写 ({unit})',
    lat4kQd1: '4k QD1 读延迟 ({unit})',
    notComparable: '不可比',
    notComparableHint: '作者标记此次测试不可比（文件夹名以 x 结尾）。',
    selectShown: '全选显示的磁盘',
    selected: '已选 {n} 个',
    openDisk: '在磁盘视图中打开',
    openCompare: '对比所选',
    empty: '还没有磁盘：加载已发布的数据或拖入结果文件。',
    noMatch: '没有符合筛选条件的磁盘。',
    select: '选择 {disk}',
    sortBy: '按{column}排序',
    from: '来源 {source}',
    pageRows: '按当前顺序显示第 {from}–{to} 个磁盘（共 {n} 个）；可搜索、筛选或排序查找其他磁盘。',
    leadRatio: '实测 ÷ 标称（每块磁盘）',
    leadHeadline: '各磁盘的随机读写 IOPS（多次运行的中位数）',
    leadSelected: '已选 {n} 块磁盘。',
    leadAll: '全部 {n} 块磁盘。',
    leadClick: '点击条形即可打开该磁盘。',
    leadUnmatched: '{n} 块磁盘没有匹配的厂商公式，未列出（见“预期性能”视图）。',
    leadMore: '显示前 {shown} 块（共 {n} 块）；在表格中勾选磁盘即可选择。',
    leadColours: '颜色：蓝色高于标称，绿色在 10% 以内，橙色为 50–90%，红色低于 50%；带边框的条形为吞吐量。',
    leadColours2:
      '青色：在突发范围内；灰色：预配性能未知；浅蓝：gp3 高于默认值；紫色：超出磁盘上限（突发或主机缓存）；粉色：对该磁盘而言不可信。',
    leadNotable: '不按简单的高于/低于判断的：',
    leadClipped: '超过 {clip}× 的条形在边缘截断，以虚线标出并注明其比值。',
    leadWhich: '每块盘：取队列深度 × 任务数最高的 4 KiB 随机测试（先读后写），按测试日期的厂商公式评判。',
    leadNotComparable:
      '不可比——4 KiB 随机测试只有 QD1 × 1 个任务，而厂商给出的是较深队列下的最大值：{disks}。',
    leadNoRun: '没有 4 KiB 随机测试：{disks}。',
    leadNoCurve: '没有厂商公式：{disks}。',
    studyTitle: '厂商公式与实测磁盘',
    studyCaption:
      '{study}。实线：测试日期（{date}）时的公式；虚线：如有变化，为现行公式。仅为云盘公式（未画实例上限）；各点即条形图中的测试。',
    studyThen: '{curve}（{date}）',
    studyNow: '{curve}（现行）',
    studyDateUnknown: '日期未知：现行公式',
    capacity: '磁盘容量',
    studyAxis: 'IOPS（对数坐标）',
    studyUpload: '您上传的数据',
  },
  ru: {
    title: 'Диски',
    intro: 'Все диски в наборе данных. Отметьте диски, чтобы открыть их в видах «Диск» и «Сравнение».',
    search: 'Поиск',
    provider: 'Провайдер',
    type: 'Тип',
    tool: 'Инструмент',
    all: 'все',
    disk: 'Диск',
    size: 'Размер',
    tools: 'Инструменты',
    tests: 'Тесты',
    randRead4k: 'IOPS случ. чтения 4k',
    randWrite4k: 'IOPS случ. записи 4k',
    seqRead1m: 'Посл. чтение 1m ({unit})',
    seqWrite1m: 'Посл. запись 1m ({unit})',
    lat4kQd1: 'Задержка чтения 4k QD1 ({unit})',
    notComparable: 'несопоставимо',
    notComparableHint: 'Автор пометил этот прогон как несопоставимый (имя папки оканчивается на x).',
    selectShown: 'Выбрать все показанные',
    selected: 'Выбрано: {n}',
    openDisk: 'Открыть в виде «Диск»',
    openCompare: 'Сравнить выбранные',
    empty: 'Дисков пока нет: загрузите опубликованные данные или перетащите файлы результатов.',
    noMatch: 'Ни один диск не подходит под фильтры.',
    select: 'Выбрать {disk}',
    sortBy: 'Сортировать по столбцу «{column}»',
    from: 'из {source}',
    pageRows:
      'Диски {from}–{to} из {n, plural, one {# диска} few {# дисков} many {# дисков} other {# диска}} в этом порядке; чтобы найти другие, используйте поиск, фильтры или сортировку.',
    leadRatio: 'Измерено ÷ заявлено, по дискам',
    leadHeadline: 'IOPS случайного чтения и записи по дискам (медиана прогонов)',
    leadSelected: 'Выбрано дисков: {n}.',
    leadAll: '{n, plural, one {# диск.} few {Все # диска.} many {Все # дисков.} other {Все # диска.}}',
    leadClick: 'Нажмите на столбец, чтобы открыть диск.',
    leadUnmatched: 'Дисков без подходящей кривой поставщика, не показанных здесь: {n} (см. вид «Ожидаемое»).',
    leadMore: 'Первые {shown} из {n}; выберите диски в таблице.',
    leadColours:
      'Цвета: синий — выше заявленного, зелёный — в пределах 10 %, оранжевый — 50–90 %, красный — меньше 50 %; контурные столбцы — пропускная способность.',
    leadColours2:
      'Бирюзовый — в диапазоне всплеска; серый — выделенная производительность неизвестна; голубой — gp3 выше значений по умолчанию; фиолетовый — выше предела диска (всплеск или кэш хоста); розовый — неправдоподобно для диска.',
    leadNotable: 'Оценки не «выше/ниже»:',
    leadClipped: 'Столбцы длиннее {clip}× обрезаны у края, выделены пунктиром и подписаны своим отношением.',
    leadWhich:
      'Для каждого диска — его случайный прогон 4 KiB с наибольшей глубиной очереди × числом заданий (чтение прежде записи), оценённый по кривой поставщика на дату прогона.',
    leadNotComparable:
      'Несравнимы — случайные прогоны 4 KiB только при QD1 × 1 задание, а поставщики указывают максимумы при более глубокой очереди: {disks}.',
    leadNoRun: 'Нет случайного прогона 4 KiB: {disks}.',
    leadNoCurve: 'Нет кривой поставщика: {disks}.',
    studyTitle: 'Кривые поставщиков и измеренные диски',
    studyCaption:
      '{study}. Сплошные линии — формулы, действовавшие на его дату ({date}); пунктир — нынешние, если они изменились. Только кривые дисков (ограничения экземпляров не показаны); точки — прогоны столбцов.',
    studyThen: '{curve} ({date})',
    studyNow: '{curve} (сейчас)',
    studyDateUnknown: 'дата неизвестна: нынешние формулы',
    capacity: 'Размер диска',
    studyAxis: 'IOPS (логарифмическая шкала)',
    studyUpload: 'Ваша загрузка',
  },
};
