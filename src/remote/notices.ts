// The words for each remote error: what happened and what to do, in every language of the page.
import { translate, type Dict, type Lang } from '../i18n';
import { shortForNotice } from './source-url';
import type { RemoteError, RemoteErrorKind } from './errors';

type Key = RemoteErrorKind;

export const REMOTE_NOTICES: Dict<Key> = {
  en: {
    timeout:
      '{url}: the host did not answer within {seconds} s. Try again later, or download the file and drop it here.',
    'web-page':
      '{url}: this is a web page, not a results file. Link to the file itself (on GitHub: the Raw button).',
    'not-results':
      '{url}: diskscope found no results in this file ({why}). Link to fio, SNIA PTS, iozone or ioping results, or an archive of them.',
    unreadable:
      '{url}: the file could not be read ({why}). It may be cut short or damaged: check it, or download it again and drop it here.',
    truncated:
      '{url}: the download broke off after {received}{expected}, so what arrived is not the whole file. Try again, or download it and drop it here.',
    redirect:
      '{url}: the address redirects, and the redirect could not be followed (a loop, too many redirects, or a target that does not let other sites read it). Open the final address instead.',
    stalled:
      '{url}: the download stalled (less than 16 KB in {seconds} s, {received} in all) and was stopped. Try again later, or download the file and drop it here.',
    cors: '{url}: the host does not allow other sites to read this file. Download it and drop it here.',
    'not-found':
      '{url}: not found (HTTP {status}). Check the address, or ask its owner where the file moved.',
    http: '{url}: the host answered HTTP {status}. Try again later, or download the file and drop it here.',
    network:
      '{url}: the host could not be reached (or it redirects in a loop). Check the address in a new tab and your connection, then open it again.',
    'too-large':
      '{url}: larger than {limit}, the most a page can import. Download it and import a part of it.',
    'bad-url': '{url}: not an http(s) address. Paste the full address, starting with https://.',
    insecure:
      '{url}: this page can only read https addresses. Use the file’s https address, or download it and drop it here.',
  },
  zh: {
    timeout: '{url}：服务器在 {seconds} 秒内没有响应。请稍后重试，或下载该文件并拖放到此处。',
    'web-page': '{url}：这是一个网页，不是结果文件。请链接到文件本身（GitHub 上点 Raw 按钮）。',
    'not-results':
      '{url}：diskscope 在此文件中没有找到结果（{why}）。请链接到 fio、SNIA PTS、iozone 或 ioping 的结果或其压缩包。',
    unreadable: '{url}：无法读取该文件（{why}）。它可能被截断或已损坏：请检查，或重新下载后拖放到此处。',
    truncated: '{url}：下载在 {received}{expected}后中断，收到的不是完整文件。请重试，或下载后拖放到此处。',
    redirect:
      '{url}：该地址发生重定向，但无法跟随（循环、重定向次数过多，或目标不允许其他网站读取）。请改为打开最终地址。',
    stalled:
      '{url}：下载停滞（{seconds} 秒内不到 16 KB，共 {received}），已停止。请稍后重试，或下载该文件并拖放到此处。',
    cors: '{url}：该网站不允许其他网站读取此文件。请下载该文件并拖放到此处。',
    'not-found': '{url}：未找到（HTTP {status}）。请检查地址，或询问文件所有者文件移到了哪里。',
    http: '{url}：服务器返回 HTTP {status}。请稍后重试，或下载该文件并拖放到此处。',
    network: '{url}：无法连接该网站（或它在循环重定向）。请在新标签页中检查地址和网络连接后重新打开。',
    'too-large': '{url}：超过 {limit}，即页面可导入的上限。请下载后只导入其中一部分。',
    'bad-url': '{url}：不是 http(s) 地址。请粘贴以 https:// 开头的完整地址。',
    insecure: '{url}：本页面只能读取 https 地址。请使用该文件的 https 地址，或下载后拖放到此处。',
  },
  ru: {
    timeout:
      '{url}: сервер не ответил за {seconds} с. Попробуйте позже или скачайте файл и перетащите его сюда.',
    'web-page':
      '{url}: это веб-страница, а не файл результатов. Дайте ссылку на сам файл (на GitHub — кнопка Raw).',
    'not-results':
      '{url}: diskscope не нашёл в этом файле результатов ({why}). Дайте ссылку на результаты fio, SNIA PTS, iozone или ioping или на их архив.',
    unreadable:
      '{url}: файл не удалось прочитать ({why}). Возможно, он обрезан или повреждён: проверьте его или скачайте заново и перетащите сюда.',
    truncated:
      '{url}: загрузка оборвалась после {received}{expected}, пришёл не весь файл. Попробуйте ещё раз или скачайте его и перетащите сюда.',
    redirect:
      '{url}: адрес перенаправляет, но перенаправление не удалось пройти (петля, слишком много переходов или цель не разрешает чтение другим сайтам). Откройте конечный адрес.',
    stalled:
      '{url}: загрузка застыла (меньше 16 КБ за {seconds} с, всего {received}) и остановлена. Попробуйте позже или скачайте файл и перетащите его сюда.',
    cors: '{url}: сервер не разрешает другим сайтам читать этот файл. Скачайте его и перетащите сюда.',
    'not-found':
      '{url}: не найдено (HTTP {status}). Проверьте адрес или спросите владельца, куда переместился файл.',
    http: '{url}: сервер ответил HTTP {status}. Попробуйте позже или скачайте файл и перетащите его сюда.',
    network:
      '{url}: сервер недоступен (или перенаправляет по кругу). Проверьте адрес в новой вкладке и подключение, затем откройте снова.',
    'too-large':
      '{url}: больше {limit} — предела того, что страница может импортировать. Скачайте файл и импортируйте его часть.',
    'bad-url': '{url}: это не адрес http(s). Вставьте полный адрес, начиная с https://.',
    insecure:
      '{url}: эта страница может читать только адреса https. Используйте https-адрес файла или скачайте его и перетащите сюда.',
  },
};

export interface RemoteNotice {
  kind: RemoteErrorKind;
  url: string;
  status?: number;
  limit?: number;
  received?: number;
  expected?: number;
  seconds?: number;
  why?: string;
  /**
   * What `why` was made of, for a page in another language than English: the importer's issue (its
   * code and params, as the import report translates them), the file's format and size.
   */
  issue?: { code: string; message: string; file: string; params?: Record<string, string | number> };
  format?: string;
  bytes?: number;
}

/** "5 B", "12.5 KiB", "3.1 MiB". */
export function byteText(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

export function noticeOf(e: RemoteError): RemoteNotice {
  return { kind: e.kind, url: e.url, ...e.detail };
}

/** The notice in `lang`: the address (shortened) and what to do. */
export function noticeText(n: RemoteNotice, lang: Lang): string {
  return translate(REMOTE_NOTICES, lang, n.kind, {
    url: shortForNotice(n.url, 80),
    status: n.status ?? '',
    limit: n.limit !== undefined ? `${Math.round(n.limit / 1024 / 1024)} MiB` : '',
    received: byteText(n.received ?? 0),
    expected: n.expected !== undefined ? ` / ${byteText(n.expected)}` : '',
    seconds: n.seconds ?? '',
    why: n.why ?? '',
  });
}
