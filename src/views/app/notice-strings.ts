// The words for the notices of the browser's saved copies and for an import the page fails itself
// (codes from src/state/notice.ts), in every language of the page. `{detail}` is the underlying
// reason as the browser or the dataset check gave it; `{name}` the upload's name.
import { translate, type Dict, type Lang, type StringParams } from '../../i18n';
import type { ImportErrorCode, StorageNotice, StorageNoticeCode } from '../../state/notice';

type Key = StorageNoticeCode | ImportErrorCode;

export const APP_NOTICE_STRINGS: Dict<Key> = {
  en: {
    deleteFailed: 'Could not delete {name}: {detail}',
    clearFailed: 'Could not clear saved uploads: {detail}',
    publishedWarning: 'Published dataset: {detail}',
    savedUnreadable: 'Saved uploads could not be read: {detail}',
    uploadWarning: 'Saved upload {detail}',
    noFilesRead: 'none of its files could be read',
    tooLarge: '{name} is {size}; uploads are limited to {limit}. Split it into smaller parts.',
  },
  zh: {
    deleteFailed: '无法删除 {name}：{detail}',
    clearFailed: '无法清除已保存的上传：{detail}',
    publishedWarning: '已发布的数据集：{detail}',
    savedUnreadable: '无法读取已保存的上传：{detail}',
    uploadWarning: '已保存的上传 {detail}',
    noFilesRead: '其中没有任何文件可以读取',
    tooLarge: '{name} 大小为 {size}；上传上限为 {limit}。请拆分成更小的部分。',
  },
  ru: {
    deleteFailed: 'Не удалось удалить {name}: {detail}',
    clearFailed: 'Не удалось очистить сохранённые загрузки: {detail}',
    publishedWarning: 'Опубликованный набор данных: {detail}',
    savedUnreadable: 'Сохранённые загрузки не удалось прочитать: {detail}',
    uploadWarning: 'Сохранённая загрузка {detail}',
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
