// The words for each problem a link can have (codes from src/state/url.ts and url-sync.ts), in
// every language of the page. `{value}`, `{key}`, `{host}`, `{disks}` are the link's own text;
// `{why}` is the coded reason the chart data could not be read, in words (link-data-strings.ts);
// the reader's own English words are the notice's `detail`, shown only as a technical detail.
import { LANG_INFO, translate, type Dict, type Lang } from '../../i18n';
import type { LinkDataReason } from '../../share/hash-data';
import { LINK_DATA_REASONS } from './link-data-strings';
import type { UrlNotice, UrlNoticeCode } from '../../state/url';

export const URL_NOTICE_STRINGS: Dict<UrlNoticeCode> = {
  en: {
    newerVersion: 'This link was made by a newer version of diskscope; opened what could be read.',
    unknownVersion: 'This link was made by an unknown version of diskscope; opened what could be read.',
    unknownView: 'Unknown view "{value}" in the link; showing the overview.',
    unknownBw: 'Unknown bandwidth unit "{value}" in the link; using MB/s.',
    unknownLat: 'Unknown latency unit "{value}" in the link; using µs.',
    ignoredKey: 'Ignored "{key}" in the link.',
    srcTooLong: 'Not opened: a source URL is {length} characters long (at most {max}).',
    srcNotUrl: 'Not opened: "{value}" is not a web address.',
    srcScheme: 'Not opened: "{value}" is not an http(s) address.',
    srcCredentials: 'Not opened: "{host}…" carries a user name or password.',
    tooManySources: 'This link names more than {max} sources; only the first {max} are opened.',
    dataPartial:
      'Parts of the chart data in this link do not fit the data format and were left out: {count} in all (which ones and why is in the technical detail).',
    dataUnreadable: 'The chart data in this link could not be read: {why}.',
    unknownDisks:
      'This link names disks this page does not have ({disks}); showing the others. Data uploaded by someone else is only in a link when it was shared with its data.',
    unknownDisksMore:
      'This link names disks this page does not have ({disks}, and {more} more); showing the others. Data uploaded by someone else is only in a link when it was shared with its data.',
  },
  zh: {
    newerVersion: '此链接由更新版本的 diskscope 生成；已打开能读取的部分。',
    unknownVersion: '此链接由未知版本的 diskscope 生成；已打开能读取的部分。',
    unknownView: '链接中的视图“{value}”未知；显示概览。',
    unknownBw: '链接中的带宽单位“{value}”未知；使用 MB/s。',
    unknownLat: '链接中的延迟单位“{value}”未知；使用 µs。',
    ignoredKey: '已忽略链接中的“{key}”。',
    srcTooLong: '未打开：来源地址长 {length} 个字符（最多 {max}）。',
    srcNotUrl: '未打开：“{value}”不是网址。',
    srcScheme: '未打开：“{value}”不是 http(s) 地址。',
    srcCredentials: '未打开：“{host}…”包含用户名或密码。',
    tooManySources: '此链接列出了超过 {max} 个来源；只打开前 {max} 个。',
    dataPartial: '此链接中的图表数据有部分不符合数据格式：已略去 {count} 个（哪些、为何见技术细节）。',
    dataUnreadable: '无法读取此链接中的图表数据：{why}。',
    unknownDisks:
      '此链接列出了本页面没有的磁盘（{disks}）；显示其余磁盘。他人上传的数据只有在连同数据一起分享时才会包含在链接中。',
    unknownDisksMore:
      '此链接列出了本页面没有的磁盘（{disks}，另有 {more} 个）；显示其余磁盘。他人上传的数据只有在连同数据一起分享时才会包含在链接中。',
  },
  ru: {
    newerVersion: 'Ссылка создана более новой версией diskscope; открыто то, что удалось прочитать.',
    unknownVersion: 'Ссылка создана неизвестной версией diskscope; открыто то, что удалось прочитать.',
    unknownView: 'Неизвестный вид «{value}» в ссылке; показан обзор.',
    unknownBw: 'Неизвестная единица пропускной способности «{value}» в ссылке; используется MB/s.',
    unknownLat: 'Неизвестная единица задержки «{value}» в ссылке; используются µs.',
    ignoredKey: 'Параметр «{key}» в ссылке пропущен.',
    srcTooLong:
      'Не открыто: адрес источника длиной {length, plural, one {# символ} few {# символа} many {# символов} other {# символа}} (не более {max}).',
    srcNotUrl: 'Не открыто: «{value}» — не веб-адрес.',
    srcScheme: 'Не открыто: «{value}» — не адрес http(s).',
    srcCredentials: 'Не открыто: «{host}…» содержит имя пользователя или пароль.',
    tooManySources:
      'В ссылке больше {max, plural, one {# источника} few {# источников} many {# источников} other {# источника}}; открыты только первые {max}.',
    dataPartial:
      'Часть данных графика из этой ссылки не соответствует формату данных: пропущено {count} (какие и почему — в технических подробностях).',
    dataUnreadable: 'Данные графика из этой ссылки не удалось прочитать: {why}.',
    unknownDisks:
      'В ссылке названы диски, которых нет на этой странице ({disks}); показаны остальные. Данные, загруженные другим человеком, попадают в ссылку, только если ими поделились вместе с данными.',
    unknownDisksMore:
      'В ссылке названы диски, которых нет на этой странице ({disks} и ещё {more}); показаны остальные. Данные, загруженные другим человеком, попадают в ссылку, только если ими поделились вместе с данными.',
  },
};

/** A link notice in `lang`; counts are grouped as the language writes numbers. */
export function urlNoticeText(n: UrlNotice, lang: Lang): string {
  const params = Object.fromEntries(
    Object.entries(n.params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number' ? v.toLocaleString(LANG_INFO[lang].tag) : v,
    ]),
  );
  const reason = n.params?.reason;
  if (n.code === 'dataUnreadable' && typeof reason === 'string' && reason in LINK_DATA_REASONS.en)
    params.why = translate(LINK_DATA_REASONS, lang, reason as LinkDataReason, params);
  else if (n.code === 'dataUnreadable') params.why = translate(LINK_DATA_REASONS, lang, 'unreadable');
  return translate(URL_NOTICE_STRINGS, lang, n.code, params);
}

/** The reader's own English words behind a notice, for a marked technical detail. */
export function urlNoticeDetail(n: UrlNotice): string | undefined {
  const detail = n.params?.detail;
  return detail === undefined || detail === '' ? undefined : String(detail);
}
