import type { Dict } from '../../i18n';

type Key = 'loading' | 'failed' | 'retry' | 'noData';

export const commonStrings: Dict<Key> = {
  en: {
    loading: 'Loading chart…',
    failed: 'This chart could not be drawn: {message}',
    retry: 'Try again',
    noData: 'No data for this chart.',
  },
  zh: {
    loading: '正在加载图表…',
    failed: '无法绘制此图表：{message}',
    retry: '重试',
    noData: '此图表没有数据。',
  },
  ru: {
    loading: 'Загрузка графика…',
    failed: 'Не удалось построить график: {message}',
    retry: 'Повторить',
    noData: 'Для этого графика нет данных.',
  },
};
