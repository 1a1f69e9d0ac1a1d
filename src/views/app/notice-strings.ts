// The words for the notices of the browser's saved copies and for an import the page fails itself
// (codes from src/state/notice.ts), in every language of the page; `{name}` the upload's name. The
// underlying reason as the browser or the dataset check gave it (`detail`) is not part of a sentence:
// the page shows it beside as a marked technical detail (TechDetail).
import { translate, type Dict, type Lang, type StringParams } from '../../i18n';
import type { ImportErrorCode, StorageNotice, StorageNoticeCode } from '../../state/notice';

type Key = StorageNoticeCode | ImportErrorCode;

export const APP_NOTICE_STRINGS: Dict<Key> = {
  en: {
    deleteFailed: 'Could not delete {name}: the browser refused.',
    clearFailed: 'Could not clear saved uploads: the browser refused.',
    publishedWarning: 'Part of the published dataset was left out or changed on reading.',
    savedUnreadable: 'Saved uploads could not be read.',
    uploadWarning: 'Part of a saved upload was left out or changed on reading.',
    noFilesRead: 'none of its files could be read',
    tooLarge: '{name} is {size}; uploads are limited to {limit}. Split it into smaller parts.',
  },
  zh: {
    deleteFailed: '无法删除 {name}：浏览器拒绝了。',
    clearFailed: '无法清除已保存的上传：浏览器拒绝了。',
    publishedWarning: '已发布的数据集有一部分在读取时被略去或更改。',
    savedUnreadable: '无法读取已保存的上传。',
    uploadWarning: '某个已保存的上传有一部分在读取时被略去或更改。',
    noFilesRead: '其中没有任何文件可以读取',
    tooLarge: '{name} 大小为 {size}；上传上限为 {limit}。请拆分成更小的部分。',
  },
  ru: {
    deleteFailed: 'Не удалось удалить {name}: браузер отказал.',
    clearFailed: 'Не удалось очистить сохранённые загрузки: браузер отказал.',
    publishedWarning: 'Часть опубликованного набора данных при чтении пропущена или изменена.',
    savedUnreadable: 'Сохранённые загрузки не удалось прочитать.',
    uploadWarning: 'Часть сохранённой загрузки при чтении пропущена или изменена.',
    noFilesRead: 'ни один из его файлов не удалось прочитать',
    tooLarge: '{name} занимает {size}; загрузка ограничена {limit}. Разделите его на части поменьше.',
  },
};

export function storageNoticeText(n: StorageNotice, lang: Lang): string {
  return translate(APP_NOTICE_STRINGS, lang, n.code, n.params);
}

export function importErrorText(code: ImportErrorCode, lang: Lang, params?: StringParams): string {
  return translate(APP_NOTICE_STRINGS, lang, code, params);
}
