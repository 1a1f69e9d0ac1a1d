// The words for each remote error: what happened and what to do, in every language of the page.
import { translate, type Dict, type Lang } from '../i18n';
import { shortForNotice } from './source-url';
import type { RemoteError, RemoteErrorKind } from './errors';

type Key = RemoteErrorKind;

export const REMOTE_NOTICES: Dict<Key> = {
  en: {
    cors: '{url}: the host does not allow other sites to read this file. Download it and drop it here.',
    'not-found':
      '{url}: not found (HTTP {status}). Check the address, or ask its owner where the file moved.',
    http: '{url}: the host answered HTTP {status}. Try again later, or download the file and drop it here.',
    network:
      '{url}: the host could not be reached. Check the address and your connection, then open it again.',
    timeout: '{url}: the host stopped answering. Try again later, or download the file and drop it here.',
    'too-large':
      '{url}: larger than {limit}, the most a page can import. Download it and import a part of it.',
    'not-results':
      '{url}: this is a web page, not a results file. Link to the file itself (on GitHub: the Raw button).',
    'bad-url': '{url}: not an http(s) address. Paste the full address, starting with https://.',
    insecure:
      '{url}: this page can only read https addresses. Use the file’s https address, or download it and drop it here.',
  },
  zh: {
    cors: '{url}：该网站不允许其他网站读取此文件。请下载该文件并拖放到此处。',
    'not-found': '{url}：未找到（HTTP {status}）。请检查地址，或询问文件所有者文件移到了哪里。',
    http: '{url}：服务器返回 HTTP {status}。请稍后重试，或下载该文件并拖放到此处。',
    network: '{url}：无法连接该网站。请检查地址和网络连接后重新打开。',
    timeout: '{url}：服务器停止响应。请稍后重试，或下载该文件并拖放到此处。',
    'too-large': '{url}：超过 {limit}，即页面可导入的上限。请下载后只导入其中一部分。',
    'not-results': '{url}：这是一个网页，不是结果文件。请链接到文件本身（GitHub 上点 Raw 按钮）。',
    'bad-url': '{url}：不是 http(s) 地址。请粘贴以 https:// 开头的完整地址。',
    insecure: '{url}：本页面只能读取 https 地址。请使用该文件的 https 地址，或下载后拖放到此处。',
  },
  ru: {
    cors: '{url}: сервер не разрешает другим сайтам читать этот файл. Скачайте его и перетащите сюда.',
    'not-found':
      '{url}: не найдено (HTTP {status}). Проверьте адрес или спросите владельца, куда переместился файл.',
    http: '{url}: сервер ответил HTTP {status}. Попробуйте позже или скачайте файл и перетащите его сюда.',
    network: '{url}: сервер недоступен. Проверьте адрес и подключение, затем откройте снова.',
    timeout: '{url}: сервер перестал отвечать. Попробуйте позже или скачайте файл и перетащите его сюда.',
    'too-large':
      '{url}: больше {limit} — предела того, что страница может импортировать. Скачайте файл и импортируйте его часть.',
    'not-results':
      '{url}: это веб-страница, а не файл результатов. Дайте ссылку на сам файл (на GitHub — кнопка Raw).',
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
  });
}
