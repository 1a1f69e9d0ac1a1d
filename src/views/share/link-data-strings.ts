// Why the chart data in a link could not be read (`reason` of a dataUnreadable notice, the codes of
// src/share/hash-data.ts), in every language of the page. Sizes are in KB (1024 bytes). The English
// words the reader of the data wrote are shown beside, only as a marked technical detail.
import type { Dict } from '../../i18n';
import type { LinkDataReason } from '../../share/hash-data';

export const LINK_DATA_REASONS: Dict<LinkDataReason> = {
  en: {
    'bad-characters': 'it has characters a link never contains',
    'too-long': 'it is {sizeKb} KB long, more than the {limitKb} KB a link may carry',
    'does-not-unpack': 'it is damaged or cut short (it does not unpack)',
    'expands-too-far':
      'it expands past {limitKb} KB (from {sizeKb} KB), more than any chart’s data; it was not read',
    'not-json': 'it is damaged (it unpacks, but not to JSON)',
    'not-chart-data': 'it is not a chart’s data',
    unreadable: 'it could not be read',
  },
  zh: {
    'bad-characters': '其中含有链接中不会出现的字符',
    'too-long': '其长度为 {sizeKb} KB，超过链接可携带的 {limitKb} KB',
    'does-not-unpack': '数据已损坏或被截断（无法解包）',
    'expands-too-far': '解包后超过 {limitKb} KB（原为 {sizeKb} KB），大于任何图表的数据；未读取',
    'not-json': '数据已损坏（能解包，但不是 JSON）',
    'not-chart-data': '不是图表数据',
    unreadable: '无法读取',
  },
  ru: {
    'bad-characters': 'в них есть символы, которых в ссылке не бывает',
    'too-long': 'их длина {sizeKb} КБ, больше {limitKb} КБ, которые может нести ссылка',
    'does-not-unpack': 'они повреждены или обрезаны (не распаковываются)',
    'expands-too-far':
      'они распаковываются больше чем в {limitKb} КБ (из {sizeKb} КБ), больше данных любого графика; не прочитаны',
    'not-json': 'они повреждены (распаковываются, но не в JSON)',
    'not-chart-data': 'это не данные графика',
    unreadable: 'их не удалось прочитать',
  },
};
