import type { Dict } from '../../i18n';

type Key =
  | 'loading'
  | 'waitsForImport'
  | 'drawNow'
  | 'failed'
  | 'retry'
  | 'noData'
  | 'pagerLabel'
  | 'pageFirst'
  | 'pagePrevious'
  | 'pageNext'
  | 'pageLast'
  | 'pageOf';

export const commonStrings: Dict<Key> = {
  en: {
    loading: 'Loading chart…',
    waitsForImport:
      'This chart is drawn when the import is done, so that the import has the processor to itself.',
    drawNow: 'Draw now',
    failed: 'This chart could not be drawn: {message}',
    retry: 'Try again',
    noData: 'No data for this chart.',
    pagerLabel: 'Pages of the table',
    pageFirst: '« First',
    pagePrevious: '‹ Previous',
    pageNext: 'Next ›',
    pageLast: 'Last »',
    pageOf: 'page {page} of {pages}',
  },
  zh: {
    loading: '正在加载图表…',
    waitsForImport: '导入完成后再绘制此图表，让导入独占处理器。',
    drawNow: '立即绘制',
    failed: '无法绘制此图表：{message}',
    retry: '重试',
    noData: '此图表没有数据。',
    pagerLabel: '表格分页',
    pageFirst: '« 首页',
    pagePrevious: '‹ 上一页',
    pageNext: '下一页 ›',
    pageLast: '末页 »',
    pageOf: '第 {page} / {pages} 页',
  },
  ru: {
    loading: 'Загрузка графика…',
    waitsForImport: 'График будет построен после импорта, чтобы импорт шёл без помех.',
    drawNow: 'Построить сейчас',
    failed: 'Не удалось построить график: {message}',
    retry: 'Повторить',
    noData: 'Для этого графика нет данных.',
    pagerLabel: 'Страницы таблицы',
    pageFirst: '« Первая',
    pagePrevious: '‹ Назад',
    pageNext: 'Вперёд ›',
    pageLast: 'Последняя »',
    pageOf: 'страница {page} из {pages}',
  },
};
