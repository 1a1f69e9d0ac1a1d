import type { Dict } from '../../i18n';

export type ShareKey =
  | 'copyLink'
  | 'copied'
  | 'copyFailed'
  | 'linkLabel'
  | 'linkCarriesData'
  | 'embedCode'
  | 'embedLabel'
  | 'embedHelp'
  | 'copyCode'
  | 'close'
  | 'tooLarge'
  | 'downloadJson'
  | 'downloadCsv'
  | 'openFull'
  | 'source'
  | 'madeWith'
  | 'embedLoading'
  | 'embedMissing'
  | 'noticeTitle'
  | 'dismiss'
  | 'resetZoom'
  | 'sharedData'
  | 'madeWithFull'
  | 'moreFiles'
  | 'exported'
  | 'embedUnknown'
  | 'embedOtherView'
  | 'openChartView'
  | 'embedStalled';

export const shareStrings: Dict<ShareKey> = {
  en: {
    copyLink: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Copy this link:',
    linkLabel: 'Link to this chart',
    linkCarriesData:
      'This chart shows uploaded data, which is never sent anywhere: the link itself carries the chart\u2019s data ({size}). Anyone with the link can see it.',
    embedCode: 'Embed code',
    embedLabel: 'Embed code for this chart',
    embedHelp: 'Paste this into your blog post (HTML mode). The frame shows only this chart.',
    copyCode: 'Copy code',
    close: 'Close',
    tooLarge:
      'This chart\u2019s data is too large for a link ({chars} characters; links carry up to {limit}). Share a file instead: the reader drops it into diskscope.',
    downloadJson: 'Download dataset JSON',
    downloadCsv: 'Download labelled CSV',
    openFull: 'Open in diskscope \u2197',
    source: 'Source',
    madeWith: 'diskscope',
    embedLoading: 'Loading chart\u2026',
    embedMissing: 'The chart \u201c{id}\u201d is not in this view with the data at hand.',
    noticeTitle: 'This link could not be opened exactly as written:',
    dismiss: 'Dismiss',
    resetZoom: 'Reset zoom',
    sharedData:
      'Data from the link: {disks}. It came with the link, is shown only here and is not saved in this browser.',
    madeWithFull: 'made with diskscope',
    moreFiles: '+{count} more',
    exported: 'exported {date}',
    embedUnknown:
      'This link asks for a chart named \u201c{id}\u201d, and diskscope has no chart of that name. The link may be cut short or mistyped.',
    embedOtherView:
      'The chart \u201c{id}\u201d belongs to the {view} view, but this link opens the {linkView} view.',
    openChartView: 'Open the chart in its view \u2197',
    embedStalled:
      'The chart did not appear within {seconds} s: the data it needs is still loading or could not be read.',
  },
  zh: {
    copyLink: '复制链接',
    copied: '链接已复制。',
    copyFailed: '请复制此链接：',
    linkLabel: '此图表的链接',
    linkCarriesData:
      '此图表显示的是上传的数据（不会发送到任何地方）：链接本身携带图表数据（{size}）。任何拿到链接的人都能看到。',
    embedCode: '嵌入代码',
    embedLabel: '此图表的嵌入代码',
    embedHelp: '把它粘贴到博客文章（HTML 模式）中。框内只显示此图表。',
    copyCode: '复制代码',
    close: '关闭',
    tooLarge:
      '此图表的数据太大，无法放进链接（{chars} 个字符；链接最多 {limit} 个）。请改为分享文件：读者把它拖进 diskscope 即可。',
    downloadJson: '下载数据集 JSON',
    downloadCsv: '下载带标签的 CSV',
    openFull: '在 diskscope 中打开 \u2197',
    source: '来源',
    madeWith: 'diskscope',
    embedLoading: '正在加载图表…',
    embedMissing: '在现有数据下，此视图中没有图表“{id}”。',
    noticeTitle: '此链接无法完全按原样打开：',
    dismiss: '关闭',
    resetZoom: '重置缩放',
    sharedData: '来自链接的数据：{disks}。它随链接而来，只在此处显示，不会保存在此浏览器中。',
    madeWithFull: '由 diskscope 制作',
    moreFiles: '另有 {count} 个',
    exported: '导出于 {date}',
    embedUnknown: '此链接要求名为“{id}”的图表，但 diskscope 没有这个名字的图表。链接可能被截断或写错了。',
    embedOtherView: '图表“{id}”属于“{view}”视图，但此链接打开的是“{linkView}”视图。',
    openChartView: '在它所属的视图中打开 \u2197',
    embedStalled: '图表在 {seconds} 秒内没有出现：所需数据仍在加载或无法读取。',
  },
  ru: {
    copyLink: 'Копировать ссылку',
    copied: 'Ссылка скопирована.',
    copyFailed: 'Скопируйте эту ссылку:',
    linkLabel: 'Ссылка на этот график',
    linkCarriesData:
      'На графике загруженные данные, которые никуда не отправляются: их несёт сама ссылка ({size}). Их увидит любой, у кого есть ссылка.',
    embedCode: 'Код для вставки',
    embedLabel: 'Код для вставки этого графика',
    embedHelp: 'Вставьте это в запись блога (в режиме HTML). Во фрейме будет только этот график.',
    copyCode: 'Копировать код',
    close: 'Закрыть',
    tooLarge:
      'Данные этого графика слишком велики для ссылки ({chars, plural, one {# символ} few {# символа} many {# символов} other {# символа}}; ссылка вмещает до {limit}). Поделитесь файлом: читатель перетащит его в diskscope.',
    downloadJson: 'Скачать набор данных JSON',
    downloadCsv: 'Скачать CSV с подписями',
    openFull: 'Открыть в diskscope \u2197',
    source: 'Источник',
    madeWith: 'diskscope',
    embedLoading: 'Загрузка графика\u2026',
    embedMissing: 'Графика \u00ab{id}\u00bb нет в этом виде с имеющимися данными.',
    noticeTitle: 'Эту ссылку не удалось открыть в точности как написано:',
    dismiss: 'Скрыть',
    resetZoom: 'Сбросить масштаб',
    sharedData:
      'Данные из ссылки: {disks}. Они пришли со ссылкой, показаны только здесь и не сохраняются в этом браузере.',
    madeWithFull: 'сделано в diskscope',
    moreFiles: 'и ещё {count}',
    exported: 'выгружено {date}',
    embedUnknown:
      'Ссылка просит график \u00ab{id}\u00bb, но в diskscope нет графика с таким именем. Возможно, ссылка обрезана или в ней опечатка.',
    embedOtherView:
      'График \u00ab{id}\u00bb относится к виду \u00ab{view}\u00bb, а ссылка открывает вид \u00ab{linkView}\u00bb.',
    openChartView: 'Открыть график в его виде \u2197',
    embedStalled: 'График не появился за {seconds} с: нужные ему данные ещё загружаются или не читаются.',
  },
};
